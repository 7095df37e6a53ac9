/**
 * A/R aging: the open balances of the clinic's billed claims (their stamped RemainingBalance) in
 * the buckets 0–30, 31–60, 61–90, 91–120 and over 120 days since the date of service, by payer or
 * by patient. Integer cents; a claim with no balance or a credit, a draft (not billed) and a
 * closed claim (settled) are not receivable and are left out.
 *
 * By payer the report reads the server's aging totals (`BillingTotal`, ADR 0047/0051): the open
 * balance and count of receivable claims per day of service × payer (`agingDay`) and per month of
 * service × payer (`agingMonth`), kept in the transaction of every claim change. A bucket is a sum
 * over days relative to today: the day rows from the first day of the month that holds the
 * 120-day edge, and the month rows before that month (all of them over 120 days), so a report
 * reads a few hundred rows however many claims are open. By patient it reads the patients'
 * totals (`agingPatient`: the balance and claims per day of service), a page at a time, largest
 * balance first, each row bucketed on today (`agingPatientRow`). `agingReport` is the same report
 * from the claims themselves (what the totals must equal). The claims behind a figure are those of
 * its cell (`inAgingCell`).
 */
import { addDays, addMonths, daysBetween } from '../calendarDays.ts';
import type { Total } from './billingTotals.ts';

