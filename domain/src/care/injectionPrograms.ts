/**
 * The injection programs (B12, flu, GLP-1, Prolia): each one's protocol — when the next dose is
 * due after the last one — and, for GLP-1 and Prolia, the prior authorisation of the patient's
 * medication that must be in force for a dose to be given (the server refuses it otherwise).
 *
 * A medication's prior authorisation is in force when it is not required, or its
 * `PriorAuthorizationStatus` is `Approved` and its `DateExpired` (the authorisation's end) is not
 * past. The medication of a program is found on the patient's active medication list by name.
 */
import { addDays, addMonths, calendarDayOf } from '../calendarDays.ts';
import { AppError, ERROR_TYPES } from '../errors.ts';

export const INJECTION_PROGRAMS = ['b12', 'flu', 'glp1', 'prolia'] as const;
export type InjectionProgram = (typeof INJECTION_PROGRAMS)[number];
export const isInjectionProgram = (value: unknown): value is InjectionProgram => INJECTION_PROGRAMS.includes(value as InjectionProgram);

/** The drugs of the programs that need a prior authorisation, by name on the medication list. */
const AUTHORISED_DRUGS: Partial<Record<InjectionProgram, RegExp>> = {
  glp1: /semaglutide|tirzepatide|liraglutide|dulaglutide|ozempic|wegovy|mounjaro|zepbound|saxenda|trulicity/i,
  prolia: /denosumab|prolia/i,
};

/** The month the flu season starts (August, 0-based 7): one dose per season. */
const FLU_SEASON_START_MONTH = 7;

/** The first day of the flu season a day falls in. */
function fluSeasonStart(day: string): string {
  const [year, month] = [Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1];
  return `${month >= FLU_SEASON_START_MONTH ? year : year - 1}-08-01`;
}

/**
 * The day the next dose is due (YYYY-MM-DD) after the last one given (none: due today): B12
 * monthly, GLP-1 weekly, Prolia every 6 months, flu once per season (from 1 August).
 */
export function nextInjectionDue(program: InjectionProgram, lastGiven: string | null, today: string): string {
  // the day a dose was given is a calendar day (its date-time's first ten characters)
  const given = calendarDayOf(lastGiven);
  if (!given) return today.slice(0, 10);
  switch (program) {
    case 'b12':
      return addMonths(given, 1);
    case 'glp1':
      return addDays(given, 7);
    case 'prolia':
      return addMonths(given, 6);
    case 'flu':
      return addMonths(fluSeasonStart(given), 12);
  }
}

export type AuthorisationState = 'notRequired' | 'inForce' | 'expired' | 'notApproved' | 'none';

/** The prior authorisation of the program's medication among the patient's active medications. */
export function programAuthorisation(program: InjectionProgram, medications: readonly Record<string, unknown>[], now: string): { state: AuthorisationState; medication?: string; until?: string } {
  const drug = AUTHORISED_DRUGS[program];
  if (!drug) return { state: 'notRequired' };
  const med = medications.find((m) => (m['Status'] ?? 'Active') === 'Active' && drug.test(String(m['Medication'] ?? '')));
  if (!med) return { state: 'none' };
  const medication = String(med['Medication']);
  if (med['PriorAuthorizationRequired'] !== true) return { state: 'notRequired', medication };
  const until = typeof med['DateExpired'] === 'string' ? med['DateExpired'] : undefined;
  if (med['PriorAuthorizationStatus'] !== 'Approved') return { state: 'notApproved', medication, ...(until ? { until } : {}) };
  if (until && until < now) return { state: 'expired', medication, until };
  return { state: 'inForce', medication, ...(until ? { until } : {}) };
}

/** The programs whose doses need a prior authorisation in force (their drug's, and their enrolment's). */
export const isAuthorisedProgram = (program: unknown): program is InjectionProgram => typeof program === 'string' && Object.hasOwn(AUTHORISED_DRUGS, program);

const refused = (message: string, why: string) => new AppError(ERROR_TYPES.validation, message, { Program: why });
const day = (value: unknown) => (typeof value === 'string' ? value.slice(0, 10) : '');

/**
 * Refuses a GLP-1 or Prolia dose given on `givenOn` (YYYY-MM-DD) without an authorisation in
 * force that day: the program's drug on the patient's active medication list (none on record
 * is no authorisation), its prior authorisation approved and not expired, and the patient's
 * active enrolment in the program, whose authorisation window (`StartDate`–`DateExpired`, when
 * it carries one) holds the day.
 */
export function assertAuthorisedDose(program: InjectionProgram, medications: readonly Record<string, unknown>[], enrolment: Record<string, unknown> | undefined, givenOn: string): void {
  const name = program.toUpperCase();
  if (!enrolment) throw refused(`The patient is not enrolled in ${name}: enrol them, with the prior authorisation, before a dose is recorded`, 'Not enrolled');
  const { state, medication, until } = programAuthorisation(program, medications, `${givenOn}T00:00:00.000Z`);
  if (state === 'none') throw refused(`No ${name} drug is on the patient's active medication list: add it, with its prior authorisation, before a dose is recorded`, 'No authorised drug on record');
  if (state === 'expired') throw refused(`The prior authorisation of ${medication} expired on ${until?.slice(0, 10)}: renew it before giving this dose`, 'Prior authorisation expired');
  if (state === 'notApproved') throw refused(`The prior authorisation of ${medication} is not approved: it must be approved before this dose is given`, 'Prior authorisation not approved');
  const [from, to] = [day(enrolment['StartDate']), day(enrolment['DateExpired'])];
  if (to && givenOn > to) throw refused(`The ${name} enrolment's prior authorisation expired on ${to}: renew it before giving this dose`, 'Prior authorisation expired');
  if (from && givenOn < from) throw refused(`The ${name} enrolment's prior authorisation starts on ${from}: a dose given on ${givenOn} is not authorised`, 'Prior authorisation not yet in force');
}
