/**
 * The period a report covers: from and to (claim dates, or posting and due dates), both inclusive.
 * A report on the server's monthly totals widens a day picked to its month (the first day of the
 * first, the last day of the last) and shows it so, with a note: the period shown is the one it adds up.
 */
import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { addMonths, monthEnd } from '@emr/domain';

const useStyles = makeStyles({
  root: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', alignItems: 'end' },
});

export interface Range {
  from: string;
  to: string;
}

export interface ReportRangeProps {
  range: Range;
  onChange: (range: Range) => void;
  /** Whole months (the reports on monthly totals). */
  months?: boolean;
}

/** The range widened to whole months: the first day of its first month to the last day of its last. */
export const wholeMonths = (range: Range): Range => ({ from: `${range.from.slice(0, 7)}-01`, to: monthEnd(range.to) });

/** The first day of the month eleven months before `today`, to today: a year of months. */
export function defaultRange(today: string): Range {
  return { from: `${addMonths(today.slice(0, 7), -11)}-01`, to: today };
}

export function ReportRange({ range, onChange, months = false }: ReportRangeProps) {
  const { t } = useTranslation('billing');
  const styles = useStyles();
  const valid = range.from <= range.to;
  // a report on monthly totals shows, and keeps, the whole months it adds up
  const shown = months ? wholeMonths(range) : range;
  const change = (next: Range) => onChange(months ? wholeMonths(next) : next);
  return (
    <div className={styles.root}>
      <Field label={t('reports.from')}>
        <Input type="date" value={shown.from} max={shown.to} onChange={(_, data) => data.value && change({ ...shown, from: data.value })} />
      </Field>
      <Field label={t('reports.to')} validationMessage={valid ? undefined : t('reports.rangeBackwards')}>
        <Input type="date" value={shown.to} min={shown.from} onChange={(_, data) => data.value && change({ ...shown, to: data.value })} />
      </Field>
    </div>
  );
}
