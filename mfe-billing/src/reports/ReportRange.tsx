/**
 * The period a report covers: from and to (claim dates, or posting and due dates), both inclusive.
 * A report on the server's monthly totals picks months (the first day of the first, the last day
 * of the last), so the period it shows is the period it adds up.
 */
import { Field, Input, Select, makeStyles, tokens } from '@fluentui/react-components';
import { todayIso } from '@emr/shared-ui';
import { useTranslation } from 'react-i18next';
import { formatMonth, lastDayOf } from './reportFormat.ts';

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
  /** Pick whole months. */
  months?: boolean;
}

/** The range widened to whole months: the first day of its first month to the last day of its last. */
export const wholeMonths = (range: Range): Range => ({ from: `${range.from.slice(0, 7)}-01`, to: lastDayOf(range.to.slice(0, 7)) });

/** The first day of the month eleven months before `today`, to today: a year of months. */
export function defaultRange(today: string): Range {
  const date = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - 11);
  return { from: date.toISOString().slice(0, 10), to: today };
}

/** The months offered, newest first: the five years to this month, and the months picked if older. */
function monthChoices(thisMonth: string, picked: readonly string[]): string[] {
  const date = new Date(`${thisMonth}-01T00:00:00Z`);
  const months = Array.from({ length: 60 }, () => {
    const month = date.toISOString().slice(0, 7);
    date.setUTCMonth(date.getUTCMonth() - 1);
    return month;
  });
  return [...new Set([...months, ...picked])].sort().reverse();
}

export function ReportRange({ range, onChange, months = false }: ReportRangeProps) {
  const { t, i18n } = useTranslation('billing');
  const styles = useStyles();
  const valid = range.from <= range.to;
  if (months) {
    const [from, to] = [range.from.slice(0, 7), range.to.slice(0, 7)];
    const choices = monthChoices(todayIso().slice(0, 7), [from, to]);
    const options = choices.map((month) => (
      <option key={month} value={month}>
        {formatMonth(month, i18n.language)}
      </option>
    ));
    return (
      <div className={styles.root}>
        <Field label={t('reports.fromMonth')}>
          <Select value={from} onChange={(_, data) => onChange(wholeMonths({ from: data.value, to }))}>
            {options}
          </Select>
        </Field>
        <Field label={t('reports.toMonth')} validationMessage={valid ? undefined : t('reports.rangeBackwards')}>
          <Select value={to} onChange={(_, data) => onChange(wholeMonths({ from, to: data.value }))}>
            {options}
          </Select>
        </Field>
      </div>
    );
  }
  return (
    <div className={styles.root}>
      <Field label={t('reports.from')}>
        <Input type="date" value={range.from} max={range.to} onChange={(_, data) => data.value && onChange({ ...range, from: data.value })} />
      </Field>
      <Field label={t('reports.to')} validationMessage={valid ? undefined : t('reports.rangeBackwards')}>
        <Input type="date" value={range.to} min={range.from} onChange={(_, data) => data.value && onChange({ ...range, to: data.value })} />
      </Field>
    </div>
  );
}
