/**
 * Server planners that send work to billing, each one transaction (writes.ts,
 * `planServerWrites`): the draft Claim, its Charge lines (through the ledger rules, so the
 * claim's totals are stamped) and the mark on what was sent.
 *
 * - `planSendVisit` (`sendVisitToBilling(visitId)`): a checked-out visit's wrap-up charges
 *   (`visitBilling`; the wrap-up is final once the visit is checked out) become a draft claim linked to the visit, its diagnosis slots the wrap-up's
 *   diagnoses with the signed note's after them (`wrapUpDiagnoses`); the visit gets `LinkedToClaim`,
 *   `PaymentStatus` `Unbilled` (until the claim is submitted) and a `SendingHistory` entry. A visit
 *   already sent is refused.
 * - `planCloseCareMonth` (`closeCareMonth(patientId, program, month, facts?)`): the patient's
 *   CCM or RPM minutes of the month (their TimeEntry rows) and the facts the caller states give
 *   `careMonthCodes`; what the caller states may add to what the server records, never contradict
 *   it (`combinedFacts`); the codes become a draft claim with `CareMonth` `<program>:<month>`, unique
 *   per patient (index 7), so a month is closed once. The patient's enrolments in the program
 *   (the active one and any the month's entries belong to) get the month in their closed months
 *   (`CustomArray`), so its time entries are locked; a month closed there already is refused.
 *   `complex` defaults to the active enrolment's flag; `apcm` holds when the patient is under
 *   APCM that month (the Patient's `ApcmSince`). RPM facts come from the rows too:
 *   interactive communication when an entry of the month says so (`Supervised`), the set-up
 *   (99453) billed when another month's claim carried it for the device's enrolment
 *   (`setupMonth`: the close that bills 99453 stores its month there).
 */
import { visitBilling } from '../billing/visitBilling.ts';
import { careMonthCodes } from '../care/careMonthCodes.ts';
import { COMPLEX_CCM, careMonthInput, closedMonths, isActiveEnrolment, setupBilledBefore, setupMarker, setupMonth, underApcm } from '../care/carePrograms.ts';
import { monthDeviceDays, rpmPeriodShown } from '../care/rpmReadings.ts';
import { wrapUpDiagnoses, wrapUpNote } from '../visits/wrapUp.ts';
import { type EntityType } from '../entities.ts';
import { AppError, ERROR_TYPES } from '../errors.ts';
import { keyPart, pk } from '../keys.ts';
import { type Caller, assertModuleEnabled } from './access.ts';
import { DIAGNOSIS_SLOTS } from '../billing/ledgerFieldSpecs.ts';
import { chargesRead, postingsRead } from './ledger.ts';
import type { StoredItem } from './item.ts';
import { monthEnd, planPricedLines, planPricedWrapUp } from './pricing.ts';
import { type RuleContext, noSuchRecord, visibleRow } from './rules.ts';
import type { Fields } from './ruleTypes.ts';
import { type Plan, type PlannedWrite, type ServerPlanner, planServerWrites } from './writes.ts';

const invalid = (field: string, message: string) => new AppError(ERROR_TYPES.validation, `${field}: ${message}`, { [field]: message });
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
/** A visit is billed once its wrap-up is final: checked out (visits/visitStatus.ts, `assertVisitState`). */
const BILLABLE = 'CheckedOut';
/** Programs whose months are closed with `careMonthCodes`. */
export const CARE_MONTH_PROGRAMS = ['ccm', 'rpm'] as const;

function requireBilling(rc: RuleContext, ...kinds: EntityType[]): void {
  for (const kind of kinds) assertModuleEnabled(() => rc.modules, rc.caller.clinicId, kind);
}

const who = (caller: Caller, now: string) => ({ at: now, by: caller.sub, name: caller.name || caller.email });

