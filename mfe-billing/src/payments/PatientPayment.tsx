/**
 * A patient payment: method, amount, reference; applied to the patient's oldest open balance
 * first (`allocatePayment`), or to the claims the biller ticks. Each claim's balance after is
 * previewed with `claimBalance` before saving; what is paid beyond every balance is a credit.
 */
import { type PaymentLine, claimBalance, toDollars } from '@emr/domain';
import { allocatePayment } from '@emr/domain/billing';
import { Button, Card, Checkbox, Field, Input, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Bidi, StateView, errorMessage, formatDate, formatMoney, useNotify } from '@emr/shared-ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { amountCents } from '../claims/claimDraft.ts';
import { patientPaymentProblems } from './postingRules.ts';
import { inCents } from '../ledger/ledger.ts';
import { type ClaimSummary, usePatientClaims, usePostPayments } from '../ledger/ledger.resource.ts';
import { useFormGrid } from '../formGrid.ts';
import { MethodField, PATIENT_METHODS } from './MethodField.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  num: { textAlign: 'end' },
  credit: { color: tokens.colorPaletteGreenForeground1, fontWeight: tokens.fontWeightSemibold },
});

/** A claim's balance after a patient pays `cents` on it, through claimBalance (the stamped balance as its one charge). */
function balanceAfter(claim: ClaimSummary, cents: number): number {
  const paid: PaymentLine[] = cents ? [{ from: 'patient', paid: toDollars(cents) }] : [];
  return inCents(claimBalance([{ amount: toDollars(claim.remainingCents) }], paid)).remaining;
}

export interface PatientPaymentProps {
  patientId: string;
  /** Ticked at first (the claim the page was opened for). */
  claimId: string;
}

export function PatientPayment({ patientId, claimId }: PatientPaymentProps) {
  const { t, i18n } = useTranslation('billing');
  const styles = useStyles();
  const grid = useFormGrid();
  const notify = useNotify();
  const post = usePostPayments();
  const { claims, isLoading, error, refetch } = usePatientClaims(patientId);
  const [method, setMethod] = useState<string>(PATIENT_METHODS[0]);
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [picked, setPicked] = useState<string[]>(claimId ? [claimId] : []);
  const [tried, setTried] = useState(false);

  const billed = useMemo(() => claims.filter((c) => c.status !== 'Draft'), [claims]);
  const open = billed.filter((c) => c.remainingCents > 0);
  const cents = amountCents(amount);
  // the domain's rules (the server's sentences), then the form's own: a payment is more than 0
  const issues = useMemo(() => patientPaymentProblems(t, { amount, reference }), [t, amount, reference]);
  const valid = cents !== null && cents > 0 && !issues.amount && !issues.reference;
  const order = picked.length ? billed.filter((c) => picked.includes(c.id)) : open;
  const allocation = valid && order.length ? allocatePayment(cents, order.map((c) => ({ claimId: c.id, balanceCents: c.remainingCents }))) : null;
  const applied = (id: string) => allocation?.allocations.find((a) => a.claimId === id)?.appliedCents ?? 0;
  const money = (value: number) => <Bidi>{formatMoney(value, i18n.language)}</Bidi>;

  const save = async () => {
    setTried(true);
    if (!allocation) return;
    const now = new Date().toISOString();
    try {
      await post.mutateAsync(
        allocation.allocations.map((a) => ({
          PatientID: patientId,
          LinkedToClaim: a.claimId,
          PaymentFrom: 'Patient',
          PaymentMethod: method,
          ...(reference.trim() ? { Payment: reference.trim() } : {}),
          PaymentDate: now,
          Amount: toDollars(a.appliedCents),
        })),
      );
      notify('success', t('patientPayment.posted'));
      setAmount('');
      setTried(false);
    } catch (failure) {
      notify('error', t('eob.failed'), errorMessage(t, failure));
    }
  };

  return (
    <StateView isLoading={isLoading} error={error} onRetry={() => void refetch()} isEmpty={billed.length === 0} emptyTitle={t('patientPayment.noClaims')}>
      <div className={styles.root}>
        <Card className={grid.grid}>
          <MethodField methods={PATIENT_METHODS} value={method} onChange={setMethod} />
          <Field label={t('patientPayment.amount')} required validationMessage={issues.amount ?? (tried && !valid ? t('patientPayment.badAmount') : undefined)}>
            <Input inputMode="decimal" value={amount} onChange={(_, data) => setAmount(data.value)} />
          </Field>
          <Field label={t('patientPayment.reference')} validationMessage={issues.reference}>
            <Input value={reference} onChange={(_, data) => setReference(data.value)} />
          </Field>
        </Card>
        <Text>{picked.length ? t('patientPayment.pickedRule') : t('patientPayment.oldestRule')}</Text>
        <Table aria-label={t('patientPayment.claims')} size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('patientPayment.apply')}</TableHeaderCell>
              <TableHeaderCell>{t('patientPayment.claim')}</TableHeaderCell>
              <TableHeaderCell>{t('patientPayment.serviceDate')}</TableHeaderCell>
              <TableHeaderCell className={styles.num}>{t('preview.before')}</TableHeaderCell>
              <TableHeaderCell className={styles.num}>{t('patientPayment.applied')}</TableHeaderCell>
              <TableHeaderCell className={styles.num}>{t('preview.after')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {billed.map((claim) => (
              <TableRow key={claim.id}>
                <TableCell>
                  <Checkbox
                    aria-label={t('patientPayment.pick', { number: claim.number || claim.id })}
                    checked={picked.includes(claim.id)}
                    onChange={(_, data) => setPicked((all) => (data.checked ? [...all, claim.id] : all.filter((id) => id !== claim.id)))}
                  />
                </TableCell>
                <TableCell>
                  <Bidi>{claim.number || claim.id}</Bidi>
                </TableCell>
                <TableCell>{formatDate(claim.serviceDate, i18n.language)}</TableCell>
                <TableCell className={styles.num}>{money(claim.remainingCents)}</TableCell>
                <TableCell className={styles.num}>{money(applied(claim.id))}</TableCell>
                <TableCell className={styles.num}>{money(balanceAfter(claim, applied(claim.id)))}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {allocation && allocation.creditCents > 0 && (
          <Text className={styles.credit} role="status">
            {t('preview.credit', { amount: formatMoney(allocation.creditCents, i18n.language) })}
          </Text>
        )}
        <div>
          <Button appearance="primary" disabled={post.isPending} onClick={() => void save()}>
            {t('patientPayment.post')}
          </Button>
        </div>
        {tried && valid && !allocation && <Text role="alert">{t('patientPayment.nothingOpen')}</Text>}
      </div>
    </StateView>
  );
}
