/**
 * The rules of care-program enrolments and time entries (CCM, RPM), as pure functions the
 * server's rule module (server/programs.ts) and the programs remote share:
 *
 * - a patient is in a program at most once at a time (one active enrolment per program);
 * - a time entry's minutes are not negative and, when it has a start and an end, not more
 *   than the time between them;
 * - time entries of a closed month are not written, changed or deleted;
 * - one billing practitioner per patient-month: the enrolment's practitioner does not change
 *   while the current month already has time entries;
 * - a closed month is reopened by an administrator only.
 *
 * How the fields are used (docs/data-model.md, ProgramEnrollment and TimeEntry): an enrolment's
 * `EnrollmentDate` is the consent date, `CustomString` the consent method, `Variation`
 * 'Complex' for complex CCM, `Note` the care plan, `AssignedTo` the billing practitioner,
 * `CustomArray` its closed months ('YYYY-MM'), `Reason` and `EndDate` a disenrolment. A time
 * entry's `Time` is minutes, `ProviderTime` how many of them are the practitioner's own (as the demo
 * data and the ledger's month close read it: '0' for clinical staff time), `Description` what was
 * done, `Start` and `End` the stopwatch's span, `ServiceDate` the date of service (the month the
 * minutes count in; entries may be logged after the month, until it is closed).
 */
import { type CareMonthInput, careMonthCodes, type CodeLine } from './careMonthCodes.ts';
import { AppError, ERROR_TYPES } from '../errors.ts';
import { monthOfInstant } from '@emr/domain';

type Fields = Readonly<Record<string, unknown>>;

export const ENROLMENT_STATUS = { active: 'Active', disenrolled: 'Disenrolled' } as const;
export const TIME_ROLES = ['staff', 'practitioner'] as const;
export type TimeRole = (typeof TIME_ROLES)[number];
export const COMPLEX_CCM = 'Complex';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const invalid = (field: string, message: string) => new AppError(ERROR_TYPES.validation, message, { [field]: message });

/** The month of an ISO date-time ('2026-11'): `monthOfInstant`, the one month the locks and the indexes read. */
export function monthOf(iso: string): string {
  return monthOfInstant(iso);
}

/** The months closed on an enrolment (its `CustomArray`, a JSON list or its string). */
export function closedMonths(enrolment: Fields | undefined): string[] {
  let value = enrolment?.['CustomArray'];
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return [];
    }
  }
  return Array.isArray(value) ? value.filter((month): month is string => typeof month === 'string') : [];
}

/**
 * RPM: the month whose claim carried the device's set-up (99453) for this enrolment, 'YYYY-MM'
 * ('' when none has). The month close stores it on the enrolment (`CustomTime`, that month's
 * first day: `setupMarker`) in the transaction of that claim.
 */
export const setupMonth = (enrolment: Fields | undefined): string => text(enrolment?.['CustomTime']).slice(0, 7);

/** The `CustomTime` a close that bills the set-up (99453) with `month` stores on the enrolment. */
export const setupMarker = (month: string): string => `${month}-01T00:00:00.000Z`;

/**
 * RPM: was the device's set-up (99453) billed with another month than `month`? It is billed once per
 * episode of care (per device enrolment, CMS), with the first month whose device days reach a
 * device code — not merely because an earlier month was closed. `billedWith`: `setupMonth`.
 */
export const setupBilledBefore = (billedWith: string, month: string): boolean => billedWith !== '' && billedWith !== month;

export const isActiveEnrolment = (row: Fields) => text(row['Status'] ?? ENROLMENT_STATUS.active) === ENROLMENT_STATUS.active;

/** Refuses a second active enrolment of the patient in the same program (`enrolments`: the patient's, stored). */
export function assertSingleEnrolment(row: Fields & { id?: unknown }, enrolments: readonly Fields[]): void {
  if (!isActiveEnrolment(row)) return;
  const twin = enrolments.find((other) => other['id'] !== row['id'] && other['Program'] === row['Program'] && isActiveEnrolment(other));
  if (twin) {
    throw invalid('Program', `The patient is already enrolled in ${text(row['Program']).toUpperCase()} (since ${text(twin['EnrollmentDate']).slice(0, 10)}): disenrol them first`);
  }
}

/**
 * Refuses minutes longer than the entry's start-to-end span. Minutes that are not a whole number
 * from 1 to 1440 (negative ones too) are the field spec's to refuse (TIME_ENTRY_FIELD_RULES), with
 * the form's sentence.
 */
export function assertTimeEntrySpan(row: Fields): void {
  const minutes = Number(text(row['Time']));
  if (!Number.isFinite(minutes) || minutes < 0) return;
  const [start, end] = [text(row['Start']), text(row['End'])];
  if (!start || !end) return;
  const span = (Date.parse(end) - Date.parse(start)) / 60_000;
  if (!Number.isFinite(span) || span < 0) throw invalid('End', 'The end must not be before the start');
  if (minutes > Math.ceil(span)) throw invalid('Time', `${minutes} minutes do not fit between the start and the end (${Math.ceil(span)} minutes)`);
}

