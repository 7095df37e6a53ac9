/**
 * /apps/tasks/add and /apps/tasks/edit/{TaskID}: a task — what, type, priority, who does it (any
 * staff member; assigned to me by default), due day, patient, supervised, time spent — created or
 * changed; an existing one is started and marked done (or reopened) here, with its assignment
 * history. The server checks the assignee and stamps the start and completion times.
 */
import { type AppAbility, paths } from '@emr/domain';
import { TASK_PRIORITIES } from '@emr/domain/visits';
import { Bidi, PageHeader, StateView, bool, formatDateTime, json, str, toAppError, useAbility, useCurrentUserId, useNotify } from '@emr/shared-ui';
import { useZodForm } from '@emr/shared-ui/form';
import { Button, Checkbox, Dropdown, Field, Input, type InputProps, Option, Text, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { PatientPicker } from '../schedule/PatientPicker.tsx';
import { PersonDropdown } from '../shared/PersonDropdown.tsx';
import { usePatientNames, useProviders } from '../shared/people.resource.ts';
import { type TaskFormValues, taskFields, taskFormSchema, taskValues } from './taskForm.ts';
import { useSaveTask, useTask } from './tasks.resource.ts';

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalM, maxWidth: '720px' },
  row: { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  history: { marginBlock: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

interface AssignmentEntry {
  from?: string;
  to?: string;
  byName?: string;
  by?: string;
  at?: string;
}

export function TaskFormPage() {
  const { taskId } = useParams();
  const { t } = useTranslation('visits');
  const task = useTask(taskId ?? null);
  if (!taskId) return <TaskForm />;
  return (
    <StateView isLoading={task.isLoading} error={task.error} isEmpty={task.data === null} onRetry={() => void task.refetch()} emptyTitle={t('taskForm.notFound')}>
      {task.data && <TaskForm row={task.data} />}
    </StateView>
  );
}

function TaskForm({ row }: { row?: NonNullable<ReturnType<typeof useTask>['data']> }) {
  const { t, i18n } = useTranslation('visits');
  const styles = useStyles();
  const navigate = useNavigate();
  const notify = useNotify();
  const [params] = useSearchParams();
  const me = useCurrentUserId() ?? '';
  const { staff, nameOf } = useProviders();
  const save = useSaveTask();
  const canUpdate = useAbility<AppAbility>().can(row ? 'update' : 'create', 'Task');
  const presetPatient = row ? str(row['PatientID']) : (params.get('patientId') ?? '');
  const patientName = usePatientNames(presetPatient ? [presetPatient] : []).get(presetPatient);
  const schema = useMemo(() => taskFormSchema(t), [t]);
  const form = useZodForm<TaskFormValues>(schema, {
    defaultValues: row
      ? taskValues(row, undefined)
      : { task: '', type: '', priority: 'Normal', assignedTo: me, due: '', patient: null, supervised: false, time: '', providerTime: '' },
  });
  const { control, handleSubmit, getValues, setValue } = form;
  // the patient's name arrives after the form: shown by name once known
  useEffect(() => {
    if (presetPatient && patientName && getValues('patient')?.name !== patientName) setValue('patient', { id: presetPatient, name: patientName });
  }, [presetPatient, patientName, getValues, setValue]);
  // the form's own rules give a key of `visits`; the domain's come as translated sentences
  const message = (text: string | undefined) => (text && /^[\w.]+$/.test(text) ? t(text) : text);
  // a one-line field of the form (a render helper, not a component: the input keeps its focus)
  const textInput = (name: 'type' | 'due' | 'time' | 'providerTime', label: string, input: Pick<InputProps, 'type' | 'inputMode'> = {}) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field label={label} validationMessage={message(fieldState.error?.message)}>
          <Input {...input} value={field.value} onChange={(_event, data) => field.onChange(data.value)} onBlur={field.onBlur} disabled={!canUpdate} />
        </Field>
      )}
    />
  );

  const write = (fields: Record<string, unknown>, done: string) =>
    save.mutate(
      { task: row ?? null, fields },
      {
        onSuccess: () => {
          notify('success', done);
          navigate(paths.tasksList());
        },
        onError: (error) => notify('error', t('taskForm.failed'), toAppError(error).message),
      },
    );
  const submit = handleSubmit((values) => write(taskFields(values), t('taskForm.saved', { task: values.task.trim() })));
  const name = row ? str(row['Task']) : '';
  const history = row ? json<AssignmentEntry[]>(row['AssignmentHistory'], []) : [];

  return (
    <div>
      <PageHeader title={row ? t('taskForm.editTitle') : t('taskForm.addTitle')} subtitle={row ? name : t('taskForm.subtitle')} />
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <Controller
          control={control}
          name="task"
          render={({ field, fieldState }) => (
            <Field label={t('tasks.columns.task')} required validationMessage={message(fieldState.error?.message)}>
              <Textarea value={field.value} onChange={(_event, data) => field.onChange(data.value)} onBlur={field.onBlur} disabled={!canUpdate} />
            </Field>
          )}
        />
        <div className={styles.row}>
          {textInput('type', t('tasks.columns.type'))}
          <Controller
            control={control}
            name="priority"
            render={({ field }) => (
              <Field label={t('tasks.columns.priority')} required>
                <Dropdown value={t(`tasks.priority.${field.value}`)} selectedOptions={[field.value]} onOptionSelect={(_event, data) => field.onChange(data.optionValue)} disabled={!canUpdate}>
                  {TASK_PRIORITIES.map((priority) => (
                    <Option key={priority} value={priority}>
                      {t(`tasks.priority.${priority}`)}
                    </Option>
                  ))}
                </Dropdown>
              </Field>
            )}
          />
        </div>
        <div className={styles.row}>
          <Controller
            control={control}
            name="assignedTo"
            render={({ field, fieldState }) => (
              <PersonDropdown label={t('tasks.columns.assigned')} people={staff} value={field.value} onChange={field.onChange} error={message(fieldState.error?.message)} disabled={!canUpdate} />
            )}
          />
          {textInput('due', t('tasks.columns.due'), { type: 'date' })}
        </div>
        <Controller
          control={control}
          name="patient"
          render={({ field }) => <PatientPicker value={field.value} onChange={field.onChange} required={false} />}
        />
        <div className={styles.row}>
          {textInput('time', t('taskForm.time'), { inputMode: 'numeric' })}
          {textInput('providerTime', t('taskForm.providerTime'), { inputMode: 'numeric' })}
        </div>
        <Controller
          control={control}
          name="supervised"
          render={({ field }) => <Checkbox label={t('taskForm.supervised')} checked={field.value} onChange={(_event, data) => field.onChange(data.checked === true)} disabled={!canUpdate} />}
        />
        {canUpdate && (
          <div className={styles.actions}>
            <Button appearance="primary" type="submit" disabled={save.isPending}>
              {row ? t('taskForm.save') : t('taskForm.create')}
            </Button>
            {row && !bool(row['Done']) && !str(row['Start']) && (
              <Button disabled={save.isPending} onClick={() => write({ Start: new Date().toISOString() }, t('taskForm.started', { task: name }))}>
                {t('taskForm.start')}
              </Button>
            )}
            {row && (
              <Button disabled={save.isPending} onClick={() => write({ Done: !bool(row['Done']) }, bool(row['Done']) ? t('taskForm.reopened', { task: name }) : t('tasks.marked', { task: name }))}>
                {bool(row['Done']) ? t('taskForm.reopen') : t('tasks.markDone')}
              </Button>
            )}
            <Button appearance="subtle" onClick={() => navigate(paths.tasksList())}>
              {t('add.cancel')}
            </Button>
          </div>
        )}
      </form>
      {row && (
        <section aria-labelledby="task-history">
          <h2 id="task-history">{t('taskForm.history')}</h2>
          {str(row['Start']) && <Text block>{t('taskForm.startedAt', { at: formatDateTime(row['Start'], i18n.language) })}</Text>}
          {str(row['TimeCompleted']) && <Text block>{t('taskForm.completedAt', { at: formatDateTime(row['TimeCompleted'], i18n.language) })}</Text>}
          <ul className={styles.history}>
            {history.map((entry, index) => (
              <li key={index}>
                {t('taskForm.assigned', { at: formatDateTime(entry.at, i18n.language) })} <Bidi>{nameOf(entry.to ?? '') || entry.to}</Bidi>
                {entry.byName ? <> ({t('taskForm.by')} <Bidi>{entry.byName}</Bidi>)</> : null}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
