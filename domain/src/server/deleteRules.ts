/**
 * The delete rule of every kind other records point to, as a rule module every kind keeps
 * (recordRules.ts): a row is deleted only when nothing points at it, so no signed note, claim,
 * posting or time entry is left hanging on a row that is gone (or shows in a chart it does not
 * belong to). Each pointer is read as one index partition, its first row only. A kind's own
 * delete rules (a draft claim only, a posting never) are in its rule module.
 */
import { type EntityType } from '../entities.ts';
import { AppError, ERROR_TYPES } from '../errors.ts';
import { pk } from '../keys.ts';
import { closedMonths } from '../care/carePrograms.ts';
import { PATIENT_OWNED_KINDS } from './fieldPolicy.ts';
import type { Fields, ReadRequest, Reads, RecordRules } from './ruleTypes.ts';

/** A kind whose rows point at a row: read by the index partition that lists them. */
interface Pointer {
  kind: EntityType;
  read: ReadRequest;
}

const first = (index: 2 | 5 | 11, key: string): ReadRequest => ({ query: { index, pk: key, limit: 1 } });
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** What points at a row of each kind. */
const POINTED_BY: Partial<Record<EntityType, (row: Fields, clinic: string) => Pointer[]>> = {
  // the records of a visit (LinkedToVisit, index 5)
  Visit: (row, clinic) =>
    (['Note', 'Claim', 'Vitals', 'Lab', 'Procedure', 'Imaging', 'Referral'] as const).map((kind) => ({ kind, read: first(5, pk.parent(clinic, kind, String(row['id']))) })),
  // every record of the patient's chart and ledger, and their tasks (index 2)
  Patient: (row, clinic) =>
    text(row['PatientID'])
      ? [...PATIENT_OWNED_KINDS.filter((kind) => kind !== 'Patient'), 'Task' as const].map((kind) => ({ kind, read: first(2, pk.patient(clinic, kind, text(row['PatientID']))) }))
      : [],
  // an enrolment's time entries (LinkedToProgram, index 5)
  ProgramEnrollment: (row, clinic) => [{ kind: 'TimeEntry', read: first(5, pk.parent(clinic, 'TimeEntry', String(row['id']))) }],
  // a plan's postings (PaymentPlanID, index 11)
  PaymentPlan: (row, clinic) => (text(row['PaymentPlanID']) ? [{ kind: 'Payment', read: first(11, pk.group(clinic, 'Payment', text(row['PaymentPlanID']))) }] : []),
};

const pointersOf = (kind: EntityType, row: Fields | undefined, clinic: string): Pointer[] => (row ? (POINTED_BY[kind]?.(row, clinic) ?? []) : []);
const readName = (pointer: Pointer) => `pointed by ${pointer.kind}`;

export const deleteRules: RecordRules = {
  reads(w): Reads {
    if (w.action !== 'delete') return {};
    return Object.fromEntries(pointersOf(w.kind, w.before, w.caller.clinicId).map((pointer) => [readName(pointer), pointer.read]));
  },

  checkDelete(w, got) {
    const pointer = pointersOf(w.kind, w.before, w.caller.clinicId).find((p) => got.rows(readName(p)).length > 0);
    if (pointer) {
      throw new AppError(ERROR_TYPES.validation, `This ${w.kind} record cannot be deleted: ${pointer.kind} records point at it (they would be left on nothing)`, { id: `${pointer.kind} records point at it` });
    }
    if (w.kind === 'ProgramEnrollment' && closedMonths(w.before).length) {
      throw new AppError(ERROR_TYPES.validation, 'This enrolment has closed months (billed): it is disenrolled, not deleted', { id: 'Has closed months' });
    }
  },
};
