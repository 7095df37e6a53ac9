/**
 * /apps/tasks/list: my open or done tasks, every open or done one, by due date, narrowed by
 * priority, due date (overdue, today, the next 7 days), type and patient — all kept in the
 * address, so they survive a reload; a task is marked done in one click.
 */
import { type AppAbility, paths } from '@emr/domain';
import { TASK_PRIORITIES } from '@emr/domain/visits';
import { Bidi, DataTable, type DataTableColumn, PageHeader, RouterLink, StateView, formatDate, toAppError, useAbility, useDebouncedValue, useNotify } from '@emr/shared-ui';
import { Button, Dropdown, Field, Input, Option, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PatientPicker } from '../schedule/PatientPicker.tsx';
import { useTranslation } from 'react-i18next';
import { usePatientNames, useProviders } from '../shared/people.resource.ts';
import { ANY_PRIORITY, TASK_DUE, TASK_VIEWS, type TaskDue, type TaskRow, type TaskView, useCompleteTask, useTasks } from './tasks.resource.ts';

const useStyles = makeStyles({
  filters: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, marginBlock: tokens.spacingVerticalM },
});

export function TaskListPage() {
  const { t, i18n } = useTranslation('visits');
  const notify = useNotify();
  // the filters live in the address (?view=&priority=&due=&type=&patient=): a reload keeps them
  const [params, setParams] = useSearchParams();
  const pick = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => (allowed as readonly string[]).includes(params.get(name) ?? '') ? (params.get(name) as T) : fallback;
  const view = pick('view', TASK_VIEWS, 'mine');
  const priority: string = pick<string>('priority', TASK_PRIORITIES, ANY_PRIORITY);
  const due = pick('due', TASK_DUE, 'any');
  const patientId = params.get('patient') ?? '';
  const setParam = (name: string, value: string, empty = '') =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value && value !== empty) next.set(name, value);
      else next.delete(name);
      return next;
    }, { replace: true });
  const [typeText, setTypeText] = useState(params.get('type') ?? '');
  const type = useDebouncedValue(typeText.trim(), 300);
  // the typed text reaches the address (and the server's filter) once typing pauses
  useEffect(() => setParam('type', type), [type]);
  const list = useTasks(view, { priority, due, type: params.get('type') ?? '', patientId });
  const styles = useStyles();
  const complete = useCompleteTask();
  const names = usePatientNames([...list.tasks.map((task) => task.patientId), ...(patientId ? [patientId] : [])]);
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
      <TabList selectedValue={view} onTabSelect={(_event, data) => setParam('view', data.value as TaskView, 'mine')} aria-label={t('tasks.views')}>
        {TASK_VIEWS.map((v) => (
          <Tab key={v} value={v}>
            {t(`tasks.view.${v}`)}
          </Tab>
        ))}
      </TabList>
      <div className={styles.filters} role="group" aria-label={t('tasks.filters')}>
        <Field label={t('tasks.columns.priority')}>
          <Dropdown value={priority === ANY_PRIORITY ? t('tasks.anyPriority') : t(`tasks.priority.${priority}`)} selectedOptions={[priority]} onOptionSelect={(_event, data) => setParam('priority', data.optionValue ?? ANY_PRIORITY, ANY_PRIORITY)}>
            <Option value={ANY_PRIORITY}>{t('tasks.anyPriority')}</Option>
            {TASK_PRIORITIES.map((p) => (
              <Option key={p} value={p}>
                {t(`tasks.priority.${p}`)}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field label={t('tasks.columns.due')}>
          <Dropdown value={t(`tasks.dueFilter.${due}`)} selectedOptions={[due]} onOptionSelect={(_event, data) => setParam('due', (data.optionValue as TaskDue | undefined) ?? 'any', 'any')}>
            {TASK_DUE.map((d) => (
              <Option key={d} value={d}>
                {t(`tasks.dueFilter.${d}`)}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field label={t('tasks.columns.type')}>
          <Input type="search" value={typeText} placeholder={t('tasks.typeFilter')} onChange={(_event, data) => setTypeText(data.value)} />
        </Field>
        <PatientPicker
          required={false}
          value={patientId ? { id: patientId, name: names.get(patientId) ?? patientId } : null}
          onChange={(patient) => setParam('patient', patient?.id ?? '')}
        />
      </div>
      <StateView isLoading={list.isLoading} error={list.error} isEmpty={list.isEmpty} onRetry={list.refetch} emptyTitle={t(`tasks.empty.${view}`)}>
        <DataTable items={list.tasks} columns={columns} getRowId={(task) => task.id} ariaLabel={t('tasks.tableLabel')} pager={list.pager} />
      </StateView>
    </div>
  );
}
