/**
 * Why a visit was cancelled or missed (`CancellationReason`, required for Cancelled and NoShow):
 * the standard reasons, built in and stored in English (each screen translates them), the
 * reasons a clinic adds (the Clinic row's `CancellationReasons`, written by an admin, shown as
 * typed), or free text. The server checks a clinic's list with `cancellationReasonsSchema`
 * (schemas.ts: zod stays out of the domain's root entry, which every page loads).
 */

/** The built-in reasons: translation key → the stored (English) text. */
export const STANDARD_CANCELLATION_REASONS = {
  patientRequest: 'Patient request',
  patientIll: 'Patient ill',
  transportation: 'Transportation problem',
  workConflict: 'Scheduling conflict (work)',
  weather: 'Weather',
  providerUnavailable: 'Provider unavailable',
  rescheduled: 'Rescheduled by clinic',
  insurance: 'Insurance not verified',
  didNotArrive: 'Patient did not arrive',
} as const;
export type StandardReasonKey = keyof typeof STANDARD_CANCELLATION_REASONS;

export const MAX_CLINIC_REASONS = 30;
export const CLINIC_REASON_MAX_LENGTH = 80;

const fold = (text: string) => text.trim().toLocaleLowerCase('en');

/** The key of a built-in reason stored as `text`, or null (a clinic's reason or free text). */
export function standardReasonKey(text: unknown): StandardReasonKey | null {
  if (typeof text !== 'string') return null;
  const found = Object.entries(STANDARD_CANCELLATION_REASONS).find(([, en]) => fold(en) === fold(text));
  return found ? (found[0] as StandardReasonKey) : null;
}

export type ClinicReasonRule = 'empty' | 'tooLong' | 'standard' | 'duplicate';

/** Which rule a reason a clinic adds to `existing` breaks, or null (the form translates it). */
export function clinicReasonRule(reason: string, existing: readonly string[] = []): ClinicReasonRule | null {
  const text = reason.trim();
  if (!text) return 'empty';
  if (text.length > CLINIC_REASON_MAX_LENGTH) return 'tooLong';
  if (standardReasonKey(text)) return 'standard';
  if (existing.some((other) => fold(other) === fold(text))) return 'duplicate';
  return null;
}

/** The server's sentence for a broken rule. */
export function clinicReasonMessage(rule: ClinicReasonRule, reason: string): string {
  const text = reason.trim();
  switch (rule) {
    case 'empty': return 'A reason cannot be empty';
    case 'tooLong': return `A reason has at most ${CLINIC_REASON_MAX_LENGTH} characters`;
    case 'standard': return `"${text}" is a standard reason already`;
    case 'duplicate': return `"${text}" is in the list twice`;
  }
}

/** A clinic's added reasons as stored (the JSON field, as text or value); [] when none or unreadable. */
export function clinicCancellationReasons(clinic: Readonly<Record<string, unknown>> | null | undefined): string[] {
  let value = clinic?.['CancellationReasons'];
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return [];
    }
  }
  return Array.isArray(value) ? value.filter((r): r is string => typeof r === 'string' && r.trim() !== '') : [];
}