/** `sendVisitToBilling`: the draft claim and lines of a wrapped-up visit, and the visit marked as sent. */
export function planSendVisit(rc: RuleContext, visitId: unknown, now: string): Plan<PlannedWrite> {
  return planServerWrites(rc, now, function* (p) {
    if (typeof visitId !== 'string' || !visitId) throw new AppError(ERROR_TYPES.badRequest, 'visitId is required', { visitId: 'Required' });
    requireBilling(rc, 'Visit', 'Claim', 'Charge');
    const got = yield* p.read({
      visit: { get: visitId },
      claims: { query: { index: 5, pk: pk.parent(rc.caller.clinicId, 'Claim', visitId) } },
      notes: { query: { index: 5, pk: pk.parent(rc.caller.clinicId, 'Note', visitId) } },
    });
    const visit = visibleRow(rc, got.row('visit'));
    if (visit?.EntityType !== 'Visit') throw noSuchRecord(visitId);
    const sent = text(visit['LinkedToClaim']) || got.rows('claims')[0]?.id;
    if (sent) throw invalid('LinkedToClaim', `This visit was sent to billing already (claim ${sent})`);
    if (text(visit['VisitStatus']) !== BILLABLE) throw invalid('VisitStatus', `Only a checked-out visit is sent to billing: its wrap-up is final then (this one is ${text(visit['VisitStatus']) || 'Scheduled'})`);
    const billing = visitBilling(visit);
    const { charges } = billing;
    const diagnoses = wrapUpDiagnoses(billing.diagnoses, wrapUpNote(got.rows('notes')));
    if (charges.length === 0) throw invalid('WrapUps', 'The wrap-up has no CPT codes to bill');
    if (diagnoses.length > DIAGNOSIS_SLOTS.length) throw invalid('Diagnoses', `At most ${DIAGNOSIS_SLOTS.length} diagnoses go on a claim`);
    const claim = yield* p.write({ create: 'Claim', fields: { PatientID: visit['PatientID'], ClaimDate: now, LinkedToVisit: visit.id, Diagnoses: diagnoses } });
    const lines: string[] = [];
    // lines sent at $0 take the fee schedule's price on the visit's day (pricing.ts)
    const priced = yield* planPricedWrapUp(p, rc.caller.clinicId, charges, text(visit['VisitDate']).slice(0, 10) || now.slice(0, 10));
    for (const [i, line] of priced.entries()) {
      try {
        const fields = { LinkedToClaim: claim.id, CPTCode: line.cpt, Units: line.units, Amount: line.amount, DiagnosisPointers: line.pointers, ...(line.description ? { Description: line.description } : {}) };
        lines.push((yield* p.write({ create: 'Charge', fields })).id);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        throw new AppError(error.errorType, `Wrap-up charge ${i + 1} (${line.cpt || 'no code'}): ${error.message}`, { ...error.fields, WrapUps: error.message });
      }
    }
    const history = Array.isArray(visit['SendingHistory']) ? visit['SendingHistory'] : [];
    yield* p.write({
      update: visit,
      changes: { LinkedToClaim: claim.id, PaymentStatus: 'Unbilled', SendingHistory: [...history, { ...who(rc.caller, now), event: 'sent to billing', claim: claim.id, claimNumber: claim['Claim'] }] },
    });
    return [claim.id, visit.id, ...lines];
  });
}

/** The facts of a care month the caller states (what the rows cannot tell); minutes come from the TimeEntry rows. */
export interface CareMonthFacts {
  apcm?: boolean;
  complex?: boolean;
  initiatingVisit?: boolean;
  g0506Billed?: boolean;
  otherPractitionerBills?: boolean;
  setupBilled?: boolean;
  interactiveCommunication?: boolean;
}
const FACTS: Record<keyof CareMonthFacts, 'boolean' | 'number'> = {
  apcm: 'boolean', complex: 'boolean', initiatingVisit: 'boolean', g0506Billed: 'boolean', otherPractitionerBills: 'boolean',
  setupBilled: 'boolean', interactiveCommunication: 'boolean',
};

/** The facts the server records for a patient-month (from its rows): a stated fact may add to them, never deny one. */
export type RecordedFacts = Required<Pick<CareMonthFacts, 'apcm' | 'complex' | 'setupBilled' | 'interactiveCommunication'>>;

/**
 * The facts a month is closed with: each the server records (`recorded`) holds whatever the
 * caller states — a stated `false` against a recorded `true` is refused, not obeyed (99453
 * billed twice by stating it was not) —, and a stated `true` adds to it; the facts no row holds
 * are the caller's.
 */
export function combinedFacts(stated: CareMonthFacts, recorded: RecordedFacts): CareMonthFacts {
  for (const [fact, held] of Object.entries(recorded) as [keyof RecordedFacts, boolean][]) {
    if (held && stated[fact] === false) {
      throw new AppError(ERROR_TYPES.validation, `facts.${fact}: the server's records say it holds for this patient-month; a stated fact may add to them, not contradict them`, { facts: `${fact} contradicts the records` });
    }
  }
  return {
    ...stated,
    ...Object.fromEntries((Object.keys(recorded) as (keyof RecordedFacts)[]).map((fact) => [fact, recorded[fact] || stated[fact] === true])),
  };
}

