/**
 * Generates one patient and their chart: demographics, coverage, problems with matching
 * medications and labs, visits with vitals and notes, programs with time entries, and the
 * billing that follows (claims, charge lines, payments, payment plans). Every row is a
 * `SeedRow` (kind + fields); the caller stores them. Nothing here touches the database.
 */
import type { EntityType, Role } from '@emr/domain';
import { isAbnormalResult } from '@emr/domain/labs';
import {
  ACUTE_PROBLEMS,
  ALLERGIES,
  CANCELLATION_REASONS,
  CCM_ACTIVITIES,
  CONDITIONS,
  type Condition,
  DENIAL_REASONS,
  type DrugOption,
  FAMILY_CONDITIONS,
  HISTORY_PROBLEMS,
  IMAGING,
  LAB_PANELS,
  type LabKey,
  type Locality,
  MAIL_ORDER_PHARMACIES,
  NAME_GROUPS,
  PAYERS,
  PROCEDURES,
  type Payer,
  REJECTION_REASONS,
  RELATIVES,
  RPM_ACTIVITIES,
  SERVICES,
  SPECIALISTS,
  type ServiceCode,
  VISIT_NOTE_OPENERS,
  VISIT_NOTE_PLANS,
} from './catalog.ts';
import { type ClinicClock, DAY_MS, MINUTE_MS, iso } from './clock.ts';
import { Rng, hashString } from './random.ts';

export interface SeedRow {
  id: string;
  kind: EntityType;
  fields: Record<string, unknown>;
}

export type StaffTitle =
  | 'Physician'
  | 'Nurse practitioner'
  | 'Registered nurse'
  | 'Medical assistant'
  | 'Practice administrator'
  | 'Front desk'
  | 'Billing specialist';

export interface StaffMember {
  id: string;
  clinicId: string;
  email: string;
  name: string;
  role: Role;
  title: StaffTitle;
}

/** Everything the generators need to know about one clinic; counters advance as rows are made. */
export interface ClinicSeed {
  clinicId: string;
  /** Two-letter code used in patient ids, claim and payment numbers (NS, LV). */
  code: string;
  name: string;
  locality: Locality;
  /** Family medicine sees children; internal medicine adults only. */
  family: boolean;
  /** Seed of the clinic; each patient draws from its own generator derived from it and the patient's number. */
  seed: number;
  /** Clinic-level randomness (tasks, calendar). */
  rng: Rng;
  nextId: () => string;
  clock: ClinicClock;
  providers: StaffMember[];
  careTeam: StaffMember[];
  billing: StaffMember;
  frontDesk: StaffMember;
  admin: StaffMember;
  counters: { patient: number; claim: number; payment: number; plan: number };
}

export interface PatientOptions {
  /** 'full': the demo chart; 'light': a few rows per patient (large benchmark seeds). */
  detail: 'full' | 'light';
  /** Books a visit today at this local minute of the day (demo: a lively "today" schedule). */
  todayMinute?: number;
}

export interface PatientSummary {
  id: string;
  patientId: string;
  name: string;
  status: string;
  rows: SeedRow[];
}

const r2 = (value: number) => Math.round(value * 100) / 100;
const pad = (value: number, width: number) => String(value).padStart(width, '0');

type ProgramKey = 'ccm' | 'rpm' | 'b12' | 'flu' | 'glp1' | 'prolia' | 'obesity' | 'stone';
const PROGRAM_NAMES: Record<ProgramKey, string> = {
  ccm: 'Chronic Care Management (CCM)',
  rpm: 'Remote Patient Monitoring (RPM)',
  b12: 'Vitamin B12 injections',
  flu: 'Seasonal flu vaccination',
  glp1: 'GLP-1 weight management',
  prolia: 'Prolia (denosumab) injections',
  obesity: 'Medical weight loss',
  stone: 'Kidney stone prevention',
};

interface Problem {
  condition: Condition;
  startDay: number;
  active: boolean;
  endDay?: number;
}

interface Baseline {
  heightIn: number;
  bmi: number;
  systolic: number;
  diastolic: number;
  heartRate: number;
  spo2: number;
}

interface Coverage {
  primary: Payer | null;
  secondary: Payer | null;
  memberId: string;
}

interface ClaimState {
  row: SeedRow;
  visit?: SeedRow;
  balance: number;
}

/** Medicare Beneficiary Identifier: 11 characters in the CMS pattern (no S, L, O, I, B, Z). */
function mbi(rng: Rng): string {
  const letters = 'ACDEFGHJKMNPQRTUVWXY';
  const alnum = `${letters}0123456789`;
  const L = () => rng.pick([...letters]);
  const A = () => rng.pick([...alnum]);
  const D = () => String(rng.int(0, 9));
  return `${rng.int(1, 9)}${L()}${A()}${D()}${L()}${A()}${D()}${L()}${L()}${D()}${D()}`;
}

function memberIdFor(rng: Rng, payer: Payer): string {
  switch (payer.kind) {
    case 'Medicare':
      return mbi(rng);
    case 'Medicaid':
      return rng.digits(rng.chance(0.5) ? 9 : 10);
    case 'Medigap':
      return `${rng.digits(9)}${rng.pick(['1', '2', '3'])}`;
    default:
      if (payer.code === 'AET' || payer.code === 'AETM') return `W${rng.digits(9)}`;
      if (payer.code === 'CIG') return `U${rng.digits(8)}01`;
      if (payer.code.startsWith('HUM')) return `H${rng.digits(8)}`;
      if (payer.code === 'TRI') return rng.digits(11);
      if (payer.code === 'BLUE') return `${rng.pick(['XOF', 'XOD', 'ZGP', 'FLB', 'XJE'])}${rng.digits(9)}`;
      return rng.digits(9);
  }
}

export const phone = (rng: Rng) => `(555) 0${rng.digits(2)}-${rng.digits(4)}`;

