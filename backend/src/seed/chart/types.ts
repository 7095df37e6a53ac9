/**
 * What the chart generators share: the rows they produce (`SeedRow`), the clinic they work
 * for (`ClinicSeed`), and the chart being built (`PatientChart`: the patient's own random
 * stream, the rows so far, who they are, and the helpers every generator uses).
 */
import type { EntityType, Role } from '@emr/domain';
import type { Condition, Locality, Payer } from '../catalog.ts';
import type { ClinicClock } from '../clock.ts';
import type { Rng } from '../random.ts';

export interface SeedRow {
  id: string;
  kind: EntityType;
  fields: Record<string, unknown>;
}

export type StaffTitle =
  | 'Physician'
  | 'Nurse practitioner'
  | 'Physician assistant'
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
  /** Patients, claims, payments and plans numbered so far; `rpm`: active RPM enrolments with an established device (their adherence goes by it). */
  counters: { patient: number; claim: number; payment: number; plan: number; rpm: number };
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

/** The helpers of a chart being generated, before the patient is known. */
export interface ChartBase {
  ctx: ClinicSeed;
  /** The patient's own random stream: every draw, in order, makes the chart. */
  rng: Rng;
  /** The demo's full chart (else a light one for large benchmark seeds). */
  full: boolean;
  rows: SeedRow[];
  add(kind: EntityType, fields: Record<string, unknown>, id?: string): SeedRow;
  /** The ISO time of a day (relative to the clinic's today) and minute. */
  at(day: number, minute: number): string;
  /** The patient's primary care provider. */
  pcp: StaffMember;
  /** Usually the PCP, sometimes another provider. */
  provider(): StaffMember;
  nurse(): StaffMember;
}

/** Who the patient is (demographics.ts). Days count from the clinic's today (negative: past). */
export interface Person {
  rowId: string;
  patientId: string;
  firstName: string;
  lastName: string;
  gender: string;
  ageYears: number;
  /** 0 child, 1 18–39, 2 40–64, 3 65+ (the prevalence bands of the conditions). */
  band: number;
  dobDay: number;
  /** The first visit to the clinic. */
  firstDay: number;
  /** The day the patient left (0 while active). */
  endDay: number;
  status: string;
}

/** The chart of a known patient. */
export interface PatientChart extends ChartBase {
  person: Person;
  /** A row's fields with the patient's PatientID. */
  chart(fields: Record<string, unknown>): Record<string, unknown>;
}

export interface Problem {
  condition: Condition;
  startDay: number;
  active: boolean;
  endDay?: number;
}

/** The patient's problem list (diagnoses.ts), which medications, labs, visits and programs follow. */
export interface Problems {
  list: Problem[];
  /** Is this condition an active problem? */
  has(key: string): boolean;
  activeChronic: Problem[];
  /** ICD-10 codes of the active problems. */
  codes: string[];
}

export interface Coverage {
  primary: Payer | null;
  secondary: Payer | null;
  memberId: string;
}

export type ProgramKey = 'ccm' | 'rpm' | 'b12' | 'flu' | 'glp1' | 'prolia' | 'obesity' | 'stone';

/** Rounded to cents. */
export const r2 = (value: number) => Math.round(value * 100) / 100;
export const pad = (value: number, width: number) => String(value).padStart(width, '0');
export const phone = (rng: Rng) => `(555) 0${rng.digits(2)}-${rng.digits(4)}`;
