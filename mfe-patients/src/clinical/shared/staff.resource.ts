/** Staff names of the clinic, to show who made a change (histories store user ids). */
import { queries } from '@emr/domain';
import { useIndexAll } from '@emr/shared-ui';
import { useMemo } from 'react';
import { useClinicId } from '../../session.resource.ts';

export function useStaffNames() {
  const clinicId = useClinicId();
  const query = useIndexAll(clinicId ? queries.usersByName(clinicId) : null);
  const names = useMemo(() => {
    const map = new Map<string, string>();
    for (const row of query.data ?? []) if (typeof row['FullName'] === 'string') map.set(row.id, row['FullName']);
    return map;
  }, [query.data]);
  return { names, isLoading: query.isLoading, error: query.error, refetch: query.refetch };
}
