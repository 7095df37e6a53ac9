/**
 * Who may write which field, declared once per kind (docs/permissions.md, "What the server
 * promises about stored rows"); writePipeline.ts applies it to every write, after the input is
 * normalised and before any rule runs:
 *
 * - **Server-owned** fields are written by the server alone — stamps, histories, totals, the
 *   links and statuses its planners and effects keep (a visit's claim and payment status, its
 *   check-in and check-out times). A client value is refused when it differs from what the row
 *   holds (nothing, on a create), so a form that sends a row back unchanged does no harm. A
 *   server planner (sending to billing, the month close) and a rule's effect write them; no
 *   client input reaches that path (`origin` of the write).
 * - **Immutable** fields never change after the create, whoever writes: the kind, the clinic,
 *   who created the row and when, the patient of every kind that belongs to a patient's chart
 *   or ledger, the links that make a row part of another (a posting's claim, plan and reversed
 *   posting, a charge line's claim, a time entry's enrolment and program, a note's visit).
 * - **Locked in a state**: fields that stop changing once the stored row reaches a state (a
 *   checked-out visit's wrap-up, a paid plan's terms).
 * - **Secrets** are never stored.
 */
import { CHART_ENTITY_TYPES, type EntityType } from '../entities.ts';
import { AppError, ERROR_TYPES } from '../errors.ts';
import { ATTRIBUTION_FIELDS, HISTORY_FIELDS } from '../histories.ts';

type Fields = Readonly<Record<string, unknown>>;

/** Who sends a write: a client (createEMR, updateEMR, deleteEMR, transactEMR, scheduleVisitSeries' visits), a server planner, or a rule's effect. */
export type WriteOrigin = 'client' | 'server' | 'effect';

/** Fields only the server writes on a kind, besides its history (HISTORY_FIELDS). */
const STAMPED: Partial<Record<EntityType, readonly string[]>> = {
  Visit: ['CheckInTime', 'CheckOutTime', 'LinkedToClaim', 'PaymentStatus', 'SendingHistory'],
  Claim: ['TotalCharges', 'TotalPayments', 'RemainingBalance', 'Charges', 'ClaimHistory', 'PaymentHistory', 'BatchHistory'],
  PaymentPlan: ['AmountPaid', 'PaymentsMade', 'StatusHistory'],
  Patient: ['AllergiesReviewedAt', 'AllergiesReviewedBy', 'MedicationsReviewedAt', 'MedicationsReviewedBy'],
  // the month whose claim billed the RPM device's set-up (99453): the month close's record
  ProgramEnrollment: ['CustomTime'],
};

/** The fields of a kind only the server writes: its history and what its rules stamp. */
export function serverOwned(kind: EntityType): readonly string[] {
  const history = HISTORY_FIELDS[kind];
  return [...(history ? [history] : []), ...(STAMPED[kind] ?? [])];
}

/**
 * The kinds whose rows belong to one patient (their `PatientID` never changes): the chart's
 * and the ledger's. A task names a patient but is a to-do, so it is re-pointed when it was filed
 * against the wrong one.
 */
export const PATIENT_OWNED_KINDS: readonly EntityType[] = ['Patient', ...CHART_ENTITY_TYPES.filter((kind) => kind !== 'Task')];

const LINKS: Partial<Record<EntityType, readonly string[]>> = {
  Charge: ['LinkedToClaim'],
  Claim: ['CareMonth', 'LinkedToVisit'],
  Payment: ['LinkedToClaim', 'PaymentPlanID', 'Reverses'],
  TimeEntry: ['LinkedToProgram', 'Program'],
  ProgramEnrollment: ['Program'],
  Note: ['LinkedToVisit', 'CustomID'],
};

/** Fields of a kind that never change after the create. */
export function immutableFields(kind: EntityType): readonly string[] {
  return ['EntityType', 'ClinicID', ...ATTRIBUTION_FIELDS, ...(PATIENT_OWNED_KINDS.includes(kind) ? ['PatientID'] : []), ...(LINKS[kind] ?? [])];
}

const number = (value: unknown) => (typeof value === 'number' ? value : Number(value ?? 0) || 0);

/** Fields a stored row keeps once it is in a state, and why. */
const LOCKED_IN_STATE: Partial<Record<EntityType, { when: (stored: Fields) => boolean; fields: readonly string[]; why: string }>> = {
  Visit: {
    when: (stored) => stored['VisitStatus'] === 'CheckedOut',
    fields: ['WrapUps', 'Diagnoses'],
    why: 'the wrap-up of a checked-out visit is final (it is what the visit bills)',
  },
  PaymentPlan: {
    when: (stored) => number(stored['AmountPaid']) > 0 || number(stored['PaymentsMade']) > 0,
    fields: ['TotalAmount', 'TermMonths'],
    why: 'a plan with payments keeps its terms: cancel it with a reason and make a new plan for what is left',
  },
};

/** Fields only the server writes; a value sent for them is refused. */
const SECRET_FIELDS = ['PasswordHash', 'ResetToken'];

/** An AWSJSON value may come as its text or as the value: compare what it holds. */
function held(value: unknown): unknown {
  if (typeof value !== 'string' || !/^\s*[[{]/.test(value)) return value ?? null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}
/** Whether a value sent is the value stored (an AWSJSON value as its text or as the value alike). */
export const sameValue = (a: unknown, b: unknown) => JSON.stringify(held(a)) === JSON.stringify(held(b));
const sent = (input: Fields, field: string) => Object.hasOwn(input, field) && input[field] !== undefined;

const cannot = (field: string, message: string) => new AppError(ERROR_TYPES.validation, `${field}: ${message}`, { [field]: message });

/**
 * Refuses what a write may not send: secrets, a server-owned field a client sets (or changes),
 * an immutable field changed, a field locked in the stored row's state. `stored`: the row an
 * update changes (none on a create: immutability is the create's to set, and attribution sent
 * on a create is the server's to stamp, so it is ignored there).
 */
export function refuseFields(kind: EntityType, input: Fields, stored: Fields | undefined, origin: WriteOrigin): void {
  const secrets = SECRET_FIELDS.filter((field) => input[field] !== undefined && input[field] !== null);
  if (secrets.length) throw new AppError(ERROR_TYPES.validation, `${secrets.join(', ')} cannot be stored: passwords and reset tokens live only in the user pool`);
  const differs = (field: string) => sent(input, field) && !sameValue(input[field], stored?.[field]);
  if (origin === 'client') {
    for (const field of serverOwned(kind)) {
      if (differs(field)) throw cannot(field, 'Is kept by the server: it cannot be written');
    }
  }
  if (!stored) return;
  for (const field of immutableFields(kind)) {
    if (!differs(field)) continue;
    const why = (ATTRIBUTION_FIELDS as readonly string[]).includes(field) ? ': the server records who created a record and when' : '';
    throw new AppError(ERROR_TYPES.validation, `${field} of a record cannot change${why}`, { [field]: 'Cannot change' });
  }
  const locked = LOCKED_IN_STATE[kind];
  if (locked?.when(stored)) {
    const field = locked.fields.find(differs);
    if (field) throw cannot(field, `Cannot change: ${locked.why}`);
  }
}

/** The client's fields the server keeps as they are: attribution sent on a create (the Data client stamps its own `Timestamp`). */
export const IGNORED_ON_CREATE: readonly string[] = ATTRIBUTION_FIELDS;
