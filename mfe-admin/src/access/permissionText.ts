/** A role's permissions on one kind of record as a sentence ("create, read and update"). */
import type { TFunction } from 'i18next';
import type { Permission } from './permissionMatrix.ts';

export function permissionText(t: TFunction, language: string, permissions: readonly Permission[]): string {
  const allowed = permissions.filter((p) => p.allowed);
  if (allowed.length === 0) return t('access.none');
  const parts = allowed.map((p) => {
    const action = t(`access.actions.${p.action}`);
    return p.limited ? t('access.limitedAction', { action }) : action;
  });
  return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(parts);
}
