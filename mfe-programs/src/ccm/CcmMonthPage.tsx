/**
 * One patient's CCM month (`?enrolment=<id>`): the meter (minutes by role, the codes
 * careMonthCodes gives now, the minutes to the next code), the stopwatch, a manual entry by
 * role with what was done, and the month's entries. A closed month is read-only.
 */
import { type AppAbility, type TimeRole, ccmMonthSummary, paths } from '@emr/domain';
import { Bidi, DataTable, PageHeader, RouterLink, StateView, formatDateTime, useAbility, useNotify } from '@emr/shared-ui';
import {
  Button,
  Card,
  CardHeader,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  ProgressBar,
  Radio,
  RadioGroup,
  Text,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { CodeBadges, codeText } from '../shared/CodeBadges.tsx';
import { CCM_PAGES, ProgramNav } from '../shared/ProgramNav.tsx';
import { useLtr } from '../shared/useLtr.ts';
import { currentMonth, useEnrolment, useEnrolmentEntries, useLogTime, usePatientNames, useStaff } from './careProgram.resource.ts';
import { type ClockedSpan, formatElapsed, useStopwatch } from './useStopwatch.ts';

const useStyles = makeStyles({
  columns: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))', gap: tokens.spacingHorizontalL, marginBlockEnd: tokens.spacingVerticalL },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignItems: 'stretch' },
  total: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
});

export function CcmMonthPage() {
  const { t, i18n } = useTranslation('programs');
  const styles = useStyles();
  const [params] = useSearchParams();
  const enrolmentId = params.get('enrolment');
  const month = currentMonth();
  const enrolment = useEnrolment(enrolmentId);
  const entries = useEnrolmentEntries(enrolmentId, month);
  const names = usePatientNames(enrolment.data ? [enrolment.data.patientId] : []);
  const { staff } = useStaff();
  const canLog = useAbility<AppAbility>().can('create', 'TimeEntry');
  const ltr = useLtr();

  if (!enrolmentId) {
    return (
      <>
        <PageHeader title={t('programs.ccm')} />
        <ProgramNav program="ccm" pages={CCM_PAGES} />
        <StateView isLoading={false} error={null} isEmpty emptyTitle={t('ccm.choose')} emptyAction={<RouterLink to={paths.programPage('ccm', 'enrolled')}>{t('ccm.toEnrolled')}</RouterLink>}>
          {null}
        </StateView>
      </>
    );
  }
  const e = enrolment.data;
  const name = e ? (names.data?.get(e.patientId)?.name ?? e.patientId) : '';
  const summary = e && entries.data ? ccmMonthSummary(month, entries.data, { complex: e.complex }) : null;
  const closed = !!e?.closedMonths.includes(month);
  return (
    <>
      <PageHeader title={name || t('programs.ccm')} subtitle={e ? t('ccm.subtitle', { month: ltr(month), practitioner: staff.get(e.practitionerId)?.name ?? '—' }) : undefined} />
      <ProgramNav program="ccm" pages={CCM_PAGES} />
      <StateView
        isLoading={enrolment.isLoading || (!!e && entries.isLoading)}
        error={enrolment.error ?? entries.error}
        isEmpty={!e}
        emptyTitle={t('ccm.notFound')}
        onRetry={() => void (enrolment.refetch(), entries.refetch())}
      >
        {e && summary && (
          <>
            {closed && (
              <MessageBar intent="warning">
                <MessageBarBody>{t('ccm.closed')}</MessageBarBody>
              </MessageBar>
            )}
            <div className={styles.columns}>
              <Card className={styles.card} role="region" aria-label={t('ccm.meter')}>
                <CardHeader header={<Text as="h2" weight="semibold">{t('ccm.meter')}</Text>} />
                <Text className={styles.total}>{t('ccm.total', { minutes: summary.totalMinutes.toLocaleString(i18n.language) })}</Text>
                <Text>{t('ccm.split', { staff: summary.staffMinutes, practitioner: summary.practitionerMinutes })}</Text>
                <Text weight="semibold">{t('ccm.codesNow')}</Text>
                <CodeBadges codes={summary.codes} empty={t('ccm.noCodes')} />
                {summary.next ? (
                  <Field validationMessage={t('ccm.toNext', { minutes: summary.next.minutes, codes: ltr(codeText(summary.next.codes)) })} validationState="none">
                    <ProgressBar
                      value={Math.max(0, 1 - summary.next.minutes / Math.max(summary.next.minutes, 20))}
                      aria-label={t('ccm.toNext', { minutes: summary.next.minutes, codes: ltr(codeText(summary.next.codes)) })}
                    />
                  </Field>
                ) : (
                  <Text>{t('ccm.noNext')}</Text>
                )}
              </Card>
              {!closed && canLog && <TimeEntryForm enrolmentId={e.id} onSave={() => void entries.refetch()} />}
            </div>
            <Text as="h2" weight="semibold">
              {t('ccm.entries')}
            </Text>
            <StateView isLoading={false} error={null} isEmpty={entries.data?.length === 0} emptyTitle={t('ccm.noEntries')}>
              <DataTable
                items={entries.data ?? []}
                getRowId={(row) => row.id}
                ariaLabel={t('ccm.entries')}
                initialSort={{ column: 'when', direction: 'descending' }}
                columns={[
                  { id: 'when', header: t('ccm.columns.when'), cell: (row) => formatDateTime(row.at, i18n.language), sortValue: (row) => row.at },
                  { id: 'minutes', header: t('ccm.columns.minutes'), cell: (row) => <Bidi>{String(row.minutes)}</Bidi>, sortValue: (row) => row.minutes },
                  { id: 'role', header: t('ccm.columns.role'), cell: (row) => t(`ccm.roles.${row.role}`) },
                  { id: 'what', header: t('ccm.columns.what'), cell: (row) => <Bidi>{row.description}</Bidi> },
                  { id: 'by', header: t('ccm.columns.by'), cell: (row) => <Bidi>{staff.get(row.by)?.name ?? ''}</Bidi> },
                ]}
              />
            </StateView>
          </>
        )}
      </StateView>
    </>
  );
}

