/**
 * Key-condition queries for the screens of spec §2. Each returns which index to query,
 * its partition key and an optional sort-key condition, exactly the arguments of the
 * Data client's `listByGSI<n>` query fields. No screen needs a scan.
 */
import type { EntityType } from './entities.ts';
import { type GsiNumber, datePart, keyPart, normalizeText, phoneDigits, phoneLastFour, pk } from './keys.ts';

export type SortKeyCondition =
  | { eq: string }
  | { le: string }
  | { lt: string }
  | { ge: string }
  | { gt: string }
  | { between: [string, string] }
  | { beginsWith: string };

export interface IndexQuery {
  index: GsiNumber;
  pk: string;
  sk?: SortKeyCondition;
  sortDirection?: 'ASC' | 'DESC';
}

/** Does a sort key meet a key condition (DynamoDB's comparison of strings)? */
export function keyConditionHolds(sk: string, condition: SortKeyCondition | undefined): boolean {
  if (!condition) return true;
  if ('eq' in condition) return sk === condition.eq;
  if ('le' in condition) return sk <= condition.le;
  if ('lt' in condition) return sk < condition.lt;
  if ('ge' in condition) return sk >= condition.ge;
  if ('gt' in condition) return sk > condition.gt;
  if ('between' in condition) return sk >= condition.between[0] && sk <= condition.between[1];
  return sk.startsWith(condition.beginsWith);
}

const q = (index: GsiNumber, pkValue: string, sk?: SortKeyCondition, sortDirection?: 'ASC' | 'DESC'): IndexQuery => ({
  index,
  pk: pkValue,
  ...(sk ? { sk } : {}),
  ...(sortDirection ? { sortDirection } : {}),
});

/** `between` on whole days: from the start of `from` to the end of `to` (inclusive). */
const dayRange = (from: string, to: string): SortKeyCondition => ({ between: [from, `${to}\uffff`] });

