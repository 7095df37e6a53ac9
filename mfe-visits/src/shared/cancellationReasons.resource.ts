/**
 * The clinic's cancellation reasons: its Clinic row's `CancellationReasons` (read by every role,
 * written by an admin — the server refuses anyone else), and how a stored reason reads: a
 * standard one translated, a clinic's or free text as typed.
 */
import { STANDARD_CANCELLATION_REASONS, clinicCancellationReasons, standardReasonKey } from '@emr/domain/visits';
import { records, selection, useClinicId, useRecord, useRecordMutation } from '@emr/shared-ui';
import type { TFunction } from 'i18next';

const CLINIC_REASON_FIELDS = selection('CancellationReasons');

export const STANDARD_REASON_KEYS = Object.keys(STANDARD_CANCELLATION_REASONS) as (keyof typeof STANDARD_CANCELLATION_REASONS)[];

export function useClinicReasons() {
  const clinicId = useClinicId();
  const query = useRecord(clinicId, { selectionSet: CLINIC_REASON_FIELDS });
  return { clinic: query.data ?? null, reasons: clinicCancellationReasons(query.data), isLoading: query.isLoading, error: query.error, refetch: query.refetch };
}

/** Saves the clinic's whole list on the Version read, so a list changed meanwhile is refused, not overwritten. */
export function useSaveClinicReasons() {
  return useRecordMutation(({ clinic, reasons }: { clinic: { id: string; Version: number }; reasons: string[] }) =>
    records.update(clinic, { CancellationReasons: JSON.stringify(reasons) }),
  );
}

/** A stored reason as the reader reads it: a standard one in their language, any other as typed. */
export function reasonText(t: TFunction, stored: string): string {
  const key = standardReasonKey(stored);
  return key ? t(`cancel.reasons.${key}`) : stored;
}
