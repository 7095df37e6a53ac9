/**
 * The billing reports' arithmetic (issue 14): production (charges, payments and adjustments) by
 * period, provider and code, denials by reason and payer, payment-plan collections by month, and
 * program revenue by code. Integer cents; every figure keeps the ids of the records behind it, so a
 * report opens them, and a report's total row is the sum of its rows to the cent.
 *
 * Production reads the claims' server-stamped ledger (`TotalCharges`, `TotalPayments`,
 * `RemainingBalance` and the per-code `Charges` of `chargeSummary`), never their lines:
 * adjustments = charges − payments − balance (claimBalance's identity). A draft is not billed and
 * counts nowhere.
 */
import type { CodeSummary } from './chargeSummary.ts';

/** `money`: integer cents summed; `count`: a count summed; `records`: how many distinct records are behind the figure. */
export type ReportColumnKind = 'money' | 'count' | 'records';

export interface ReportColumn<C extends string = string> {
  id: C;
  kind: ReportColumnKind;
}

export interface ReportCell {
  value: number;
  /** The ids of the records behind the figure (claims, or plans for plan collections), first seen first. */
  refs: string[];
}

export interface ReportRow<C extends string = string> {
  /** The group: a month `YYYY-MM`, a provider id, a code, a reason, a payer; `''` for none. */
  key: string;
  cells: Record<C, ReportCell>;
}

export interface Report<C extends string = string> {
  columns: readonly ReportColumn<C>[];
  rows: ReportRow<C>[];
  totals: ReportRow<C>;
}

/**
 * What one record adds to a row: its values per column (cents or counts) and its id (`ref`), or
 * what many records add (a server-maintained total): the ids behind it (`refs`) when it keeps
 * them, none when they are read on demand; a `records` column then adds its value (a count).
 */
export interface ReportEntry<C extends string> {
  key: string;
  ref?: string;
  refs?: readonly string[];
  values: Partial<Record<C, number>>;
}

function emptyRow<C extends string>(columns: readonly ReportColumn<C>[], key: string): ReportRow<C> {
  return { key, cells: Object.fromEntries(columns.map((c) => [c.id, { value: 0, refs: [] }])) as unknown as Record<C, ReportCell> };
}

function addTo<C extends string>(row: ReportRow<C>, columns: readonly ReportColumn<C>[], entry: ReportEntry<C>): void {
  const refs = entry.refs ?? (entry.ref === undefined ? null : [entry.ref]);
  for (const column of columns) {
    const cell = row.cells[column.id];
    const value = entry.values[column.id];
    if (!value) continue;
    const added = (refs ?? []).filter((ref) => !cell.refs.includes(ref));
    cell.refs.push(...added);
    // a records column counts distinct records; without their ids, the count it is given
    cell.value += column.kind === 'records' && refs ? added.length : value;
  }
}

export type RowOrder = 'key' | 'first-column';

/** Groups entries into rows (by key, or by the first money column largest first) with a total row. */
export function buildReport<C extends string>(columns: readonly ReportColumn<C>[], entries: Iterable<ReportEntry<C>>, order: RowOrder): Report<C> {
  const rows = new Map<string, ReportRow<C>>();
  const totals = emptyRow(columns, '');
  for (const entry of entries) {
    if (!rows.has(entry.key)) rows.set(entry.key, emptyRow(columns, entry.key));
    addTo(rows.get(entry.key)!, columns, entry);
    addTo(totals, columns, entry);
  }
  const first = columns.find((c) => c.kind === 'money')?.id ?? columns[0]!.id;
  const byKey = (a: ReportRow<C>, b: ReportRow<C>) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
  const sorted = [...rows.values()].sort(order === 'key' ? byKey : (a, b) => b.cells[first].value - a.cells[first].value || byKey(a, b));
  return { columns, rows: sorted, totals };
}

/** A claim as the reports read it: its stamped ledger. */
export interface LedgerClaim {
  id: string;
  /** The claim date, `YYYY-MM-DD`. */
  date: string;
  /** The date of service, `YYYY-MM-DD`, when it differs from the claim date (the A/R aging's). */
  serviceDate?: string;
  /** The patient (the A/R aging by patient). */
  patientId?: string;
  status: string;
  /** The rendering provider's user id (`AssignedTo`); `''` for none. */
  provider: string;
  payer: string;
  chargeCents: number;
  paidCents: number;
  remainingCents: number;
  /** The stamped per-code summary (`Charges`). */
  codes: readonly CodeSummary[];
}

