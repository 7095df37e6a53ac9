/**
 * The billing totals the server keeps (`BillingTotal` rows, ADR 0047), so the production, code,
 * program-revenue and denials reports read a few rows per month instead of every claim of a
 * year. Integer cents and counts; the server adds what a claim or a posting changes, in the
 * transaction of the change (the totals of the claim before are taken off, those after added),
 * so a total is always the sum of what the rows behind it say.
 *
 * - `claim` totals: per claim month × rendering provider, a billed claim's count, charges,
 *   payments, adjustments and open balance (as `productionReport` reads one claim);
 * - `code` totals: per claim month × provider × code, what `codeEntries` gives the code;
 * - `program` totals: per claim month × provider, the claims billing a care-program code (the
 *   program revenue's total row counts each claim once, however many program codes it bills);
 * - `denial` totals: per posting month × payer × reason, the denied lines (`deniedPostings`:
 *   insurance allowed 0 and paid 0) and the claims they deny (lines per claim id): a reversal
 *   takes its posting's line off;
 * - `agingDay` and `agingMonth` totals: per day and month of service × payer, the open balance
 *   and count of receivable claims; `agingPatient` totals: per patient, the same per day of
 *   service (`agingTotals`, aging.ts: the A/R aging by payer and by patient).
 *
 * A draft is not billed and counts nowhere.
 */
import {
  type AdjudicationPosting,
  CODE_COLUMNS,
  type CodeColumn,
  DENIAL_COLUMNS,
  type DenialColumn,
  type LedgerClaim,
  PRODUCTION_COLUMNS,
  PROGRAM_CODES,
  type ProductionColumn,
  type Report,
  type ReportEntry,
  buildReport,
  codeEntries,
} from './billingReports.ts';
import { agingTotals } from './aging.ts';

export const TOTAL_GROUPS = ['claim', 'code', 'program', 'denial', 'agingDay', 'agingMonth', 'agingPatient'] as const;
export type TotalGroup = (typeof TOTAL_GROUPS)[number];

/** Where a total sits; parts that do not apply to its group are `''`. */
export interface TotalKey {
  group: TotalGroup;
  /** `YYYY-MM`: the claim's month (claim, code), the posting's (denial), the month of service (agingMonth); `YYYY-MM-DD`: the day of service (agingDay). */
  month: string;
  provider: string;
  code: string;
  payer: string;
  reason: string;
  /** The patient (`agingPatient`); absent elsewhere. */
  patient?: string;
}

/** A total's figures (cents or counts); a denial total keeps its lines per claim id. */
export interface TotalFigures {
  claims?: number;
  units?: number;
  charges?: number;
  payments?: number;
  adjustments?: number;
  balance?: number;
  lines?: number;
  byClaim?: Record<string, number>;
  /** Per day of service, the open balance and the claims carrying it (`agingPatient`). */
  byDay?: Record<string, number>;
  claimsByDay?: Record<string, number>;
}

export interface Total {
  key: TotalKey;
  figures: TotalFigures;
}

const NUMBERS = ['claims', 'units', 'charges', 'payments', 'adjustments', 'balance', 'lines'] as const;
const MAPS = ['byClaim', 'byDay', 'claimsByDay'] as const;

/** The row id of a total: one row per clinic and key. */
export function totalId(key: TotalKey): string {
  return ['bt', key.group, key.month, key.provider, key.code, key.payer, key.reason, ...(key.patient ? [key.patient] : [])].map(encodeURIComponent).join('|');
}

/** `a` + `sign` × `b`, zeros dropped (a claim whose lines are all gone leaves no entry). */
export function addFigures(a: TotalFigures, b: TotalFigures, sign: 1 | -1 = 1): TotalFigures {
  const out: TotalFigures = {};
  for (const name of NUMBERS) {
    const value = (a[name] ?? 0) + sign * (b[name] ?? 0);
    if (value) out[name] = value;
  }
  for (const name of MAPS) {
    const map: Record<string, number> = { ...a[name] };
    for (const [key, count] of Object.entries(b[name] ?? {})) {
      const value = (map[key] ?? 0) + sign * count;
      if (value) map[key] = value;
      else delete map[key];
    }
    if (Object.keys(map).length) out[name] = map;
  }
  return out;
}

export const isZero = (figures: TotalFigures): boolean => NUMBERS.every((name) => !figures[name]) && MAPS.every((name) => !Object.keys(figures[name] ?? {}).length);

/** What a claim adds to the totals (none for a draft). */
export function claimTotals(claim: LedgerClaim): Total[] {
  if (claim.status === 'Draft') return [];
  const at = { month: claim.date.slice(0, 7), provider: claim.provider, payer: '', reason: '' };
  const whole: Total = {
    key: { group: 'claim', code: '', ...at },
    figures: { claims: 1, charges: claim.chargeCents, payments: claim.paidCents, adjustments: claim.chargeCents - claim.paidCents - claim.remainingCents, balance: claim.remainingCents },
  };
  const codes = codeEntries(claim).map((entry): Total => ({ key: { group: 'code', code: entry.key, ...at }, figures: { ...entry.values } }));
  const program: Total[] = codes.some((t) => PROGRAM_CODES.includes(t.key.code)) ? [{ key: { group: 'program', code: '', ...at }, figures: { claims: 1 } }] : [];
  const aging = agingTotals({ status: claim.status, serviceDate: claim.serviceDate || claim.date, payer: claim.payer, patientId: claim.patientId ?? '', remainingCents: claim.remainingCents });
  return [whole, ...codes, ...program, ...aging];
}

