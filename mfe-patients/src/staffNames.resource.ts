/**
 * "Who changed this" for the histories the server keeps: each entry carries the user id
 * (`by`) and, since entries carry it, the name (`byName`) as the audit records it — so every
 * role reads it, including those that may not read staff rows (user, billing:
 * docs/permissions.md). For older entries without a name, roles that may read User rows look
 * the id up; the others see their own name or nothing (the caller shows "a colleague").
 */
import { type AppAbility, queries } from '@emr/domain';
import { useAbility, useIndexAll, useSession } from '@emr/shared-ui';
import { useCallback, useMemo } from 'react';
import { useClinicId, useCurrentUserId } from './session.resource.ts';

export interface ChangedBy {
  by?: string | null;
  byName?: string | null;
}

/** A function from a history entry to the name of who made it, or null when unknown to this role. */
export function useStaffNames(): (entry: ChangedBy) => string | null {
  const clinicId = useClinicId();
  const me = useCurrentUserId();
  const myName = useSession((s) => s.userData?.FullName ?? null);
  const ability = useAbility<AppAbility>();
  const allowed = ability.can('read', 'User') && clinicId !== null;
  const query = useIndexAll(allowed ? queries.usersByName(clinicId) : null);
  const names = useMemo(() => new Map((query.data ?? []).map((row) => [row.id, typeof row['FullName'] === 'string' ? row['FullName'] : ''])), [query.data]);
  return useCallback(
    ({ by, byName }: ChangedBy) => byName || (by ? names.get(by) || (by === me ? myName : null) : null),
    [names, me, myName],
  );
}
