/**
 * When a medication's next refill is due: the later of its start day and its last refill
 * (LastRefillDate) plus DaysToRefill.
 * Only an active medication can be overdue (due before today).
 */
import { addDays } from '@emr/domain';

export interface RefillState {
  /** YYYY-MM-DD, or null when the medication has no start day or no refill interval. */
  due: string | null;
  overdue: boolean;
}

/** DaysToRefill as stored (a string) → a whole number of days 1–365, else null. */
export function refillDays(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,3}$/.test(text)) return null;
  const days = Number(text);
  return days >= 1 && days <= 365 ? days : null;
}

export function refillState(input: { lastFillDay: string; daysToRefill: number | null; active: boolean }, today: string): RefillState {
  if (!input.lastFillDay || input.daysToRefill === null) return { due: null, overdue: false };
  const due = addDays(input.lastFillDay, input.daysToRefill);
  return { due, overdue: input.active && due < today };
}
