/**
 * The allergy and medication reviews of a patient. "No known allergies" and "no current
 * medications" are clinical statements, so a chart has three states for each list, shown
 * apart everywhere: not yet reviewed (nothing recorded), reviewed with none (the statement,
 * with who recorded it and when), and the list itself. The statement lives on the Patient
 * row (`NoKnownAllergies`, `NoCurrentMedications`); who and when are stamped by the server,
 * never taken from a client. An active allergy or medication added later ends the statement.
 */
import type { EntityType } from './entities.ts';

type Fields = Record<string, unknown>;

// The rules that stamp and end a statement (withReviewStamps, reviewEndedBy) are the server's:
// vocabularies/reviewRules.ts, in the `@emr/domain/vocabularies` entry with the other write rules.

export interface Review {
  /** The Patient field holding the statement (true: reviewed, none). */
  statement: string;
  /** Server-stamped: when and by whom (user id) the statement was recorded. */
  at: string;
  by: string;
}

export const REVIEWS = {
  Allergy: { statement: 'NoKnownAllergies', at: 'AllergiesReviewedAt', by: 'AllergiesReviewedBy' },
  Medication: { statement: 'NoCurrentMedications', at: 'MedicationsReviewedAt', by: 'MedicationsReviewedBy' },
} as const satisfies Record<string, Review>;

export type ReviewedKind = keyof typeof REVIEWS;

/** Every Patient field of the reviews (clinical content: hidden from roles without the chart). */
export const REVIEW_FIELDS: readonly string[] = Object.values(REVIEWS).flatMap((r) => [r.statement, r.at, r.by]);

export const isReviewedKind = (kind: EntityType | string): kind is ReviewedKind => kind in REVIEWS;

/** An allergy or medication the patient has now (no Status counts as Active, as every screen shows it). */
export const isActiveEntry = (row: Fields | undefined): boolean => !!row && (row['Status'] === undefined || row['Status'] === null || row['Status'] === 'Active');

export type ReviewState = { state: 'unreviewed' } | { state: 'none'; by: string; at: string } | { state: 'list' };

/** What a chart shows for a list: its active entries, else the statement, else "not yet reviewed". */
export function reviewState(kind: ReviewedKind, patient: Fields | undefined, activeEntries: number): ReviewState {
  if (activeEntries > 0) return { state: 'list' };
  const review = REVIEWS[kind];
  if (patient?.[review.statement] === true) return { state: 'none', by: String(patient[review.by] ?? ''), at: String(patient[review.at] ?? '') };
  return { state: 'unreviewed' };
}
