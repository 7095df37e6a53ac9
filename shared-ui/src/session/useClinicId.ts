/** The signed-in user's clinic and id, from the shared session store (every query is inside the clinic). */
import { useSession } from '@emr/shared-ui/core';

/** The signed-in user's clinic; null while nobody is signed in. */
export function useClinicId(): string | null {
  return useSession((s) => s.userData?.ClinicID ?? null);
}

/** The signed-in user's id (their User row). */
export function useCurrentUserId(): string | null {
  return useSession((s) => s.userData?.id ?? null);
}
