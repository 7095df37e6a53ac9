/**
 * /apps/payment/addpaymentplan: a patient's open balances (ticked claims become `LinkedClaims`),
 * the total, a term in months or an instalment amount that sets the term, the first due date;
 * the schedule from `paymentPlanSchedule` is shown before saving, and the server stores the same.
 */
import { paymentPlanSchedule, paths, toDollars } from '@emr/domain';
import { Button, Card, Checkbox, Field, Input, Radio, RadioGroup, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Bidi, PageHeader, StateView, errorMessage, formatDate, formatMoney, isolate, clinicToday, useNotify } from '@emr/shared-ui';
import { PAYMENT_PLAN_FIELD_RULES, recordProblems } from '@emr/domain/fieldRules';
import { fieldRule } from '@emr/shared-ui/form';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PatientPicker } from '../claims/PatientPicker.tsx';
import { amountCents } from '../claims/claimDraft.ts';
import { usePatient } from '../claims/claim.resource.ts';
import { usePatientClaims } from '../ledger/ledger.resource.ts';
import { ScheduleTable } from './ScheduleTable.tsx';
import { instalmentRows, termFor } from './planSchedule.ts';
import { useCreatePlan } from './plans.resource.ts';
import { useFormGrid } from '../formGrid.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  claims: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
});

type TermBy = 'months' | 'instalment';

