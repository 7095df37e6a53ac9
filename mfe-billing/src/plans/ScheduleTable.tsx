/** A plan's instalments: due date, amount, and (for a stored plan) what was paid and its state. */
import { Badge, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles } from '@fluentui/react-components';
import { Bidi, formatDate, formatMoney } from '@emr/shared-ui';
import { useTranslation } from 'react-i18next';
import type { InstalmentRow, InstalmentState } from './planSchedule.ts';

const useStyles = makeStyles({ num: { textAlign: 'end' } });

const COLOR: Record<InstalmentState, 'success' | 'warning' | 'danger' | 'informative' | 'subtle'> = {
  paid: 'success',
  partial: 'informative',
  due: 'warning',
  overdue: 'danger',
  upcoming: 'subtle',
  cancelled: 'subtle',
};

export interface ScheduleTableProps {
  rows: readonly InstalmentRow[];
  label: string;
  /** Show what was paid and each instalment's state (a stored plan). */
  withState: boolean;
}

export function ScheduleTable({ rows, label, withState }: ScheduleTableProps) {
  const { t, i18n } = useTranslation('billing');
  const styles = useStyles();
  const money = (cents: number) => <Bidi>{formatMoney(cents, i18n.language)}</Bidi>;
  return (
    <Table aria-label={label} size="small">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('plan.instalment')}</TableHeaderCell>
          <TableHeaderCell>{t('plan.dueDate')}</TableHeaderCell>
          <TableHeaderCell className={styles.num}>{t('plan.amount')}</TableHeaderCell>
          {withState && <TableHeaderCell className={styles.num}>{t('plan.paid')}</TableHeaderCell>}
          {withState && <TableHeaderCell>{t('plan.state')}</TableHeaderCell>}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.n}>
            <TableCell>{row.n}</TableCell>
            <TableCell>{formatDate(row.dueDate, i18n.language)}</TableCell>
            <TableCell className={styles.num}>{money(row.amountCents)}</TableCell>
            {withState && <TableCell className={styles.num}>{money(row.paidCents)}</TableCell>}
            {withState && (
              <TableCell>
                <Badge appearance="tint" color={COLOR[row.state]}>
                  {t(`plan.states.${row.state}`)}
                </Badge>
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