export function factsOf(value: unknown): CareMonthFacts {
  let facts: unknown = value ?? {};
  if (typeof value === 'string') {
    try {
      facts = JSON.parse(value);
    } catch {
      throw new AppError(ERROR_TYPES.badRequest, 'facts must be a JSON object', { facts: 'Not JSON' });
    }
  }
  if (typeof facts !== 'object' || facts === null || Array.isArray(facts)) throw new AppError(ERROR_TYPES.badRequest, 'facts must be an object', { facts: 'Must be an object' });
  for (const [key, v] of Object.entries(facts)) {
    const type = FACTS[key as keyof CareMonthFacts];
    if (!type) throw new AppError(ERROR_TYPES.badRequest, `facts.${key} is not a care-month fact (${Object.keys(FACTS).join(', ')})`, { facts: `Unknown: ${key}` });
    if (typeof v !== type) throw new AppError(ERROR_TYPES.badRequest, `facts.${key} must be a ${type}`, { facts: `${key} must be a ${type}` });
  }
  return facts as CareMonthFacts;
}

/** The program and month of a care-month close, checked: a care program, a month written YYYY-MM that is over. */
export function careMonthOf(rc: RuleContext, args: Fields, now: string): { program: string; month: string } {
  const [program, month] = [text(args['program']), text(args['month'])];
  if (!(CARE_MONTH_PROGRAMS as readonly string[]).includes(program)) throw invalid('program', `Must be one of ${CARE_MONTH_PROGRAMS.join(', ')}`);
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw invalid('month', 'Must be a month written YYYY-MM');
  if (month >= now.slice(0, 7)) throw invalid('month', 'Only a month that is over can be closed');
  requireBilling(rc, 'TimeEntry', 'Claim', 'Charge');
  return { program, month };
}

/** One patient's rows a month close needs: the Patient, the program-month's time entries, the patient's enrolments. */
export interface PatientMonthRows {
  patient: StoredItem | undefined;
  entries: readonly StoredItem[];
  enrolments: readonly StoredItem[];
  /** The clinic's fee schedule (every entry), when the batch read it once for all its patients. */
  feeSchedule?: readonly StoredItem[];
}

/** One patient's rows for a close of that patient alone (a batch reads them for many patients at once: `planBatchRows`). */
function* planPatientMonthRows(p: ServerPlanner, rc: RuleContext, patientId: string, program: string, month: string): Plan<PatientMonthRows> {
  const got = yield* p.read({
    entries: { query: { index: 11, pk: pk.timeMonth(rc.caller.clinicId, program, month), sk: { beginsWith: `${keyPart(patientId)}#` } } },
    patient: { query: { index: 6, pk: pk.code(rc.caller.clinicId, 'Patient'), sk: { eq: keyPart(patientId) } } },
    enrolments: { query: { index: 2, pk: pk.patient(rc.caller.clinicId, 'ProgramEnrollment', patientId) } },
  });
  return { patient: got.rows('patient')[0], entries: got.rows('entries'), enrolments: got.rows('enrolments') };
}

/**
 * How a patient's month is closed: `single` (closeCareMonth) refuses a month closed already or
 * with nothing to bill; `batch` (closeCareMonths) leaves a closed month as it is (no change) and
 * locks a month with nothing to bill without a claim.
 */
export type CloseMode = 'single' | 'batch';

/**
 * The device days an RPM month bills, counted by the server from the patient's readings (Vitals
 * with `Program` 'rpm') with the same function the pages use: in the 30-day period that ends
 * within the month when the enrolment has a device start date, else in the calendar month.
 */
function* planDeviceDays(p: ServerPlanner, rc: RuleContext, patientId: string, month: string, deviceStart: string, now: string): Plan<number> {
  const shown = rpmPeriodShown(deviceStart, month, now.slice(0, 10));
  if (shown === null) return 0;
  const [from, to] = shown === 'month' ? [month, `${month}\uffff`] : [shown.start, `${shown.end}\uffff`];
  const got = yield* p.read({ readings: { query: { index: 2, pk: pk.patient(rc.caller.clinicId, 'Vitals', patientId), sk: { between: [from, to] } } } });
  const times = got.rows('readings').filter((row) => row['Program'] === 'rpm').map((row) => text(row['DateConducted']));
  return monthDeviceDays(times, month, { deviceStart, today: now.slice(0, 10) }).deviceDays;
}

