/**
 * The stopwatch and the time entry it fills (or a manual one): the date of service (the month the
 * minutes count in), minutes, whose time (CCM) or interactive communication (RPM), what was
 * done. The entry is checked with the domain's field specs, as the server checks it (timeEntryRules.ts).
 */
import type { TimeRole } from '@emr/domain/care';
import { monthEnd } from '@emr/domain';
import { clinicToday, useNotify } from '@emr/shared-ui';
import { Button, Card, CardHeader, Checkbox, Field, Input, Radio, RadioGroup, Text, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CareProgram, currentMonth, useEnrolment, useLogTime } from './careProgram.resource.ts';
import { type TimeEntryValues, timeEntryProblems } from './timeEntryRules.ts';
import { type ClockedSpan, formatElapsed, useStopwatch } from './useStopwatch.ts';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignItems: 'stretch' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
});

export interface TimeEntryFormProps {
  program: CareProgram;
  enrolmentId: string;
  /** The month the page shows ('YYYY-MM'): the date of service starts on today, or on its last day when it is over. */
  month: string;
  onSave: () => void;
}

/**
 * Today on the clinic's calendar ('YYYY-MM-DD', in the clinic's zone: in the evening a US clinic
 * is still on a day UTC has left, and the form refuses a day in the future), or the last day of
 * a month that is over.
 */
export function defaultServiceDate(month: string, now?: Date): string {
  if (month >= currentMonth(now)) return clinicToday(now);
  return monthEnd(month);
}

export function TimeEntryForm({ program, enrolmentId, month, onSave }: TimeEntryFormProps) {
  const { t } = useTranslation('programs');
  const styles = useStyles();
  const notify = useNotify();
  const watch = useStopwatch();
  const enrolment = useEnrolment(enrolmentId);
  const log = useLogTime();
  const [minutes, setMinutes] = useState('');
  const [role, setRole] = useState<TimeRole>('staff');
  const [interactive, setInteractive] = useState(false);
  const [what, setWhat] = useState('');
  const [span, setSpan] = useState<ClockedSpan | null>(null);
  const [serviceDate, setServiceDate] = useState(defaultServiceDate(month));
  const [dateShownFor, setDateShownFor] = useState(month);
  const [problems, setProblems] = useState<Partial<Record<keyof TimeEntryValues, string>>>({});
  if (dateShownFor !== month) {
    setDateShownFor(month);
    setServiceDate(defaultServiceDate(month));
  }

  const stop = () => {
    const clocked = watch.stop();
    if (!clocked) return;
    setSpan(clocked);
    setMinutes(String(clocked.minutes));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(minutes);
    const found = timeEntryProblems(t, { serviceDate, minutes, what });
    setProblems(found);
    if (Object.keys(found).length > 0 || !enrolment.data) return;
    log.mutate(
      { enrolment: enrolment.data, minutes: value, role, interactive, description: what.trim(), serviceDate, ...(span ? { start: span.start, end: span.end } : {}) },
      {
        onSuccess: () => {
          notify('success', t('ccm.saved', { minutes: value }));
          setMinutes('');
          setWhat('');
          setSpan(null);
          setInteractive(false);
          onSave();
        },
        onError: (error) => notify('error', error.message),
      },
    );
  };
  return (
    <Card className={styles.card}>
      <CardHeader header={<Text as="h2" weight="semibold">{t('ccm.entry')}</Text>} />
      <div className={styles.actions} role="group" aria-label={t('ccm.stopwatch')}>
        {watch.running ? (
          <>
            <Button onClick={stop}>{t('ccm.stop')}</Button>
            <Text role="timer" aria-live="off">
              {t('ccm.running', { time: formatElapsed(watch.elapsed) })}
            </Text>
          </>
        ) : (
          <Button onClick={watch.start}>{t('ccm.start')}</Button>
        )}
      </div>
      {span && <Text>{t('ccm.stopped', { minutes: span.minutes })}</Text>}
      <form className={styles.form} onSubmit={submit} noValidate>
        <Field label={t('ccm.serviceDate')} required validationMessage={problems.serviceDate}>
          <Input type="date" value={serviceDate} max={defaultServiceDate(currentMonth())} onChange={(_e, data) => setServiceDate(data.value)} />
        </Field>
        <Field label={t('ccm.minutes')} required validationMessage={problems.minutes}>
          <Input
            inputMode="numeric"
            value={minutes}
            onChange={(_e, data) => {
              setMinutes(data.value.trim());
              setSpan(null);
            }}
          />
        </Field>
        {program === 'ccm' ? (
          <Field label={t('ccm.role')}>
            <RadioGroup value={role} onChange={(_e, data) => setRole(data.value as TimeRole)} layout="horizontal">
              <Radio value="staff" label={t('ccm.roles.staff')} />
              <Radio value="practitioner" label={t('ccm.roles.practitioner')} />
            </RadioGroup>
          </Field>
        ) : (
          <Checkbox checked={interactive} onChange={(_e, data) => setInteractive(data.checked === true)} label={t('rpm.interactive')} />
        )}
        <Field label={t('ccm.what')} validationMessage={problems.what}>
          <Textarea value={what} onChange={(_e, data) => setWhat(data.value)} />
        </Field>
        <div className={styles.actions}>
          <Button appearance="primary" type="submit" disabled={log.isPending || watch.running}>
            {t('ccm.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
