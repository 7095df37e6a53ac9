/** /apps/payment/managepaymentplan: the clinic's payment plans — active, overdue, completed — with next due date, paid and remaining. */
import { paths } from '@emr/domain';
import { Tab, TabList, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { Bidi, PageHeader, RouterLink, StateView, formatDate, formatMoney, clinicToday } from '@emr/shared-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PlanView, usePlans } from './plans.resource.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  wrap: { overflowX: 'auto' },
  num: { textAlign: 'end' },
});

const VIEWS: readonly PlanView[] = ['active', 'overdue', 'completed', 'cancelled'];

export function PaymentPlansPage() {
  const { t, i18n } = useTranslation('billing');
  const styles = useStyles();
  const [view, setView] = useState<PlanView>('active');
  const { plans, isLoading, error, refetch } = usePlans(view, clinicToday());
  const money = (cents: number) => <Bidi>{formatMoney(cents, i18n.language)}</Bidi>;
  return (
    <div className={styles.root}>
      <PageHeader title={t('plans.title')} subtitle={t('plans.subtitle')} actions={<RouterLink to={paths.paymentPlanAdd()}>{t('plans.add')}</RouterLink>} />
      <TabList selectedValue={view} onTabSelect={(_, data) => setView(data.value as PlanView)} aria-label={t('plans.views')}>
        {VIEWS.map((v) => (
          <Tab key={v} value={v}>
            {t(`plans.${v}`)}
          </Tab>
        ))}
      </TabList>
      <StateView isLoading={isLoading} error={error} onRetry={() => void refetch()} isEmpty={plans.length === 0} emptyTitle={t(`plans.empty.${view}`)}>
        <div className={styles.wrap}>
          <Table aria-label={t(`plans.${view}`)} size="small">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('plans.plan')}</TableHeaderCell>
                <TableHeaderCell>{t('plans.patient')}</TableHeaderCell>
                <TableHeaderCell>{t('plans.nextDue')}</TableHeaderCell>
                <TableHeaderCell className={styles.num}>{t('plans.total')}</TableHeaderCell>
                <TableHeaderCell className={styles.num}>{t('plans.paid')}</TableHeaderCell>
                <TableHeaderCell className={styles.num}>{t('plans.remaining')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {plans.map((plan) => (
                <TableRow key={plan.id}>
                  <TableCell>
                    <RouterLink to={paths.paymentPlan(plan.id)}>
                      <Bidi>{plan.planId || plan.id}</Bidi>
                    </RouterLink>
                  </TableCell>
                  <TableCell>
                    <Bidi>{plan.patientId}</Bidi>
                  </TableCell>
                  <TableCell>{view === 'completed' || view === 'cancelled' ? '—' : formatDate(plan.nextDue, i18n.language)}</TableCell>
                  <TableCell className={styles.num}>{money(plan.totalCents)}</TableCell>
                  <TableCell className={styles.num}>{money(plan.paidCents)}</TableCell>
                  <TableCell className={styles.num}>{money(plan.remainingCents)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      </StateView>
    </div>
  );
}
