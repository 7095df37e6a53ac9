/** The month a page shows ('YYYY-MM'), chosen with the browser's month input, from the first month the care rules bill. */
import { CARE_RULES_FIRST_MONTH } from '@emr/domain';
import { Field, Input } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { currentMonth } from '../ccm/careProgram.resource.ts';

export interface MonthFieldProps {
  month: string;
  onChange: (month: string) => void;
}

export function MonthField({ month, onChange }: MonthFieldProps) {
  const { t } = useTranslation('programs');
  return (
    <Field label={t('month.label')}>
      <Input
        type="month"
        min={CARE_RULES_FIRST_MONTH}
        value={month}
        // the codes follow the CY2026 rules: earlier months are not billed here
        onChange={(_e, data) => /^\d{4}-\d{2}$/.test(data.value) && data.value >= CARE_RULES_FIRST_MONTH && onChange(data.value)}
      />
    </Field>
  );
}

/** The month a page shows, kept in its address (`?month=YYYY-MM`, this month when absent) so a month can be linked to. */
export function useMonthParam(): [string, (month: string) => void] {
  const [params, setParams] = useSearchParams();
  const sent = params.get('month') ?? '';
  const month = /^\d{4}-(0[1-9]|1[0-2])$/.test(sent) && sent >= CARE_RULES_FIRST_MONTH ? sent : currentMonth();
  const setMonth = (next: string) =>
    setParams(
      (now) => {
        const copy = new URLSearchParams(now);
        copy.set('month', next);
        return copy;
      },
      { replace: true },
    );
  return [month, setMonth];
}
