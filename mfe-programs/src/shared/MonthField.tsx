/** The month a page shows ('YYYY-MM'), chosen with the browser's month input, from the first month the care rules bill. */
import { CARE_RULES_FIRST_MONTH } from '@emr/domain';
import { Field, Input } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

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
