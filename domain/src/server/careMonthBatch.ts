/**
 * `closeCareMonths(program, month, facts?)`: closes a program's month for every patient of the
 * caller's clinic in it — the active enrolments (index 3, the program's roster) and whoever has
 * time entries that month (index 11) —, `CARE_MONTH_BATCH` patients at a time. Each patient's
 * month is its own transaction (`planCloseCareMonth` in batch mode): codes → a draft claim and
 * the month locked; nothing to bill → the month locked only; closed already → left as it is, so
 * running it again changes nothing. A patient whose month is refused is reported and the others
 * go on. `facts` (JSON) maps a PatientID to the facts the caller states for that patient (RPM:
 * device days, setup billed, interactive communication). The answer is a summary
 * (`CareMonthsSummary`).
 */
import { AppError, ERROR_TYPES } from '../errors.ts';
import { nextCode } from '../histories.ts';
import { pk } from '../keys.ts';
import { type CareMonthFacts, careMonthOf, factsOf } from './sending.ts';
import type { RuleContext } from './rules.ts';
import type { StoredItem } from './item.ts';
import type { Fields } from './ruleTypes.ts';
import type { Plan } from './writes.ts';

/** Patients closed per batch (one store transaction of per-patient savepoints on the embedded server). */
export const CARE_MONTH_BATCH = 100;

export interface CareMonthsRequest {
  program: string;
  month: string;
  facts: ReadonlyMap<string, CareMonthFacts>;
}

/** What one patient's close did. */
export type PatientMonthOutcome = { patientId: string } & (
  | { outcome: 'claim'; claimId: string; number: string }
  | { outcome: 'locked' }
  | { outcome: 'closedAlready' }
  | { outcome: 'failed'; message: string }
);

export interface CareMonthsSummary {
  program: string;
  month: string;
  /** Patients of the month (enrolled, or with time entries). */
  patients: number;
  /** The draft claims made, one per patient with codes. */
  claims: { patientId: string; claimId: string; number: string }[];
  /** Months locked with nothing to bill. */
  locked: number;
  /** Months closed before this call (left as they were). */
  closedAlready: number;
  failed: { patientId: string; message: string }[];
}

/** The checked arguments of `closeCareMonths`. */
export function careMonthsRequest(rc: RuleContext, args: Fields, now: string): CareMonthsRequest {
  const { program, month } = careMonthOf(rc, args, now);
  const raw = typeof args['facts'] === 'string' ? (JSON.parse(args['facts']) as unknown) : (args['facts'] ?? {});
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new AppError(ERROR_TYPES.badRequest, 'facts must be an object of PatientID → facts', { facts: 'Must be an object' });
  }
  return { program, month, facts: new Map(Object.entries(raw).map(([patientId, facts]) => [patientId, factsOf(facts)])) };
}

/** The PatientIDs of a program-month, sorted: the active enrolments and everyone with time entries that month. */
export function* planCareMonthPatients(rc: RuleContext, { program, month }: CareMonthsRequest): Plan<string[]> {
  const [enrolments, entries] = (yield [
    { query: { index: 3, pk: pk.programRoster(rc.caller.clinicId, program, 'Active') } },
    { query: { index: 11, pk: pk.timeMonth(rc.caller.clinicId, program, month) } },
  ]) as [readonly StoredItem[], readonly StoredItem[]];
  const ids = new Set([...enrolments, ...entries].map((row) => row['PatientID']).filter((id): id is string => typeof id === 'string' && id !== ''));
  return [...ids].sort();
}

/**
 * The arguments of one patient's close within the batch. `previousClaim`: the number of the claim
 * the batch made last, when the patients are closed one after another (the embedded server): the
 * next claim takes the number after it instead of looking up the clinic's highest each time.
 */
export const patientMonthArgs = (request: CareMonthsRequest, patientId: string, previousClaim?: string): Fields => ({
  patientId,
  program: request.program,
  month: request.month,
  facts: request.facts.get(patientId) ?? {},
  ...(previousClaim ? { claimNumber: nextCode(previousClaim, previousClaim) } : {}),
});

/** What one patient's close did, from the rows its plan answered with (`planCloseCareMonth` in batch mode). */
export function outcomeOf(patientId: string, rows: readonly StoredItem[]): PatientMonthOutcome {
  const [first] = rows;
  if (first?.EntityType === 'Claim') return { patientId, outcome: 'claim', claimId: first.id, number: String(first['Claim'] ?? '') };
  return rows.length > 0 ? { patientId, outcome: 'locked' } : { patientId, outcome: 'closedAlready' };
}

/** A refused patient's outcome (an AppError's message); anything else is not the patient's fault and is thrown. */
export function failedOutcome(patientId: string, error: unknown): PatientMonthOutcome {
  if (!(error instanceof AppError)) throw error;
  return { patientId, outcome: 'failed', message: error.message };
}

/** The patients in batches of `size`. */
export function inBatches<T>(items: readonly T[], size = CARE_MONTH_BATCH): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < items.length; i += size) batches.push(items.slice(i, i + size));
  return batches;
}

export function summarize(request: CareMonthsRequest, outcomes: readonly PatientMonthOutcome[]): CareMonthsSummary {
  const summary: CareMonthsSummary = { program: request.program, month: request.month, patients: outcomes.length, claims: [], locked: 0, closedAlready: 0, failed: [] };
  for (const o of outcomes) {
    if (o.outcome === 'claim') summary.claims.push({ patientId: o.patientId, claimId: o.claimId, number: o.number });
    else if (o.outcome === 'locked') summary.locked += 1;
    else if (o.outcome === 'closedAlready') summary.closedAlready += 1;
    else summary.failed.push({ patientId: o.patientId, message: o.message });
  }
  return summary;
}