function PlanForm({ patientId }: { patientId: string }) {
  const { t, i18n } = useTranslation('billing');
  const styles = useStyles();
  const grid = useFormGrid();
  const notify = useNotify();
  const navigate = useNavigate();
  const create = useCreatePlan();
  const { claims, isLoading, error, refetch } = usePatientClaims(patientId);
  const open = useMemo(() => claims.filter((c) => c.status !== 'Draft' && c.remainingCents > 0), [claims]);
  const [unticked, setUnticked] = useState<string[]>([]);
  const [total, setTotal] = useState<string | null>(null);
  const [termBy, setTermBy] = useState<TermBy>('months');
  const [months, setMonths] = useState('6');
  const [instalment, setInstalment] = useState('');
  const [firstDue, setFirstDue] = useState(clinicToday());

  const linked = open.filter((c) => !unticked.includes(c.id));
  const openCents = linked.reduce((sum, c) => sum + c.remainingCents, 0);
  const totalCents = total === null ? openCents : amountCents(total);
  const term = termBy === 'months' ? (/^\d+$/.test(months) ? Number(months) : null) : totalCents && amountCents(instalment) ? termFor(totalCents, amountCents(instalment)!) : null;
  const schedule = useMemo(() => {
    if (totalCents === null || term === null) return { error: 'plan.badTerms' };
    try {
      return { instalments: paymentPlanSchedule({ totalAmount: toDollars(totalCents), termMonths: term, firstDueDate: firstDue }) };
    } catch {
      return { error: 'plan.badTerms' };
    }
  }, [totalCents, term, firstDue]);
  const tooMuch = totalCents !== null && totalCents > openCents;
  // the total, term and first due date checked with the domain's rules, which the server applies to the plan
  const problems = recordProblems(
    PAYMENT_PLAN_FIELD_RULES,
    { TotalAmount: total ?? toDollars(openCents).toFixed(2), TermMonths: term === null ? (termBy === 'months' ? months : '') : String(term), NextDueDate: firstDue },
    clinicToday(),
  );
  const problem = (field: keyof typeof PAYMENT_PLAN_FIELD_RULES, label: string) => {
    const found = problems[field];
    return found ? fieldRule(t, found.rule, label, found.params) : undefined;
  };

  const save = async () => {
    if (!schedule.instalments || tooMuch || linked.length === 0) return;
    try {
      const row = await create.mutateAsync({
        PatientID: patientId,
        PaymentPlan: t('plan.name', { term, count: linked.length }),
        LinkedClaims: linked.map((c) => c.id),
        TotalAmount: toDollars(totalCents!),
        TermMonths: String(term),
        NextDueDate: `${firstDue}T00:00:00.000Z`,
        Schedule: schedule.instalments,
        Status: 'Active',
      });
      notify('success', t('plan.created'));
      await navigate(paths.paymentPlan(row.id));
    } catch (failure) {
      notify('error', t('plan.failed'), errorMessage(t, failure));
    }
  };

  return (
    <StateView isLoading={isLoading} error={error} onRetry={() => void refetch()} isEmpty={open.length === 0} emptyTitle={t('plan.noOpen')}>
      <div className={styles.root}>
        <Card>
          <fieldset className={styles.claims}>
            <legend>{t('plan.claims')}</legend>
            {open.map((c) => (
              <Checkbox
                key={c.id}
                checked={!unticked.includes(c.id)}
                onChange={(_, data) => setUnticked((all) => (data.checked ? all.filter((id) => id !== c.id) : [...all, c.id]))}
                label={`${isolate(c.number || c.id)} · ${formatDate(c.serviceDate, i18n.language)} · ${isolate(formatMoney(c.remainingCents, i18n.language))}`}
              />
            ))}
          </fieldset>
          <Text>
            {t('plan.openTotal')} <Bidi>{formatMoney(openCents, i18n.language)}</Bidi>
          </Text>
        </Card>
        <Card className={grid.grid}>
          <Field label={t('plan.total')} validationMessage={tooMuch ? t('plan.tooMuch') : problem('TotalAmount', t('plan.total'))}>
            <Input inputMode="decimal" value={total ?? toDollars(openCents).toFixed(2)} onChange={(_, data) => setTotal(data.value)} />
          </Field>
          <Field label={t('plan.termBy')}>
            <RadioGroup value={termBy} onChange={(_, data) => setTermBy(data.value as TermBy)}>
              <Radio value="months" label={t('plan.byMonths')} />
              <Radio value="instalment" label={t('plan.byInstalment')} />
            </RadioGroup>
          </Field>
          {termBy === 'months' ? (
            <Field label={t('plan.months')} hint={t('plan.monthsHint')} validationMessage={problem('TermMonths', t('plan.months'))}>
              <Input inputMode="numeric" value={months} onChange={(_, data) => setMonths(data.value)} />
            </Field>
          ) : (
            <Field label={t('plan.instalmentAmount')} hint={term ? t('plan.termIs', { count: term }) : undefined} validationMessage={instalment.trim() ? problem('TermMonths', t('plan.instalmentAmount')) : undefined}>
              <Input inputMode="decimal" value={instalment} onChange={(_, data) => setInstalment(data.value)} />
            </Field>
          )}
          <Field label={t('plan.firstDue')} validationMessage={problem('NextDueDate', t('plan.firstDue'))}>
            <Input type="date" value={firstDue} onChange={(_, data) => setFirstDue(data.value)} />
          </Field>
        </Card>
        {schedule.instalments ? (
          <ScheduleTable rows={instalmentRows(schedule.instalments, 0, '')} label={t('plan.schedule')} withState={false} />
        ) : (
          <Text role="alert">{t(schedule.error)}</Text>
        )}
        <div>
          <Button appearance="primary" disabled={!schedule.instalments || tooMuch || linked.length === 0 || create.isPending} onClick={() => void save()}>
            {t('plan.create')}
          </Button>
        </div>
      </div>
    </StateView>
  );
}

export function PaymentPlanAddPage() {
  const { t } = useTranslation('billing');
  const [params, setParams] = useSearchParams();
  const patientId = params.get('patientId') ?? '';
  const { patient } = usePatient(patientId);
  return (
    <>
      <PageHeader title={t('plan.addTitle')} subtitle={patient ? `${patient.name} · ${patient.patientId}` : t('plan.addSubtitle')} />
      {patientId ? <PlanForm key={patientId} patientId={patientId} /> : <PatientPicker onPick={(picked) => setParams({ patientId: picked.patientId })} />}
    </>
  );
}
