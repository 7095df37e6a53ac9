/** How a payment came (EFT, check, card…): one select, its options translated. */
import { Field, Select } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

export { EOB_METHODS } from '@emr/domain/fieldRules';
export const PATIENT_METHODS = ['Cash', 'Check', 'Credit card', 'Debit card', 'HSA card'] as const;

export interface MethodFieldProps {
  methods: readonly string[];
  value: string;
  onChange: (method: string) => void;
}

export function MethodField({ methods, value, onChange }: MethodFieldProps) {
  const { t } = useTranslation('billing');
  return (
    <Field label={t('eob.method')}>
      <Select value={value} onChange={(_, data) => onChange(data.value)}>
        {methods.map((method) => (
          <option key={method} value={method}>
            {t(`method.${method}`)}
          </option>
        ))}
      </Select>
    </Field>
  );
}
