/**
 * /apps/tasks/list: my open or done tasks, every open or done one, by due date, narrowed by
 * priority and due date (overdue, today, the next 7 days); a task is marked done in one click.
 */
import { type AppAbility, TASK_PRIORITIES, paths } from '@emr/domain';
import { Bidi, DataTable, type DataTableColumn, PageHeader, RouterLink, StateView, formatDate, toAppError, useAbility, useNotify } from '@emr/shared-ui';
import { Button, Dropdown, Field, Option, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePatientNames, useProviders } from '../shared/people.resource.ts';
import { ANY_PRIORITY, TASK_DUE, TASK_VIEWS, type TaskDue, type TaskRow, type TaskView, useCompleteTask, useTasks } from './tasks.resource.ts';

const useStyles = makeStyles({
  filters: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, marginBlock: tokens.spacingVerticalM },
});

export function TaskListPage() {
  const { t, i18n } = useTranslation('visits');
  const notify = useNotify();
  const [view, setView] = useState<TaskView>('mine');
  const [priority, setPriority] = useState(ANY_PRIORITY);
  const [due, setDue] = useState<TaskDue>('any');
  const list = useTasks(view, priority, due);
  const styles = useStyles();
  const complete = useCompleteTask();
  const names = usePatientNames(list.tasks.map((task) => task.patientId));
  const { nameOf } = useProviders();
  const ability = useAbility<AppAbility>();
  const canUpdate = ability.can('update', 'Task');
  const columns = (
    [
      { id: 'task', header: t('tasks.columns.task'), cell: (task) => <RouterLink to={paths.task(task.id)} aria-label={t('tasks.edit', { task: task.task })}>{task.task}</RouterLink> },
      { id: 'type', header: t('tasks.columns.type'), cell: (task) => task.type },
      { id: 'priority', header: t('tasks.columns.priority'), cell: (task) => (task.priority ? t(`tasks.priority.${task.priority}`, { defaultValue: task.priority }) : '') },
      {
        id: 'patient',
        header: t('board.columns.patient'),
        cell: (task) => (task.patientId ? <RouterLink to={paths.patientChart(task.patientId)}><Bidi>{names.get(task.patientId) ?? task.patientId}</Bidi></RouterLink> : '—'),
      },
      { id: 'due', header: t('tasks.columns.due'), cell: (task) => (task.due ? formatDate(task.due, i18n.language) : '—') },
      { id: 'assigned', header: t('tasks.columns.assigned'), cell: (task) => <Bidi>{nameOf(task.assignedTo)}</Bidi> },
      {
        id: 'done',
        header: t('tasks.columns.done'),
        cell: (task) =>
          task.done ? (
            t('tasks.isDone')
          ) : canUpdate ? (
            <Button
              size="small"
              disabled={complete.isPending}
              aria-label={t('tasks.markDoneOne', { task: task.task })}
              onClick={() => complete.mutate(task, { onSuccess: () => notify('success', t('tasks.marked', { task: task.task })), onError: (error) => notify('error', t('tasks.failed'), toAppError(error).message) })}
            >
              {t('tasks.markDone')}
            </Button>
          ) : null,
      },
    ] satisfies DataTableColumn<TaskRow>[]
  ).map((column): DataTableColumn<TaskRow> => ({ ...column, sortable: false }));

  return (
    <div>
      <PageHeader
        title={t('tasks.title')}
        subtitle={t('tasks.subtitle')}
        actions={ability.can('create', 'Task') ? <RouterLink to={paths.taskAdd()}>{t('tasks.add')}</RouterLink> : undefined}
      />
      <TabList selectedValue={view} onTabSelect={(_event, data) => setView(data.value as TaskView)} aria-label={t('tasks.views')}>
        {TASK_VIEWS.map((v) => (
          <Tab key={v} value={v}>
            {t(`tasks.view.${v}`)}
          </Tab>
        ))}
      </TabList>
      <div className={styles.filters} role="group" aria-label={t('tasks.filters')}>
        <Field label={t('tasks.columns.priority')}>
          <Dropdown value={priority === ANY_PRIORITY ? t('tasks.anyPriority') : t(`tasks.priority.${priority}`)} selectedOptions={[priority]} onOptionSelect={(_event, data) => setPriority(data.optionValue ?? ANY_PRIORITY)}>
            <Option value={ANY_PRIORITY}>{t('tasks.anyPriority')}</Option>
            {TASK_PRIORITIES.map((p) => (
              <Option key={p} value={p}>
                {t(`tasks.priority.${p}`)}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field label={t('tasks.columns.due')}>
          <Dropdown value={t(`tasks.dueFilter.${due}`)} selectedOptions={[due]} onOptionSelect={(_event, data) => setDue((data.optionValue as TaskDue | undefined) ?? 'any')}>
            {TASK_DUE.map((d) => (
              <Option key={d} value={d}>
                {t(`tasks.dueFilter.${d}`)}
              </Option>
            ))}
          </Dropdown>
        </Field>
      </div>
      <StateView isLoading={list.isLoading} error={list.error} isEmpty={list.isEmpty} onRetry={list.refetch} emptyTitle={t(`tasks.empty.${view}`)}>
        <DataTable items={list.tasks} columns={columns} getRowId={(task) => task.id} ariaLabel={t('tasks.tableLabel')} pager={list.pager} />
      </StateView>
    </div>
  );
}
