/**
 * A payment plan's instalments as the biller reads them: each paid, partly paid, due (today),
 * overdue or upcoming, from the plan's stored schedule (`paymentPlanSchedule`) and what was paid
 * toward it (oldest instalment first). And the term a chosen instalment amount gives.
 */
import { type Instalment, toCents } from '@emr/domain';

export type InstalmentState = 'paid' | 'partial' | 'due' | 'overdue' | 'upcoming' | 'cancelled';

export interface InstalmentRow {
  n: number;
  dueDate: string;
  amountCents: number;
  paidCents: number;
  state: InstalmentState;
}

/** `today` YYYY-MM-DD; a plan cancelled on `cancelledOn` has nothing due after that day. */
export function instalmentRows(schedule: readonly Instalment[], paidCents: number, today: string, cancelledOn: string | null = null): InstalmentRow[] {
  let left = paidCents;
  return schedule.map((instalment, i) => {
    const amountCents = toCents(instalment.amount);
    const paid = Math.max(0, Math.min(left, amountCents));
    left -= paid;
    const state: InstalmentState =
      paid === amountCents ? 'paid' : cancelledOn && instalment.dueDate > cancelledOn ? 'cancelled' : instalment.dueDate < today ? 'overdue' : instalment.dueDate === today ? 'due' : paid > 0 ? 'partial' : 'upcoming';
    return { n: i + 1, dueDate: instalment.dueDate, amountCents, paidCents: paid, state };
  });
}

/** The number of months an instalment of `instalmentCents` takes to pay `totalCents` (1–60); null when it cannot. */
export function termFor(totalCents: number, instalmentCents: number): number | null {
  if (instalmentCents <= 0 || totalCents <= 0) return null;
  const term = Math.ceil(totalCents / instalmentCents);
  return term >= 1 && term <= 60 ? term : null;
}
