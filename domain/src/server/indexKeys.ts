/**
 * The index layout of every kind: which of the eleven GSI slots a row fills and with what keys,
 * built from the key formats of keys.ts. Both servers derive every stored row's keys with
 * `indexKeysFor` (item.ts; a browser's keys are dropped), so no browser loads this.
 */
import type { EntityType } from '../entities.ts';
import {
  DATE_FIELD,
  GSI_FIELDS,
  GSI_NUMBERS,
  type GsiField,
  type GsiNumber,
  type IndexKeys,
  KEY_SEPARATOR as SEP,
  type KeySource,
  datePart,
  keyValue as str,
  monthOfInstant,
  normalizeText,
  phoneDigits,
  phoneLastFour,
  pk,
  utcDateTime,
} from '../keys.ts';

type Slot = readonly [pk: string, sk: string] | null;
type SlotBuilder = (r: KeySource, c: string, id: string) => Slot;

/** Builds the slot only when every part it needs is present (sparse indexes). */
function slot(pkValue: string | false, skValue: string): Slot {
  return pkValue ? [pkValue, skValue] : null;
}

/** Kinds whose date field came later: a row without it is ordered by this one (a time entry by when it was recorded). */
const DATE_FALLBACK: Partial<Record<EntityType, string>> = { TimeEntry: 'Timestamp' };
const date = (r: KeySource, kind: EntityType) => utcDateTime(r[DATE_FIELD[kind]] ?? r[DATE_FALLBACK[kind] ?? DATE_FIELD[kind]]);
const withId = (sk: string, id: string) => `${sk}${SEP}${id}`;
/** A billing total's open balance in cents (its `Figures`, stored as an object or sent as JSON text). */
function openBalance(r: Record<string, unknown>): number {
  let figures = r['Figures'];
  if (typeof figures === 'string') {
    try {
      figures = JSON.parse(figures);
    } catch {
      return 0;
    }
  }
  const balance = figures && typeof figures === 'object' ? (figures as Record<string, unknown>)['balance'] : 0;
  return typeof balance === 'number' && Number.isInteger(balance) ? balance : 0;
}
const openFlag = (r: KeySource) => (r['Done'] === true ? '1' : '0');
const patientName = (r: KeySource) => `${normalizeText(r['LastName'])} ${normalizeText(r['FirstName'])}`.trim();

/** Common slots for a kind that belongs to a patient's chart: clinic-wide by date, and per patient by date. */
function chartSlots(kind: EntityType): Partial<Record<GsiNumber, SlotBuilder>> {
  return {
    1: (r, c, id) => slot(pk.kind(c, kind), withId(date(r, kind), id)),
    2: (r, c, id) => slot(!!str(r['PatientID']) && pk.patient(c, kind, str(r['PatientID'])), withId(date(r, kind), id)),
  };
}

/**
 * Audit and access-log entries (`ChangedBy` the staff member, `PatientID` the patient whose
 * record it was): clinic-wide, per patient, per patient and person, per person; newest last.
 */
function whoSawOrChanged(kind: 'Audit' | 'AccessLog'): Partial<Record<GsiNumber, SlotBuilder>> {
  const by = (r: KeySource) => str(r['ChangedBy']);
  const patient = (r: KeySource) => str(r['PatientID']);
  return {
    1: (r, c, id) => slot(pk.kind(c, kind), withId(date(r, kind), id)),
    2: (r, c, id) => slot(!!patient(r) && pk.patient(c, kind, patient(r)), withId(date(r, kind), id)),
    3: (r, c, id) => slot(!!patient(r) && !!by(r) && pk.patientUser(c, kind, patient(r), by(r)), withId(date(r, kind), id)),
    4: (r, c, id) => slot(!!by(r) && pk.user(c, kind, by(r)), withId(date(r, kind), id)),
  };
}

const linkedToVisit =
  (kind: EntityType): SlotBuilder =>
  (r, c, id) =>
    slot(!!str(r['LinkedToVisit']) && pk.parent(c, kind, str(r['LinkedToVisit'])), withId(date(r, kind), id));

