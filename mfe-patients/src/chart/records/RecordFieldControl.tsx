/** One form control of a record kind's field, bound to react-hook-form, with its message. */
import { clinicToday } from '@emr/shared-ui';
import { Checkbox, Dropdown, Field, Input, Option, Textarea } from '@fluentui/react-components';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConceptField } from '../../clinical/safety/ConceptField.tsx';
import type { FormValues } from './recordForm.ts';
import { type RecordField, optionKey } from './recordKinds.ts';

export interface RecordFieldControlProps {
  field: RecordField;
  control: Control<FormValues>;
}

export function RecordFieldControl({ field, control }: RecordFieldControlProps) {
  const { t } = useTranslation('patients');
  const label = t(`records.fields.${field.name}`);
  if (field.concept) {
    return <ConceptField control={control} name={field.name} codeName={field.concept.codeField} scope={field.concept.scope} label={label} required={field.required} />;
  }
  const optionLabel = (value: string) => t(`records.options.${optionKey(value)}`, { defaultValue: value });
  return (
    <Controller
      control={control}
      name={field.name}
      render={({ field: bound, fieldState }) => {
        const message = fieldState.error?.message;
        if (field.kind === 'boolean') {
          return (
            <Checkbox
              ref={bound.ref}
              label={label}
              checked={bound.value === true}
              onChange={(_event, data) => bound.onChange(data.checked === true)}
              onBlur={bound.onBlur}
            />
          );
        }
        const text = typeof bound.value === 'string' ? bound.value : '';
        return (
          <Field label={label} required={field.required} validationMessage={message}>
            {field.kind === 'select' ? (
              <Dropdown
                ref={bound.ref}
                value={text ? optionLabel(text) : ''}
                selectedOptions={text ? [text] : []}
                onOptionSelect={(_event, data) => bound.onChange(data.optionValue ?? '')}
                onBlur={bound.onBlur}
                clearable={!field.required}
              >
                {(field.options ?? []).map((value) => (
                  <Option key={value} value={value}>
                    {optionLabel(value)}
                  </Option>
                ))}
              </Dropdown>
            ) : field.kind === 'textarea' ? (
              <Textarea ref={bound.ref} value={text} onChange={(_event, data) => bound.onChange(data.value)} onBlur={bound.onBlur} resize="vertical" />
            ) : (
              <Input
                ref={bound.ref}
                type={field.kind === 'date' ? 'date' : 'text'}
                value={text}
                max={field.kind === 'date' && field.notFuture ? clinicToday() : undefined}
                onChange={(_event, data) => bound.onChange(data.value)}
                onBlur={bound.onBlur}
              />
            )}
          </Field>
        );
      }}
    />
  );
}
