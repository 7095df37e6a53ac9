/** A claim's balance before and after a posting (both from `claimBalance`); a balance below zero shows as a credit. */
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Bidi, formatMoney } from '@emr/shared-ui';
import { useTranslation } from 'react-i18next';
import type { BalanceCents } from '../ledger/ledger.ts';

const useStyles = makeStyles({
  table: { maxInlineSize: '36rem' },
  num: { textAlign: 'end' },
  credit: { color: tokens.colorPaletteGreenForeground1, fontWeight: tokens.fontWeightSemibold },
});

const ROWS = ['charges', 'payments', 'adjustments', 'remaining', 'patient'] as const;

export interface BalancePreviewProps {
  before: BalanceCents;
  after: BalanceCents;
  label: string;
}

export function BalancePreview({ before, after, label }: BalancePreviewProps) {
  const { t, i18n } = useTranslation('billing');
  const styles = useStyles();
  const money = (cents: number) => <Bidi>{formatMoney(cents, i18n.language)}</Bidi>;
  return (
    <div>
      <Table className={styles.table} aria-label={label} size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('preview.figure')}</TableHeaderCell>
            <TableHeaderCell className={styles.num}>{t('preview.before')}</TableHeaderCell>
            <TableHeaderCell className={styles.num}>{t('preview.after')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {ROWS.map((row) => (
            <TableRow key={row}>
              <TableCell>{t(`preview.${row}`)}</TableCell>
              <TableCell className={styles.num}>{money(before[row])}</TableCell>
              <TableCell className={styles.num}>{money(after[row])}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {after.remaining < 0 && (
        <Text className={styles.credit} role="status">
          {t('preview.credit', { amount: formatMoney(-after.remaining, i18n.language) })}
        </Text>
      )}
    </div>
  );
}
