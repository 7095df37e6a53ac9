/** The billing practitioner of an enrolment: a clinician of the clinic's staff directory. */
import { Dropdown, Field, Option } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useStaff } from './careProgram.resource.ts';

export interface PractitionerFieldProps {
  value: string;
  onChange: (id: string) => void;
  /** The field's problem (the enrolment rules'), if any. */
  problem?: string | undefined;
}

export function PractitionerField({ value, onChange, problem }: PractitionerFieldProps) {
  const { t } = useTranslation('programs');
  const { staff } = useStaff();
  const practitioners = [...staff.values()].filter((member) => member.role === 'user' || member.role === 'admin');
  return (
    <Field label={t('enrol.practitioner')} required validationMessage={problem}>
      <Dropdown
        placeholder={t('enrol.choosePractitioner')}
        selectedOptions={value ? [value] : []}
        value={staff.get(value)?.name ?? ''}
        onOptionSelect={(_e, data) => onChange(data.optionValue ?? '')}
      >
        {practitioners.map((member) => (
          <Option key={member.id} value={member.id}>
            {member.name}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