/** A posting as the denial totals read it. */
export type TotalPosting = AdjudicationPosting & { date: string };

/** A denied line (insurance allowed 0 and paid nothing; not a reversal). */
export const isDenial = (p: AdjudicationPosting): boolean => p.from === 'insurance' && !p.reverses && p.allowedCents === 0 && p.paidCents === 0;

/** What a posting adds to the denial totals: one line when it denies (a reversal of it takes that line off). */
export function denialTotal(posting: TotalPosting): Total | null {
  if (!isDenial(posting)) return null;
  return { key: { group: 'denial', month: posting.date.slice(0, 7), provider: '', code: '', payer: posting.payer, reason: posting.reason }, figures: { lines: 1, byClaim: { [posting.claimId]: 1 } } };
}

/** Adds totals (× `sign`) into `deltas`, by row id. */
export function addTotals(deltas: Map<string, Total>, totals: readonly Total[], sign: 1 | -1): void {
  for (const total of totals) {
    const id = totalId(total.key);
    deltas.set(id, { key: total.key, figures: addFigures(deltas.get(id)?.figures ?? {}, total.figures, sign) });
  }
}

/** Every total of claims and postings as stored (a rebuild): the sums of `claimTotals` and `denialTotal`, reversals taken off. */
export function totalsOf(claims: readonly LedgerClaim[], postings: readonly TotalPosting[]): Map<string, Total> {
  const totals = new Map<string, Total>();
  for (const claim of claims) addTotals(totals, claimTotals(claim), 1);
  const reversed = new Set(postings.map((p) => p.reverses).filter(Boolean));
  addTotals(totals, postings.filter((p) => !reversed.has(p.id)).flatMap((p) => denialTotal(p) ?? []), 1);
  for (const [id, total] of totals) if (isZero(total.figures)) totals.delete(id);
  return totals;
}

const of = (totals: readonly Total[], group: TotalGroup) => totals.filter((t) => t.key.group === group && !isZero(t.figures));

/**
 * Production by month or rendering provider from the `claim` totals: the figures of
 * `productionReport`; the claims behind a figure are read when it is opened (`claimsBehind`).
 */
export function productionFromTotals(totals: readonly Total[], by: 'period' | 'provider'): Report<ProductionColumn> {
  const entries = of(totals, 'claim').map((t): ReportEntry<ProductionColumn> => ({ key: by === 'period' ? t.key.month : t.key.provider, values: t.figures }));
  return buildReport(PRODUCTION_COLUMNS, entries, by === 'period' ? 'key' : 'first-column');
}

/**
 * Production by code from the `code` totals (the figures of `codeReport`), or (`programs`) only
 * the care-program codes (`programRevenueReport`). A claim billing several codes is in several
 * rows, and once in the total row: its claims come from the `claim` (or `program`) totals.
 */
export function codesFromTotals(totals: readonly Total[], programs = false): Report<CodeColumn> {
  const entries = of(totals, 'code')
    .filter((t) => !programs || PROGRAM_CODES.includes(t.key.code))
    .map((t): ReportEntry<CodeColumn> => ({ key: t.key.code, values: t.figures }));
  const report = buildReport(CODE_COLUMNS, entries, programs ? 'key' : 'first-column');
  report.totals.cells.claims.value = of(totals, programs ? 'program' : 'claim').reduce((sum, t) => sum + (t.figures.claims ?? 0), 0);
  return report;
}

/** Program revenue from the totals: the care-program codes' rows (`programRevenueReport`). */
export const programRevenueFromTotals = (totals: readonly Total[]): Report<CodeColumn> => codesFromTotals(totals, true);

/** Denials by reason or payer from the `denial` totals (`denialReport`), each figure with the claims behind it. */
export function denialsFromTotals(totals: readonly Total[], by: 'reason' | 'payer'): Report<DenialColumn> {
  const entries = of(totals, 'denial').map((t): ReportEntry<DenialColumn> => {
    const refs = Object.keys(t.figures.byClaim ?? {});
    return { key: by === 'reason' ? t.key.reason : t.key.payer, refs, values: { lines: t.figures.lines ?? 0, claims: refs.length } };
  });
  return buildReport(DENIAL_COLUMNS, entries, 'first-column');
}

/** Which production figure a drill-down opens: a row (`key`; null for the total row) of a grouping, and a column. */
export interface FigureAsked {
  by: 'period' | 'provider' | 'code';
  key: string | null;
  column: string;
  /** Only the care-program codes (program revenue). */
  programs?: boolean;
}

/** The claims behind a production, code or program figure, in the order given: those adding a non-zero value to it. */
export function claimsBehind(claims: readonly LedgerClaim[], { by, key, column, programs = false }: FigureAsked): string[] {
  const group: TotalGroup = by === 'code' ? 'code' : 'claim';
  const keyOf = (t: Total) => (by === 'period' ? t.key.month : by === 'provider' ? t.key.provider : t.key.code);
  return claims
    .filter((claim) =>
      claimTotals(claim).some((t) => t.key.group === group && (key === null || keyOf(t) === key) && (!programs || PROGRAM_CODES.includes(t.key.code)) && !!t.figures[column as (typeof NUMBERS)[number]]),
    )
    .map((claim) => claim.id);
}