/**
 * The index layout of every kind. Slots not listed are left empty (the row is not in that index).
 * A slot reads every field it uses before comparing one with a constant (`!!str(a) && b === true`),
 * so `indexKeySources` sees all of them.
 */
export const INDEX_LAYOUT: Record<EntityType, Partial<Record<GsiNumber, SlotBuilder>>> = {
  Clinic: {
    1: (r, c, id) => slot(pk.kind(c, 'Clinic'), withId(normalizeText(r['Name']), id)),
  },
  User: {
    1: (r, c, id) => slot(pk.kind(c, 'User'), withId(normalizeText(r['FullName']), id)),
    3: (r, c, id) => slot(!!str(r['Status']) && pk.status(c, 'User', str(r['Status'])), withId(normalizeText(r['FullName']), id)),
    6: (r, c) => slot(!!str(r['Email']) && pk.code(c, 'User'), normalizeText(r['Email'])),
  },
  Patient: {
    1: (r, c, id) => slot(pk.kind(c, 'Patient'), withId(patientName(r), id)),
    3: (r, c, id) => slot(!!str(r['Status']) && pk.status(c, 'Patient', str(r['Status'])), withId(patientName(r), id)),
    6: (r, c) => slot(!!str(r['PatientID']) && pk.code(c, 'Patient'), str(r['PatientID'])),
    7: (r, c, id) =>
      slot(pk.patientSearch(c, 'FIRST'), withId(`${normalizeText(r['FirstName'])} ${normalizeText(r['LastName'])}`.trim(), id)),
    8: (r, c, id) => slot(!!datePart(r['DOB']) && pk.patientSearch(c, 'DOB'), withId(datePart(r['DOB']), id)),
    9: (r, c, id) => slot(!!phoneDigits(r['CellPhone']) && pk.patientSearch(c, 'CELL'), withId(phoneDigits(r['CellPhone']), id)),
    10: (r, c, id) => slot(!!phoneDigits(r['HomePhone']) && pk.patientSearch(c, 'HOME'), withId(phoneDigits(r['HomePhone']), id)),
    // the last four digits of each phone ("the one ending 0142")
    4: (r, c, id) => slot(!!phoneLastFour(r['CellPhone']) && pk.patientSearch(c, 'CELL4'), withId(phoneLastFour(r['CellPhone']), id)),
    5: (r, c, id) => slot(!!phoneLastFour(r['HomePhone']) && pk.patientSearch(c, 'HOME4'), withId(phoneLastFour(r['HomePhone']), id)),
  },
  Insurance: {
    2: (r, c, id) =>
      slot(!!str(r['PatientID']) && pk.patient(c, 'Insurance', str(r['PatientID'])), withId(str(r['InsuranceClass']), id)),
  },
  Pharmacy: {
    2: (r, c, id) =>
      slot(!!str(r['PatientID']) && pk.patient(c, 'Pharmacy', str(r['PatientID'])), withId(r['IsPrimary'] === true ? '0' : '1', id)),
  },
  Visit: {
    ...chartSlots('Visit'),
    3: (r, c, id) => slot(!!str(r['VisitStatus']) && pk.status(c, 'Visit', str(r['VisitStatus'])), withId(date(r, 'Visit'), id)),
    4: (r, c, id) => slot(!!str(r['AssignedTo']) && pk.user(c, 'Visit', str(r['AssignedTo'])), withId(date(r, 'Visit'), id)),
    5: (r, c, id) =>
      slot(!!str(r['PaymentStatus']) && pk.status(c, 'Visit', `PAY-${str(r['PaymentStatus'])}`), withId(date(r, 'Visit'), id)),
  },
  Vitals: {
    ...chartSlots('Vitals'),
    5: linkedToVisit('Vitals'),
    // a program's readings (RPM) of a month, each patient's together: a page of patients reads them as one PatientID range
    11: (r, c, id) =>
      slot(
        !!str(r['Program']) && !!str(r['PatientID']) && !!date(r, 'Vitals') && pk.readingMonth(c, str(r['Program']), monthOfInstant(date(r, 'Vitals'))),
        withId(`${str(r['PatientID'])}${SEP}${date(r, 'Vitals')}`, id),
      ),
  },
  Lab: {
    ...chartSlots('Lab'),
    5: linkedToVisit('Lab'),
    11: (r, c, id) =>
      slot(
        !!str(r['PatientID']) && !!str(r['Component']) && pk.labComponent(c, str(r['PatientID']), str(r['Component'])),
        withId(date(r, 'Lab'), id),
      ),
  },
  Procedure: { ...chartSlots('Procedure'), 5: linkedToVisit('Procedure') },
  Imaging: { ...chartSlots('Imaging'), 5: linkedToVisit('Imaging') },
  Referral: {
    ...chartSlots('Referral'),
    3: (r, c, id) => slot(!!str(r['Status']) && pk.status(c, 'Referral', str(r['Status'])), withId(date(r, 'Referral'), id)),
    5: linkedToVisit('Referral'),
  },
  Hospitalization: chartSlots('Hospitalization'),
  Immunization: chartSlots('Immunization'),
  Injection: {
    ...chartSlots('Injection'),
    11: (r, c, id) => slot(!!str(r['Program']) && pk.group(c, 'Injection', str(r['Program'])), withId(date(r, 'Injection'), id)),
  },
  Allergy: chartSlots('Allergy'),
  Medication: {
    ...chartSlots('Medication'),
    3: (r, c, id) =>
      slot(
        !!str(r['PatientID']) && !!str(r['Status']) && pk.patientStatus(c, 'Medication', str(r['PatientID']), str(r['Status'])),
        withId(date(r, 'Medication'), id),
      ),
    4: (r, c, id) =>
      slot(
        !!str(r['PriorAuthorizationStatus']) && r['PriorAuthorizationRequired'] === true &&
          pk.priorAuth(c, str(r['PriorAuthorizationStatus'])),
        withId(date(r, 'Medication'), id),
      ),
  },
  Diagnosis: {
    ...chartSlots('Diagnosis'),
    3: (r, c, id) =>
      slot(
        !!str(r['PatientID']) && !!str(r['DiagnosisType']) &&
          pk.patientType(c, 'Diagnosis', str(r['PatientID']), str(r['DiagnosisType'])),
        withId(date(r, 'Diagnosis'), id),
      ),
    4: (r, c, id) =>
      slot(
        !!str(r['PatientID']) && !!str(r['Status']) && pk.patientStatus(c, 'Diagnosis', str(r['PatientID']), str(r['Status'])),
        withId(date(r, 'Diagnosis'), id),
      ),
  },
  FamilyHistory: chartSlots('FamilyHistory'),
  SocialHistory: chartSlots('SocialHistory'),
  Note: { ...chartSlots('Note'), 5: linkedToVisit('Note') },
  Claim: {
    ...chartSlots('Claim'),
    3: (r, c, id) => slot(!!str(r['Status']) && pk.status(c, 'Claim', str(r['Status'])), withId(date(r, 'Claim'), id)),
    5: linkedToVisit('Claim'),
    6: (r, c) => slot(!!str(r['Claim']) && pk.code(c, 'Claim'), str(r['Claim'])),
    7: (r, c) => slot(!!str(r['CareMonth']) && !!str(r['PatientID']) && pk.careMonth(c, str(r['PatientID'])), str(r['CareMonth'])),
  },
  Charge: {
    1: (r, c, id) => slot(pk.kind(c, 'Charge'), withId(date(r, 'Charge'), id)),
    5: (r, c, id) =>
      slot(!!str(r['LinkedToClaim']) && pk.parent(c, 'Charge', str(r['LinkedToClaim'])), withId(date(r, 'Charge'), id)),
  },
  Payment: {
    ...chartSlots('Payment'),
    3: (r, c, id) => slot(!!str(r['BatchNumber']) && pk.batch(c, str(r['BatchNumber'])), withId(date(r, 'Payment'), id)),
    4: (r, c, id) => slot(!!str(r['PaymentPlanID']) && pk.planPostings(c), withId(date(r, 'Payment'), id)),
    5: (r, c, id) =>
      slot(!!str(r['LinkedToClaim']) && pk.parent(c, 'Payment', str(r['LinkedToClaim'])), withId(date(r, 'Payment'), id)),
    6: (r, c) => slot(!!str(r['PaymentID']) && pk.code(c, 'Payment'), str(r['PaymentID'])),
    7: (r, c) => slot(!!str(r['Reverses']) && pk.reversals(c), str(r['Reverses'])),
    11: (r, c, id) =>
      slot(!!str(r['PaymentPlanID']) && pk.group(c, 'Payment', str(r['PaymentPlanID'])), withId(date(r, 'Payment'), id)),
  },
  PaymentPlan: {
    ...chartSlots('PaymentPlan'),
    3: (r, c, id) => slot(!!str(r['Status']) && pk.status(c, 'PaymentPlan', str(r['Status'])), withId(date(r, 'PaymentPlan'), id)),
    4: (r, c, id) =>
      slot(!!str(r['NextDueDate']) && r['Status'] === 'Active' && pk.paymentPlanDue(c), withId(str(r['NextDueDate']), id)),
    6: (r, c) => slot(!!str(r['PaymentPlanID']) && pk.code(c, 'PaymentPlan'), str(r['PaymentPlanID'])),
  },
  // the clinic's fee schedule, by code: all entries, by status, and the one active entry of a code (unique)
  // the server's billing totals (billing/billingTotals.ts): one partition per group, by month; the
  // patients with an open balance (agingPatient) also by that balance, so the largest come first
  BillingTotal: {
    1: (r, c, id) => slot(!!str(r['TotalGroup']) && pk.group(c, 'BillingTotal', str(r['TotalGroup'])), withId(str(r['Month']), id)),
    2: (r, c, id) =>
      slot(
        !!str(r['TotalGroup']) && openBalance(r) > 0 && r['TotalGroup'] === 'agingPatient' && pk.group(c, 'BillingTotal', 'agingPatient'),
        withId(String(openBalance(r)).padStart(12, '0'), id),
      ),
  },
  FeeScheduleEntry: {
    1: (r, c, id) => slot(pk.kind(c, 'FeeScheduleEntry'), withId(str(r['CPTCode']), id)),
    3: (r, c, id) => slot(!!str(r['Status']) && pk.status(c, 'FeeScheduleEntry', str(r['Status'])), withId(str(r['CPTCode']), id)),
    6: (r, c) => slot(!!str(r['CPTCode']) && r['Status'] === 'Active' && pk.code(c, 'FeeScheduleEntry'), str(r['CPTCode'])),
  },
  Task: {
    1: (r, c, id) => slot(pk.kind(c, 'Task'), withId(date(r, 'Task'), id)),
    2: (r, c, id) =>
      slot(!!str(r['PatientID']) && pk.patient(c, 'Task', str(r['PatientID'])), withId(`${openFlag(r)}${SEP}${date(r, 'Task')}`, id)),
    3: (r, c, id) => slot(pk.status(c, 'Task', r['Done'] === true ? 'Done' : 'Open'), withId(date(r, 'Task'), id)),
    4: (r, c, id) =>
      slot(!!str(r['AssignedTo']) && pk.user(c, 'Task', str(r['AssignedTo'])), withId(`${openFlag(r)}${SEP}${date(r, 'Task')}`, id)),
  },
  ProgramEnrollment: {
    ...chartSlots('ProgramEnrollment'),
    3: (r, c, id) =>
      slot(!!str(r['Program']) && !!str(r['Status']) && !!str(r['PatientID']) && pk.programRoster(c, str(r['Program']), str(r['Status'])), withId(str(r['PatientID']), id)),
    11: (r, c, id) =>
      slot(
        !!str(r['Program']) && pk.group(c, 'ProgramEnrollment', str(r['Program'])),
        withId(`${str(r['Status'])}${SEP}${date(r, 'ProgramEnrollment')}`, id),
      ),
  },
  TimeEntry: {
    ...chartSlots('TimeEntry'),
    4: (r, c, id) => slot(!!str(r['CreatedBy']) && pk.user(c, 'TimeEntry', str(r['CreatedBy'])), withId(date(r, 'TimeEntry'), id)),
    5: (r, c, id) =>
      slot(!!str(r['LinkedToProgram']) && pk.parent(c, 'TimeEntry', str(r['LinkedToProgram'])), withId(date(r, 'TimeEntry'), id)),
    11: (r, c, id) =>
      slot(
        !!str(r['Program']) && !!date(r, 'TimeEntry') && pk.timeMonth(c, str(r['Program']), monthOfInstant(date(r, 'TimeEntry'))),
        withId(`${str(r['PatientID'])}${SEP}${date(r, 'TimeEntry')}`, id),
      ),
  },
  CalendarEvent: {
    1: (r, c, id) => slot(pk.kind(c, 'CalendarEvent'), withId(date(r, 'CalendarEvent'), id)),
    4: (r, c, id) =>
      slot(!!str(r['AssignedTo']) && pk.user(c, 'CalendarEvent', str(r['AssignedTo'])), withId(date(r, 'CalendarEvent'), id)),
  },
  Audit: {
    ...whoSawOrChanged('Audit'),
    5: (r, c, id) => slot(!!str(r['CustomID']) && pk.parent(c, 'Audit', str(r['CustomID'])), withId(date(r, 'Audit'), id)),
  },
  AccessLog: whoSawOrChanged('AccessLog'),
};