export function generatePatient(ctx: ClinicSeed, options: PatientOptions): PatientSummary {
  const { clock, locality } = ctx;
  // Each patient has its own generator, so their demographics do not depend on how many
  // rows earlier charts drew (which varies with the date the seed runs on).
  const rng = new Rng((hashString(`${ctx.clinicId}#${ctx.counters.patient + 1}`) ^ ctx.seed) >>> 0);
  const full = options.detail === 'full';
  const rows: SeedRow[] = [];
  const add = (kind: EntityType, fields: Record<string, unknown>, id = ctx.nextId()): SeedRow => {
    const row = { id, kind, fields };
    rows.push(row);
    return row;
  };
  const at = (day: number, minute: number) => iso(clock.at(day, minute));
  const pcp = rng.pick(ctx.providers);
  const provider = () => (rng.chance(0.8) ? pcp : rng.pick(ctx.providers));
  const nurse = () => rng.pick(ctx.careTeam);

  // ------------------------------------------------------------ demographics
  const groupKey = rng.weighted(locality.population);
  const names = NAME_GROUPS[groupKey];
  const gender = rng.weighted([['Female', 51], ['Male', 48.6], ['Non-binary', 0.4]] as const);
  const firstNames: readonly string[] = gender === 'Male' ? names.male : gender === 'Female' ? names.female : [...names.female, ...names.male];
  const firstName = rng.pick(firstNames);
  const lastName = rng.pick(names.last);
  const middleName = rng.chance(0.45) ? (rng.chance(0.5) ? `${rng.pick(firstNames)[0]}.` : rng.pick(firstNames)) : undefined;
  const ageBand = ctx.family
    ? rng.weighted([[[1, 4], 5], [[5, 11], 7], [[12, 17], 7], [[18, 39], 25], [[40, 64], 33], [[65, 95], 23]] as const)
    : rng.weighted([[[18, 39], 18], [[40, 64], 40], [[65, 95], 42]] as const);
  const ageYears = rng.int(ageBand[0], ageBand[1]);
  const band = ageYears < 18 ? 0 : ageYears < 40 ? 1 : ageYears < 65 ? 2 : 3;
  const dobDay = -Math.floor(ageYears * 365.25) - rng.int(1, 364);
  const dob = `${clock.date(dobDay)}T00:00:00.000Z`;
  const ageDays = -dobDay;
  const firstDay = -rng.int(45, Math.max(60, Math.min(ageDays - 20, ageYears < 3 ? ageDays - 20 : rng.chance(0.25) ? 700 : 12 * 365)));
  const language = rng.weighted(names.languages);
  const place = rng.weighted(locality.places.map((p) => [p, p.weight] as const));
  const patientNumber = ++ctx.counters.patient;
  const patientId = `${ctx.code}-${pad(patientNumber, 6)}`;

  let status = rng.weighted([['Active', 88], ['Inactive', 5], ['Transferred', 4], ['Deceased', 3]] as const) as string;
  if (status === 'Deceased' && ageYears < 60) status = 'Inactive';
  const lastDay = status === 'Active' ? undefined : Math.min(-30, Math.max(firstDay + 60, -rng.int(30, 500)));
  const endDay = lastDay ?? 0;

  const patientRowId = ctx.nextId();
  const patientFields: Record<string, unknown> = {
    PatientID: patientId,
    FirstName: firstName,
    ...(middleName ? { MiddleName: middleName } : {}),
    LastName: lastName,
    DOB: dob,
    Gender: gender,
    Address: `${rng.int(100, 7999)} ${rng.pick(locality.streets)}${rng.chance(0.25) ? `, Apt ${rng.int(1, 4)}${rng.pick(['A', 'B', 'C', 'D'])}` : ''}`,
    City: place.city,
    State: place.state,
    ZipCode: rng.pick(place.zips),
    ...(ageYears >= 12 || rng.chance(0.3) ? { CellPhone: phone(rng) } : {}),
    ...(rng.chance(0.3) || ageYears < 12 ? { HomePhone: phone(rng) } : {}),
    Spoken: language,
    Status: status,
    FirstDate: at(firstDay, 9 * 60),
    CreatedBy: ctx.frontDesk.id,
  };
  if (lastDay !== undefined) {
    const reason =
      status === 'Deceased'
        ? 'Deceased'
        : status === 'Transferred'
          ? rng.pick(['Moved out of state', 'Transferred care to a new PCP', 'Changed to an in-network clinic'])
          : rng.pick(['No visit in over 18 months', 'Lost insurance coverage', 'Patient request']);
    patientFields['LastDate'] = at(lastDay, 12 * 60);
    patientFields['ReasonLeft'] = reason;
    patientFields['StatusHistory'] = [
      { from: 'Active', to: status, by: ctx.admin.id, at: at(lastDay, 12 * 60 + rng.int(0, 240)), reason },
    ];
  }
  add('Patient', patientFields, patientRowId);
  const chart = (fields: Record<string, unknown>) => ({ PatientID: patientId, ...fields });

  // ------------------------------------------------------------ coverage and pharmacy
  const coverage = chooseCoverage(rng, ageYears, locality);
  const coverageDay = Math.max(firstDay, -rng.int(30, 900));
  if (coverage.primary) {
    add('Insurance', chart({
      InsuranceName: coverage.primary.name, InsuranceClass: 'Primary', InsuranceType: coverage.primary.insuranceType,
      MemberID: coverage.memberId, PhoneNumber: coverage.primary.phone, Website: coverage.primary.website,
      Status: 'Active', Timestamp: at(coverageDay, 9 * 60 + 5), CreatedBy: ctx.frontDesk.id,
    }));
  }
  if (coverage.secondary) {
    add('Insurance', chart({
      InsuranceName: coverage.secondary.name, InsuranceClass: 'Secondary', InsuranceType: coverage.secondary.insuranceType,
      MemberID: memberIdFor(rng, coverage.secondary), PhoneNumber: coverage.secondary.phone, Website: coverage.secondary.website,
      Status: 'Active', Timestamp: at(coverageDay, 9 * 60 + 6), CreatedBy: ctx.frontDesk.id,
    }));
  }
  const pharmacy = rng.pick(locality.pharmacies);
  add('Pharmacy', chart({ Pharmacy: pharmacy.name, ContactNumber: pharmacy.phone, IsPrimary: true, Timestamp: at(firstDay, 9 * 60 + 7) }));
  if (full && ageYears >= 40 && rng.chance(0.2)) {
    const mail = rng.pick(MAIL_ORDER_PHARMACIES);
    add('Pharmacy', chart({ Pharmacy: mail.name, ContactNumber: mail.phone, IsPrimary: false, Timestamp: at(firstDay, 9 * 60 + 8) }));
  }

  // ------------------------------------------------------------ allergies
  const allergyCount = rng.weighted([[0, 45], [1, 30], [2, 14], [3, 8], [4, 3]] as const);
  for (const allergy of rng.sample(ALLERGIES, full ? allergyCount : Math.min(allergyCount, 2))) {
    const reaction = rng.pick(allergy.reactions);
    const severity = /anaphylaxis|angioedema|stevens|throat/i.test(reaction) ? 'Severe' : rng.weighted([['Mild', 55], ['Moderate', 45]] as const);
    add('Allergy', chart({ Allergy: allergy.allergy, AllergyType: allergy.type, Reaction: reaction, Severity: severity, Status: 'Active', Timestamp: at(firstDay, 9 * 60 + 10), CreatedBy: nurse().id }));
  }

  // ------------------------------------------------------------ problems
  const problems: Problem[] = [];
  const has = (key: string) => problems.some((p) => p.condition.key === key && p.active);
  for (const condition of CONDITIONS) {
    if (condition.sex && condition.sex !== gender) continue;
    let p = condition.prevalence[band];
    if ((condition.key === 't2d' || condition.key === 'htn') && has('obesity')) p *= 1.8;
    if (condition.key === 'prediabetes' && (has('t2d') || has('t2dck'))) continue;
    if (condition.key === 'ckd' && has('t2dck')) continue;
    if (!rng.chance(p)) continue;
    const earliest = Math.max(dobDay + 365, -15 * 365);
    const startDay = rng.int(Math.min(earliest, endDay - 60), endDay - 30);
    const resolves = !condition.chronic && rng.chance(0.6);
    const endDayOf = resolves ? Math.min(endDay - 1, startDay + rng.int(20, 200)) : undefined;
    problems.push({ condition, startDay, active: !resolves, ...(endDayOf !== undefined ? { endDay: endDayOf } : {}) });
  }
  const activeChronic = problems.filter((p) => p.active && p.condition.chronic);
  const diagnosisText = (code: string, name: string) => `${code} ${name}`;
  const diagnosisCodes = problems.filter((p) => p.active).map((p) => p.condition.code);
  for (const problem of problems) {
    const by = pcp.id;
    const history: Record<string, unknown>[] = [{ at: at(problem.startDay, 10 * 60), status: 'Active', by }];
    if (problem.endDay !== undefined) history.push({ at: at(problem.endDay, 10 * 60), status: 'Resolved', by });
    add('Diagnosis', chart({
      Diagnosis: diagnosisText(problem.condition.code, problem.condition.name), DiagnosisType: 'Diagnosis',
      Status: problem.active ? 'Active' : 'Resolved', StartDate: at(problem.startDay, 10 * 60), DiagnosisHistory: history, CreatedBy: by,
    }));
  }
  if (full) {
    for (const history of rng.sample(HISTORY_PROBLEMS, rng.weighted([[0, 55], [1, 30], [2, 15]] as const))) {
      if (ageYears < history.minAge || (history.sex && history.sex !== gender)) continue;
      const startDay = rng.int(Math.min(firstDay, Math.max(dobDay + history.minAge * 300, -25 * 365)), firstDay);
      add('Diagnosis', chart({ Diagnosis: diagnosisText(history.code, history.name), DiagnosisType: 'History', Status: 'Resolved', StartDate: at(startDay, 10 * 60), CreatedBy: pcp.id }));
    }
  }

  // ------------------------------------------------------------ medications
  const programDrugs: { drug: DrugOption; startDay: number; approved: boolean; dosage: string }[] = [];
  for (const problem of problems) {
    // the program drugs (GLP-1, Prolia, B12 injections) are adult therapies in this clinic
    const drugs = problem.condition.drugs.filter((drug) => !drug.program || ageYears >= 18);
    if (drugs.length === 0) continue;
    const chosen = rng.sample(drugs, drugs.length > 1 && rng.chance(0.35) ? 2 : 1);
    for (const drug of chosen) {
      const startDay = Math.min(endDay - 7, problem.startDay + rng.int(0, 30));
      const doseIndex = rng.int(0, drug.dosages.length - 1);
      // Stopped when the problem resolved, or (sometimes) for side effects, cost or lack of effect.
      const laterStop = startDay + rng.int(30, 400);
      const stopDay = !problem.active
        ? Math.max(startDay + 1, Math.min(endDay - 1, problem.endDay ?? laterStop))
        : rng.chance(0.12) && laterStop < endDay - 1
          ? laterStop
          : undefined;
      const stopped = stopDay !== undefined;
      const prescriber = pcp;
      const historyEntries: Record<string, unknown>[] = [{ at: at(startDay, 11 * 60), change: 'Started', dosage: drug.dosages[0], by: prescriber.id }];
      if (doseIndex > 0) {
        const changeDay = Math.max(startDay, Math.min((stopDay ?? endDay) - 1, startDay + rng.int(30, 200)));
        historyEntries.push({ at: at(changeDay, 11 * 60), change: 'Dose increased', from: drug.dosages[0], to: drug.dosages[doseIndex], by: prescriber.id });
      }
      let paStatus: string | undefined;
      if (drug.priorAuth) {
        paStatus = -startDay < 10 ? 'Pending' : rng.weighted([['Approved', 85], ['Denied', 15]] as const);
      }
      const denied = paStatus === 'Denied';
      const finalStopDay = denied ? Math.min(endDay - 1, startDay + rng.int(5, 20)) : stopDay;
      const reason = denied
        ? 'Prior authorization denied by the payer'
        : stopped
          ? problem.active
            ? rng.pick(['Side effects', 'Not effective', 'Cost: patient switched to a lower-tier drug', 'Patient preference'])
            : 'Condition resolved'
          : undefined;
      if (finalStopDay !== undefined) historyEntries.push({ at: at(finalStopDay, 11 * 60), change: 'Stopped', reason, by: prescriber.id });
      // an active medication was refilled every DaysToRefill days; about one in nine missed the last one (overdue)
      let lastRefillDay: number | undefined;
      if (finalStopDay === undefined) {
        const every = Number(drug.daysToRefill);
        const cycles = Math.floor(-startDay / every) - (Math.abs(startDay) % 9 === 0 ? 1 : 0);
        if (cycles >= 1) lastRefillDay = startDay + cycles * every;
      }
      if (lastRefillDay !== undefined) historyEntries.push({ at: at(lastRefillDay, 10 * 60), change: 'Refilled', date: at(lastRefillDay, 12 * 60), by: prescriber.id });
      add('Medication', chart({
        Medication: drug.name, MedicationType: drug.type, Dosage: drug.dosages[doseIndex], Frequency: drug.frequency,
        StartDate: at(startDay, 11 * 60), ...(finalStopDay !== undefined ? { EndDate: at(finalStopDay, 11 * 60), ChangeType: 'Discontinued', Reason: reason } : { Reason: problem.condition.name }),
        DaysToRefill: drug.daysToRefill, ...(lastRefillDay !== undefined ? { LastRefillDate: at(lastRefillDay, 12 * 60) } : {}),
        Status: finalStopDay !== undefined ? 'Stopped' : 'Active',
        PriorAuthorizationRequired: drug.priorAuth === true,
        ...(paStatus ? { PriorAuthorizationStatus: paStatus, ApprovalStatus: paStatus } : { ApprovalStatus: 'NotRequired' }),
        ...(paStatus === 'Approved' && coverage.primary ? { ApprovedBy: `${coverage.primary.name} (PA ${rng.digits(8)})` } : {}),
        MedicationHistory: historyEntries, CreatedBy: prescriber.id,
      }));
      if (paStatus === 'Pending' && full) {
        add('Task', chart({
          Task: `Follow up on prior authorization: ${drug.name} ${drug.dosages[doseIndex]}`, TaskType: 'Prior authorization',
          Priority: 'High', AssignedTo: nurse().id, DueDate: at(rng.int(0, 3), 17 * 60), Done: false, CreatedBy: prescriber.id,
        }));
      }
      if (drug.program && finalStopDay === undefined && paStatus !== 'Denied' && paStatus !== 'Pending') {
        programDrugs.push({ drug, startDay, approved: true, dosage: drug.dosages[doseIndex]! });
      }
    }
  }

  // ------------------------------------------------------------ family and social history
  if (full) {
    for (const relative of rng.sample(RELATIVES, rng.weighted([[0, 30], [1, 35], [2, 25], [3, 10]] as const))) {
      const condition = rng.pick(FAMILY_CONDITIONS);
      add('FamilyHistory', chart({
        Relationship: relative, Condition: condition,
        FamilyHistory: `${relative}: ${condition}${rng.chance(0.5) ? `, diagnosed at age ${rng.int(35, 78)}` : ''}`,
        Timestamp: at(firstDay, 9 * 60 + 20), CreatedBy: nurse().id,
      }));
    }
    if (ageYears >= 12) {
      const smoking = ageYears >= 16 && rng.chance(0.12);
      const former = !smoking && ageYears >= 30 && rng.chance(0.2);
      const drinking = ageYears >= 18 && rng.chance(0.5);
      const drugs = ageYears >= 16 && rng.chance(0.05);
      const caffeine = rng.chance(ageYears >= 18 ? 0.75 : 0.3);
      const note = [
        smoking ? `Current smoker, ${rng.int(5, 20)} cigarettes/day; cessation counselling offered.` : former ? `Former smoker, quit ${rng.int(1, 25)} years ago.` : 'Never smoker.',
        drinking ? `Alcohol: ${rng.pick(['1–2 drinks/week', 'socially, weekends', '3–5 drinks/week'])}.` : 'No alcohol.',
        drugs ? 'Reports occasional cannabis use.' : 'No recreational drug use.',
        caffeine ? `Caffeine: ${rng.int(1, 4)} cups of coffee/day.` : 'No caffeine.',
        ageYears >= 18
          ? `Works as ${rng.pick(['a teacher', 'a nurse', 'a truck driver', 'an accountant', 'a retail manager', 'a software engineer', 'a construction worker', 'a chef', 'a home health aide', 'an electrician'])}${ageYears >= 67 ? ' (retired)' : ''}.`
          : 'Student.',
      ].join(' ');
      add('SocialHistory', chart({ Smoking: smoking, Drinking: drinking, Drugs: drugs, Caffeine: caffeine, Note: note, Timestamp: at(firstDay, 9 * 60 + 25), CreatedBy: nurse().id }));
    }
  }

  // ------------------------------------------------------------ vitals baseline
  const baseline = vitalsBaseline(rng, ageYears, gender, has('obesity'), has('htn'), has('copd'));
  const vitalsAt = (sick: boolean) => {
    const heightIn = r2(baseline.heightIn);
    const bmi = baseline.bmi * rng.float(0.97, 1.03);
    const weightLb = Math.round((bmi * heightIn * heightIn) / 703 * 10) / 10;
    return {
      systolic: Math.round(rng.normal(baseline.systolic, 6, 85, 200)),
      diastolic: Math.round(rng.normal(baseline.diastolic, 4, 45, 120)),
      heartRate: Math.round(rng.normal(baseline.heartRate + (sick ? 10 : 0), 5, 45, 160)),
      temperatureF: Math.round((sick && rng.chance(0.5) ? rng.float(100.4, 101.9) : rng.float(97.5, 99.0)) * 10) / 10,
      respiratoryRate: Math.round(rng.normal(ageYears < 5 ? 26 : ageYears < 12 ? 20 : 16, 1.5, 10, 40)),
      spo2: Math.round(rng.normal(baseline.spo2, 1, 85, 100)),
      weightLb,
      heightIn: Math.round(heightIn * 10) / 10,
      bmi: Math.round((703 * weightLb) / (heightIn * heightIn) * 10) / 10,
    };
  };

  // ------------------------------------------------------------ labs
  const labValue = (component: string, mean: number, sd: number): number => {
    const a1cHigh = has('t2d') || has('t2dck');
    switch (component) {
      case 'Hemoglobin A1c': return a1cHigh ? rng.normal(7.4, 0.9, 6.2, 11.5) : has('prediabetes') ? rng.normal(6.0, 0.2, 5.7, 6.4) : rng.normal(mean, sd, 4.3, 6.1);
      case 'Glucose': return a1cHigh ? rng.normal(148, 28, 95, 280) : has('prediabetes') ? rng.normal(106, 6, 92, 125) : rng.normal(mean, sd, 65, 115);
      case 'LDL cholesterol (calculated)': return has('hld') ? rng.normal(138, 24, 80, 210) : rng.normal(mean, sd, 40, 160);
      case 'Total cholesterol': return has('hld') ? rng.normal(228, 25, 160, 300) : rng.normal(mean, sd, 120, 240);
      case 'Triglycerides': return has('hld') || has('obesity') ? rng.normal(185, 40, 90, 400) : rng.normal(mean, sd, 40, 220);
      case 'Creatinine': return has('ckd') || has('t2dck') ? rng.normal(1.6, 0.2, 1.2, 2.4) : rng.normal(gender === 'Male' ? 1.05 : 0.85, 0.12, 0.5, 1.5);
      case 'eGFR': return has('ckd') || has('t2dck') ? rng.normal(45, 6, 30, 59) : rng.normal(ageYears > 65 ? 72 : 95, 12, 55, 125);
      case 'Blood urea nitrogen (BUN)': return has('ckd') || has('t2dck') || has('chf') ? rng.normal(26, 4, 15, 40) : rng.normal(mean, sd, 5, 24);
      case 'TSH': return has('hypothyroid') ? rng.normal(3.4, 1.6, 0.3, 9.5) : rng.normal(mean, sd, 0.3, 4.8);
      case 'Vitamin B12': return has('b12') ? rng.normal(215, 45, 120, 320) : rng.normal(mean, sd, 180, 900);
      case 'Vitamin D, 25-hydroxy': return has('vitd') ? rng.normal(21, 4, 10, 30) : rng.normal(mean, sd, 22, 70);
      case 'Hemoglobin': return has('anemia') ? rng.normal(10.6, 0.7, 8.5, 12) : rng.normal(gender === 'Male' ? 15 : 13.4, 0.8, 11, 17.8);
      case 'Hematocrit': return has('anemia') ? rng.normal(32.5, 2, 27, 37) : rng.normal(gender === 'Male' ? 44.5 : 40, 2.2, 34, 52);
      case 'Albumin/creatinine ratio, urine': return has('t2dck') ? rng.normal(110, 40, 35, 290) : rng.normal(mean, sd, 2, 45);
      case 'PSA, total': return has('bph') ? rng.normal(3.6, 1.4, 0.8, 8.5) : rng.normal(mean, sd, 0.2, 4.5);
      default: return rng.normal(mean, sd, mean - 4 * sd, mean + 4 * sd);
    }
  };
  const lastLab = new Map<LabKey, number>();
  const labTasks: string[] = [];
  const orderLabs = (keys: readonly LabKey[], day: number, minute: number, visitId: string | undefined, orderedBy: StaffMember): { ids: string[]; codes: ServiceCode[] } => {
    const ids: string[] = [];
    const codes: ServiceCode[] = [];
    const when = at(day, minute);
    for (const key of keys) {
      const panel = LAB_PANELS[key];
      lastLab.set(key, day);
      const components = panel.components.map((component) => {
        const value = labValue(component.component, component.mean, component.sd);
        const result = value.toFixed(component.decimals);
        return { Component: component.component, Result: result, Unit: component.unit, ReferenceRange: component.range, IsAbnormal: isAbnormalResult(result, component.range, false) };
      });
      for (const component of components) if (component.IsAbnormal) labTasks.push(`${component.Component} ${component.Result} ${component.Unit}`);
      const common = { LabType: panel.labType, DateConducted: when, Status: 'Final', CreatedBy: orderedBy.id, ...(visitId ? { LinkedToVisit: visitId } : {}) };
      if (components.length === 1) {
        ids.push(add('Lab', chart({ ...common, ...components[0]!, IsPanel: false })).id);
      } else {
        const panelId = ctx.nextId();
        const componentIds = components.map((component) => add('Lab', chart({ ...common, ...component, IsPanel: false, CustomID: panelId })).id);
        add('Lab', chart({ ...common, IsPanel: true, LabResults: components, IsAbnormal: components.some((c) => c.IsAbnormal), LinkedLabIDs: componentIds }), panelId);
        ids.push(panelId);
      }
      codes.push(panel.cpt);
    }
    if (keys.length > 0) codes.unshift('36415');
    return { ids, codes };
  };

  // ------------------------------------------------------------ billing
  const claims: ClaimState[] = [];
  const bill = (serviceDay: number, serviceMs: number, lines: readonly ServiceCode[], visit: SeedRow | undefined, copayCollected: boolean, dx: readonly string[]): void => {
    if (lines.length === 0) return;
    const age = -serviceDay;
    if (age < 3 && rng.chance(0.5)) {
      if (visit) visit.fields['PaymentStatus'] = 'Unbilled';
      return;
    }
    const claimDay = Math.max(serviceDay, Math.min(age < 3 ? 0 : -1, serviceDay + rng.int(1, 3)));
    const claimDate = claimDay === serviceDay ? iso(Math.min(clock.now, serviceMs + 60 * MINUTE_MS)) : at(claimDay, 9 * 60);
    const claimId = ctx.nextId();
    const claimNumber = `CLM-${ctx.code}-${pad(++ctx.counters.claim, 5)}`;
    const serviceIso = iso(serviceMs);
    const charges = lines.map((code) => ({ ChargeID: ctx.nextId(), CPTCode: code, Description: SERVICES[code].description, Amount: SERVICES[code].fee, Units: 1 }));
    const totalCharges = r2(charges.reduce((sum, line) => sum + line.Amount, 0));
    const payments: SeedRow[] = [];
    const history: Record<string, unknown>[] = [{ at: claimDate, status: 'Draft', by: ctx.billing.id }];
    const hasEm = lines.some((code) => /^992|^993|^G0439/.test(code));
    const primary = coverage.primary;
    const payment = (fields: Record<string, unknown>) => {
      const row = add('Payment', chart({ PaymentID: `PMT-${ctx.code}-${pad(++ctx.counters.payment, 6)}`, LinkedToClaim: claimId, CreatedBy: ctx.billing.id, ...fields }));
      payments.push(row);
      return row;
    };

    let status: string;
    if (age < 3) status = 'Draft';
    else if (!primary) status = age < 30 ? 'Submitted' : 'Closed';
    else if (age < 14) status = rng.weighted([['Submitted', 60], ['Accepted', 30], ['Rejected', 10]] as const);
    else if (age < 45) status = rng.weighted([['Paid', 62], ['Accepted', 18], ['Denied', 8], ['Submitted', 7], ['Rejected', 5]] as const);
    else status = rng.weighted([['Paid', 25], ['Closed', 68], ['Denied', 7]] as const);

    // Copay collected at check-in (commercial and Medicare Advantage plans).
    const copay = primary && hasEm && (primary.kind === 'Commercial' || primary.kind === 'MedicareAdvantage')
      ? primary.kind === 'Commercial' ? rng.pick([20, 25, 30, 40]) : rng.pick([0, 10, 20])
      : 0;
    let patientPaid = 0;
    if (copay > 0 && copayCollected && rng.chance(0.85)) {
      patientPaid = copay;
      payment({ PaymentDate: serviceIso, PaymentFrom: 'Patient', PaymentMethod: rng.pick(['Credit card', 'Debit card', 'Cash', 'HSA card']), Amount: copay, Copay: copay, Note: 'Copay collected at check-in' });
    }

    if (status !== 'Draft') history.push({ at: at(claimDay, 15 * 60), status: primary ? 'Submitted' : 'Statement sent', by: ctx.billing.id });
    const payDay = Math.min(-1, claimDay + rng.int(12, 28));
    const payDate = at(payDay, 10 * 60);
    let writtenOff = false;
    if (!primary) {
      // Self-pay: a 40% prompt-pay discount, then the patient pays the rest (or not yet).
      const discount = r2(totalCharges * 0.4);
      payment({ PaymentDate: at(claimDay, 15 * 60), PaymentFrom: 'Patient', PaymentMethod: 'Adjustment', Amount: 0, Adjust: discount, Note: 'Self-pay discount (40%)' });
      if (status === 'Closed') {
        const rest = r2(totalCharges - discount - patientPaid);
        if (rest > 0) payment({ PaymentDate: payDate, PaymentFrom: 'Patient', PaymentMethod: rng.pick(['Credit card', 'Check', 'Online portal']), Amount: rest });
        history.push({ at: payDate, status: 'Closed', by: ctx.billing.id });
      }
    } else if (status === 'Rejected') {
      history.push({ at: at(claimDay + 1, 8 * 60), status: 'Rejected', reason: rng.pick(REJECTION_REASONS), by: 'clearinghouse' });
    } else if (status === 'Accepted') {
      history.push({ at: at(claimDay + 1, 8 * 60), status: 'Accepted', by: 'clearinghouse' });
    } else if (status === 'Denied') {
      const reason = rng.pick(DENIAL_REASONS);
      history.push({ at: at(claimDay + 1, 8 * 60), status: 'Accepted', by: 'clearinghouse' }, { at: payDate, status: 'Denied', reason, by: primary.name });
      payment({ PaymentDate: payDate, PaymentFrom: 'Insurance', InsuranceName: primary.name, PaymentMethod: 'EFT', Amount: 0, Allowed: 0, Adjust: 0, Note: `Denied: ${reason}`, BatchNumber: `ERA-${primary.code}-${clock.date(payDay).replaceAll('-', '')}`, BatchDate: payDate });
      if (age > 120 && rng.chance(0.5)) {
        writtenOff = true;
        status = 'Closed';
        const balance = r2(totalCharges - patientPaid);
        payment({ PaymentDate: at(Math.min(-1, payDay + 30), 10 * 60), PaymentFrom: 'Insurance', InsuranceName: primary.name, PaymentMethod: 'Write-off', Amount: 0, Adjust: balance, Note: 'Denial not appealable: balance written off' });
        history.push({ at: at(Math.min(-1, payDay + 30), 10 * 60), status: 'Closed', reason: 'Written off', by: ctx.billing.id });
      }
    } else if (status === 'Paid' || status === 'Closed') {
      history.push({ at: at(claimDay + 1, 8 * 60), status: 'Accepted', by: 'clearinghouse' });
      const allowed = r2(Math.min(totalCharges, totalCharges * primary.allowedRate * rng.float(0.97, 1.03)));
      const contractual = r2(totalCharges - allowed);
      let deductible = 0;
      let coinsurance = 0;
      const planCopay = copay;
      const month = clock.parts(serviceDay).month;
      if (primary.kind === 'Medicare') {
        deductible = month <= 3 && rng.chance(0.35) ? r2(Math.min(allowed, rng.float(40, 257))) : 0;
        coinsurance = r2((allowed - deductible) * 0.2);
      } else if (primary.kind === 'Commercial') {
        const afterCopay = Math.max(0, allowed - planCopay);
        deductible = rng.chance(month <= 4 ? 0.35 : 0.1) ? r2(Math.min(afterCopay, rng.float(50, 500))) : 0;
        coinsurance = rng.chance(0.3) ? r2((afterCopay - deductible) * 0.2) : 0;
      }
      const copayPart = Math.min(planCopay, allowed);
      const responsibility = r2(deductible + coinsurance + copayPart);
      const withheld = primary.kind === 'Medicare' ? r2((allowed - responsibility) * 0.02) : 0;
      const paid = r2(allowed - responsibility - withheld);
      payment({
        PaymentDate: payDate, PaymentFrom: 'Insurance', InsuranceName: primary.name, PaymentMethod: rng.pick(['EFT', 'EFT', 'EFT', 'Check']),
        Amount: paid, Allowed: allowed, Deductible: deductible, CoInsurance: coinsurance, Copay: copayPart, Adjust: contractual, Withheld: withheld,
        BatchNumber: `ERA-${primary.code}-${clock.date(payDay).replaceAll('-', '')}`, BatchDate: payDate,
      });
      history.push({ at: payDate, status: 'Paid', by: primary.name });
      let patientOwes = r2(responsibility - patientPaid);
      if (coverage.secondary && patientOwes > 0) {
        const secondaryPays = coverage.secondary.kind === 'Medicaid' ? patientOwes : r2(Math.min(patientOwes, coinsurance));
        if (secondaryPays > 0) {
          const secDay = Math.min(-1, payDay + rng.int(7, 21));
          payment({
            PaymentDate: at(secDay, 10 * 60), PaymentFrom: 'Insurance', InsuranceName: coverage.secondary.name, PaymentMethod: 'EFT', Amount: secondaryPays,
            BatchNumber: `ERA-${coverage.secondary.code}-${clock.date(secDay).replaceAll('-', '')}`, BatchDate: at(secDay, 10 * 60), Note: 'Secondary payment (crossover)',
          });
          patientOwes = r2(patientOwes - secondaryPays);
        }
      }
      if (status === 'Closed' && patientOwes > 0) {
        const statementDay = Math.min(-1, payDay + rng.int(15, 40));
        if (patientOwes < 10 && rng.chance(0.5)) {
          payment({ PaymentDate: at(statementDay, 10 * 60), PaymentFrom: 'Patient', PaymentMethod: 'Adjustment', Amount: 0, Adjust: patientOwes, Note: 'Small balance write-off' });
          writtenOff = patientPaid === 0;
        } else {
          payment({ PaymentDate: at(statementDay, 10 * 60), PaymentFrom: 'Patient', PaymentMethod: rng.pick(['Credit card', 'Check', 'Online portal', 'Cash']), Amount: patientOwes });
        }
        history.push({ at: at(statementDay, 10 * 60), status: 'Closed', by: ctx.billing.id });
      }
      if (status === 'Paid' && patientOwes <= 0) status = 'Closed';
    }
    const credits = r2(payments.reduce((sum, row) => sum + Number(row.fields['Amount'] ?? 0) + Number(row.fields['Adjust'] ?? 0) + Number(row.fields['Withheld'] ?? 0), 0));
    const balance = r2(totalCharges - credits);
    const claim = add('Claim', chart({
      Claim: claimNumber, ClaimDate: claimDate, Status: status, ...(visit ? { LinkedToVisit: visit.id } : {}),
      Charges: charges, TotalCharges: totalCharges, TotalPayments: credits, RemainingBalance: balance,
      ...(primary ? { InsuranceName: primary.name, MemberID: coverage.memberId } : { InsuranceName: 'Self-pay' }),
      Diagnoses: dx.slice(0, 12), ClaimHistory: history, Payments: payments.map((p) => p.id), CreatedBy: ctx.billing.id,
    }), claimId);
    for (const line of charges) {
      add('Charge', chart({ LinkedToClaim: claimId, CPTCode: line.CPTCode, Description: line.Description, Amount: line.Amount, Charge: `${line.CPTCode} ${line.Description}`, Timestamp: serviceIso }), line.ChargeID);
    }
    const state: ClaimState = { row: claim, balance, ...(visit ? { visit } : {}) };
    claims.push(state);
    if (visit) {
      visit.fields['LinkedToClaim'] = claimId;
      visit.fields['PaymentStatus'] = visitPaymentStatus(status, balance, credits, writtenOff);
    }
    if (full && (status === 'Denied' || status === 'Rejected') && age < 75) {
      add('Task', chart({
        Task: status === 'Denied' ? `Appeal or correct denied claim ${claimNumber}` : `Correct and resubmit rejected claim ${claimNumber}`,
        TaskType: 'Billing', Priority: status === 'Denied' ? 'High' : 'Normal', AssignedTo: ctx.billing.id,
        DueDate: at(Math.min(14, claimDay + 30), 17 * 60), Done: false, CreatedBy: ctx.billing.id,
      }));
    }
  };

  // ------------------------------------------------------------ visits
  const windowStart = Math.max(firstDay, -730);
  const span = endDay - 1 - windowStart;
  let visitCount = full ? rng.int(2, 12) : rng.int(1, 3);
  if (full && activeChronic.length >= 2) visitCount = Math.min(12, visitCount + 2);
  visitCount = Math.max(1, Math.min(visitCount, Math.floor(span / 14)));
  const visitDays = new Set<number>();
  for (let i = 0; i < visitCount * 3 && visitDays.size < visitCount; i++) visitDays.add(clock.businessDay(rng.int(windowStart, endDay - 1)));
  const pastDays = [...visitDays].filter((d) => d < 0 && d >= windowStart).sort((a, b) => a - b);
  const isNewInWindow = firstDay >= -730;
  const immunized = new Set<string>();
  const programs = new Map<ProgramKey, SeedRow>();
  let referrals = 0;

  const preventiveCode = (): ServiceCode => {
    if (ageYears >= 65) return coverage.primary?.kind === 'Medicare' || coverage.primary?.kind === 'MedicareAdvantage' ? 'G0439' : '99397';
    if (ageYears >= 40) return '99396';
    if (ageYears >= 18) return '99395';
    if (ageYears >= 12) return '99394';
    if (ageYears >= 5) return '99393';
    return '99392';
  };

  const makeVisit = (day: number, minute: number, kind: 'past' | 'today' | 'future', index: number): void => {
    const visitMs = clock.at(day, minute);
    const first = index === 0 && isNewInWindow && kind === 'past';
    const sick = !first && rng.chance(activeChronic.length ? 0.15 : 0.4);
    const annual = !first && !sick && rng.chance(0.3);
    const visitType = first
      ? 'New patient'
      : sick
        ? rng.pick(['Sick visit', 'Sick visit', 'Telehealth'])
        : annual
          ? ageYears < 18 ? 'Well child' : ageYears >= 65 ? 'Annual wellness visit' : 'Annual physical'
          : activeChronic.length
            ? rng.pick(['Chronic care follow-up', 'Follow-up', 'Follow-up'])
            : 'Follow-up';
    const assigned = first ? rng.pick(ctx.providers) : provider();
    let visitStatus: string;
    if (kind === 'future') visitStatus = 'Scheduled';
    else if (kind === 'today') {
      const since = (clock.now - visitMs) / MINUTE_MS;
      visitStatus = since < 0 ? 'Scheduled' : since < 12 ? 'CheckedIn' : since < 35 ? 'InProgress' : since < 50 ? 'WrapUp' : 'CheckedOut';
    } else visitStatus = rng.weighted([['CheckedOut', 85], ['Cancelled', 8], ['NoShow', 7]] as const);

    const acute = sick ? rng.pick(ACUTE_PROBLEMS) : undefined;
    const noteOpener = (type: string) =>
      type === 'New patient' ? 'New patient establishing care. Outside records requested; history reviewed with the patient.'
        : acute ? VISIT_NOTE_OPENERS[4]!
          : annual ? VISIT_NOTE_OPENERS[3]!
            : rng.pick([VISIT_NOTE_OPENERS[0]!, VISIT_NOTE_OPENERS[1]!, ...(programs.has('rpm') ? [VISIT_NOTE_OPENERS[2]!] : [])]);
    const notePlan = (type: string, referred: boolean) =>
      referred ? VISIT_NOTE_PLANS[3]!
        : acute ? VISIT_NOTE_PLANS[2]!
          : annual ? VISIT_NOTE_PLANS[4]!
            : type === 'New patient' ? VISIT_NOTE_PLANS[0]!
              : rng.pick([VISIT_NOTE_PLANS[0]!, VISIT_NOTE_PLANS[1]!]);
    const reason = acute ? acute.name : first ? 'Establish care' : annual ? 'Preventive care' : activeChronic.length ? `Follow-up: ${activeChronic.slice(0, 2).map((p) => p.condition.name.split(',')[0]).join('; ')}` : 'Follow-up';
    const visitFields: Record<string, unknown> = chart({
      VisitType: visitType, VisitStatus: visitStatus, VisitDate: iso(visitMs), AssignedTo: assigned.id, Reason: reason, CreatedBy: ctx.frontDesk.id,
    });
    const visit = add('Visit', visitFields);
    if (visitStatus === 'Cancelled') {
      visitFields['CancellationReason'] = rng.pick(CANCELLATION_REASONS);
      return;
    }
    if (visitStatus === 'NoShow' || visitStatus === 'Scheduled') {
      if (visitStatus === 'NoShow') visitFields['CancellationReason'] = 'Patient did not arrive';
      return;
    }
    const checkIn = visitMs - rng.int(0, 15) * MINUTE_MS;
    visitFields['CheckInTime'] = iso(checkIn);
    const done = visitStatus === 'CheckedOut';
    const checkOut = visitMs + rng.int(20, 50) * MINUTE_MS;
    if (done) visitFields['CheckOutTime'] = iso(Math.min(checkOut, kind === 'today' ? clock.now - MINUTE_MS : checkOut));
    if (visitType !== 'Telehealth') {
      const vitals = vitalsAt(sick);
      visitFields['Vitals'] = vitals;
      add('Vitals', chart({ DateConducted: iso(checkIn + 8 * MINUTE_MS), Timestamp: iso(checkIn + 8 * MINUTE_MS), LinkedToVisit: visit.id, Vitals: vitals, CreatedBy: nurse().id }));
    }
    if (!done) return;
    const lines: ServiceCode[] = [];
    lines.push(first ? (activeChronic.length > 1 ? '99204' : '99203') : annual ? preventiveCode() : rng.weighted([['99213', 50], ['99214', 38], ['99212', 7], ['99215', 5]] as const));
    const visitDiagnoses: string[] = [];
    if (acute) {
      visitDiagnoses.push(acute.code);
      const resolvedDay = Math.min(-1, day + rng.int(5, 14));
      add('Diagnosis', chart({
        Diagnosis: `${acute.code} ${acute.name}`, DiagnosisType: 'Diagnosis', Status: 'Resolved', StartDate: iso(visitMs), LinkedToVisit: visit.id,
        DiagnosisHistory: [{ at: iso(visitMs), status: 'Active', by: assigned.id }, { at: at(resolvedDay, 10 * 60), status: 'Resolved', by: assigned.id }], CreatedBy: assigned.id,
      }));
      if (acute.drug) {
        add('Medication', chart({
          Medication: acute.drug.name, MedicationType: 'Tablet', Dosage: acute.drug.dosage, Frequency: acute.drug.frequency, StartDate: iso(visitMs),
          EndDate: iso(visitMs + acute.drug.days * DAY_MS), DaysToRefill: String(acute.drug.days), Status: 'Completed', Reason: acute.name,
          PriorAuthorizationRequired: false, ApprovalStatus: 'NotRequired', LinkedToVisit: visit.id,
          MedicationHistory: [{ at: iso(visitMs), change: 'Started', dosage: acute.drug.dosage, by: assigned.id }], CreatedBy: assigned.id,
        }));
      }
    }
    // Labs: due chronic-disease labs and the annual screening set.
    const due = new Set<LabKey>();
    for (const problem of activeChronic) for (const key of problem.condition.labs) if ((lastLab.get(key) ?? -9999) < day - 80 && rng.chance(0.55)) due.add(key);
    if (annual && ageYears >= 18) {
      due.add('cbc');
      due.add(rng.chance(0.5) ? 'cmp' : 'bmp');
      if (ageYears >= 35) due.add('lipid');
    }
    if (due.has('cmp')) due.delete('bmp');
    // Light charts keep one single-result lab at most (a panel is a dozen rows).
    const labKeys = full ? [...due] : [...due].filter((key) => LAB_PANELS[key].components.length === 1).slice(0, 1);
    const labs = orderLabs(labKeys, day, minute + 30, visit.id, assigned);
    if (labs.ids.length) visitFields['LinkedLabIDs'] = labs.ids;
    lines.push(...labs.codes);

    if (full) {
      // Procedures
      if (rng.chance(0.06)) {
        const candidates = PROCEDURES.filter((p) =>
          p.code === '93000' ? has('htn') || has('afib') || has('chf') || ageYears >= 50
            : p.code === '94010' ? has('copd') || has('asthma')
              : p.code === '20610' ? has('oa')
                : true,
        );
        const procedure = rng.pick(candidates);
        const id = add('Procedure', chart({ ProcedureType: procedure.type, ProcedureDate: iso(visitMs + 20 * MINUTE_MS), CPTCode: procedure.code, Note: procedure.note, Status: 'Completed', LinkedToVisit: visit.id, CreatedBy: assigned.id })).id;
        visitFields['LinkedProcedureIDs'] = [id];
        lines.push(procedure.code);
        if (procedure.extra) lines.push(procedure.extra);
      }
      // Imaging
      if (rng.chance(0.05) && ageYears >= 18) {
        const candidates = IMAGING.filter((i) => (!i.for || has(i.for)) && (!i.type.startsWith('Mammogram') || (gender === 'Female' && ageYears >= 40)));
        const imaging = rng.pick(candidates);
        const imagingDay = Math.min(-1, day + rng.int(1, 10));
        const completed = imagingDay < -1;
        const abnormal = completed && (imaging.for ? rng.chance(0.6) : rng.chance(0.12));
        const id = add('Imaging', chart({
          ImagingType: imaging.type, DateConducted: at(imagingDay, 10 * 60 + rng.int(0, 400)), Status: completed ? 'Completed' : 'Ordered',
          ...(completed ? { Note: `Impression: ${abnormal ? imaging.abnormal : imaging.impression}`, IsAbnormal: abnormal } : {}),
          HospitalName: rng.pick(locality.hospitals), LinkedToVisit: visit.id, CreatedBy: assigned.id,
        })).id;
        visitFields['LinkedDIIDs'] = [id];
      }
      // Referrals
      const referable = activeChronic.filter((p) => p.condition.referral);
      if (referrals < 2 && referable.length && rng.chance(0.1)) {
        referrals++;
        const problem = rng.pick(referable);
        const specialty = problem.condition.referral!;
        const age = -day;
        const referralStatus = age < 10 ? 'Sent' : age < 40 ? rng.weighted([['Sent', 30], ['Scheduled', 70]] as const) : rng.weighted([['Scheduled', 15], ['ReportReceived', 85]] as const);
        const id = add('Referral', chart({
          ReferralType: specialty, Name: rng.pick(SPECIALISTS[specialty] ?? ['Specialist on call']), Reason: `${problem.condition.code} ${problem.condition.name}`,
          Status: referralStatus, Timestamp: iso(visitMs + 25 * MINUTE_MS), LinkedToVisit: visit.id, CreatedBy: assigned.id, PhoneNumber: phone(rng),
          ...(referralStatus === 'ReportReceived' ? { Note: 'Consult report received and reviewed; recommendations added to the care plan.' } : {}),
        })).id;
        visitFields['LinkedReferralIDs'] = [id];
        if (referralStatus === 'Sent' && age >= 7) {
          add('Task', chart({ Task: `Confirm ${specialty} referral appointment was scheduled`, TaskType: 'Referral', Priority: 'Normal', AssignedTo: ctx.frontDesk.id, DueDate: at(rng.int(0, 5), 17 * 60), Done: false, CreatedBy: assigned.id }));
        }
      }
      // Immunizations given at the visit
      const { month } = clock.parts(day);
      const season = `${month >= 8 ? clock.parts(day).year : clock.parts(day).year - 1}`;
      if ((month >= 9 || month <= 1) && !immunized.has(`flu${season}`) && !programs.has('flu') && rng.chance(0.55)) {
        immunized.add(`flu${season}`);
        const highDose = ageYears >= 65;
        add('Immunization', chart({
          Immunization: 'Influenza, seasonal', VaccineName: highDose ? 'Fluzone High-Dose' : rng.pick(['Flucelvax', 'Fluarix', 'FluLaval']), ImmunizationType: 'Seasonal',
          DateAdministered: iso(visitMs + 30 * MINUTE_MS), DateExpired: `${Number(season) + 1}-06-30T00:00:00.000Z`, CustomString: `Lot ${rng.pick(['UT', 'AX', 'KL'])}${rng.digits(6)}`,
          LinkedToVisit: visit.id, CreatedBy: nurse().id,
        }));
        lines.push(highDose ? '90662' : '90686', '90471');
      } else if (annual && ageYears >= 50 && !immunized.has('shingrix') && rng.chance(0.3)) {
        immunized.add('shingrix');
        add('Immunization', chart({ Immunization: 'Zoster, recombinant', VaccineName: 'Shingrix', ImmunizationType: 'Routine', DateAdministered: iso(visitMs + 30 * MINUTE_MS), CustomString: `Lot ${rng.digits(7)}`, LinkedToVisit: visit.id, CreatedBy: nurse().id }));
        lines.push('90750', '90471');
      } else if (annual && ageYears >= 65 && !immunized.has('pcv') && rng.chance(0.3)) {
        immunized.add('pcv');
        add('Immunization', chart({ Immunization: 'Pneumococcal conjugate (PCV20)', VaccineName: 'Prevnar 20', ImmunizationType: 'Routine', DateAdministered: iso(visitMs + 30 * MINUTE_MS), CustomString: `Lot ${rng.pick(['LL', 'HE'])}${rng.digits(4)}`, LinkedToVisit: visit.id, CreatedBy: nurse().id }));
        lines.push('90677', '90471');
      } else if (annual && ageYears >= 11 && !immunized.has('tdap') && rng.chance(0.12)) {
        immunized.add('tdap');
        add('Immunization', chart({ Immunization: 'Tdap', VaccineName: rng.pick(['Boostrix', 'Adacel']), ImmunizationType: 'Routine', DateAdministered: iso(visitMs + 30 * MINUTE_MS), CustomString: `Lot ${rng.digits(6)}`, LinkedToVisit: visit.id, CreatedBy: nurse().id }));
        lines.push('90715', '90471');
      }
      // Visit note
      if (rng.chance(0.8)) {
        const vitals = visitFields['Vitals'] as { systolic: number; diastolic: number; heartRate: number; bmi: number } | undefined;
        const assessment = acute ? `${acute.code} ${acute.name}` : activeChronic.slice(0, 3).map((p) => `${p.condition.code} ${p.condition.name}`).join('; ') || 'Z00.00 Encounter for general adult medical examination without abnormal findings';
        add('Note', chart({
          Note: [
            `S: ${noteOpener(visitType)}`,
            vitals ? `O: BP ${vitals.systolic}/${vitals.diastolic}, HR ${vitals.heartRate}, BMI ${vitals.bmi}. Exam unremarkable except as noted.` : 'O: Telehealth visit; patient appears well on video.',
            `A: ${assessment}.`,
            `P: ${notePlan(visitType, visitFields['LinkedReferralIDs'] !== undefined)}`,
          ].join('\n'),
          Timestamp: iso(checkOut), LinkedToVisit: visit.id, CreatedBy: assigned.id, Title: `${visitType} note`,
        }));
      }
    }
    visitDiagnoses.push(...diagnosisCodes.slice(0, 4));
    if (visitDiagnoses.length === 0) visitDiagnoses.push(ageYears < 18 ? 'Z00.129' : 'Z00.00');
    visitFields['Diagnoses'] = visitDiagnoses;
    bill(day, visitMs, lines, visit, true, visitDiagnoses);
  };

  pastDays.forEach((day, index) => makeVisit(day, 8 * 60 + rng.int(0, 32) * 15, 'past', index));
  if (options.todayMinute !== undefined && status === 'Active') makeVisit(0, options.todayMinute, 'today', pastDays.length);
  if (status === 'Active') {
    const upcoming = rng.weighted([[0, 30], [1, 55], [2, 15]] as const);
    const days = new Set<number>();
    for (let i = 0; i < upcoming; i++) {
      const day = rng.int(1, 60);
      const weekday = clock.weekday(day);
      days.add(weekday === 6 ? day + 2 : weekday === 0 ? day + 1 : day);
    }
    [...days].sort((a, b) => a - b).forEach((day) => makeVisit(day, 8 * 60 + rng.int(0, 32) * 15, 'future', pastDays.length + 1));
  }

  // ------------------------------------------------------------ hospitalizations
  if (full && (ageYears >= 60 || activeChronic.length >= 2) && rng.chance(0.14)) {
    const options2 = [
      { what: 'Community-acquired pneumonia', type: 'Inpatient' },
      { what: 'Chest pain, myocardial infarction ruled out', type: 'Observation' },
      ...(has('chf') ? [{ what: 'Acute on chronic heart failure exacerbation', type: 'Inpatient' }] : []),
      ...(has('copd') ? [{ what: 'COPD exacerbation', type: 'Inpatient' }] : []),
      ...(has('stone') ? [{ what: 'Obstructing kidney stone with pyelonephritis', type: 'Inpatient' }] : []),
      { what: 'Syncope, evaluated in the emergency department', type: 'Emergency department' },
      { what: 'Cellulitis of the left leg', type: 'Inpatient' },
    ];
    const stay = rng.pick(options2);
    const admit = rng.int(Math.min(endDay - 10, Math.max(windowStart, -700)), endDay - 10);
    const length = stay.type === 'Emergency department' ? 0 : stay.type === 'Observation' ? 1 : rng.int(2, 6);
    add('Hospitalization', chart({
      Hospitalization: stay.what, HospitalType: stay.type, HospitalName: rng.pick(locality.hospitals), AdmissionDate: at(admit, rng.int(0, 1380)),
      DischargeDate: at(admit + length, 14 * 60), Reason: stay.what, Note: 'Discharge summary received; medications reconciled at the follow-up visit.', CreatedBy: nurse().id,
    }));
  }

  // ------------------------------------------------------------ programs
  if (full) {
    const enroll = (program: ProgramKey, day: number, extra: Record<string, unknown> = {}): SeedRow => {
      const completed = program === 'flu' ? day < -200 : rng.chance(program === 'obesity' ? 0.3 : 0.12) || status !== 'Active';
      const row = add('ProgramEnrollment', chart({
        Program: program, ProgramType: PROGRAM_NAMES[program], EnrollmentDate: at(day, 10 * 60), Status: completed ? 'Completed' : 'Active',
        AssignedTo: nurse().id, CreatedBy: pcp.id, ...extra,
      }));
      programs.set(program, row);
      return row;
    };
    const eligibleStart = Math.max(firstDay, -540);
    if (activeChronic.length >= 2 && ageYears >= 40 && coverage.primary && rng.chance(0.45)) {
      enroll('ccm', rng.int(eligibleStart, endDay - 20), { Note: 'Verbal consent documented; cost sharing and the right to stop at month end explained.' });
    }
    if ((has('htn') || has('chf') || has('copd') || has('t2dck')) && coverage.primary && rng.chance(0.3)) {
      enroll('rpm', rng.int(eligibleStart, endDay - 20), { Note: `Device: ${rng.pick(['Omron cellular BP cuff', 'Smart Meter iBloodPressure', 'Tenovi cellular scale'])}, serial ${rng.pick(['OM', 'SM', 'TN'])}-${rng.digits(7)}` });
    }
    if (has('obesity') && rng.chance(0.35)) enroll('obesity', rng.int(eligibleStart, endDay - 20));
    if (problems.some((p) => p.condition.key === 'stone') && rng.chance(0.6)) enroll('stone', rng.int(eligibleStart, endDay - 20));
    for (const { drug, startDay, dosage } of programDrugs) {
      if (!drug.program || programs.has(drug.program)) continue;
      const program = drug.program;
      const row = enroll(program, Math.max(startDay, eligibleStart));
      const interval = program === 'prolia' ? 182 : program === 'b12' ? 30 : 28;
      const from = Math.max(startDay, program === 'prolia' ? -730 : -240);
      const injection = program === 'b12'
        ? { Injection: 'Vitamin B12 (cyanocobalamin) 1000 mcg', MedicationName: 'Cyanocobalamin 1000 mcg/mL', InjectionType: 'Intramuscular', codes: ['96372', 'J3420'] as ServiceCode[] }
        : program === 'prolia'
          ? { Injection: 'Denosumab (Prolia) 60 mg', MedicationName: 'Denosumab 60 mg/mL prefilled syringe', InjectionType: 'Subcutaneous', codes: ['96372', 'J0897'] as ServiceCode[] }
          : { Injection: `${drug.name} ${dosage}`, MedicationName: drug.name, InjectionType: 'Subcutaneous', codes: ['96372'] as ServiceCode[] };
      for (let day = from; day < endDay; day += interval) {
        const visitDay = clock.businessDay(day);
        if (visitDay >= 0) break;
        const minute = 8 * 60 + rng.int(0, 30) * 15;
        const ms = clock.at(visitDay, minute);
        const giver = nurse();
        const visit = add('Visit', chart({
          VisitType: 'Nurse visit (injection)', VisitStatus: 'CheckedOut', VisitDate: iso(ms), CheckInTime: iso(ms - 5 * MINUTE_MS), CheckOutTime: iso(ms + 15 * MINUTE_MS),
          AssignedTo: giver.id, Reason: PROGRAM_NAMES[program], CreatedBy: ctx.frontDesk.id,
        }));
        add('Injection', chart({
          Injection: injection.Injection, MedicationName: injection.MedicationName, InjectionType: injection.InjectionType, Program: program,
          DateAdministered: iso(ms + 5 * MINUTE_MS), CustomString: `Lot ${rng.digits(6)}`, LinkedToVisit: visit.id, LinkedToProgram: row.id, CreatedBy: giver.id,
        }));
        bill(visitDay, ms, injection.codes, visit, false, [problems.find((p) => p.condition.programs.includes(program as never))?.condition.code ?? 'Z79.899']);
      }
    }
    // Flu clinic (Saturdays in October) for some patients who did not get a flu shot at a visit.
    if (rng.chance(0.22)) {
      const { year, month } = clock.parts(0);
      for (const season of [year - 2, year - 1, year]) {
        if (immunized.has(`flu${season}`)) continue;
        const oct1 = clock.dayOf(season, 10, 1);
        const saturday = oct1 + ((6 - clock.weekday(oct1) + 7) % 7) + 7 * rng.int(0, 3);
        if (saturday >= 0 || saturday < windowStart || saturday >= endDay) continue;
        if (season === year && month < 10) continue;
        const enrollment = programs.get('flu') ?? enroll('flu', saturday);
        const ms = clock.at(saturday, 9 * 60 + rng.int(0, 20) * 10);
        const giver = nurse();
        const visit = add('Visit', chart({
          VisitType: 'Flu clinic', VisitStatus: 'CheckedOut', VisitDate: iso(ms), CheckInTime: iso(ms - 5 * MINUTE_MS), CheckOutTime: iso(ms + 10 * MINUTE_MS),
          AssignedTo: giver.id, Reason: 'Seasonal influenza vaccine', CreatedBy: ctx.frontDesk.id,
        }));
        add('Injection', chart({
          Injection: 'Influenza vaccine', MedicationName: ageYears >= 65 ? 'Fluzone High-Dose' : 'Flucelvax', InjectionType: 'Intramuscular', Program: 'flu',
          DateAdministered: iso(ms + 3 * MINUTE_MS), CustomString: `Lot ${rng.digits(6)}`, LinkedToVisit: visit.id, LinkedToProgram: enrollment.id, CreatedBy: giver.id,
        }));
        bill(saturday, ms, [ageYears >= 65 ? '90662' : '90686', '90471'], visit, false, ['Z23']);
      }
      const flu = programs.get('flu');
      if (flu) flu.fields['Status'] = -clock.dayOf(year, 10, 1) < 180 && clock.dayOf(year, 10, 1) < 0 ? 'Active' : 'Completed';
    }
    // Time entries (CCM, RPM) per calendar month, and the monthly program claims they support.
    for (const program of ['ccm', 'rpm'] as const) {
      const enrollment = programs.get(program);
      if (!enrollment) continue;
      const startDay = Math.max(Math.round((Date.parse(String(enrollment.fields['EnrollmentDate'])) - clock.midnight(0)) / DAY_MS), -185);
      const stopDay = enrollment.fields['Status'] === 'Active' ? 0 : Math.min(endDay, startDay + rng.int(60, 150));
      const start = clock.parts(startDay);
      let setupBilled = false;
      let y = start.year;
      let m = start.month;
      for (;;) {
        const monthStart = clock.dayOf(y, m, 1);
        if (monthStart > stopDay) break;
        const nextMonth = m === 12 ? clock.dayOf(y + 1, 1, 1) : clock.dayOf(y, m + 1, 1);
        if (m === 12) {
          y++;
          m = 1;
        } else m++;
        const lastDayOfMonth = Math.min(nextMonth - 1, stopDay);
        const firstDayOfMonth = Math.max(monthStart, startDay);
        if (firstDayOfMonth > lastDayOfMonth) continue;
        const fraction = (lastDayOfMonth - firstDayOfMonth + 1) / (nextMonth - monthStart);
        const target = Math.round((program === 'ccm' ? rng.normal(30, 10, 8, 62) : rng.normal(24, 8, 6, 50)) * fraction);
        let total = 0;
        const entries = rng.int(1, 4);
        for (let i = 0; i < entries && total < target; i++) {
          const minutes = i === entries - 1 ? target - total : Math.max(1, Math.min(target - total, rng.int(5, 20)));
          if (minutes < 1) break;
          total += minutes;
          const byProvider = rng.chance(0.25);
          const who = byProvider ? pcp : nurse();
          const day = rng.int(firstDayOfMonth, lastDayOfMonth);
          add('TimeEntry', chart({
            Program: program, Time: String(minutes), ProviderTime: byProvider ? String(minutes) : '0', Timestamp: at(day, 9 * 60 + rng.int(0, 30) * 15),
            CreatedBy: who.id, LinkedToProgram: enrollment.id, Note: rng.pick(program === 'ccm' ? CCM_ACTIVITIES : RPM_ACTIVITIES), Supervised: !byProvider,
          }));
        }
        // Bill the month once it is over.
        if (nextMonth <= -3 && total >= (program === 'ccm' ? 20 : 10)) {
          const lines: ServiceCode[] = program === 'ccm'
            ? total >= 40 ? ['99490', '99439'] : ['99490']
            : [...(setupBilled ? [] : (['99453'] as ServiceCode[])), '99454', ...(total >= 20 ? (['99457'] as ServiceCode[]) : []), ...(total >= 40 ? (['99458'] as ServiceCode[]) : [])];
          bill(nextMonth - 1, clock.at(nextMonth - 1, 17 * 60), lines, undefined, false, activeChronic.slice(0, 4).map((p) => p.condition.code));
          setupBilled = true;
        }
      }
    }
  }

  // ------------------------------------------------------------ payment plans for open patient balances
  if (full) {
    const open = claims.filter((c) => c.balance >= 40 && (c.row.fields['Status'] === 'Paid' || c.row.fields['InsuranceName'] === 'Self-pay') && c.row.fields['Status'] !== 'Closed');
    const total = r2(open.reduce((sum, c) => sum + c.balance, 0));
    if (open.length && total >= 150 && rng.chance(0.6)) {
      const lastClaimDay = Math.max(...open.map((c) => Math.round((Date.parse(String(c.row.fields['ClaimDate'])) - clock.midnight(0)) / DAY_MS)));
      const startDay = Math.min(-1, lastClaimDay + rng.int(10, 30));
      const term = total < 400 ? 3 : total < 1000 ? 6 : 12;
      const installment = Math.ceil((total / term) * 100) / 100;
      const made = Math.min(term, Math.floor(-startDay / 30));
      const planNumber = `PP-${ctx.code}-${pad(++ctx.counters.plan, 4)}`;
      const planId = ctx.nextId();
      let paid = 0;
      const queue = [...open];
      for (let i = 1; i <= made; i++) {
        let amount = i < term ? installment : r2(total - paid);
        const day = Math.min(-1, startDay + i * 30);
        paid = r2(paid + amount);
        while (amount > 0.001 && queue.length) {
          const claim = queue[0]!;
          const part = r2(Math.min(amount, claim.balance));
          add('Payment', chart({
            PaymentID: `PMT-${ctx.code}-${pad(++ctx.counters.payment, 6)}`, PaymentDate: at(day, 6 * 60), PaymentFrom: 'Patient', PaymentMethod: 'Credit card (autopay)',
            Amount: part, LinkedToClaim: claim.row.id, PaymentPlanID: planNumber, Note: `Installment ${i} of ${term}`, CreatedBy: ctx.billing.id,
          }));
          claim.balance = r2(claim.balance - part);
          claim.row.fields['TotalPayments'] = r2(Number(claim.row.fields['TotalPayments']) + part);
          claim.row.fields['RemainingBalance'] = claim.balance;
          if (claim.visit) claim.visit.fields['PaymentStatus'] = claim.balance <= 0 ? 'Paid' : 'PartiallyPaid';
          if (claim.balance <= 0) {
            claim.row.fields['Status'] = 'Closed';
            queue.shift();
          }
          amount = r2(amount - part);
        }
      }
      const completed = made >= term;
      add('PaymentPlan', chart({
        PaymentPlanID: planNumber, PaymentPlan: `${term}-month plan for ${open.length} statement${open.length > 1 ? 's' : ''}`, TotalAmount: total,
        InstallmentAmount: installment, TermMonths: String(term), PaymentsMade: String(made), AmountPaid: paid, Status: completed ? 'Completed' : 'Active',
        ...(completed ? {} : { NextDueDate: at(startDay + (made + 1) * 30, 6 * 60) }), LinkedClaims: open.map((c) => c.row.id),
        Timestamp: at(startDay, 11 * 60), CreatedBy: ctx.billing.id,
      }), planId);
    }
  }

  // ------------------------------------------------------------ result follow-up tasks
  if (full && labTasks.length) {
    const recent = rows.filter((r) => r.kind === 'Lab' && r.fields['IsAbnormal'] === true && Date.parse(String(r.fields['DateConducted'])) > clock.now - 30 * DAY_MS);
    if (recent.length) {
      add('Task', chart({
        Task: `Call patient with abnormal results: ${recent.slice(0, 2).map((r) => `${r.fields['Component'] ?? r.fields['LabType']}${r.fields['Result'] ? ` ${String(r.fields['Result'])} ${String(r.fields['Unit'])}` : ''}`).join(', ')}`,
        TaskType: 'Lab follow-up', Priority: 'High', AssignedTo: rng.chance(0.5) ? pcp.id : nurse().id, DueDate: at(rng.int(-2, 2), 17 * 60), Done: false, CreatedBy: pcp.id,
      }));
    }
  }

  // An established chart was reviewed: most patients with no active allergy or medication have
  // "none" recorded by their PCP at the first visit; the rest stay "not yet reviewed" (no draw
  // from the generator, so the rest of the demo data is unchanged)
  const hasActive = (kind: EntityType) => rows.some((row) => row.kind === kind && (row.fields['Status'] ?? 'Active') === 'Active');
  const reviewed = hashString(patientId) % 10 !== 0;
  if (reviewed && !hasActive('Allergy')) Object.assign(patientFields, { NoKnownAllergies: true, AllergiesReviewedAt: at(firstDay, 9 * 60 + 10), AllergiesReviewedBy: pcp.id });
  if (reviewed && !hasActive('Medication')) Object.assign(patientFields, { NoCurrentMedications: true, MedicationsReviewedAt: at(firstDay, 9 * 60 + 12), MedicationsReviewedBy: pcp.id });

  // Notes carry no undefined fields; drop any that slipped in.
  for (const row of rows) for (const key of Object.keys(row.fields)) if (row.fields[key] === undefined) delete row.fields[key];
  return { id: patientRowId, patientId, name: `${firstName} ${lastName}`, status, rows };
}

