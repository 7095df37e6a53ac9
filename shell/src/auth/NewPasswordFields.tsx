/** New password + confirmation with the live policy checklist (login challenge, reset, change). */
import { TextField } from '@emr/shared-ui/form';
import { type Control, type FieldPath, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordChecklist } from './PasswordChecklist.tsx';

export interface NewPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

export interface NewPasswordFieldsProps<T extends NewPasswordValues> {
  control: Control<T>;
  newLabel?: string;
  confirmLabel?: string;
}

export function NewPasswordFields<T extends NewPasswordValues>({ control, newLabel, confirmLabel }: NewPasswordFieldsProps<T>) {
  const { t } = useTranslation('shell');
  const newName = 'newPassword' as FieldPath<T>;
  const confirmName = 'confirmPassword' as FieldPath<T>;
  const password = useWatch({ control, name: newName }) as unknown;
  return (
    <>
      <TextField control={control} name={newName} label={newLabel ?? t('auth.password.new')} type="password" autoComplete="new-password" required />
      <PasswordChecklist password={typeof password === 'string' ? password : ''} />
      <TextField control={control} name={confirmName} label={confirmLabel ?? t('auth.password.confirm')} type="password" autoComplete="new-password" required />
    </>
  );
}