/** Who saw or changed one patient's records, newest first; optionally one person, and instants from/to (ISO, inclusive). */
export interface PatientActivityFilter {
  userId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

function patientActivity(kind: 'Audit' | 'AccessLog', clinic: string, patientId: string, { userId, from, to }: PatientActivityFilter): IndexQuery {
  const sk: SortKeyCondition | undefined =
    from && to ? { between: [from, `${to}\uffff`] } : from ? { ge: from } : to ? { le: `${to}\uffff` } : undefined;
  return userId ? q(3, pk.patientUser(clinic, kind, patientId, userId), sk, 'DESC') : q(2, pk.patient(clinic, kind, patientId), sk, 'DESC');
}

export const queries = {
  // Patients
  patientsByLastName: (clinic: string, prefix = '') => q(1, pk.kind(clinic, 'Patient'), prefix ? { beginsWith: normalizeText(prefix) } : undefined),
  patientsByFirstName: (clinic: string, prefix: string) => q(7, pk.patientSearch(clinic, 'FIRST'), { beginsWith: normalizeText(prefix) }),
  patientsByStatus: (clinic: string, status: string) => q(3, pk.status(clinic, 'Patient', status)),
  patientByPatientId: (clinic: string, patientId: string) => q(6, pk.code(clinic, 'Patient'), { eq: keyPart(patientId) }),
  patientsByPatientIdPrefix: (clinic: string, prefix: string) => q(6, pk.code(clinic, 'Patient'), { beginsWith: keyPart(prefix) }),
  patientsByDob: (clinic: string, dob: string) => q(8, pk.patientSearch(clinic, 'DOB'), { beginsWith: datePart(dob) }),
  patientsByCellPhone: (clinic: string, phone: string) => q(9, pk.patientSearch(clinic, 'CELL'), { beginsWith: phoneDigits(phone) }),
  patientsByHomePhone: (clinic: string, phone: string) => q(10, pk.patientSearch(clinic, 'HOME'), { beginsWith: phoneDigits(phone) }),
  patientsByCellLastFour: (clinic: string, digits: string) => q(4, pk.patientSearch(clinic, 'CELL4'), { beginsWith: `${phoneLastFour(digits)}#` }),
  patientsByHomeLastFour: (clinic: string, digits: string) => q(5, pk.patientSearch(clinic, 'HOME4'), { beginsWith: `${phoneLastFour(digits)}#` }),
  patientsByPatientId: (clinic: string) => q(6, pk.code(clinic, 'Patient')),
  patientsByBirthDate: (clinic: string) => q(8, pk.patientSearch(clinic, 'DOB')),
  /** The highest PatientID of the clinic (limit 1): the format its search hints show. */
  newestPatientId: (clinic: string) => q(6, pk.code(clinic, 'Patient'), undefined, 'DESC'),

  // One patient's chart: any chart kind, newest first
  chart: (clinic: string, kind: EntityType, patientId: string) => q(2, pk.patient(clinic, kind, patientId), undefined, 'DESC'),
  chartBetween: (clinic: string, kind: EntityType, patientId: string, from: string, to: string) =>
    q(2, pk.patient(clinic, kind, patientId), dayRange(from, to), 'DESC'),
  currentMedications: (clinic: string, patientId: string) => q(3, pk.patientStatus(clinic, 'Medication', patientId, 'Active'), undefined, 'DESC'),
  diagnosesByType: (clinic: string, patientId: string, type: string) => q(3, pk.patientType(clinic, 'Diagnosis', patientId, type), undefined, 'DESC'),
  activeDiagnoses: (clinic: string, patientId: string) => q(4, pk.patientStatus(clinic, 'Diagnosis', patientId, 'Active'), undefined, 'DESC'),
  labComponentTrend: (clinic: string, patientId: string, component: string) => q(11, pk.labComponent(clinic, patientId, component)),
  openTasksForPatient: (clinic: string, patientId: string) => q(2, pk.patient(clinic, 'Task', patientId), { beginsWith: '0#' }),
  upcomingVisitsForPatient: (clinic: string, patientId: string, now: string) => q(2, pk.patient(clinic, 'Visit', patientId), { ge: now }),

  // Visits and calendar
  visitsBetween: (clinic: string, from: string, to: string) => q(1, pk.kind(clinic, 'Visit'), dayRange(from, to)),
  visitsByStatus: (clinic: string, status: string) => q(3, pk.status(clinic, 'Visit', status), undefined, 'DESC'),
  visitsByStatusBetween: (clinic: string, status: string, from: string, to: string) => q(3, pk.status(clinic, 'Visit', status), dayRange(from, to)),
  visitsByPaymentStatus: (clinic: string, status: string) => q(5, pk.status(clinic, 'Visit', `PAY-${status}`), undefined, 'DESC'),
  visitsForProvider: (clinic: string, userId: string, from: string, to: string) => q(4, pk.user(clinic, 'Visit', userId), dayRange(from, to)),
  linkedToVisit: (clinic: string, kind: EntityType, visitId: string) => q(5, pk.parent(clinic, kind, visitId)),
  calendarBetween: (clinic: string, from: string, to: string) => q(1, pk.kind(clinic, 'CalendarEvent'), dayRange(from, to)),
  calendarForUser: (clinic: string, userId: string, from: string, to: string) => q(4, pk.user(clinic, 'CalendarEvent', userId), dayRange(from, to)),

  // Tasks and notifications
  tasksByDueDate: (clinic: string) => q(1, pk.kind(clinic, 'Task')),
  tasksByState: (clinic: string, state: 'Open' | 'Done') => q(3, pk.status(clinic, 'Task', state)),
  openTasksForUser: (clinic: string, userId: string) => q(4, pk.user(clinic, 'Task', userId), { beginsWith: '0#' }),
  /** A user's done tasks (`open` is 1 once done: keys.ts). */
  doneTasksForUser: (clinic: string, userId: string) => q(4, pk.user(clinic, 'Task', userId), { beginsWith: '1#' }),

  // Billing
  claimsBetween: (clinic: string, from: string, to: string) => q(1, pk.kind(clinic, 'Claim'), dayRange(from, to), 'DESC'),
  claimsByStatus: (clinic: string, status: string) => q(3, pk.status(clinic, 'Claim', status), undefined, 'DESC'),
  claimByNumber: (clinic: string, claim: string) => q(6, pk.code(clinic, 'Claim'), { eq: keyPart(claim) }),
  /** The claim a closed care month became (`closeCareMonth`; `careMonth` `<program>:<YYYY-MM>`). */
  careMonthClaim: (clinic: string, patientId: string, careMonth: string) => q(7, pk.careMonth(clinic, patientId), { eq: careMonth }),
  chargesOfClaim: (clinic: string, claimId: string) => q(5, pk.parent(clinic, 'Charge', claimId)),
  paymentsOfClaim: (clinic: string, claimId: string) => q(5, pk.parent(clinic, 'Payment', claimId)),
  paymentsBetween: (clinic: string, from: string, to: string) => q(1, pk.kind(clinic, 'Payment'), dayRange(from, to), 'DESC'),
  paymentsOfBatch: (clinic: string, batchNumber: string) => q(3, pk.batch(clinic, batchNumber)),
  paymentsOfPlan: (clinic: string, paymentPlanId: string) => q(11, pk.group(clinic, 'Payment', paymentPlanId)),
  /** The postings toward any payment plan in a date range (plan collections), newest first. */
  planPaymentsBetween: (clinic: string, from: string, to: string) => q(4, pk.planPostings(clinic), dayRange(from, to), 'DESC'),
  paymentPlansByStatus: (clinic: string, status: string) => q(3, pk.status(clinic, 'PaymentPlan', status)),
  paymentPlansDueBy: (clinic: string, date: string) => q(4, pk.paymentPlanDue(clinic), { le: `${date}\uffff` }),
  /** The clinic's fee schedule by code: every entry, or those of one status (Active, Retired). */
  feeSchedule: (clinic: string, status?: string) =>
    status ? q(3, pk.status(clinic, 'FeeScheduleEntry', status)) : q(1, pk.kind(clinic, 'FeeScheduleEntry')),
  /** The active fee schedule entry of a code (at most one). */
  feeScheduleEntry: (clinic: string, code: string) => q(6, pk.code(clinic, 'FeeScheduleEntry'), { eq: keyPart(code) }),
  /** The server's billing totals of a group (claim, code, program, denial) for the months `from`–`to` (`YYYY-MM`, inclusive). */
  billingTotals: (clinic: string, group: string, from: string, to: string) => q(1, pk.group(clinic, 'BillingTotal', group), { between: [from, `${to}\uffff`] }),
  /** The patients with an open balance (their `agingPatient` totals), largest balance first. */
  agingByPatient: (clinic: string) => q(2, pk.group(clinic, 'BillingTotal', 'agingPatient'), undefined, 'DESC'),
  priorAuthorizations: (clinic: string, status: string) => q(4, pk.priorAuth(clinic, status)),

  // Programs
  enrolledInProgram: (clinic: string, program: string, status = 'Active') =>
    q(11, pk.group(clinic, 'ProgramEnrollment', program), { beginsWith: `${status}#` }),
  /** A program's enrolments of one status in PatientID order (the care-month tables page through it). */
  programRoster: (clinic: string, program: string, status = 'Active') => q(3, pk.programRoster(clinic, program, status)),
  /** The program's time entries of a month of the patients from `first` to `last` (PatientIDs, inclusive), each patient's together. */
  programTimeOfPatients: (clinic: string, program: string, month: string, first: string, last: string) =>
    q(11, pk.timeMonth(clinic, program, month), { between: [`${first}#`, `${last}#\uffff`] }),
  /** The program's device readings (RPM) of a month of the patients from `first` to `last` (PatientIDs, inclusive), each patient's together in time order. */
  programReadingsOfPatients: (clinic: string, program: string, month: string, first: string, last: string) =>
    q(11, pk.readingMonth(clinic, program, month), { between: [`${keyPart(first)}#`, `${keyPart(last)}#\uffff`] }),
  /** The patients from `first` to `last` (PatientIDs, inclusive), by PatientID. */
  patientsByPatientIdRange: (clinic: string, first: string, last: string) => q(6, pk.code(clinic, 'Patient'), { between: [keyPart(first), keyPart(last)] }),
  injectionsOfProgram: (clinic: string, program: string) => q(11, pk.group(clinic, 'Injection', program), undefined, 'DESC'),
  programTimeForMonth: (clinic: string, program: string, month: string) => q(11, pk.timeMonth(clinic, program, month)),
  timeEntriesOfEnrollment: (clinic: string, enrollmentId: string) => q(5, pk.parent(clinic, 'TimeEntry', enrollmentId)),
  providerTime: (clinic: string, userId: string, from: string, to: string) => q(4, pk.user(clinic, 'TimeEntry', userId), dayRange(from, to)),

  // Users, clinic and audit
  usersByName: (clinic: string, prefix = '') => q(1, pk.kind(clinic, 'User'), prefix ? { beginsWith: normalizeText(prefix) } : undefined),
  usersByStatus: (clinic: string, status: string) => q(3, pk.status(clinic, 'User', status)),
  userByEmail: (clinic: string, email: string) => q(6, pk.code(clinic, 'User'), { eq: normalizeText(email) }),
  clinic: (clinic: string) => q(1, pk.kind(clinic, 'Clinic')),
  auditOfRecord: (clinic: string, recordId: string) => q(5, pk.parent(clinic, 'Audit', recordId), undefined, 'DESC'),
  auditByUser: (clinic: string, userId: string) => q(4, pk.user(clinic, 'Audit', userId), undefined, 'DESC'),
  auditLog: (clinic: string) => q(1, pk.kind(clinic, 'Audit'), undefined, 'DESC'),
  /** Views of a patient's records (access log, admin only). */
  accessLogOfPatient: (clinic: string, patientId: string, filter: PatientActivityFilter = {}) => patientActivity('AccessLog', clinic, patientId, filter),
  /** Changes to a patient's records (the audit entries of its rows, admin only). */
  changesOfPatient: (clinic: string, patientId: string, filter: PatientActivityFilter = {}) => patientActivity('Audit', clinic, patientId, filter),
} as const;