export type ProductionColumn = 'claims' | 'charges' | 'payments' | 'adjustments' | 'balance';
export const PRODUCTION_COLUMNS: readonly ReportColumn<ProductionColumn>[] = [
  { id: 'claims', kind: 'records' },
  { id: 'charges', kind: 'money' },
  { id: 'payments', kind: 'money' },
  { id: 'adjustments', kind: 'money' },
  { id: 'balance', kind: 'money' },
];

const billed = (claims: readonly LedgerClaim[]) => claims.filter((claim) => claim.status !== 'Draft');
const adjustmentsOf = (claim: LedgerClaim) => claim.chargeCents - claim.paidCents - claim.remainingCents;

/** Charges, payments, adjustments and the open balance of the billed claims by month of the claim date, or by rendering provider. */
export function productionReport(claims: readonly LedgerClaim[], by: 'period' | 'provider'): Report<ProductionColumn> {
  return buildReport(
    PRODUCTION_COLUMNS,
    billed(claims).map((claim) => ({
      key: by === 'period' ? claim.date.slice(0, 7) : claim.provider,
      ref: claim.id,
      values: { claims: 1, charges: claim.chargeCents, payments: claim.paidCents, adjustments: adjustmentsOf(claim), balance: claim.remainingCents },
    })),
    by === 'period' ? 'key' : 'first-column',
  );
}

export type CodeColumn = 'claims' | 'units' | 'charges' | 'payments' | 'adjustments';
export const CODE_COLUMNS: readonly ReportColumn<CodeColumn>[] = [
  { id: 'claims', kind: 'records' },
  { id: 'units', kind: 'count' },
  { id: 'charges', kind: 'money' },
  { id: 'payments', kind: 'money' },
  { id: 'adjustments', kind: 'money' },
];

/**
 * A claim's figures per code: the postings that name the code; what the claim was paid and adjusted
 * beyond them (postings naming no code) goes to its only code when it bills one, else to the row
 * `''` ("on the claim, not a line"), so the codes and that row add up to the claim's totals.
 */
export function codeEntries(claim: LedgerClaim): ReportEntry<CodeColumn>[] {
  const named = claim.codes.reduce((sum, c) => ({ paid: sum.paid + c.paidCents, adjust: sum.adjust + c.adjustCents }), { paid: 0, adjust: 0 });
  const rest = { payments: claim.paidCents - named.paid, adjustments: adjustmentsOf(claim) - named.adjust };
  const billedCodes = claim.codes.filter((c) => c.lines > 0);
  const only = billedCodes.length === 1 ? billedCodes[0]!.code : null;
  const entries: ReportEntry<CodeColumn>[] = claim.codes.map((c) => ({
    key: c.code,
    ref: claim.id,
    values: {
      claims: 1,
      units: c.units,
      charges: c.chargeCents,
      payments: c.paidCents + (c.code === only ? rest.payments : 0),
      adjustments: c.adjustCents + (c.code === only ? rest.adjustments : 0),
    },
  }));
  // charges not in the summary (a claim stamped before it existed) stay on the claim too
  const chargeRest = claim.chargeCents - claim.codes.reduce((sum, c) => sum + c.chargeCents, 0);
  if (!only && (rest.payments || rest.adjustments || chargeRest)) entries.push({ key: '', ref: claim.id, values: { claims: 1, charges: chargeRest, payments: rest.payments, adjustments: rest.adjustments } });
  else if (only && chargeRest) entries.push({ key: '', ref: claim.id, values: { claims: 1, charges: chargeRest } });
  return entries;
}

/** Units, charges, payments and adjustments of the billed claims by CPT/HCPCS code (largest charges first). */
export function codeReport(claims: readonly LedgerClaim[]): Report<CodeColumn> {
  return buildReport(CODE_COLUMNS, billed(claims).flatMap(codeEntries), 'first-column');
}

/** The care-program codes of care-and-ledger-rules.md (CCM §1, RPM §2) and APCM. */
export const PROGRAM_CODES: readonly string[] = [
  '99487', '99489', '99490', '99439', '99491', '99437', 'G0506', '99453', '99454', '99445', '99457', '99458', '99470', 'G0556', 'G0557', 'G0558',
];

