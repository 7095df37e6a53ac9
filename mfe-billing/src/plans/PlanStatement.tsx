/**
 * A payment plan's statement for the patient: the plan, what it totals, what was paid toward it
 * (each posting), what is left and the instalments with their state. Shown on the page and alone
 * on the sheet when printed (a print stylesheet).
 */
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Bidi, StateView, formatDate, formatMoney, clinicToday } from '@emr/shared-ui';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ScheduleTable } from './ScheduleTable.tsx';
import type { InstalmentRow } from './planSchedule.ts';
import { type Plan, usePlanPayments } from './plans.resource.ts';
import { printOnly } from '../printOnly.ts';

const PRINT_ROOT = 'billing-plan-statement';

// printed, it is the only thing on the sheet
const usePrintStyles = printOnly(PRINT_ROOT, 'letter; margin: 0.6in');

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS, margin: 0 },
  value: { margin: 0 },
  num: { textAlign: 'end' },
});

export interface PlanStatementProps {
  plan: Plan;
  rows: readonly InstalmentRow[];
}

export function PlanStatement({ plan, rows }: PlanStatementProps) {
  const { t, i18n } = useTranslation('billing');
  usePrintStyles();
  const styles = useStyles();
  const titleId = useId();
  const paymentsId = useId();
  const payments = usePlanPayments(plan.planId);
  const money = (cents: number) => <Bidi>{formatMoney(cents, i18n.language)}</Bidi>;
  const fact = (term: string, value: ReactNode) => (
    <>
      <dt>{term}</dt>
      <dd className={styles.value}>{value}</dd>
    </>
  );
  return (
    <section className={mergeClasses(PRINT_ROOT, styles.root)} aria-labelledby={titleId}>
      <Text as="h2" id={titleId} size={500} weight="semibold">
        {t('statement.title', { id: plan.planId })}
      </Text>
      <dl className={styles.facts}>
        {fact(t('statement.date'), formatDate(clinicToday(), i18n.language))}
        {fact(t('plans.patient'), <Bidi>{plan.patientId}</Bidi>)}
        {fact(t('plan.title'), <Bidi>{plan.name || plan.planId}</Bidi>)}
        {fact(t('plans.total'), money(plan.totalCents))}
        {fact(t('plans.paid'), money(plan.paidCents))}
        {fact(t('plans.remaining'), money(plan.remainingCents))}
        {plan.cancellation && fact(t('statement.cancelled'), `${formatDate(plan.cancellation.on, i18n.language)} · ${plan.cancellation.reason}`)}
      </dl>
      <Text as="h3" id={paymentsId} weight="semibold">
        {t('statement.payments')}
      </Text>
      <StateView isLoading={payments.isLoading} error={payments.error} onRetry={() => void payments.refetch()} isEmpty={payments.payments.length === 0} emptyTitle={t('statement.noPayments')}>
        <Table aria-labelledby={paymentsId} size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('postings.date')}</TableHeaderCell>
              <TableHeaderCell>{t('statement.reference')}</TableHeaderCell>
              <TableHeaderCell>{t('statement.method')}</TableHeaderCell>
              <TableHeaderCell className={styles.num}>{t('plan.amount')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {payments.payments.map((p) => (
              <TableRow key={p.id}>
                <TableCell>{formatDate(p.date, i18n.language)}</TableCell>
                <TableCell>
                  <Bidi>{p.paymentId}</Bidi>
                  {p.reversal && ` · ${t('postings.isReversal')}`}
                </TableCell>
                <TableCell>
                  <Bidi>{p.method}</Bidi>
                </TableCell>
                <TableCell className={styles.num}>{money(p.cents)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </StateView>
      {rows.length ? <ScheduleTable rows={rows} label={t('statement.schedule')} withState /> : <Text>{t('plan.noSchedule')}</Text>}
    </section>
  );
}
