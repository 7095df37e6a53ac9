/** The signed-in user's clinic and id, from the shared session store. */
import { useSession } from '@emr/shared-ui';

/** The signed-in user's clinic (every query is inside it). */
export function useClinicId(): string | null {
  return useSession((s) => s.userData?.ClinicID ?? null);
}

export function useCurrentUserId(): string | null {
  return useSession((s) => s.userData?.id ?? null);
}
