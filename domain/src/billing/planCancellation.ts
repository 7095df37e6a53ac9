/**
 * Cancelling a payment plan (issue 14): with a reason, which the server keeps in the plan's
 * `StatusHistory` with who and when. A cancelled plan has no instalment due after that day, takes
 * no more payments toward it (reversals of earlier ones still post) and stays cancelled: what is
 * left goes on a new plan. A completed plan has nothing left to cancel.
 */

export interface PlanRefusal {
  field: 'Status' | 'Reason';
  message: string;
}

/** Why a plan cannot move from `from` to `to` (with `reason`), or null when it can. */
export function planStatusRefusal(from: string, to: string, reason: string): PlanRefusal | null {
  if (from === to) return null;
  if (from === 'Cancelled') return { field: 'Status', message: 'A cancelled plan stays cancelled: make a new plan for what is left' };
  if (to !== 'Cancelled') return null;
  if (from === 'Completed') return { field: 'Status', message: 'A completed plan has nothing left to cancel' };
  if (!reason.trim()) return { field: 'Reason', message: 'Required: why the plan is cancelled' };
  return null;
}

export interface PlanStatusEntry {
  from?: string;
  to?: string;
  at?: string;
  [more: string]: unknown;
}

/** The day (`YYYY-MM-DD`) a plan was cancelled, from its status history; null when it was not. */
export function planCancelledOn(history: readonly PlanStatusEntry[]): string | null {
  const entry = history.findLast((e) => e.to === 'Cancelled');
  return typeof entry?.at === 'string' ? entry.at.slice(0, 10) : null;
}
