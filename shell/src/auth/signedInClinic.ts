/**
 * The signed-in clinic's settings the shell applies to the whole session: its idle logoff
 * (IdleLogoff.tsx) and its time zone, which every screen counts days and shows times in (the
 * session store's `clinicTimeZone`, read through shared-ui's `useClinicTimeZone`; ADR 0056).
 * The zone is loaded at sign-in, before the first page, and kept in step with the Clinic row
 * (an admin's change reaches the session when the row is read again).
 */
import { clinicTimeZone } from '@emr/domain';
import { records, selection, sessionStore, useRecord, useSession } from '@emr/shared-ui';
import { useEffect } from 'react';

export const SIGNED_IN_CLINIC_FIELDS = selection('IdleLogoffMinutes', 'TimeZone');

/** The signed-in clinic's row (idle logoff and time zone), one query for the shell. */
export function useSignedInClinic() {
  const clinicId = useSession((state) => state.userData?.ClinicID ?? null);
  return useRecord(clinicId, { selectionSet: SIGNED_IN_CLINIC_FIELDS });
}

/** Keeps the session's time zone the clinic's (mounted once by the signed-in shell). */
export function useClinicTimeZoneSync(): void {
  const clinic = useSignedInClinic();
  useEffect(() => {
    if (clinic.data) sessionStore.getState().setClinicTimeZone(clinicTimeZone(clinic.data));
  }, [clinic.data]);
}

/** Reads the clinic's time zone into the session (at sign-in); a failed read leaves it to the sync. */
export async function loadClinicTimeZone(clinicId: string): Promise<void> {
  try {
    const clinic = await records.get(clinicId, { selectionSet: SIGNED_IN_CLINIC_FIELDS });
    sessionStore.getState().setClinicTimeZone(clinicTimeZone(clinic));
  } catch {
    // the signed-in shell reads the row again and sets it
  }
}