function visitPaymentStatus(claimStatus: string, balance: number, credits: number, writtenOff: boolean): string {
  if (claimStatus === 'Draft' || claimStatus === 'Rejected') return 'Unbilled';
  if (claimStatus === 'Denied') return 'Denied';
  if (balance <= 0) return writtenOff ? 'WrittenOff' : 'Paid';
  if (claimStatus === 'Paid' && credits > 0) return 'PartiallyPaid';
  return 'Billed';
}

function chooseCoverage(rng: Rng, age: number, locality: Locality): Coverage {
  const blue: Payer = { name: locality.bluePlan.name, kind: 'Commercial', insuranceType: 'Commercial PPO', phone: '(800) 555-0125', website: locality.bluePlan.website, code: 'BLUE', allowedRate: 0.66 };
  const medicaid = (): Payer => ({ name: rng.pick(locality.medicaidPlans), kind: 'Medicaid', insuranceType: 'Medicaid managed care', phone: '(800) 555-0140', website: 'medicaid.gov', code: 'MCD', allowedRate: 0.42 });
  let primary: Payer | null;
  let secondary: Payer | null = null;
  if (age >= 65) {
    const plan = rng.weighted([['original', 55], ['advantage', 35], ['dual', 10]] as const);
    if (plan === 'advantage') primary = rng.pick([PAYERS.humanaMa, PAYERS.aetnaMa, PAYERS.uhcMa]);
    else {
      primary = PAYERS.medicare;
      if (plan === 'dual') secondary = medicaid();
      else if (rng.chance(0.6)) secondary = rng.pick([PAYERS.medigapG, PAYERS.medigapN]);
    }
  } else if (age < 18) {
    primary = rng.chance(0.45) ? medicaid() : rng.weighted([[blue, 35], [PAYERS.aetna, 20], [PAYERS.uhc, 20], [PAYERS.cigna, 15], [PAYERS.tricare, 5], [PAYERS.humana, 5]] as const);
  } else {
    const plan = rng.weighted([['self', 7], ['medicaid', 18], ['commercial', 75]] as const);
    primary = plan === 'self' ? null : plan === 'medicaid' ? medicaid() : rng.weighted([[blue, 35], [PAYERS.aetna, 18], [PAYERS.uhc, 20], [PAYERS.cigna, 14], [PAYERS.humana, 8], [PAYERS.tricare, 5]] as const);
    if (primary && primary.kind === 'Commercial' && rng.chance(0.06)) secondary = rng.pick([blue, PAYERS.aetna, PAYERS.uhc].filter((p) => p.name !== primary!.name));
  }
  return { primary, secondary, memberId: primary ? memberIdFor(rng, primary) : '' };
}

