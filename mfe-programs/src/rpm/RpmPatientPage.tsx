/**
 * One patient's RPM month (`?enrolment=<id>`): the meter (device days, management minutes,
 * interactive communication, the codes careMonthCodes gives now), entering a reading (checked with
 * the domain's READING_FIELD_RULES as the server checks it; out-of-range values flagged and turned into a task), logging management time, and the month's readings.
 */
import type { AppAbility } from '@emr/domain';
import { type ReadingKind, type ReadingValues, outOfRange, readingKindOf, rpmMonthSummary } from '@emr/domain/care';
import { Bidi, DataTable, PageHeader, StateView, formatDate, formatDateTime, useAbility, useNotify } from '@emr/shared-ui';
import { Badge, Button, Card, CardHeader, Field, Input, MessageBar, MessageBarBody, Select, Text, makeStyles, tokens } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { TimeEntryForm } from '../ccm/TimeEntryForm.tsx';
import { currentMonth, useEnrolment, useEnrolmentEntries, usePatientNames } from '../ccm/careProgram.resource.ts';
import { ChooseEnrolment } from '../shared/ChooseEnrolment.tsx';
import { CodeBadges } from '../shared/CodeBadges.tsx';
import { ProgramNav, RPM_PAGES } from '../shared/ProgramNav.tsx';
import { ReadingsImport } from './ReadingsImport.tsx';
import { useLtr } from '../shared/useLtr.ts';
import { type ReadingField, readingProblems } from './readingRules.ts';
import { readingText } from './readingText.ts';
import { type Reading, rpmMonthOptions, useAddReading, useReadings } from './rpm.resource.ts';

const useStyles = makeStyles({
  columns: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))', gap: tokens.spacingHorizontalL, marginBlockEnd: tokens.spacingVerticalL },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  total: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  pair: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(7rem, 1fr))', gap: tokens.spacingHorizontalS },
  // Fluent's input keeps the width of its 20 characters: in a narrow grid cell it fills the cell instead
  input: { minWidth: 0, width: '100%' },
});

export function RpmPatientPage() {
  const { t, i18n } = useTranslation('programs');
  const styles = useStyles();
  const [params] = useSearchParams();
  const enrolmentId = params.get('enrolment');
  const month = currentMonth();
  const enrolment = useEnrolment(enrolmentId);
  const e = enrolment.data;
  const entries = useEnrolmentEntries(enrolmentId, month);
  const readings = useReadings(e?.patientId ?? null, month, e?.device.start ?? '');
  const names = usePatientNames(e ? [e.patientId] : []);
  const ability = useAbility<AppAbility>();
  const ltr = useLtr();
  if (!enrolmentId) return <ChooseEnrolment program="rpm" />;
  const summary = e && entries.data && readings.data ? rpmMonthSummary(month, readings.data.map((r) => r.at), entries.data, rpmMonthOptions(e, month)) : null;
  const closed = !!e?.closedMonths.includes(month);
  return (
    <>
      <PageHeader title={e ? (names.data?.get(e.patientId)?.name ?? e.patientId) : t('programs.rpm')} subtitle={e?.device.serial ? t('rpm.deviceLine', { type: t(`rpm.devices.${e.device.type}`, { defaultValue: e.device.type }), serial: e.device.serial }) : undefined} />
      <ProgramNav program="rpm" pages={RPM_PAGES} />
      <StateView
        isLoading={enrolment.isLoading || (!!e && !summary && !entries.error && !readings.error)}
        error={enrolment.error ?? entries.error ?? readings.error}
        isEmpty={!e}
        emptyTitle={t('ccm.notFound')}
        onRetry={() => void (enrolment.refetch(), entries.refetch(), readings.refetch())}
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
                <Text className={styles.total}>
                  {summary.period
                    ? t('rpm.daysInPeriod', { count: summary.deviceDays, from: ltr(formatDate(summary.period.start, i18n.language)), to: ltr(formatDate(summary.period.end, i18n.language)) })
                    : t('rpm.daysThisMonth', { count: summary.deviceDays })}
                </Text>
                <Text>{t('rpm.minutesLine', { minutes: summary.managementMinutes })}</Text>
                <Text>{summary.interactive ? t('rpm.interactiveYes') : t('rpm.interactiveNo')}</Text>
                <Text weight="semibold">{t('ccm.codesNow')}</Text>
                <CodeBadges codes={summary.codes} empty={t('ccm.noCodes')} />
              </Card>
              {ability.can('create', 'Vitals') && <ReadingForm key={e.id} patientId={e.patientId} deviceType={e.device.type} onSave={() => void readings.refetch()} />}
              {!closed && ability.can('create', 'TimeEntry') && <TimeEntryForm program="rpm" enrolmentId={e.id} month={month} onSave={() => void entries.refetch()} />}
            </div>
            {ability.can('create', 'Vitals') && <ReadingsImport patientId={e.patientId} onSave={() => void readings.refetch()} />}
            <Text as="h2" weight="semibold">
              {t('rpm.readings')}
            </Text>
            <StateView isLoading={false} error={null} isEmpty={readings.data?.length === 0} emptyTitle={t('rpm.noReadings')}>
              <DataTable<Reading>
                items={readings.data ?? []}
                getRowId={(row) => row.id}
                ariaLabel={t('rpm.readings')}
                initialSort={{ column: 'when', direction: 'descending' }}
                columns={[
                  { id: 'when', header: t('ccm.columns.when'), cell: (row) => formatDateTime(row.at, i18n.language), sortValue: (row) => row.at },
                  { id: 'value', header: t('rpm.reading'), cell: (row) => <Bidi>{readingText(row.values)}</Bidi> },
                  {
                    id: 'flag',
                    header: t('rpm.flag'),
                    cell: (row) => (row.flags.length ? <Badge color="danger" appearance="filled">{t('rpm.outOfRange')}</Badge> : t('rpm.inRange')),
                    sortValue: (row) => row.flags.length,
                  },
                ]}
              />
            </StateView>
          </>
        )}
      </StateView>
    </>
  );
}

