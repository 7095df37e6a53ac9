/**
 * /apps/payment/paymentplan/{id}: one plan — its schedule with each instalment paid, due,
 * overdue or upcoming — and recording an instalment: a patient posting toward the plan, spread
 * over its claims oldest first (`allocatePayment`); the server stamps the plan's progress. A
 * printable statement; cancelling with a reason (nothing is due after, the server keeps who,
 * when and why).
 */
import { toDollars } from '@emr/domain';
import { allocatePayment } from '@emr/domain/billing';
import { Badge, Button, Card, Field, Input, MessageBar, MessageBarBody, Text, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { PrintRegular } from '@fluentui/react-icons';
import { DocumentRegular } from '@emr/shared-ui/icons';
import { Bidi, DangerButton, PageHeader, StateView, errorMessage, formatDate, formatDateTime, formatMoney, num, clinicToday, useNotify } from '@emr/shared-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { amountCents } from '../claims/claimDraft.ts';
import { usePatientClaims, usePostPayments } from '../ledger/ledger.resource.ts';
import { MethodField, PATIENT_METHODS } from '../payments/MethodField.tsx';
import { PlanStatement } from './PlanStatement.tsx';
import { ScheduleTable } from './ScheduleTable.tsx';
import { instalmentRows } from './planSchedule.ts';
import { type Plan, useCancelPlan, usePlan } from './plans.resource.ts';
import { useFormGrid } from '../formGrid.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  facts: { display: 'flex', flexDirection: 'row', gap: tokens.spacingHorizontalXL, flexWrap: 'wrap', alignItems: 'center' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
  cancel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignItems: 'flex-start' },
});

function CancelPlan({ plan }: { plan: Plan }) {
  const { t } = useTranslation('billing');
  const styles = useStyles();
  const notify = useNotify();
  const cancel = useCancelPlan();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  if (!asking) return <DangerButton onClick={() => setAsking(true)}>{t('cancelPlan.start')}</DangerButton>;
  const confirm = async () => {
    try {
      await cancel.mutateAsync({ plan, reason });
      notify('success', t('cancelPlan.done'));
    } catch (failure) {
      notify('error', t('cancelPlan.failed'), errorMessage(t, failure));
    }
  };
  return (
    <Card className={styles.cancel}>
      <Field label={t('cancelPlan.reason')} required hint={t('cancelPlan.hint')}>
        <Textarea value={reason} onChange={(_, data) => setReason(data.value)} />
      </Field>
      <div className={styles.actions}>
        <DangerButton appearance="primary" disabledFocusable={cancel.isPending || !reason.trim()} onClick={() => void confirm()}>
          {t('cancelPlan.confirm')}
        </DangerButton>
        <Button onClick={() => setAsking(false)}>{t('cancelPlan.keep')}</Button>
      </div>
    </Card>
  );
}

function RecordInstalment({ plan, suggestedCents }: { plan: Plan; suggestedCents: number }) {
  const { t } = useTranslation('billing');
  const grid = useFormGrid();
  const notify = useNotify();
  const post = usePostPayments();
  const { claims } = usePatientClaims(plan.patientId);
  const [amount, setAmount] = useState(toDollars(suggestedCents).toFixed(2));
  const [method, setMethod] = useState<string>(PATIENT_METHODS[0]);
  const cents = amountCents(amount);
  const linked = claims.filter((c) => plan.claimIds.includes(c.id));

  const save = async () => {
    if (cents === null || cents <= 0 || linked.length === 0) return;
    const { allocations } = allocatePayment(cents, linked.map((c) => ({ claimId: c.id, balanceCents: c.remainingCents })));
    const now = new Date().toISOString();
    try {
      await post.mutateAsync(
        allocations.map((a) => ({ PatientID: plan.patientId, LinkedToClaim: a.claimId, PaymentPlanID: plan.planId, PaymentFrom: 'Patient', PaymentMethod: method, PaymentDate: now, Amount: toDollars(a.appliedCents) })),
      );
      notify('success', t('plan.recorded'));
    } catch (failure) {
      notify('error', t('eob.failed'), errorMessage(t, failure));
    }
  };

  return (
    <Card className={grid.grid}>
      <Field label={t('plan.recordAmount')} validationMessage={cents === null || cents <= 0 ? t('patientPayment.badAmount') : undefined}>
        <Input inputMode="decimal" value={amount} onChange={(_, data) => setAmount(data.value)} />
      </Field>
      <MethodField methods={PATIENT_METHODS} value={method} onChange={setMethod} />
      <Button appearance="primary" disabled={post.isPending || linked.length === 0} onClick={() => void save()}>
        {t('plan.record')}
      </Button>
    </Card>
  );
}