export const AGING_BUCKETS = ['0-30', '31-60', '61-90', '91-120', '120+'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

/** The statuses a claim can carry a balance in: billed (not Draft) and not settled (not Closed). */
export const RECEIVABLE_STATUSES = ['Submitted', 'Accepted', 'Rejected', 'PartiallyPaid', 'Paid', 'Denied'] as const;

export const isReceivable = (status: string, remainingCents: number): boolean => remainingCents > 0 && (RECEIVABLE_STATUSES as readonly string[]).includes(status);

export interface AgingClaim {
  id: string;
  number: string;
  patientId: string;
  payer: string;
  /** YYYY-MM-DD. */
  serviceDate: string;
  remainingCents: number;
}

/** A figure: the open balance and how many claims carry it. */
export interface AgingCell {
  cents: number;
  claims: number;
}

export interface AgingRow {
  key: string;
  cells: Record<AgingBucket, AgingCell>;
  total: AgingCell;
}

export interface AgingReport {
  rows: AgingRow[];
  totals: AgingRow;
}

/** Whole days from a date of service to `today` (both YYYY-MM-DD): the calendar module's. */
export { daysBetween };

export function bucketOf(days: number): AgingBucket {
  if (days <= 30) return '0-30';
  if (days <= 60) return '31-60';
  if (days <= 90) return '61-90';
  if (days <= 120) return '91-120';
  return '120+';
}

const emptyRow = (key: string): AgingRow => ({
  key,
  cells: Object.fromEntries(AGING_BUCKETS.map((b) => [b, { cents: 0, claims: 0 }])) as unknown as Record<AgingBucket, AgingCell>,
  total: { cents: 0, claims: 0 },
});

/** Builds a report from figures (key, bucket, cents, claims): rows by their total, largest first. */
function buildAging(figures: Iterable<{ key: string; bucket: AgingBucket; cents: number; claims: number }>): AgingReport {
  const rows = new Map<string, AgingRow>();
  const totals = emptyRow('');
  for (const { key, bucket, cents, claims } of figures) {
    if (!rows.has(key)) rows.set(key, emptyRow(key));
    for (const cell of [rows.get(key)!.cells[bucket], rows.get(key)!.total, totals.cells[bucket], totals.total]) {
      cell.cents += cents;
      cell.claims += claims;
    }
  }
  return { rows: [...rows.values()].sort((a, b) => b.total.cents - a.total.cents || a.key.localeCompare(b.key)), totals };
}

/** The report of receivable claims (their open balances) by `groupBy`. */
export function agingReport(claims: readonly AgingClaim[], groupBy: 'payer' | 'patient', today: string): AgingReport {
  return buildAging(
    claims
      .filter((claim) => claim.remainingCents > 0)
      .map((claim) => ({ key: groupBy === 'payer' ? claim.payer : claim.patientId, bucket: bucketOf(daysBetween(claim.serviceDate, today)), cents: claim.remainingCents, claims: 1 })),
  );
}

/** Which figure a drill-down opens: a row (`key`; null for the total row) and a bucket (null for the total column). */
export interface AgingFigure {
  groupBy: 'payer' | 'patient';
  key: string | null;
  bucket: AgingBucket | null;
}

/** Is a receivable claim behind the figure? */
export function inAgingCell(claim: AgingClaim, { groupBy, key, bucket }: AgingFigure, today: string): boolean {
  if (claim.remainingCents <= 0) return false;
  if (key !== null && (groupBy === 'payer' ? claim.payer : claim.patientId) !== key) return false;
  return bucket === null || bucketOf(daysBetween(claim.serviceDate, today)) === bucket;
}

/** What a claim adds to the aging totals: its open balance on its day and month of service × payer, when receivable. */
export function agingTotals(claim: { status: string; serviceDate: string; payer: string; patientId: string; remainingCents: number }): Total[] {
  if (!isReceivable(claim.status, claim.remainingCents) || !claim.serviceDate) return [];
  const figures = { claims: 1, balance: claim.remainingCents };
  const at = { provider: '', code: '', payer: claim.payer, reason: '' };
  const byPatient: Total[] = claim.patientId
    ? [
        {
          key: { group: 'agingPatient', month: '', provider: '', code: '', payer: '', reason: '', patient: claim.patientId },
          figures: { ...figures, byDay: { [claim.serviceDate]: claim.remainingCents }, claimsByDay: { [claim.serviceDate]: 1 } },
        },
      ]
    : [];
  return [
    { key: { group: 'agingDay', month: claim.serviceDate, ...at }, figures },
    { key: { group: 'agingMonth', month: claim.serviceDate.slice(0, 7), ...at }, figures },
    ...byPatient,
  ];
}

/** A patient's row of the report by patient from its `agingPatient` total (its open balance per day of service, bucketed on `today`). */
export function agingPatientRow(total: Total, today: string): AgingRow {
  return buildAging(
    Object.entries(total.figures.byDay ?? {}).map(([day, cents]) => ({ key: total.key.patient ?? '', bucket: bucketOf(daysBetween(day, today)), cents, claims: total.figures.claimsByDay?.[day] ?? 0 })),
  ).rows[0] ?? emptyRow(total.key.patient ?? '');
}


/**
 * The rows an aging report reads on `today`: the day rows from the first day of the month of the
 * last day still within 120 days (a range of days, open toward the future), and the month rows up
 * to the month before (every day of which is over 120 days).
 */
export function agingRanges(today: string): { days: { from: string; to: string }; months: { from: string; to: string } } {
  const edgeMonth = addDays(today, -120).slice(0, 7);
  return { days: { from: `${edgeMonth}-01`, to: '9999-12-31' }, months: { from: '0000-01', to: addMonths(edgeMonth, -1) } };
}

/** The report by payer from the aging totals of `agingRanges(today)` (other rows are ignored). */
export function agingFromTotals(totals: readonly Total[], today: string): AgingReport {
  const { days, months } = agingRanges(today);
  return buildAging(
    totals.flatMap((t) => {
      const { group, month, payer } = t.key;
      const cents = t.figures.balance ?? 0;
      const claims = t.figures.claims ?? 0;
      if (!cents && !claims) return [];
      if (group === 'agingDay' && month >= days.from) return [{ key: payer, bucket: bucketOf(daysBetween(month, today)), cents, claims }];
      if (group === 'agingMonth' && month <= months.to) return [{ key: payer, bucket: '120+' as const, cents, claims }];
      return [];
    }),
  );
}
