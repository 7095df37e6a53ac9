/**
 * `closeCareMonths(program, month, facts?, after?, limit?)`: closes a program's month for every
 * patient of the caller's clinic in it — the active enrolments (index 3, the program's roster)
 * and whoever has time entries that month (index 11) —, in PatientID order, `CARE_MONTH_BATCH`
 * patients at a time. Each batch's rows are read at once (`planBatchRows`: three range reads);
 * each patient's month is its own transaction (`planCloseCareMonth` in batch mode): codes → a
 * draft claim and the month locked; nothing to bill → the month locked only; closed already →
 * left as it is, so running it again changes nothing. A patient whose month is refused is
 * reported and the others go on. `facts` (JSON) maps a PatientID to the facts the caller states
 * for that patient (RPM: setup billed, interactive communication). One call stops between
 * batches once it has worked `CARE_MONTHS_TIME_BUDGET_MS` (AppSync ends a resolver at 30 s) or
 * closed `limit` patients: its summary's `next` is then the PatientID to pass as `after` in the
 * next call, and `done` of `patients` says how far the month is.
 */
import { AppError, ERROR_TYPES } from '../errors.ts';
import { nextCode } from '../recordNumbers.ts';
import { keyPart, pk } from '../keys.ts';
import { feeScheduleRead } from './pricing.ts';
import { INPUT_LIMITS } from './normalise.ts';
import { measureJson } from './queryLimits.ts';
import { type CareMonthFacts, type PatientMonthRows, careMonthOf, factsOf } from './sending.ts';
import type { RuleContext } from './rules.ts';
import type { StoredItem } from './item.ts';
import type { Fields } from './ruleTypes.ts';
import type { Plan } from './writes.ts';

/** Patients closed per batch (one store transaction of per-patient savepoints on the embedded server). */
export const CARE_MONTH_BATCH = 100;
/** How long one call works before it answers with a continuation (well inside AppSync's 30-second resolver limit). */
export const CARE_MONTHS_TIME_BUDGET_MS = 15_000;

export interface CareMonthsRequest {
  program: string;
  month: string;
  facts: ReadonlyMap<string, CareMonthFacts>;
  /** Continue after this PatientID (the previous call's `next`). */
  after: string | undefined;
  /** At most this many patients in this call (whole batches beyond the first are not split). */
  limit: number;
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
  /** Patients of the month closed (or found closed) so far, this call's included. */
  done: number;
  /** Where the next call goes on (`after`), or null when the whole month is done. */
  next: string | null;
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
  let raw: unknown = args['facts'] ?? {};
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      throw new AppError(ERROR_TYPES.badRequest, 'facts must be a JSON object of PatientID → facts', { facts: 'Not JSON' });
    }
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new AppError(ERROR_TYPES.badRequest, 'facts must be an object of PatientID → facts', { facts: 'Must be an object' });
  }
  const size = measureJson(raw, INPUT_LIMITS.maxNodes, 3);
  if (size.nodes > INPUT_LIMITS.maxNodes || size.depth > 3) throw new AppError(ERROR_TYPES.badRequest, `facts may hold at most ${INPUT_LIMITS.maxNodes} values: PatientID → { fact: true | false }`, { facts: 'Too large' });
  const after = args['after'];
  if (after !== undefined && after !== null && (typeof after !== 'string' || after === '')) throw new AppError(ERROR_TYPES.badRequest, 'after must be a PatientID', { after: 'Must be a PatientID' });
  const limit = args['limit'] ?? Number.MAX_SAFE_INTEGER;
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1) throw new AppError(ERROR_TYPES.badRequest, 'limit must be a whole number from 1', { limit: 'Must be a whole number from 1' });
  return { program, month, facts: new Map(Object.entries(raw).map(([patientId, facts]) => [patientId, factsOf(facts)])), after: after ?? undefined, limit };
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