/** Refuses a time entry that does not belong to an active enrolment of its patient and program. */
export function assertEntryEnrolment(row: Fields, enrolment: Fields | undefined, creating: boolean): void {
  if (!text(row['LinkedToProgram'])) throw invalid('LinkedToProgram', 'A time entry belongs to an enrolment: name it in LinkedToProgram');
  if (!enrolment || enrolment['EntityType'] !== 'ProgramEnrollment') throw invalid('LinkedToProgram', 'A time entry belongs to an enrolment of the clinic');
  if (enrolment['PatientID'] !== row['PatientID'] || enrolment['Program'] !== row['Program']) {
    throw invalid('LinkedToProgram', 'The enrolment is of another patient or program');
  }
  if (creating && !isActiveEnrolment(enrolment)) throw invalid('LinkedToProgram', 'The patient is no longer enrolled in this program');
}

/** The day a date-time falls on, as the date-only value `ServiceDate` stores ('2026-11-05T00:00:00.000Z'). */
export const serviceDay = (iso: string): string => `${iso.slice(0, 10)}T00:00:00.000Z`;

/**
 * A time entry's date of service (`ServiceDate`): the minutes count in its month. An entry
 * stored before entries had one counts on the day it was recorded (`Timestamp`).
 */
export const entryServiceDate = (row: Fields): string => text(row['ServiceDate']) || text(row['Timestamp']);

/** The month a time entry counts in (its date of service). */
export const entryMonth = (row: Fields): string => monthOf(entryServiceDate(row));

/** The entry with its date of service: the one sent, else the day it was recorded, else `now`'s day. */
export function withServiceDate<T extends Fields>(row: T, now: string): T & { ServiceDate: unknown } {
  return text(row['ServiceDate']) ? { ...row, ServiceDate: row['ServiceDate'] } : { ...row, ServiceDate: serviceDay(text(row['Timestamp']) || now) };
}

/** Refuses a date of service in the future (after `now`'s day) or before the patient's consent (the enrolment's `EnrollmentDate`). */
export function assertServiceDate(row: Fields, enrolment: Fields | undefined, now: string): void {
  const date = entryServiceDate(row);
  if (Number.isNaN(Date.parse(date))) throw invalid('ServiceDate', 'The date of service is not a date');
  // the field spec's sentence (TIME_ENTRY_FIELD_RULES: the form says the same)
  if (date.slice(0, 10) > now.slice(0, 10)) throw invalid('ServiceDate', 'Date of service cannot be in the future.');
  const consent = text(enrolment?.['EnrollmentDate']).slice(0, 10);
  if (consent && date.slice(0, 10) < consent) throw invalid('ServiceDate', `The date of service is before the patient's consent (${consent})`);
}

/**
 * Refuses a write to a time entry of a closed month: the month is closed for the patient's
 * program when any of the patient's enrolments in it (`enrolments`, the patient's) has closed
 * it — whatever enrolment the entry links to.
 */
export function assertMonthOpen(month: string, program: unknown, enrolments: readonly Fields[]): void {
  if (enrolments.some((enrolment) => enrolment['Program'] === program && closedMonths(enrolment).includes(month))) {
    throw new AppError(ERROR_TYPES.validation, `The month ${month} is closed for billing: its time entries are locked (an administrator can reopen it)`, { Timestamp: 'Month closed' });
  }
}

/** Refuses a change of billing practitioner while the month already has time entries (one per patient-month). */
export function assertPractitionerKept(before: Fields, after: Fields, entriesThisMonth: number): void {
  if (text(before['AssignedTo']) !== text(after['AssignedTo']) && text(before['AssignedTo']) && entriesThisMonth > 0) {
    throw invalid('AssignedTo', 'One billing practitioner per patient-month: this month already has time entries, change the practitioner next month');
  }
}

/** Refuses reopening a closed month unless an administrator does it. */
export function assertReopenAllowed(before: Fields, after: Fields, role: string): void {
  const reopened = closedMonths(before).filter((month) => !closedMonths(after).includes(month));
  if (reopened.length && role !== 'admin') {
    throw new AppError(ERROR_TYPES.forbidden, `Not Authorized: only an administrator reopens a closed month (${reopened.join(', ')})`, { CustomArray: 'Admin only' });
  }
}

/**
 * Is the patient under Advanced Primary Care Management in `month`? `since` is the Patient's
 * `ApcmSince` ('YYYY-MM', empty when not under APCM). APCM bundles CCM (care rules §1.1), so
 * no CCM code is billed in such a month.
 */
export function underApcm(since: unknown, month: string): boolean {
  const start = text(since);
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(start) && month >= start;
}

/** A staff member's time of a month (`careMonthOverview`). */
export interface StaffMinutes {
  /** Who logged the time (the entries' `CreatedBy`). */
  by: string;
  minutes: number;
  patients: number;
  entries: number;
}