export function PaymentPlanPage() {
  const { t, i18n } = useTranslation('billing');
  const styles = useStyles();
  const { id = '' } = useParams();
  const { plan, isLoading, error, refetch, notFound } = usePlan(id);
  const [statement, setStatement] = useState(false);
  const rows = plan ? instalmentRows(plan.schedule, plan.paidCents, clinicToday(), plan.cancellation?.on ?? null) : [];
  const next = rows.find((row) => row.state !== 'paid');
  // plans made before schedules were stored have none: their instalment amount is what is due
  const suggested = next ? next.amountCents - next.paidCents : Math.min(Math.round((num(plan?.record['InstallmentAmount']) ?? 0) * 100), plan?.remainingCents ?? 0);
  const money = (cents: number) => <Bidi>{formatMoney(cents, i18n.language)}</Bidi>;
  return (
    <div className={styles.root}>
      <PageHeader title={plan ? t('plan.titleOf', { id: plan.planId }) : t('plan.title')} subtitle={plan?.name} />
      <StateView isLoading={isLoading} error={error} onRetry={() => void refetch()} isEmpty={notFound} emptyTitle={t('plan.notFound')}>
        {plan && (
          <>
            <Card className={styles.facts}>
              <Text>
                {t('plans.patient')} <Bidi>{plan.patientId}</Bidi>
              </Text>
              <Badge appearance="tint">{t(`plan.status.${plan.status}`, { defaultValue: plan.status })}</Badge>
              <Text>
                {t('plans.total')} {money(plan.totalCents)}
              </Text>
              <Text>
                {t('plans.paid')} {money(plan.paidCents)}
              </Text>
              <Text>
                {t('plans.remaining')} {money(plan.remainingCents)}
              </Text>
              {plan.status === 'Active' && (
                <Text>
                  {t('plans.nextDue')} {formatDate(next?.dueDate ?? plan.nextDue, i18n.language)}
                </Text>
              )}
            </Card>
            {plan.cancellation && (
              <MessageBar intent="info">
                <MessageBarBody>
                  {t('cancelPlan.was', { when: formatDateTime(plan.cancellation.at, i18n.language), who: plan.cancellation.name })} <Bidi>{plan.cancellation.reason}</Bidi>
                </MessageBarBody>
              </MessageBar>
            )}
            {rows.length ? <ScheduleTable rows={rows} label={t('plan.schedule')} withState /> : <Text>{t('plan.noSchedule')}</Text>}
            {plan.status === 'Active' && plan.remainingCents > 0 && <RecordInstalment key={plan.paidCents} plan={plan} suggestedCents={suggested} />}
            <div className={styles.actions}>
              <Button icon={<DocumentRegular />} aria-expanded={statement} onClick={() => setStatement((shown) => !shown)}>
                {t(statement ? 'statement.hide' : 'statement.show')}
              </Button>
              <Button
                icon={<PrintRegular />}
                onClick={() => {
                  setStatement(true);
                  setTimeout(() => window.print(), 0);
                }}
              >
                {t('statement.print')}
              </Button>
              {plan.status === 'Active' && <CancelPlan key={plan.record.Version} plan={plan} />}
            </div>
            {statement && <PlanStatement plan={plan} rows={rows} />}
          </>
        )}
      </StateView>
    </div>
  );
}