const FIELDS: Record<ReadingKind, (keyof ReadingValues)[]> = {
  bloodPressure: ['systolic', 'diastolic'],
  glucose: ['glucose'],
  weight: ['weightLb'],
  spo2: ['spo2'],
};

/** Entering one reading (first of the kind the enrolment's device sends); an out-of-range value is flagged and opens a task for the care team. */
function ReadingForm({ patientId, deviceType, onSave }: { patientId: string; deviceType: string; onSave: () => void }) {
  const { t } = useTranslation('programs');
  const styles = useStyles();
  const notify = useNotify();
  const add = useAddReading();
  const [kind, setKind] = useState<ReadingKind>(() => readingKindOf(deviceType));
  const [values, setValues] = useState<Partial<Record<keyof ReadingValues, string>>>({});
  const [problems, setProblems] = useState<Partial<Record<ReadingField, string>>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = readingProblems(t, FIELDS[kind], values);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const parsed = Object.fromEntries(FIELDS[kind].map((field) => [field, Number(values[field])])) as ReadingValues;
    add.mutate(
      { patientId, at: new Date().toISOString(), values: parsed },
      {
        onSuccess: (_row, { values: saved }) => {
          const flagged = outOfRange(saved).length > 0;
          notify(flagged ? 'warning' : 'success', flagged ? t('rpm.savedFlagged') : t('rpm.saved'));
          setValues({});
          onSave();
        },
        onError: (error) => notify('error', error.message),
      },
    );
  };
  return (
    <Card className={styles.card}>
      <CardHeader header={<Text as="h2" weight="semibold">{t('rpm.addReading')}</Text>} />
      <form className={styles.card} onSubmit={submit} noValidate>
        <Field label={t('rpm.kind')}>
          <Select
            value={kind}
            onChange={(_e, data) => {
              setKind(data.value as ReadingKind);
              setValues({});
              setProblems({});
            }}
          >
            {(Object.keys(FIELDS) as ReadingKind[]).map((k) => (
              <option key={k} value={k}>
                {t(`rpm.kinds.${k}`)}
              </option>
            ))}
          </Select>
        </Field>
        <div className={styles.pair}>
          {FIELDS[kind].map((field) => (
            <Field key={field} label={t(`rpm.fields.${field}`)} required validationMessage={problems[field]}>
              <Input className={styles.input} inputMode="decimal" value={values[field] ?? ''} onChange={(_e, data) => setValues((v) => ({ ...v, [field]: data.value.trim() }))} />
            </Field>
          ))}
        </div>
        <div>
          <Button appearance="primary" type="submit" disabled={add.isPending}>
            {t('rpm.saveReading')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