/** The patients this call works through: those after the request's `after`, in batches (smaller when `limit` is). */
export const pendingBatches = (request: CareMonthsRequest, patients: readonly string[]): string[][] =>
  inBatches(
    patients.filter((id) => request.after === undefined || id > request.after),
    Math.min(CARE_MONTH_BATCH, request.limit),
  );

/** Whether a call stops before its next batch: it closed `limit` patients, or worked its time budget (`elapsedMs`). */
export const callIsOver = (request: CareMonthsRequest, closed: number, elapsedMs: number): boolean =>
  closed >= request.limit || (closed > 0 && elapsedMs >= CARE_MONTHS_TIME_BUDGET_MS);

/**
 * The rows of one batch (a run of the month's PatientIDs, sorted): the month's time entries
 * (index 11), the patients (index 6) and the program's active enrolments (index 3, the roster),
 * each one range read from the batch's first PatientID to its last, the clinic's fee schedule
 * (the claims' prices), then by id the enrolments the entries name that are no longer active.
 * Per patient, what `planCloseCareMonth` would read.
 */
export function* planBatchRows(rc: RuleContext, { program, month }: CareMonthsRequest, batch: readonly string[]): Plan<ReadonlyMap<string, PatientMonthRows>> {
  const clinic = rc.caller.clinicId;
  const [first, last] = [keyPart(batch[0]!), keyPart(batch.at(-1)!)];
  const [entries, patients, roster, feeSchedule] = (yield [
    { query: { index: 11, pk: pk.timeMonth(clinic, program, month), sk: { between: [`${first}#`, `${last}#\uffff`] } } },
    { query: { index: 6, pk: pk.code(clinic, 'Patient'), sk: { between: [first, last] } } },
    { query: { index: 3, pk: pk.programRoster(clinic, program, 'Active'), sk: { between: [`${first}#`, `${last}#\uffff`] } } },
    feeScheduleRead(clinic),
  ]) as [readonly StoredItem[], readonly StoredItem[], readonly StoredItem[], readonly StoredItem[]];
  const rostered = new Set(roster.map((row) => row.id));
  const linked = [...new Set(entries.map((row) => row['LinkedToProgram']).filter((id): id is string => typeof id === 'string' && id !== '' && !rostered.has(id)))];
  const others = linked.length ? ((yield linked.map((id) => ({ get: id }))) as readonly (StoredItem | undefined)[]) : [];
  const rows = new Map(batch.map((id) => [id, { patient: undefined as StoredItem | undefined, entries: [] as StoredItem[], enrolments: [] as StoredItem[], feeSchedule }]));
  const of = (row: StoredItem) => rows.get(String(row['PatientID'] ?? ''));
  for (const row of patients) {
    const patient = of(row);
    if (patient) patient.patient = row;
  }
  for (const row of entries) of(row)?.entries.push(row);
  for (const row of [...roster, ...others]) if (row?.EntityType === 'ProgramEnrollment') of(row)?.enrolments.push(row);
  return rows;
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

/** One call's summary: `patients` of the month (sorted), the `outcomes` of this call, in order. */
export function summarize(request: CareMonthsRequest, patients: readonly string[], outcomes: readonly PatientMonthOutcome[]): CareMonthsSummary {
  const last = outcomes.at(-1)?.patientId ?? request.after;
  const done = last === undefined ? 0 : patients.filter((id) => id <= last).length;
  const next = done < patients.length && outcomes.length > 0 ? outcomes.at(-1)!.patientId : null;
  const summary: CareMonthsSummary = { program: request.program, month: request.month, patients: patients.length, done: next ? done : patients.length, next, claims: [], locked: 0, closedAlready: 0, failed: [] };
  for (const o of outcomes) {
    if (o.outcome === 'claim') summary.claims.push({ patientId: o.patientId, claimId: o.claimId, number: o.number });
    else if (o.outcome === 'locked') summary.locked += 1;
    else if (o.outcome === 'closedAlready') summary.closedAlready += 1;
    else summary.failed.push({ patientId: o.patientId, message: o.message });
  }
  return summary;
}
