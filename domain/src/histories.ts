/**
 * Who-and-when fields the server keeps on a record: the attribution of every record
 * (`CreatedBy`, `Timestamp`) and the histories (spec: StatusHistory of patients and visits, MedicationHistory,
 * DiagnosisHistory, AssignmentHistory). Clients never write them (server/fieldPolicy.ts): the
 * server stamps the attribution from the caller and its clock and appends a history entry
 * when the watched fields change, with who and when. The test fake applies the same rules.
 */
import type { EntityType } from './entities.ts';

type Fields = Record<string, unknown>;

export interface HistoryContext {
  /** The user id of the caller. */
  by: string;
  /** ISO time of the change. */
  at: string;
  /** The caller's name as the audit records it, so every role can read who did it. */
  name?: string;
}

export const HISTORY_FIELDS: Partial<Record<EntityType, string>> = {
  Patient: 'StatusHistory',
  Medication: 'MedicationHistory',
  Diagnosis: 'DiagnosisHistory',
  Task: 'AssignmentHistory',
  Visit: 'StatusHistory',
};

/**
 * Who created a record and when it was recorded. Stamped on create from the caller and the
 * server's clock, whatever the client sent; they never change afterwards. (When something
 * happened is the kind's own date, `DATE_FIELD`, e.g. a lab's `DateConducted`.)
 */
export const ATTRIBUTION_FIELDS = ['CreatedBy', 'Timestamp'] as const;

/** `after` with the stored attribution (an update) or the caller's and the current time (a create). */
export function withAttribution<T extends Fields>(before: Fields | undefined, after: T, ctx: HistoryContext): T {
  return { ...after, CreatedBy: before ? before['CreatedBy'] : ctx.by, Timestamp: before ? before['Timestamp'] : ctx.at };
}

function entries(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string') {
    try {
      const parsed: unknown = JSON.parse(value);
      return Array.isArray(parsed) ? parsed : [];
    } catch {
      return [];
    }
  }
  return [];
}

const byName = (ctx: HistoryContext) => (ctx.name ? { byName: ctx.name } : {});
const present = (value: unknown) => value !== undefined && value !== null && value !== '';
const text = (value: unknown) => (present(value) ? String(value) : null);

function patientEntry(before: Fields | undefined, after: Fields, ctx: HistoryContext): Fields | null {
  // a patient without a Status is Active (as every screen shows it)
  const from = before ? (text(before['Status']) ?? 'Active') : null;
  const to = text(after['Status']) ?? 'Active';
  if (to === null || from === to) return null;
  return { from, to, by: ctx.by, ...byName(ctx), at: ctx.at, ...(to !== 'Active' && present(after['ReasonLeft']) ? { reason: String(after['ReasonLeft']) } : {}) };
}

function medicationEntry(before: Fields | undefined, after: Fields, ctx: HistoryContext): Fields | null {
  const base = { at: ctx.at, by: ctx.by, ...byName(ctx) };
  const dose = { dosage: text(after['Dosage']), frequency: text(after['Frequency']) };
  if (!before) return { ...base, change: 'Started', ...dose };
  const [wasActive, isActive] = [text(before['Status']) ?? 'Active', text(after['Status']) ?? 'Active'];
  if (wasActive === 'Active' && isActive !== 'Active') {
    return { ...base, change: 'Stopped', ...(present(after['Reason']) ? { reason: String(after['Reason']) } : {}) };
  }
  if (wasActive !== 'Active' && isActive === 'Active') return { ...base, change: 'Restarted', ...dose };
  if (present(after['LastRefillDate']) && text(before['LastRefillDate']) !== text(after['LastRefillDate'])) {
    return { ...base, change: 'Refilled', date: String(after['LastRefillDate']) };
  }
  if (text(before['Dosage']) !== dose.dosage || text(before['Frequency']) !== dose.frequency) {
    return {
      ...base,
      change: 'Dose changed',
      from: { dosage: text(before['Dosage']), frequency: text(before['Frequency']) },
      ...dose,
      ...(present(after['Reason']) ? { reason: String(after['Reason']) } : {}),
    };
  }
  return null;
}

function visitEntry(before: Fields | undefined, after: Fields, ctx: HistoryContext): Fields | null {
  // a visit without a VisitStatus is Scheduled (visits/visitStatus.ts)
  const from = before ? (text(before['VisitStatus']) ?? 'Scheduled') : null;
  const to = text(after['VisitStatus']) ?? 'Scheduled';
  if (from === to) return null;
  const reason = to === 'Cancelled' || to === 'NoShow' ? text(after['CancellationReason']) : null;
  return { from, to, by: ctx.by, ...byName(ctx), at: ctx.at, ...(reason ? { reason } : {}) };
}

function diagnosisEntry(before: Fields | undefined, after: Fields, ctx: HistoryContext): Fields | null {
  const status = text(after['Status']) ?? 'Active';
  if (before && (text(before['Status']) ?? 'Active') === status) return null;
  return { at: ctx.at, status, by: ctx.by, ...byName(ctx) };
}

function taskEntry(before: Fields | undefined, after: Fields, ctx: HistoryContext): Fields | null {
  const from = before ? text(before['AssignedTo']) : null;
  const to = text(after['AssignedTo']);
  if (from === to) return null;
  return { ...(from ? { from } : {}), to, by: ctx.by, ...byName(ctx), at: ctx.at };
}

const RULES: Partial<Record<EntityType, (before: Fields | undefined, after: Fields, ctx: HistoryContext) => Fields | null>> = {
  Patient: patientEntry,
  Medication: medicationEntry,
  Diagnosis: diagnosisEntry,
  Task: taskEntry,
  Visit: visitEntry,
};

/**
 * The record as it will be stored: `after` with its history field set to the stored history
 * (whatever the client sent is ignored) plus the entry this change adds, if any.
 * `before` is the stored row on an update, undefined on a create.
 */
export function withHistory<T extends Fields>(kind: EntityType, before: Fields | undefined, after: T, ctx: HistoryContext): T {
  const field = HISTORY_FIELDS[kind];
  const rule = RULES[kind];
  if (!field || !rule) return after;
  const kept = entries(before?.[field]);
  const entry = rule(before, after, ctx);
  const history = entry ? [...kept, entry] : kept;
  const out: Fields = { ...after };
  if (history.length > 0) out[field] = history;
  else delete out[field];
  return out as T;
}
