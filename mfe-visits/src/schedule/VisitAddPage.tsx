/**
 * /apps/visits/add: schedules a visit — the patient (the navbar's search; `?patientId=` from a
 * chart picks them; `?day=&time=&providerId=` from the calendar's empty slot prefill those), type,
 * provider, day, time, length and reason — and warns when the
 * provider already has a visit at that time. Optional recurring follow-ups (`RepeatFields`) book
 * the whole series through the server in one go. The new visits are on the board of their days.
 */
import { paths } from '@emr/domain';
import { VISIT_DURATIONS, overlappingVisits } from '@emr/domain/visits';
import { PageHeader, formatTime, str, toAppError, useClinicTimeZone, useClinicToday, useNotify } from '@emr/shared-ui';
import { useZodForm } from '@emr/shared-ui/form';
import { Button, Dropdown, Field, Input, MessageBar, MessageBarBody, Option, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePatientNames, useProviders } from '../shared/people.resource.ts';
import { VISIT_TYPES } from '../shared/visitTypes.ts';
import { PersonDropdown } from '../shared/PersonDropdown.tsx';
import { PatientPicker } from './PatientPicker.tsx';
import { RepeatFields } from './RepeatFields.tsx';
import { useProviderDays, useScheduleVisit } from './schedule.resource.ts';
import { REPEAT_DEFAULTS, type VisitFormValues, recurrenceOf, slotOf, visitFormSchema } from './visitForm.ts';

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalM, maxWidth: '720px' },
  row: { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

export function VisitAddPage() {
  const { t, i18n } = useTranslation('visits');
  const styles = useStyles();
  const navigate = useNavigate();
  const notify = useNotify();
  const [params] = useSearchParams();
  const preset = params.get('patientId') ?? '';
  // the calendar's empty slot names the day, the time and (when it shows one provider) the provider
  const slotDay = params.get('day');
  const presetName = usePatientNames(preset ? [preset] : []).get(preset);
  const { providers } = useProviders();
  const schedule = useScheduleVisit();
  const today = useClinicToday();
  const timeZone = useClinicTimeZone();
  const schema = useMemo(() => visitFormSchema(t), [t]);
  const form = useZodForm<VisitFormValues>(schema, {
    defaultValues: {
      patient: null,
      type: '',
      providerId: params.get('providerId') ?? '',
      day: slotDay && /^\d{4}-\d{2}-\d{2}$/.test(slotDay) ? slotDay : today,
      time: params.get('time') ?? '',
      minutes: 30,
      reason: '',
      ...REPEAT_DEFAULTS,
    },
  });
  const { control, handleSubmit, formState, getValues, setValue } = form;
  // a chart's "schedule a visit" names the patient
  useEffect(() => {
    if (preset && presetName && !getValues('patient')) setValue('patient', { id: preset, name: presetName });
  }, [preset, presetName, getValues, setValue]);
  const [providerId, day, time, minutes] = useWatch({ control, name: ['providerId', 'day', 'time', 'minutes'] });
  const slot = day && time ? slotOf(day, time, minutes, timeZone) : null;
  const providerDay = useProviderDays(providerId, day);
  const clashes = slot ? overlappingVisits(slot, providerDay.data ?? []) : [];
  const clashNames = usePatientNames(clashes.map((row) => str(row['PatientID'])));
  // the form's own rules give a key of `visits`; the domain's come as translated sentences
  const message = (text: string | undefined) => (text && /^[\w.]+$/.test(text) ? t(text) : text);

  const submit = handleSubmit((values) => {
    const when = slotOf(values.day, values.time, values.minutes, timeZone)!;
    const visit = { patientId: values.patient!.id, type: values.type, providerId: values.providerId, start: when.start, end: when.end, reason: values.reason.trim() };
    schedule.mutate(
      { ...visit, recurrence: recurrenceOf(values), timeZone },
      {
        onSuccess: (booked) => {
          const time = formatTime(when.start, i18n.language);
          notify('success', booked.length > 1 ? t('add.savedSeries', { patient: values.patient!.name, time, n: booked.length }) : t('add.saved', { patient: values.patient!.name, time }));
          // the board opens on the day booked, so the new visit is in front of the person who booked it
          navigate(paths.visitsList({ from: values.day, to: values.day }));
        },
        onError: (error) => notify('error', t('add.failed'), toAppError(error).message),
      },
    );
  });

  return (
    <div>
      <PageHeader title={t('add.title')} subtitle={t('add.subtitle')} />
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <Controller
          control={control}
          name="patient"
          render={({ field, fieldState }) => <PatientPicker value={field.value} onChange={field.onChange} error={message(fieldState.error?.message)} />}
        />
        <div className={styles.row}>
          <Controller
            control={control}
            name="type"
            render={({ field, fieldState }) => (
              <Field label={t('board.type')} required validationMessage={message(fieldState.error?.message)}>
                <Dropdown placeholder={t('add.choose')} value={field.value ? t(`types.${field.value}`) : ''} selectedOptions={[field.value]} onOptionSelect={(_event, data) => field.onChange(data.optionValue ?? '')} onBlur={field.onBlur}>
                  {VISIT_TYPES.map((type) => (
                    <Option key={type} value={type}>
                      {t(`types.${type}`)}
                    </Option>
                  ))}
                </Dropdown>
              </Field>
            )}
          />
          <Controller
            control={control}
            name="providerId"
            render={({ field, fieldState }) => (
              <PersonDropdown label={t('board.provider')} people={providers} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={message(fieldState.error?.message)} />
            )}
          />
        </div>
        <div className={styles.row}>
          <Controller
            control={control}
            name="day"
            render={({ field, fieldState }) => (
              <Field label={t('add.day')} required validationMessage={message(fieldState.error?.message)}>
                <Input type="date" value={field.value} onChange={(_event, data) => field.onChange(data.value)} onBlur={field.onBlur} />
              </Field>
            )}
          />
          <Controller
            control={control}
            name="time"
            render={({ field, fieldState }) => (
              <Field label={t('add.time')} required validationMessage={message(fieldState.error?.message)}>
                <Input type="time" step={300} value={field.value} onChange={(_event, data) => field.onChange(data.value)} onBlur={field.onBlur} />
              </Field>
            )}
          />
          <Controller
            control={control}
            name="minutes"
            render={({ field }) => (
              <Field label={t('add.minutes')} required>
                <Dropdown value={t('board.minutes', { count: field.value })} selectedOptions={[String(field.value)]} onOptionSelect={(_event, data) => field.onChange(Number(data.optionValue))}>
                  {VISIT_DURATIONS.map((m) => (
                    <Option key={m} value={String(m)}>
                      {t('board.minutes', { count: m })}
                    </Option>
                  ))}
                </Dropdown>
              </Field>
            )}
          />
        </div>
        {clashes.length > 0 && (
          <MessageBar intent="warning">
            <MessageBarBody>
              {t('add.overlap', {
                count: clashes.length,
                list: clashes.map((row) => `${formatTime(row['VisitDate'], i18n.language)} ${clashNames.get(str(row['PatientID'])) ?? str(row['PatientID'])}`).join(', '),
              })}
            </MessageBarBody>
          </MessageBar>
        )}
        <Controller
          control={control}
          name="reason"
          render={({ field, fieldState }) => (
            <Field label={t('add.reason')} validationMessage={message(fieldState.error?.message)}>
              <Textarea value={field.value} onChange={(_event, data) => field.onChange(data.value)} onBlur={field.onBlur} />
            </Field>
          )}
        />
        <RepeatFields form={form} />
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" disabled={schedule.isPending || formState.isSubmitting}>
            {t('add.submit')}
          </Button>
          <Button onClick={() => navigate(paths.visitsList())}>{t('add.cancel')}</Button>
        </div>
      </form>
    </div>
  );
}