/**
 * Index slots whose sort key is a code unique in a clinic (queried with `eq`), and the field
 * the code comes from: the server refuses a second row with the same code (docs/data-model.md).
 */
export const UNIQUE_SLOTS: Partial<Record<EntityType, Partial<Record<GsiNumber, string>>>> = {
  User: { 6: 'Email' },
  Patient: { 6: 'PatientID' },
  Claim: { 6: 'Claim', 7: 'CareMonth' },
  // a posting is reversed once: its reversal holds the slot of the reversed posting's id
  Payment: { 6: 'PaymentID', 7: 'Reverses' },
  PaymentPlan: { 6: 'PaymentPlanID' },
  // one active entry per code; a retired entry leaves the slot
  FeeScheduleEntry: { 6: 'CPTCode' },
};

/**
 * Derives all eleven key pairs of a row from its fields. A slot a kind does not use, or
 * whose source fields are empty, is null on both halves (the row is absent from that index).
 */
export function indexKeysFor(kind: EntityType, record: KeySource): IndexKeys {
  const clinic = str(record['ClinicID']);
  const id = str(record['id']);
  const keys = Object.fromEntries(GSI_FIELDS.map((f) => [f, null])) as IndexKeys;
  if (!clinic || !id) return keys;
  const layout = INDEX_LAYOUT[kind];
  for (const n of GSI_NUMBERS) {
    const built = layout[n]?.(record, clinic, id);
    if (built) {
      keys[`GSI${n}PK`] = built[0];
      keys[`GSI${n}SK`] = built[1];
    }
  }
  return keys;
}

const sourceCache = new Map<EntityType, Partial<Record<GsiField, readonly string[]>>>();

/**
 * The fields each index key of a kind is built from (`ClinicID` and `id` aside): a key is only
 * as readable as its sources, so the server hides it, and refuses a query or a predicate on it,
 * when the caller may not read one of them. Found by running the kind's slots on a record that
 * answers every field (as text, then as `true`) and noting what they read.
 */
export function indexKeySources(kind: EntityType): Partial<Record<GsiField, readonly string[]>> {
  let sources = sourceCache.get(kind);
  if (!sources) {
    sources = {};
    for (const n of GSI_NUMBERS) {
      const build = INDEX_LAYOUT[kind][n];
      if (!build) continue;
      const read = new Set<string>();
      for (const value of ['2001-01-01T00:00:00.000Z', true]) {
        const probe = new Proxy({} as KeySource, {
          get: (_target, field) => {
            if (typeof field === 'string') read.add(field);
            return value;
          },
        });
        build(probe, 'clinic', 'id');
      }
      sources[`GSI${n}PK`] = sources[`GSI${n}SK`] = [...read].sort();
    }
    sourceCache.set(kind, sources);
  }
  return sources;
}
