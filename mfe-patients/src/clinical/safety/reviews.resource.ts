/**
 * A patient's allergy and medication reviews (domain/src/reviews.ts): the state a chart shows
 * for each list — not yet reviewed, reviewed with none (who and when), or the list — and the
 * one action that records "none". The server stamps who and when; the client only says "none".
 */
import { type AppAbility, REVIEWS, type ReviewState, type ReviewedKind, reviewState } from '@emr/domain';
import { type EmrRecord, records, useAbility, useRecordMutation } from '@emr/shared-ui';
import { usePatient } from '../../patients/patient.resource.ts';

export interface ListReview {
  /** Null while the patient or the list is loading. */
  review: ReviewState | null;
  /** Whether this user may record "none" now (the list is empty and not yet reviewed). */
  canRecordNone: boolean;
  patient: EmrRecord | null;
}

export function useListReview(kind: ReviewedKind, patientId: string, activeEntries: number | null): ListReview {
  const { patient } = usePatient(patientId);
  const ability = useAbility<AppAbility>();
  const row = patient?.record ?? null;
  const review = row && activeEntries !== null ? reviewState(kind, row, activeEntries) : null;
  return { review, patient: row, canRecordNone: review?.state === 'unreviewed' && ability.can('update', 'Patient') };
}

/** Records "no known allergies" or "no current medications" on the patient (with the Version read). */
export function useRecordNone(kind: ReviewedKind) {
  return useRecordMutation((patient: EmrRecord) => records.update(patient, { [REVIEWS[kind].statement]: true }));
}
