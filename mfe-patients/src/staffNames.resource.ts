/**
 * Names of the clinic's staff for "who changed this" (StatusHistory `by`). Only roles that
 * may read User rows ask for them (user and billing may not: docs/permissions.md §6), the
 * others fall back to their own name and "a colleague".
 */
import { type AppAbility, queries } from '@emr/domain';
import { useAbility, useIndexAll, useSession } from '@emr/shared-ui';
import { useCallback, useMemo } from 'react';
import { useClinicId, useCurrentUserId } from '../session.resource.ts';

/** A function from user id to a name, or null when the name is not known to this role. */
export function useStaffNames(): (userId: string) => string | null {
  const clinicId = useClinicId();
  const me = useCurrentUserId();
  const myName = useSession((s) => s.userData?.FullName ?? null);
  const ability = useAbility<AppAbility>();
  const allowed = ability.can('read', 'User') && clinicId !== null;
  const query = useIndexAll(allowed ? queries.usersByName(clinicId) : null);
  const names = useMemo(() => new Map((query.data ?? []).map((row) => [row.id, typeof row['FullName'] === 'string' ? row['FullName'] : ''])), [query.data]);
  return useCallback((userId: string) => names.get(userId) || (userId === me ? myName : null), [names, me, myName]);
}
