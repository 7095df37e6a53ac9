/**
 * One patient's CCM month (`?enrolment=<id>`; this month, or an earlier one chosen): the meter (minutes by role, the codes
 * careMonthCodes gives now, the minutes to the next code), the stopwatch, a manual entry by
 * role with what was done, and the month's entries. A closed month is read-only.
 */
import type { AppAbility } from '@emr/domain';
import { ccmMonthSummary, underApcm } from '@emr/domain/care';
import { Bidi, DataTable, PageHeader, StateView, formatDate, useAbility } from '@emr/shared-ui';
import { Card, CardHeader, Field, MessageBar, MessageBarBody, ProgressBar, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ChooseEnrolment } from '../shared/ChooseEnrolment.tsx';
import { CodeBadges, codeText } from '../shared/CodeBadges.tsx';
import { MonthField, useMonthParam } from '../shared/MonthField.tsx';
import { CCM_PAGES, ProgramNav } from '../shared/ProgramNav.tsx';
import { useLtr } from '../shared/useLtr.ts';
import { useEnrolment, useEnrolmentEntries, usePatientNames, useStaff } from './careProgram.resource.ts';
import { ApcmCard } from './ApcmCard.tsx';
import { TimeEntryForm } from './TimeEntryForm.tsx';

const useStyles = makeStyles({
  columns: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))', gap: tokens.spacingHorizontalL, marginBlockEnd: tokens.spacingVerticalL },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  total: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
});

export function CcmMonthPage() {
  const { t, i18n } = useTranslation('programs');
  const styles = useStyles();
  const [params] = useSearchParams();
  const enrolmentId = params.get('enrolment');
  const [month, setMonth] = useMonthParam();
  const enrolment = useEnrolment(enrolmentId);
  const entries = useEnrolmentEntries(enrolmentId, month);
  const names = usePatientNames(enrolment.data ? [enrolment.data.patientId] : []);
  const { staff } = useStaff();
  const canLog = useAbility<AppAbility>().can('create', 'TimeEntry');
  const ltr = useLtr();

  if (!enrolmentId) return <ChooseEnrolment program="ccm" />;
  const e = enrolment.data;
  const name = e ? (names.data?.get(e.patientId)?.name ?? e.patientId) : '';
  const apcmSince = e ? (names.data?.get(e.patientId)?.apcmSince ?? '') : '';
  const apcm = underApcm(apcmSince, month);
  const summary = e && entries.data ? ccmMonthSummary(month, entries.data, { complex: e.complex, apcm }) : null;
  const closed = !!e?.closedMonths.includes(month);
  return (
    <>
      <PageHeader title={name || t('programs.ccm')} subtitle={e ? t('ccm.subtitle', { month: ltr(month), practitioner: staff.get(e.practitionerId)?.name ?? '—' }) : undefined}
        actions={<MonthField month={month} onChange={setMonth} />}
      />
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
                {apcm && (
                  <MessageBar intent="info">
                    <MessageBarBody>{t('apcm.why', { month: ltr(apcmSince) })}</MessageBarBody>
                  </MessageBar>
                )}
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
              <ApcmCard patientId={e.patientId} month={month} />
              {!closed && canLog && <TimeEntryForm program="ccm" enrolmentId={e.id} month={month} onSave={() => void entries.refetch()} />}
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
                  { id: 'when', header: t('ccm.columns.when'), cell: (row) => formatDate(row.serviceDate, i18n.language), sortValue: (row) => `${row.serviceDate}${row.at}` },
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
