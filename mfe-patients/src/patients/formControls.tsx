/**
 * Form controls bound to react-hook-form that shared-ui's TextField does not cover: a
 * Dropdown of fixed choices and a US state Combobox (typed or picked; checked by the schema).
 */
import { US_STATES } from '@emr/domain';
import { Combobox, Dropdown, Field, Option, makeStyles } from '@fluentui/react-components';
import { useFormFieldStyles } from '@emr/shared-ui/form';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

export interface ChoiceFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  choices: readonly { value: string; label: string }[];
  placeholder?: string;
  required?: boolean;
}

export function ChoiceField<T extends FieldValues>({ control, name, label, choices, placeholder, required }: ChoiceFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const value = (field.value as string | undefined) ?? '';
  const styles = useFormFieldStyles();
  return (
    <Field className={styles.field} label={label} required={required} validationMessage={fieldState.error?.message}>
      <Dropdown
        className={styles.control}
        ref={field.ref}
        name={field.name}
        placeholder={placeholder}
        value={choices.find((c) => c.value === value)?.label ?? ''}
        selectedOptions={value ? [value] : []}
        onOptionSelect={(_event, data) => field.onChange(data.optionValue ?? '')}
        onBlur={field.onBlur}
      >
        {choices.map((choice) => (
          <Option key={choice.value} value={choice.value}>
            {choice.label}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}

export interface StateFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  hint?: string;
}

const useComboboxStyles = makeStyles({
  // the Combobox lays its input out in a grid column: a width of 0 would stay 0 (the code unseen)
  input: { width: '100%', minWidth: 0 },
});

/** Free typing narrows the list of state codes; the schema refuses what is not a US state. */
export function StateField<T extends FieldValues>({ control, name, label, hint }: StateFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const value = (field.value as string | undefined) ?? '';
  const typed = value.trim().toUpperCase();
  const matching = US_STATES.filter((code) => code.startsWith(typed));
  const styles = useFormFieldStyles();
  const comboboxStyles = useComboboxStyles();
  return (
    <Field className={styles.field} label={label} hint={hint} validationMessage={fieldState.error?.message}>
      <Combobox
        className={styles.control}
        input={{ className: comboboxStyles.input }}
        ref={field.ref}
        name={field.name}
        freeform
        value={value}
        selectedOptions={(US_STATES as readonly string[]).includes(typed) ? [typed] : []}
        onChange={(event) => field.onChange(event.target.value)}
        onOptionSelect={(_event, data) => {
          if (data.optionValue) field.onChange(data.optionValue);
        }}
        onBlur={field.onBlur}
      >
        {(matching.length > 0 ? matching : US_STATES).map((code) => (
          <Option key={code} value={code}>
            {code}
          </Option>
        ))}
      </Combobox>
    </Field>
  );
}
