/**
 * A/R aging: the open balances of the clinic's billed claims (their stamped RemainingBalance) in
 * the buckets 0–30, 31–60, 61–90, 91–120 and over 120 days since the date of service, grouped by
 * payer or by patient. Every figure keeps the claims behind it, so the report can open them.
 * Integer cents; a claim with no balance or a credit is not receivable and is left out.
 */
export const AGING_BUCKETS = ['0-30', '31-60', '61-90', '91-120', '120+'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

export interface AgingClaim {
  id: string;
  number: string;
  patientId: string;
  payer: string;
  /** YYYY-MM-DD. */
  serviceDate: string;
  remainingCents: number;
}

export interface AgingCell {
  cents: number;
  claims: AgingClaim[];
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

const DAY_MS = 86_400_000;

/** Whole days from `serviceDate` to `today` (both YYYY-MM-DD). */
export const daysBetween = (serviceDate: string, today: string): number => Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${serviceDate}T00:00:00Z`)) / DAY_MS);

export function bucketOf(days: number): AgingBucket {
  if (days <= 30) return '0-30';
  if (days <= 60) return '31-60';
  if (days <= 90) return '61-90';
  if (days <= 120) return '91-120';
  return '120+';
}

const emptyRow = (key: string): AgingRow => ({
  key,
  cells: Object.fromEntries(AGING_BUCKETS.map((b) => [b, { cents: 0, claims: [] }])) as unknown as Record<AgingBucket, AgingCell>,
  total: { cents: 0, claims: [] },
});

function add(row: AgingRow, bucket: AgingBucket, claim: AgingClaim): void {
  for (const cell of [row.cells[bucket], row.total]) {
    cell.cents += claim.remainingCents;
    cell.claims.push(claim);
  }
}

/** The report by `groupBy`, rows by their total, largest first. */
export function agingReport(claims: readonly AgingClaim[], groupBy: 'payer' | 'patient', today: string): AgingReport {
  const rows = new Map<string, AgingRow>();
  const totals = emptyRow('');
  for (const claim of claims) {
    if (claim.remainingCents <= 0) continue;
    const bucket = bucketOf(daysBetween(claim.serviceDate, today));
    const key = groupBy === 'payer' ? claim.payer : claim.patientId;
    if (!rows.has(key)) rows.set(key, emptyRow(key));
    add(rows.get(key)!, bucket, claim);
    add(totals, bucket, claim);
  }
  return { rows: [...rows.values()].sort((a, b) => b.total.cents - a.total.cents || a.key.localeCompare(b.key)), totals };
}