function vitalsBaseline(rng: Rng, age: number, gender: string, obese: boolean, hypertensive: boolean, copd: boolean): Baseline {
  const male = gender === 'Male';
  let heightIn: number;
  if (age < 13) heightIn = 29 + age * 2.45 + rng.normal(0, 1.2);
  else if (age < 18) heightIn = Math.min(male ? 69.5 : 64, 58 + (age - 12) * (male ? 2.3 : 1.3)) + rng.normal(0, 1.5);
  else heightIn = rng.normal(male ? 69.3 : 63.8, 2.6, 56, 79);
  let bmi = age < 18 ? rng.normal(17 + Math.max(0, age - 6) * 0.35, 1.8, 13.5, 30) : rng.normal(27, 4, 18.5, 45);
  if (obese) bmi = Math.max(bmi, rng.normal(35, 3.5, 30.2, 48));
  const child = age < 13;
  return {
    heightIn,
    bmi,
    systolic: child ? rng.normal(102, 5) : hypertensive ? rng.normal(138, 8) : rng.normal(118 + Math.max(0, age - 40) * 0.2, 6),
    diastolic: child ? rng.normal(62, 4) : hypertensive ? rng.normal(86, 5) : rng.normal(75, 5),
    heartRate: age < 5 ? rng.normal(105, 8) : child ? rng.normal(88, 7) : rng.normal(73, 7),
    spo2: copd ? rng.normal(93, 1.2, 88, 96) : rng.normal(98, 0.8, 95, 100),
  };
}
