/** The period a report covers: from and to (claim dates, or posting and due dates), both inclusive. */
import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

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
}

/** The first day of the month eleven months before `today`, to today: a year of months. */
export function defaultRange(today: string): Range {
  const date = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - 11);
  return { from: date.toISOString().slice(0, 10), to: today };
}

export function ReportRange({ range, onChange }: ReportRangeProps) {
  const { t } = useTranslation('billing');
  const styles = useStyles();
  const valid = range.from <= range.to;
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