interface TimeEntryFormProps {
  enrolmentId: string;
  onSave: () => void;
}

/** The stopwatch and the entry it fills (or a manual one): minutes, whose time, what was done. */
function TimeEntryForm({ enrolmentId, onSave }: TimeEntryFormProps) {
  const { t } = useTranslation('programs');
  const styles = useStyles();
  const notify = useNotify();
  const watch = useStopwatch();
  const enrolment = useEnrolment(enrolmentId);
  const log = useLogTime();
  const [minutes, setMinutes] = useState('');
  const [role, setRole] = useState<TimeRole>('staff');
  const [what, setWhat] = useState('');
  const [span, setSpan] = useState<ClockedSpan | null>(null);
  const [invalid, setInvalid] = useState(false);

  const stop = () => {
    const clocked = watch.stop();
    if (!clocked) return;
    setSpan(clocked);
    setMinutes(String(clocked.minutes));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(minutes);
    if (!/^\d{1,4}$/.test(minutes) || value < 1 || value > 1440 || !enrolment.data) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    log.mutate(
      { enrolment: enrolment.data, minutes: value, role, description: what.trim(), ...(span ? { start: span.start, end: span.end } : {}) },
      {
        onSuccess: () => {
          notify('success', t('ccm.saved', { minutes: value }));
          setMinutes('');
          setWhat('');
          setSpan(null);
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
        <Field label={t('ccm.minutes')} required validationMessage={invalid ? t('ccm.invalidMinutes') : undefined}>
          <Input
            inputMode="numeric"
            value={minutes}
            onChange={(_e, data) => {
              setMinutes(data.value.trim());
              setSpan(null);
            }}
          />
        </Field>
        <Field label={t('ccm.role')}>
          <RadioGroup value={role} onChange={(_e, data) => setRole(data.value as TimeRole)} layout="horizontal">
            <Radio value="staff" label={t('ccm.roles.staff')} />
            <Radio value="practitioner" label={t('ccm.roles.practitioner')} />
          </RadioGroup>
        </Field>
        <Field label={t('ccm.what')}>
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
