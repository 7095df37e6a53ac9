/** Picks one of the clinic's staff by name (a visit's provider, a task's assignee). */
import { Dropdown, Field, Option } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Person } from './people.resource.ts';

export interface PersonDropdownProps {
  label: string;
  people: readonly Person[];
  value: string;
  onChange: (id: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  disabled?: boolean;
}

export function PersonDropdown({ label, people, value, onChange, onBlur, error, disabled = false }: PersonDropdownProps) {
  const { t } = useTranslation('visits');
  return (
    <Field label={label} required validationMessage={error}>
      <Dropdown
        placeholder={t('add.choose')}
        value={people.find((person) => person.id === value)?.name ?? ''}
        selectedOptions={[value]}
        onOptionSelect={(_event, data) => onChange(data.optionValue ?? '')}
        {...(onBlur ? { onBlur } : {})}
        disabled={disabled}
      >
        {people.map((person) => (
          <Option key={person.id} value={person.id}>
            {person.name}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
