/**
 * A labelled text input bound to react-hook-form, with its validation message. It fits the grid
 * cell it is put in: the native input has no intrinsic width to push past the cell (into its
 * neighbour), and a taller neighbour (a hint, an error) never stretches the input itself.
 */
import { Field, Input, type InputProps, makeStyles } from '@fluentui/react-components';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

export const useFormFieldStyles = makeStyles({
  /** On a Field: its rows keep their own height when the grid row is taller. */
  field: { alignContent: 'start', minWidth: 0 },
  /** On an Input, Dropdown or Combobox: as wide as the field, never wider. */
  control: { minWidth: 0, maxWidth: '100%' },
  /** On the native input inside: no intrinsic width (the control's flex layout gives it the room). */
  native: { width: 0 },
});

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
  const styles = useFormFieldStyles();
  return (
    <Field className={styles.field} label={label} required={required} validationMessage={fieldState.error?.message} hint={hint}>
      <Input
        className={styles.control}
        input={{ className: styles.native }}
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