/** Program revenue: the care-program codes' rows of the code report (payments as the code report attributes them). */
export function programRevenueReport(claims: readonly LedgerClaim[], codes: readonly string[] = PROGRAM_CODES): Report<CodeColumn> {
  return buildReport(CODE_COLUMNS, billed(claims).flatMap(codeEntries).filter((entry) => codes.includes(entry.key)), 'key');
}

/** An insurance posting as the denials report reads it. */
export interface AdjudicationPosting {
  id: string;
  claimId: string;
  from: 'insurance' | 'patient';
  payer: string;
  /** The adjustment or denial reason (e.g. `CO-50`); `''` for none. */
  reason: string;
  /** Dollars in cents; null when the payer's allowed amount was not posted. */
  allowedCents: number | null;
  paidCents: number;
  reverses: string;
}

export type DenialColumn = 'lines' | 'claims';
export const DENIAL_COLUMNS: readonly ReportColumn<DenialColumn>[] = [
  { id: 'lines', kind: 'count' },
  { id: 'claims', kind: 'records' },
];

/** Denied lines: insurance postings that allowed 0 and paid nothing, neither reversed nor reversals. */
export function deniedPostings<P extends AdjudicationPosting>(postings: readonly P[]): P[] {
  const reversed = new Set(postings.map((p) => p.reverses).filter(Boolean));
  return postings.filter((p) => p.from === 'insurance' && !p.reverses && !reversed.has(p.id) && p.allowedCents === 0 && p.paidCents === 0);
}

/** Denied lines and the claims they deny, by reason or by payer (most lines first). */
export function denialReport(postings: readonly AdjudicationPosting[], by: 'reason' | 'payer'): Report<DenialColumn> {
  return buildReport(
    DENIAL_COLUMNS,
    deniedPostings(postings).map((p) => ({ key: by === 'reason' ? p.reason : p.payer, ref: p.claimId, values: { lines: 1, claims: 1 } })),
    'first-column',
  );
}

/** A payment plan as the collections report reads it. */
export interface CollectionPlan {
  id: string;
  /** Its PaymentPlanID, which its postings name. */
  number: string;
  schedule: readonly { dueDate: string; amountCents: number }[];
  /** `YYYY-MM-DD` a cancelled plan was cancelled: instalments due after it are not due. */
  cancelledOn?: string | null;
}

export interface PlanPosting {
  planNumber: string;
  /** `YYYY-MM-DD`. */
  date: string;
  /** Cents; a reversal is negative. */
  paidCents: number;
}

export type CollectionColumn = 'plans' | 'due' | 'collected' | 'shortfall';
export const COLLECTION_COLUMNS: readonly ReportColumn<CollectionColumn>[] = [
  { id: 'plans', kind: 'records' },
  { id: 'due', kind: 'money' },
  { id: 'collected', kind: 'money' },
  { id: 'shortfall', kind: 'money' },
];

/**
 * Payment-plan collections by month between `from` and `to` (`YYYY-MM-DD`): what the plans'
 * schedules made due that month, what their postings collected (reversals net), and the shortfall
 * (due − collected; negative when more came in, e.g. a catch-up).
 */
export function planCollectionsReport(plans: readonly CollectionPlan[], postings: readonly PlanPosting[], from: string, to: string): Report<CollectionColumn> {
  const inRange = (date: string) => date >= from && date <= to;
  const byNumber = new Map(plans.map((plan) => [plan.number, plan]));
  const due = plans.flatMap((plan) =>
    plan.schedule
      .filter((i) => inRange(i.dueDate) && !(plan.cancelledOn && i.dueDate > plan.cancelledOn))
      .map((i) => ({ key: i.dueDate.slice(0, 7), ref: plan.id, values: { plans: 1, due: i.amountCents, shortfall: i.amountCents } })),
  );
  const collected = postings
    .filter((p) => inRange(p.date) && byNumber.has(p.planNumber))
    .map((p) => ({ key: p.date.slice(0, 7), ref: byNumber.get(p.planNumber)!.id, values: { plans: 1, collected: p.paidCents, shortfall: -p.paidCents } }));
  return buildReport(COLLECTION_COLUMNS, [...due, ...collected], 'key');
}
