/**
 * The postings of a claim. A posting is never edited or deleted: it is reversed by a new posting
 * that names it (`Reverses`) with a reason; the server posts the negated amounts and re-stamps
 * the claim. Reversals and reversed postings are marked and cannot be reversed again.
 */
import { Badge, Button, Field, Input, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { Bidi, type EmrRecord, errorMessage, formatDate, formatMoney, num, str, useNotify } from '@emr/shared-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ClaimLedger, usePostPayments } from '../ledger/ledger.resource.ts';

const useStyles = makeStyles({
  wrap: { overflowX: 'auto' },
  table: { minInlineSize: '48rem' },
  num: { textAlign: 'end' },
  reverse: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'end', flexWrap: 'wrap' },
});

const cents = (value: unknown) => Math.round((num(value) ?? 0) * 100);

export function PostingsTable({ ledger }: { ledger: ClaimLedger }) {
  const { t, i18n } = useTranslation('billing');
  const styles = useStyles();
  const notify = useNotify();
  const post = usePostPayments();
  const [reversing, setReversing] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const reversed = new Set(ledger.payments.map((p) => str(p['Reverses'])).filter(Boolean));
  const money = (value: unknown) => <Bidi>{formatMoney(cents(value), i18n.language)}</Bidi>;

  const reverse = async (posting: EmrRecord) => {
    try {
      await post.mutateAsync([
        {
          Reverses: posting.id,
          Reason: reason.trim(),
          LinkedToClaim: ledger.claim.id,
          ...(str(posting['PaymentPlanID']) ? { PaymentPlanID: str(posting['PaymentPlanID']) } : {}),
          PaymentDate: new Date().toISOString(),
        },
      ]);
      notify('success', t('postings.reversed'));
      setReversing(null);
      setReason('');
    } catch (error) {
      notify('error', t('eob.failed'), errorMessage(t, error));
    }
  };

  if (ledger.payments.length === 0) return null;
  return (
    <div className={styles.wrap}>
      <Table className={styles.table} aria-label={t('postings.title')} size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('postings.date')}</TableHeaderCell>
            <TableHeaderCell>{t('postings.from')}</TableHeaderCell>
            <TableHeaderCell>{t('postings.code')}</TableHeaderCell>
            <TableHeaderCell className={styles.num}>{t('amount.paid')}</TableHeaderCell>
            <TableHeaderCell className={styles.num}>{t('amount.adjust')}</TableHeaderCell>
            <TableHeaderCell>{t('eob.reason')}</TableHeaderCell>
            <TableHeaderCell>{t('postings.reversal')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {ledger.payments.map((posting) => (
            <TableRow key={posting.id}>
              <TableCell>{formatDate(posting['PaymentDate'], i18n.language)}</TableCell>
              <TableCell>
                <Bidi>{str(posting['InsuranceName']) || t(`postings.${str(posting['PaymentFrom']) === 'Patient' ? 'patient' : 'insurance'}`)}</Bidi>
              </TableCell>
              <TableCell>
                <Bidi>{str(posting['CPTCode'])}</Bidi>
              </TableCell>
              <TableCell className={styles.num}>{money(posting['Amount'])}</TableCell>
              <TableCell className={styles.num}>{money(posting['Adjust'])}</TableCell>
              <TableCell>
                <Bidi>{str(posting['Reason'])}</Bidi>
              </TableCell>
              <TableCell>
                {str(posting['Reverses']) ? (
                  <Badge appearance="tint">{t('postings.isReversal')}</Badge>
                ) : reversed.has(posting.id) ? (
                  <Badge appearance="tint" color="warning">
                    {t('postings.wasReversed')}
                  </Badge>
                ) : reversing === posting.id ? (
                  <div className={styles.reverse}>
                    <Field label={t('postings.reason')} required>
                      <Input value={reason} onChange={(_, data) => setReason(data.value)} />
                    </Field>
                    <Button appearance="primary" disabled={!reason.trim() || post.isPending} onClick={() => void reverse(posting)}>
                      {t('postings.confirm')}
                    </Button>
                    <Button onClick={() => setReversing(null)}>{t('postings.cancel')}</Button>
                  </div>
                ) : (
                  <Button size="small" onClick={() => setReversing(posting.id)}>
                    {t('postings.reverse')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
