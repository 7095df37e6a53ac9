/**
 * An insurance payment (an EOB) on one claim: payer, check/EFT number, batch, then per charge
 * line allowed, paid, deductible, coinsurance, copay, adjustment, withheld and the reason. The
 * balance after posting is previewed with `claimBalance` before anything is saved.
 */
import { Button, Card, Field, Input, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Bidi, errorMessage, formatMoney, str, clinicToday, useNotify } from '@emr/shared-ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { POSTING_AMOUNTS, type PostingAmount, balanceOf, toChargeLine } from '../ledger/ledger.ts';
import { type ClaimLedger, usePostPayments } from '../ledger/ledger.resource.ts';
import { BalancePreview } from './BalancePreview.tsx';
import { type EobHeader, type TypedLine, emptyTyped, eobRows, readEob } from './postingDraft.ts';
import { useFormGrid } from '../formGrid.ts';
import { EOB_METHODS, MethodField } from './MethodField.tsx';
import { eobHeaderProblems, eobLineProblems } from './postingRules.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  wrap: { overflowX: 'auto' },
  table: { minInlineSize: '64rem' },
  input: { inlineSize: '100%', minInlineSize: 0 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
});

export interface EobPostingProps {
  ledger: ClaimLedger;
}

export function EobPosting({ ledger }: EobPostingProps) {
  const { t, i18n } = useTranslation('billing');
  const styles = useStyles();
  const grid = useFormGrid();
  const notify = useNotify();
  const post = usePostPayments();
  const [header, setHeader] = useState<EobHeader>({ payer: str(ledger.claim['InsuranceName']), method: 'EFT', reference: '', batchNumber: '', batchDate: clinicToday() });
  const [lines, setLines] = useState<TypedLine[]>(() => ledger.charges.map(emptyTyped));
  const [tried, setTried] = useState(false);

  const postings = useMemo(() => readEob(lines), [lines]);
  // what the server would refuse, in its sentences (the domain's field specs)
  const headerIssues = useMemo(() => eobHeaderProblems(t, header), [t, header]);
  const lineIssues = useMemo(() => lines.map((line) => eobLineProblems(t, line)), [t, lines]);
  const invalid = Object.keys(headerIssues).length > 0 || lineIssues.some((issues) => Object.keys(issues).length > 0);
  const after = useMemo(() => balanceOf(ledger.charges, ledger.payments, postings.filter((p) => p !== null)), [ledger, postings]);
  const nothing = postings.every((p) => p === null);
  const setLine = (i: number, name: keyof TypedLine, value: string) => setLines((all) => all.map((line, j) => (j === i ? { ...line, [name]: value } : line)));
  const setField = (name: keyof EobHeader) => (_: unknown, data: { value: string }) => setHeader((h) => ({ ...h, [name]: data.value }));
  // a box left empty says it is required once the biller tries to post
  const problem = (name: keyof typeof headerIssues) => (tried || header[name].trim() !== '' ? headerIssues[name] : undefined);

  const save = async () => {
    setTried(true);
    if (invalid || nothing) return;
    try {
      await post.mutateAsync(eobRows(ledger.claim, ledger.charges, lines, header, new Date().toISOString()));
      notify('success', t('eob.posted'));
      setLines(ledger.charges.map(emptyTyped));
      setTried(false);
    } catch (error) {
      notify('error', t('eob.failed'), errorMessage(t, error));
    }
  };

  return (
    <div className={styles.root}>
      <Card className={grid.grid}>
        <Field label={t('eob.payer')} required validationMessage={problem('payer')}>
          <Input value={header.payer} onChange={setField('payer')} />
        </Field>
        <MethodField methods={EOB_METHODS} value={header.method} onChange={(method) => setHeader((h) => ({ ...h, method }))} />
        <Field label={t('eob.reference')} validationMessage={problem('reference')}>
          <Input value={header.reference} onChange={setField('reference')} />
        </Field>
        <Field label={t('eob.batchNumber')} required validationMessage={problem('batchNumber')}>
          <Input value={header.batchNumber} onChange={setField('batchNumber')} />
        </Field>
        <Field label={t('eob.batchDate')} required validationMessage={problem('batchDate')}>
          <Input type="date" value={header.batchDate} onChange={setField('batchDate')} />
        </Field>
      </Card>
      <Card>
        <div className={styles.wrap}>
          <Table className={styles.table} aria-label={t('eob.lines')} size="small">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('eob.line')}</TableHeaderCell>
                <TableHeaderCell>{t('eob.charge')}</TableHeaderCell>
                {POSTING_AMOUNTS.map((name) => (
                  <TableHeaderCell key={name}>{t(`amount.${name}`)}</TableHeaderCell>
                ))}
                <TableHeaderCell>{t('eob.reason')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {ledger.charges.map((charge, i) => (
                <TableRow key={charge.id}>
                  <TableCell>
                    <Bidi>{str(charge['CPTCode'])}</Bidi>
                  </TableCell>
                  <TableCell>
                    <Bidi>{formatMoney(Math.round(toChargeLine(charge).amount * 100), i18n.language)}</Bidi>
                  </TableCell>
                  {POSTING_AMOUNTS.map((name: PostingAmount) => (
                    <TableCell key={name}>
                      <Input
                        className={styles.input}
                        inputMode="decimal"
                        aria-label={t('eob.amountOf', { amount: t(`amount.${name}`), code: str(charge['CPTCode']), line: i + 1 })}
                        aria-invalid={Boolean(lineIssues[i]![name]) || undefined}
                        value={lines[i]![name]}
                        onChange={(_, data) => setLine(i, name, data.value)}
                      />
                      {lineIssues[i]![name] && <Field validationState="error" validationMessage={lineIssues[i]![name]} />}
                    </TableCell>
                  ))}
                  <TableCell>
                    <Input className={styles.input} aria-label={t('eob.reasonOf', { code: str(charge['CPTCode']), line: i + 1 })} value={lines[i]!.reason} onChange={(_, data) => setLine(i, 'reason', data.value)} />
                    {lineIssues[i]!.reason && <Field validationState="error" validationMessage={lineIssues[i]!.reason} />}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      </Card>
      <BalancePreview before={ledger.balance} after={after} label={t('preview.title')} />
      <div className={styles.actions}>
        <Button appearance="primary" disabled={post.isPending} onClick={() => void save()}>
          {t('eob.post')}
        </Button>
        {tried && nothing && <Text role="alert">{t('eob.nothing')}</Text>}
      </div>
    </div>
  );
}
