/** A labelled text input bound to react-hook-form, with its validation message. */
import { Field, Input, type InputProps } from '@fluentui/react-components';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

export interface TextFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  type?: InputProps['type'];
  required?: boolean;
  autoComplete?: string;
  hint?: string;
}

export function TextField<T extends FieldValues>({ control, name, label, type = 'text', required, autoComplete, hint }: TextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Field label={label} required={required} validationMessage={fieldState.error?.message} hint={hint}>
      <Input
        type={type}
        name={field.name}
        value={(field.value as string | undefined) ?? ''}
        onChange={(_event, data) => field.onChange(data.value)}
        onBlur={field.onBlur}
        ref={field.ref}
        autoComplete={autoComplete}
      />
    </Field>
  );
}
