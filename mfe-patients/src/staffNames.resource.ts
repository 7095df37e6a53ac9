/**
 * "Who changed this" for the histories and reviews the server keeps: each entry carries the
 * user id (`by`), looked up in the clinic's staff directory (names and roles, readable by
 * every role: docs/permissions.md), so a clinician sees the same name an administrator sees.
 * The name the server stored with the entry (`byName`) covers a colleague the directory no
 * longer lists.
 */
import { type AppAbility, queries } from '@emr/domain';
import { str, useAbility, useClinicId, useIndexAll } from '@emr/shared-ui';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export interface ChangedBy {
  by?: string | null;
  byName?: string | null;
}

// the staff directory's fields (domain STAFF_DIRECTORY_FIELDS): nothing else of a colleague is readable
const DIRECTORY_FIELDS = ['id', 'FullName', 'Role'];

/** A function from a history entry to "Name (Role)", or null when nobody can tell who it was. */
export function useStaffNames(): (entry: ChangedBy) => string | null {
  const { t } = useTranslation('patients');
  const clinicId = useClinicId();
  const allowed = useAbility<AppAbility>().can('read', 'StaffDirectory') && clinicId !== null;
  const query = useIndexAll(allowed ? queries.usersByName(clinicId) : null, { selectionSet: DIRECTORY_FIELDS });
  const staff = useMemo(
    () =>
      new Map(
        (query.data ?? []).map((row) => {
          const name = str(row['FullName']);
          const role = str(row['Role']);
          return [row.id, name && role ? t('staff.nameWithRole', { name, role: t(`common:roles.${role}`, { defaultValue: role }) }) : name];
        }),
      ),
    [query.data, t],
  );
  return useCallback(({ by, byName }: ChangedBy) => (by ? staff.get(by) : undefined) || byName || null, [staff]);
}
