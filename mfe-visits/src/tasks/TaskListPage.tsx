/** /apps/tasks/list: my open tasks, every open task or the done ones, by due date; a task is marked done in one click. */
import { type AppAbility, paths } from '@emr/domain';
import { Bidi, DataTable, type DataTableColumn, PageHeader, RouterLink, StateView, formatDate, toAppError, useAbility, useNotify } from '@emr/shared-ui';
import { Button, Tab, TabList } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePatientNames, useProviders } from '../shared/people.resource.ts';
import { TASK_VIEWS, type TaskRow, type TaskView, useCompleteTask, useTasks } from './tasks.resource.ts';

export function TaskListPage() {
  const { t, i18n } = useTranslation('visits');
  const notify = useNotify();
  const [view, setView] = useState<TaskView>('mine');
  const list = useTasks(view);
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
      <StateView isLoading={list.isLoading} error={list.error} isEmpty={list.isEmpty} onRetry={list.refetch} emptyTitle={t(`tasks.empty.${view}`)}>
        <DataTable items={list.tasks} columns={columns} getRowId={(task) => task.id} ariaLabel={t('tasks.tableLabel')} pager={list.pager} />
      </StateView>
    </div>
  );
}