/** A program-month's figures as the server counts them (`careMonthOverview`, domain/src/server/careMonthOverview.ts). */
export interface CareMonthOverview {
  program: string;
  month: string;
  enrolled: number;
  minutes: number;
  /** CCM: enrolled patients under 20 minutes. */
  underTwenty: number;
  /** RPM: enrolled patients with 16 device days or more in the period. */
  sixteenDays: number;
  billable: number;
  closed: number;
  staff: StaffMinutes[];
}

/** A time entry as the month totals read it: its minutes, and how many of them are the practitioner's. */
export interface MonthEntry {
  minutes: number;
  practitionerMinutes: number;
}

const positive = (value: unknown) => {
  const n = Number(text(value));
  return Number.isFinite(n) && n > 0 ? n : 0;
};
export const entryMinutes = (row: Fields): number => positive(row['Time']);
/** The practitioner's minutes of an entry (`ProviderTime`, at most its `Time`). */
export const entryPractitionerMinutes = (row: Fields): number => Math.min(positive(row['ProviderTime']), entryMinutes(row));
/** Whose time an entry is, for the screens: the practitioner's when any of its minutes are. */
export const entryRole = (entry: MonthEntry): TimeRole => (entry.practitionerMinutes > 0 ? 'practitioner' : 'staff');
/** The `ProviderTime` an entry of `minutes` by `role` stores. */
export const providerTimeOf = (role: TimeRole, minutes: number): string => (role === 'practitioner' ? String(minutes) : '0');

export interface CcmMonthSummary {
  staffMinutes: number;
  practitionerMinutes: number;
  totalMinutes: number;
  /** The codes `careMonthCodes` gives the month now. */
  codes: CodeLine[];
  /** Minutes more (as staff time) until the codes change, and the codes then; null when no more minutes change them. */
  next: { minutes: number; codes: CodeLine[] } | null;
}

/** The longest a meter looks ahead for the next code (minutes). */
const LOOK_AHEAD = 240;

/** One patient's CCM month: its minutes by role, the codes it bills now and what the next minutes would add (all from `careMonthCodes`). */
export function ccmMonthSummary(month: string, entries: readonly MonthEntry[], { complex = false, apcm = false } = {}): CcmMonthSummary {
  const practitionerMinutes = entries.reduce((total, e) => total + e.practitionerMinutes, 0);
  const staffMinutes = entries.reduce((total, e) => total + e.minutes, 0) - practitionerMinutes;
  const codesAt = (extra: number) =>
    careMonthCodes({
      month,
      apcm,
      ccm: { complex, staffMinutes: staffMinutes + extra, practitionerMinutes, initiatingVisit: false, g0506Billed: false, otherPractitionerBills: false },
    });
  const codes = codesAt(0);
  const key = (lines: readonly CodeLine[]) => lines.map((l) => `${l.code}x${l.units}`).join(' ');
  let next: CcmMonthSummary['next'] = null;
  for (let extra = 1; extra <= LOOK_AHEAD; extra++) {
    const then = codesAt(extra);
    if (key(then) !== key(codes)) {
      next = { minutes: extra, codes: then };
      break;
    }
  }
  return { staffMinutes, practitionerMinutes, totalMinutes: staffMinutes + practitionerMinutes, codes, next };
}

/** What a care-month close knows of a patient-month beside its time entries (stated by the caller or read from other rows). */
export interface CareMonthKnown {
  apcm: boolean;
  complex: boolean;
  initiatingVisit?: boolean;
  g0506Billed?: boolean;
  otherPractitionerBills?: boolean;
  deviceDays: number;
  setupBilled: boolean;
  /** RPM: stated; else interactive when an entry of the month says so (`Supervised`). */
  interactiveCommunication?: boolean;
}

const storedMinutes = (entry: Fields, field: string) => {
  const n = Number(entry[field] ?? 0);
  return Number.isFinite(n) && n > 0 ? n : 0;
};

/**
 * The `careMonthCodes` input of one patient's CCM or RPM month from its time entries (`Time`
 * minutes, `ProviderTime` the practitioner's part of them, `Supervised` interactive), as the
 * server's month close (server/sending.ts) and the demo seed build it.
 */
export function careMonthInput(program: 'ccm' | 'rpm', month: string, entries: readonly Fields[], known: CareMonthKnown): CareMonthInput {
  const total = entries.reduce((sum, e) => sum + storedMinutes(e, 'Time'), 0);
  const practitioner = entries.reduce((sum, e) => sum + Math.min(storedMinutes(e, 'ProviderTime'), storedMinutes(e, 'Time')), 0);
  return {
    month,
    apcm: known.apcm,
    ...(program === 'ccm'
      ? { ccm: { complex: known.complex, staffMinutes: total - practitioner, practitionerMinutes: practitioner, initiatingVisit: !!known.initiatingVisit, g0506Billed: !!known.g0506Billed, otherPractitionerBills: !!known.otherPractitionerBills } }
      : { rpm: { deviceDays: known.deviceDays, setupBilled: known.setupBilled, managementMinutes: total, interactiveCommunication: known.interactiveCommunication ?? entries.some((e) => e['Supervised'] === true) } }),
  };
}
