/**
 * Correcting a billed claim (issue 14): a claim the payer rejected or denied is corrected — its
 * fields and lines changed with a reason — and submitted again; the claim keeps one row, and its
 * `ClaimHistory` keeps every earlier value (`before`) and counts the resubmissions, so each version
 * sent can be read back. A paid or closed claim is settled: the server refuses any correction of
 * it (a wrong payment is reversed instead; a closed claim never changes).
 */

/** Statuses whose claim can no longer be corrected. */
export const SETTLED_CLAIM_STATUSES = ['Paid', 'Closed'] as const;

/** Statuses that invite a correction and a resubmission. */
export const RESUBMITTABLE_CLAIM_STATUSES = ['Rejected', 'Denied'] as const;

/** Why a claim in `status` cannot be corrected, or null when it can. */
export function correctionRefusal(status: string): string | null {
  if (status === 'Paid') return 'A paid claim cannot be corrected: reverse the posting that paid it first';
  if (status === 'Closed') return 'A closed claim cannot change';
  return null;
}

/** The values `fields` had before a correction (null for none), as the history keeps them. */
export function priorValues(before: Readonly<Record<string, unknown>>, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field, before[field] ?? null]));
}

export interface HistoryEntry {
  event?: string;
  status?: string;
  from?: string;
  reason?: string;
  at?: string;
  [more: string]: unknown;
}

/** How many times the claim was submitted again after its first submission. */
export function resubmissions(history: readonly HistoryEntry[]): number {
  return Math.max(0, history.filter((entry) => entry.status === 'Submitted' && entry.from && entry.from !== 'Draft').length);
}

/** The latest rejection or denial in the history (its reason when one was given), or null. */
export function lastRefusal(history: readonly HistoryEntry[]): HistoryEntry | null {
  return [...history].reverse().find((entry) => entry.status === 'Rejected' || entry.status === 'Denied') ?? null;
}