/** `closeCareMonth`: the month's care codes as a draft claim, once per patient, program and month. */
export function planCloseCareMonth(rc: RuleContext, args: Fields, now: string, mode: CloseMode = 'single', known?: PatientMonthRows): Plan<PlannedWrite> {
  return planServerWrites(rc, now, function* (p) {
    const patientId = text(args['patientId']);
    if (!patientId) throw new AppError(ERROR_TYPES.badRequest, 'patientId is required', { patientId: 'Required' });
    const { program, month } = careMonthOf(rc, args, now);
    const stated = factsOf(args['facts']);
    const rows = known ?? (yield* planPatientMonthRows(p, rc, patientId, program, month));
    if (!rows.patient) throw invalid('patientId', `No patient ${patientId} in your clinic`);
    const entries = rows.entries.filter((entry) => entry['PatientID'] === patientId);
    const linked = new Set(entries.map((entry) => text(entry['LinkedToProgram'])));
    const enrolments = rows.enrolments.filter((e) => e['Program'] === program && (isActiveEnrolment(e) || linked.has(e.id)));
    if (enrolments.some((e) => closedMonths(e).includes(month))) {
      if (mode === 'batch') return [];
      throw invalid('CareMonth', `${program.toUpperCase()} ${month} of patient ${patientId} is closed already`);
    }
    // the enrolments the month locks were just read: the lock's write takes them from here
    p.know(enrolments.map((e) => [{ get: e.id }, e] as const));
    const active = enrolments.find(isActiveEnrolment);
    // RPM: the device's enrolment (the active one, else the one the month's entries belong to) holds whether its set-up was billed
    const device = active ?? enrolments[0];
    const deviceDays = program === 'rpm' ? yield* planDeviceDays(p, rc, patientId, month, text(active?.['StartDate']).slice(0, 10), now) : 0;
    const facts = combinedFacts(stated, {
      apcm: underApcm(rows.patient['ApcmSince'], month),
      complex: text(active?.['Variation']) === COMPLEX_CCM,
      setupBilled: setupBilledBefore(setupMonth(device), month),
      interactiveCommunication: entries.some((e) => e['Supervised'] === true),
    });
    const input = careMonthInput(program as 'ccm' | 'rpm', month, entries, {
      apcm: facts.apcm === true,
      complex: facts.complex === true,
      initiatingVisit: facts.initiatingVisit,
      g0506Billed: facts.g0506Billed,
      otherPractitionerBills: facts.otherPractitionerBills,
      deviceDays,
      setupBilled: facts.setupBilled === true,
      interactiveCommunication: facts.interactiveCommunication,
    });
    const total = input.ccm ? input.ccm.staffMinutes + input.ccm.practitionerMinutes : (input.rpm?.managementMinutes ?? 0);
    let codes;
    try {
      codes = careMonthCodes(input);
    } catch (error) {
      if (error instanceof RangeError) throw invalid(error.message.startsWith('month') ? 'month' : 'facts', error.message);
      throw error;
    }
    // the claim carrying the set-up (99453) marks the device's enrolment, so no later month bills it again
    const setup = codes.some((line) => line.code === '99453');
    const lock = function* () {
      for (const enrolment of enrolments) {
        yield* p.write({ update: enrolment, changes: { CustomArray: [...closedMonths(enrolment), month], ...(setup && enrolment === device ? { CustomTime: setupMarker(month) } : {}) } });
      }
    };
    if (codes.length === 0) {
      if (mode === 'single') throw invalid('month', `Nothing to bill for ${program.toUpperCase()} in ${month}: ${total} minutes recorded`);
      yield* lock();
      return enrolments.map((e) => e.id);
    }
    // the problem list only for a month with codes (its claim's diagnoses)
    const problems = yield* p.read({ diagnoses: { query: { index: 4, pk: pk.patientStatus(rc.caller.clinicId, 'Diagnosis', patientId, 'Active') } } });
    const diagnoses = problems.rows('diagnoses').map((d) => text(d['Diagnosis']).split(' ')[0]!).filter(Boolean).slice(0, 4);
    const pointers = diagnoses.map((_, i) => DIAGNOSIS_SLOTS[i]!);
    // the batch may number the claim itself (the next after the one it made before); the write still checks it is free
    const number = mode === 'batch' && typeof args['claimNumber'] === 'string' ? { Claim: args['claimNumber'] } : {};
    const claim = yield* p.write({ create: 'Claim', fields: { PatientID: patientId, ClaimDate: now, Diagnoses: diagnoses, CareMonth: `${program}:${month}`, ...number } });
    // a claim this transaction made (its id checked free) has no lines or postings stored yet
    p.know([[chargesRead(rc.caller.clinicId, claim.id), []], [postingsRead(rc.caller.clinicId, claim.id), []]]);
    const lines: string[] = [];
    // each code at the fee schedule's price on the month's last day (pricing.ts); $0 when it has none
    const priced = yield* planPricedLines(p, rc.caller.clinicId, codes.map((code) => ({ CPTCode: code.code, Units: code.units, Amount: 0 })), monthEnd(month), rows.feeSchedule);
    for (const line of priced) {
      lines.push((yield* p.write({ create: 'Charge', fields: { LinkedToClaim: claim.id, ...line, DiagnosisPointers: pointers, Description: `${program.toUpperCase()} ${month}` } })).id);
    }
    yield* lock();
    return [claim.id, ...lines];
  });
}
