/**
 * The demo data set: two clinics (Northside Family Medicine, Lakeview Internal Medicine),
 * their staff with sign-ins, and about 200 patients each with realistic charts and billing.
 * Deterministic (seeded PRNG): the same people and charts every time, dated relative to
 * the day the seed runs, so upcoming visits are always in the future.
 */
import { type Credential, MODULES, type Role, npiCheckDigit } from '@emr/domain';
import { CALENDAR_EVENT_COLORS } from '@emr/domain/visits';
import type { App } from '../app.ts';
import { LOCALITIES, type Locality } from './catalog.ts';
import { generatePatient } from './chart/patient.ts';
import { type ClinicSeed, type PatientSummary, type SeedRow, type StaffMember, type StaffTitle, phone } from './chart/types.ts';
import { ClinicClock, MINUTE_MS, iso } from './clock.ts';
import { Rng, createIdStream, hashString } from './random.ts';
import { createRowWriter, type RowWriter } from './writer.ts';
import { rebuildBillingTotals } from '../records/billingTotals.ts';
import { feeScheduleRows } from './feeSchedule.ts';

export const DEMO_PASSWORD = 'Demo#2026emr';
/** The starting number of every demo generator; change it and every name and chart changes. */
export const DEMO_SEED = 20_260_101;
export const DEMO_PATIENTS_PER_CLINIC = 200;

export interface DemoAccount {
  email: string;
  role: Role;
  clinicId: string;
  name: string;
}

interface StaffSpec extends DemoAccount {
  title: StaffTitle;
}

/** The six sign-ins the README lists, one per role and clinic. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'admin@northside.demo', role: 'admin', clinicId: 'northside', name: 'Nora Whitaker' },
  { email: 'dark@northside.demo', role: 'dark', clinicId: 'northside', name: 'Dana Brooks' },
  { email: 'user@northside.demo', role: 'user', clinicId: 'northside', name: 'Maria Alvarez, RN' },
  { email: 'billing@northside.demo', role: 'billing', clinicId: 'northside', name: 'Brian Cho' },
  { email: 'admin@lakeview.demo', role: 'admin', clinicId: 'lakeview', name: 'Grace Holloway' },
  { email: 'user@lakeview.demo', role: 'user', clinicId: 'lakeview', name: 'Omar Farouk, RN' },
];

const TITLES: Record<string, StaffTitle> = {
  'admin@northside.demo': 'Practice administrator',
  'dark@northside.demo': 'Front desk',
  'user@northside.demo': 'Registered nurse',
  'billing@northside.demo': 'Billing specialist',
  'admin@lakeview.demo': 'Practice administrator',
  'user@lakeview.demo': 'Registered nurse',
};

/** Every staff member with a sign-in (all use DEMO_PASSWORD): the demo accounts plus providers and assistants. */
export const DEMO_STAFF: readonly StaffSpec[] = [
  ...DEMO_ACCOUNTS.map((account) => ({ ...account, title: TITLES[account.email]! })),
  { email: 'priya.raman@northside.demo', role: 'user', clinicId: 'northside', name: 'Priya Raman, MD', title: 'Physician' },
  { email: 'michael.okafor@northside.demo', role: 'user', clinicId: 'northside', name: 'Michael Okafor, DO', title: 'Physician' },
  { email: 'sarah.lindqvist@northside.demo', role: 'user', clinicId: 'northside', name: 'Sarah Lindqvist, NP', title: 'Nurse practitioner' },
  { email: 'jasmine.carter@northside.demo', role: 'user', clinicId: 'northside', name: 'Jasmine Carter, MA', title: 'Medical assistant' },
  { email: 'elena.vasquez@lakeview.demo', role: 'user', clinicId: 'lakeview', name: 'Elena Vasquez, MD', title: 'Physician' },
  { email: 'james.whitfield@lakeview.demo', role: 'user', clinicId: 'lakeview', name: 'James Whitfield, MD', title: 'Physician' },
  { email: 'thuy.le@lakeview.demo', role: 'user', clinicId: 'lakeview', name: 'Thuy Le, APRN', title: 'Nurse practitioner' },
  { email: 'luis.ortega@lakeview.demo', role: 'user', clinicId: 'lakeview', name: 'Luis Ortega, MA', title: 'Medical assistant' },
  // last, so every id and chart above stays as it was; not among the providers the charts are generated with
  { email: 'daniel.reyes@northside.demo', role: 'user', clinicId: 'northside', name: 'Daniel Reyes, PA-C', title: 'Physician assistant' },
];

/**
 * Each clinician's credential, NPI (its first nine digits: the check digit is computed, as CMS
 * does) and NUCC taxonomy code. Administrators, the front desk and billing have none.
 */
const STAFF_CREDENTIALS: Readonly<Record<string, { credential: Credential; npi?: string; taxonomy?: string }>> = {
  'user@northside.demo': { credential: 'RN', taxonomy: '163W00000X' },
  'priya.raman@northside.demo': { credential: 'MD', npi: '148291736', taxonomy: '207Q00000X' },
  'michael.okafor@northside.demo': { credential: 'DO', npi: '157364902', taxonomy: '207Q00000X' },
  'sarah.lindqvist@northside.demo': { credential: 'NP', npi: '166049281', taxonomy: '363LF0000X' },
  'jasmine.carter@northside.demo': { credential: 'MA' },
  'daniel.reyes@northside.demo': { credential: 'PA', npi: '139582047', taxonomy: '363A00000X' },
  'user@lakeview.demo': { credential: 'RN', taxonomy: '163W00000X' },
  'elena.vasquez@lakeview.demo': { credential: 'MD', npi: '172940358', taxonomy: '207R00000X' },
  'james.whitfield@lakeview.demo': { credential: 'MD', npi: '181325064', taxonomy: '207R00000X' },
  'thuy.le@lakeview.demo': { credential: 'NP', npi: '192857310', taxonomy: '363LA2200X' },
  'luis.ortega@lakeview.demo': { credential: 'MA' },
};

/** A staff member's credential fields on their User row (none for non-clinical staff). */
export function staffCredentialFields(email: string): Record<string, string> {
  const held = STAFF_CREDENTIALS[email];
  if (!held) return {};
  return { Credential: held.credential, ...(held.npi ? { NPI: `${held.npi}${npiCheckDigit(held.npi)}` } : {}), ...(held.taxonomy ? { TaxonomyCode: held.taxonomy } : {}) };
}

interface ClinicSpec {
  id: 'northside' | 'lakeview';
  code: string;
  name: string;
  timeZone: string;
  family: boolean;
  address: { Address: string; City: string; State: string; ZipCode: string; PhoneNumber: string };
}

export const DEMO_CLINICS: readonly ClinicSpec[] = [
  {
    id: 'northside', code: 'NS', name: 'Northside Family Medicine', timeZone: 'America/Chicago', family: true,
    address: { Address: '4712 N Broadway, Suite 200', City: 'Chicago', State: 'IL', ZipCode: '60640', PhoneNumber: '(555) 010-2000' },
  },
  {
    id: 'lakeview', code: 'LV', name: 'Lakeview Internal Medicine', timeZone: 'America/New_York', family: false,
    address: { Address: '1850 Lake Baldwin Ln, Suite 110', City: 'Orlando', State: 'FL', ZipCode: '32814', PhoneNumber: '(555) 020-3000' },
  },
];

export interface SeedOptions {
  /** "Today" for the seed (default: the real current time). */
  now?: Date;
  patientsPerClinic?: number;
}

export interface DemoSeedResult {
  clinics: ClinicSeed[];
  staff: StaffMember[];
  patients: PatientSummary[];
  writer: RowWriter;
  /** The billing totals built from the claims and postings written (records beside the writer's). */
  totals: number;
  seconds: number;
}

/** True while the database holds no clinic (a fresh data directory). */
export function isEmpty(app: Pick<App, 'db'>): boolean {
  return !app.db.prepare("SELECT 1 FROM emr WHERE entity_type = 'Clinic' LIMIT 1").get();
}

/** Seeds the demo clinics into an empty database; returns a one-line summary. */
export function seedDemo(app: Pick<App, 'db' | 'cognito'>, options: SeedOptions = {}): string {
  const result = seedDemoData(app, options);
  return `${result.clinics.length} clinics, ${result.staff.length} staff, ${result.patients.length} patients, ${result.writer.count + result.totals} records (${result.seconds.toFixed(1)} s)`;
}

/** The seed behind `seedDemo`, returning the clinic contexts so more patients can follow (large seeds). */
export function seedDemoData(app: Pick<App, 'db' | 'cognito'>, options: SeedOptions = {}): DemoSeedResult {
  if (!isEmpty(app)) throw new Error('The database already has clinics: the demo seed only runs on an empty data directory');
  const started = performance.now();
  const now = (options.now ?? new Date()).getTime();
  const perClinic = options.patientsPerClinic ?? DEMO_PATIENTS_PER_CLINIC;
  const writer = createRowWriter(app.db, now);
  const clinics: ClinicSeed[] = [];
  const staff: StaffMember[] = [];
  const patients: PatientSummary[] = [];
  const staffIds = createIdStream(hashString(`emr-demo-staff:${DEMO_SEED}`));

  let totals = 0;
  app.db.transaction(() => {
    for (const spec of DEMO_STAFF) {
      const sub = staffIds();
      app.cognito.users.create({ email: spec.email, name: spec.name, clinicId: spec.clinicId, group: spec.role, password: DEMO_PASSWORD, sub });
      staff.push({ id: sub, clinicId: spec.clinicId, email: spec.email, name: spec.name, role: spec.role, title: spec.title });
    }
    for (const spec of DEMO_CLINICS) {
      const ctx = createClinicSeed(spec, staff, now);
      clinics.push(ctx);
      writeClinic(writer, ctx, spec, staff);
      for (const row of feeScheduleRows(ctx.clinicId, new Date(now).getUTCFullYear())) writer.write(ctx.clinicId, row);
      for (let i = 0; i < perClinic; i++) {
        // About one patient in thirteen is booked today, every 30 minutes from 8:00.
        const todayMinute = i % 13 === 5 ? 8 * 60 + Math.floor(i / 13) * 30 : undefined;
        const patient = generatePatient(ctx, { detail: 'full', ...(todayMinute !== undefined ? { todayMinute } : {}) });
        patients.push(patient);
        for (const row of patient.rows) writer.write(ctx.clinicId, row);
      }
      const clinicPatients = patients.filter((p) => p.patientId.startsWith(`${ctx.code}-`) && p.status === 'Active');
      for (const row of staffTasks(ctx, clinicPatients)) writer.write(ctx.clinicId, row);
      for (const row of calendarEvents(ctx)) writer.write(ctx.clinicId, row);
    }
    // claims and postings went straight to the store: their report totals follow
    totals = rebuildBillingTotals(app.db);
  })();
  return { clinics, staff, patients, writer, totals, seconds: (performance.now() - started) / 1000 };
}

export function createClinicSeed(spec: ClinicSpec, staff: readonly StaffMember[], now: number): ClinicSeed {
  const members = staff.filter((s) => s.clinicId === spec.id);
  const byTitle = (...titles: StaffTitle[]) => members.filter((s) => titles.includes(s.title));
  const admin = byTitle('Practice administrator')[0]!;
  const careTeam = byTitle('Registered nurse', 'Medical assistant');
  const seed = (hashString(`emr-demo:${spec.id}`) ^ DEMO_SEED) >>> 0;
  return {
    clinicId: spec.id,
    code: spec.code,
    name: spec.name,
    locality: LOCALITIES[spec.id] as Locality,
    family: spec.family,
    seed,
    rng: new Rng(seed),
    nextId: createIdStream(hashString(`emr-demo-ids:${spec.id}:${DEMO_SEED}`)),
    clock: new ClinicClock(now, spec.timeZone),
    providers: byTitle('Physician', 'Nurse practitioner'),
    careTeam,
    billing: byTitle('Billing specialist')[0] ?? admin,
    frontDesk: byTitle('Front desk')[0] ?? byTitle('Medical assistant')[0] ?? admin,
    admin,
    counters: { patient: 0, claim: 0, payment: 0, plan: 0, rpm: 0 },
  };
}

function writeClinic(writer: RowWriter, ctx: ClinicSeed, spec: ClinicSpec, staff: readonly StaffMember[]): void {
  const opened = iso(ctx.clock.at(-9 * 365, 9 * 60));
  writer.write(ctx.clinicId, {
    id: ctx.clinicId,
    kind: 'Clinic',
    fields: { Name: spec.name, EnabledModules: [...MODULES], TimeZone: spec.timeZone, ...spec.address, Website: `${spec.id}.demo`, Timestamp: opened },
  });
  const generated = [ctx.admin, ...ctx.providers, ...ctx.careTeam, ctx.billing, ctx.frontDesk].filter((m, i, all) => all.indexOf(m) === i);
  // staff the charts are not generated with draw from their own stream, so the clinic's charts stay as they were
  const others = staff.filter((m) => m.clinicId === ctx.clinicId && !generated.includes(m));
  for (const member of [...generated, ...others]) {
    const rng = generated.includes(member) ? ctx.rng : new Rng(hashString(`emr-demo-staff-row:${member.email}:${DEMO_SEED}`));
    const hired = ctx.clock.at(-rng.int(120, 3000), 9 * 60);
    writer.write(ctx.clinicId, {
      id: member.id,
      kind: 'User',
      fields: {
        Username: member.email, Email: member.email, FullName: member.name, Role: member.role, Status: 'Active', Timestamp: iso(hired),
        LastLogin: iso(ctx.clock.now - rng.int(10, 4000) * MINUTE_MS), CellPhone: phone(rng), Comment: member.title, ...staffCredentialFields(member.email),
      },
    });
  }
}

const GENERAL_TASKS: Record<StaffTitle, readonly (readonly [string, string, boolean])[]> = {
  'Practice administrator': [
    ['Review next month’s provider schedules', 'Administrative', false],
    ['Renew CLIA certificate of waiver', 'Compliance', false],
    ['Approve PTO requests', 'Administrative', false],
    ['Update holiday hours on the website and phone tree', 'Administrative', false],
    ['Complete quarterly HIPAA access review', 'Compliance', false],
    ['Sign vaccine storage temperature log', 'Compliance', false],
    ['Review monthly denial report with billing', 'Billing', false],
  ],
  'Front desk': [
    ['Set up sign-in for the new medical assistant', 'Administrative', false],
    ['Confirm tomorrow’s appointments by phone', 'Scheduling', false],
    ['Scan and index new-patient intake forms', 'Administrative', true],
    ['Verify insurance eligibility for tomorrow’s patients', 'Scheduling', true],
    ['Call patients on the waitlist for open slots', 'Scheduling', true],
    ['Request outside records from previous PCP', 'Records', true],
  ],
  'Registered nurse': [
    ['Call patient with lab results', 'Lab follow-up', true],
    ['Monthly CCM check-in call', 'Care management', true],
    ['Refill request: review and route to provider', 'Refill', true],
    ['Restock vaccine refrigerator and log temperatures', 'Clinical', false],
    ['Review RPM blood-pressure alerts', 'Care management', true],
    ['Prepare injection schedule for B12 and Prolia patients', 'Clinical', false],
  ],
  'Medical assistant': [
    ['Room prep and supply restock for the afternoon clinic', 'Clinical', false],
    ['Call patient to schedule overdue annual wellness visit', 'Scheduling', true],
    ['Fax referral packet to specialist', 'Referral', true],
    ['Update immunization record from the state registry', 'Records', true],
  ],
  Physician: [
    ['Review and sign outside consult report', 'Clinical', true],
    ['Co-sign nurse practitioner notes', 'Clinical', false],
    ['Complete FMLA paperwork', 'Administrative', true],
    ['Review abnormal imaging result', 'Clinical', true],
    ['Sign home-health certification', 'Clinical', true],
  ],
  'Physician assistant': [
    ['Review refill requests in the queue', 'Refill', false],
    ['Call patient about medication side effects', 'Clinical', true],
  ],
  'Nurse practitioner': [
    ['Review refill requests in the queue', 'Refill', false],
    ['Call patient about medication side effects', 'Clinical', true],
    ['Complete prior authorization questionnaire', 'Prior authorization', true],
    ['Review home glucose log', 'Clinical', true],
  ],
  'Billing specialist': [
    ['Post today’s ERA batches', 'Billing', false],
    ['Work the denial queue (CO-197 and CO-16)', 'Billing', false],
    ['Send patient statements for balances over 30 days', 'Billing', false],
    ['Follow up on claims with no response after 30 days', 'Billing', false],
    ['Set up payment plan requested by patient', 'Billing', true],
    ['Reconcile copays collected at check-in', 'Billing', false],
  ],
};

/** Open and completed tasks for every staff member (each demo account has some open ones). */
function staffTasks(ctx: ClinicSeed, patients: readonly PatientSummary[]): SeedRow[] {
  const { rng, clock } = ctx;
  const rows: SeedRow[] = [];
  const members = [ctx.admin, ...ctx.providers, ...ctx.careTeam, ctx.billing, ctx.frontDesk].filter((m, i, all) => all.indexOf(m) === i);
  for (const member of members) {
    const templates = GENERAL_TASKS[member.title];
    const open = rng.int(3, 5);
    const done = rng.int(4, 8);
    for (let i = 0; i < open + done; i++) {
      const [text, type, forPatient] = rng.pick(templates);
      const isDone = i >= open;
      const patient = forPatient && patients.length ? rng.pick(patients) : undefined;
      const dueDay = isDone ? -rng.int(1, 90) : rng.weighted([[-rng.int(1, 6), 25], [0, 30], [rng.int(1, 14), 45]] as const);
      const creator = rng.pick(members);
      rows.push({
        id: ctx.nextId(),
        kind: 'Task',
        fields: {
          Task: patient ? `${text} – ${patient.name} (${patient.patientId})` : text,
          TaskType: type,
          Priority: rng.weighted([['Low', 15], ['Normal', 55], ['High', 22], ['Urgent', 8]] as const),
          AssignedTo: member.id,
          DueDate: iso(clock.at(dueDay, 17 * 60)),
          Done: isDone,
          ...(isDone ? { TimeCompleted: iso(clock.at(dueDay, 13 * 60 + rng.int(0, 180))) } : {}),
          ...(patient ? { PatientID: patient.patientId } : {}),
          CreatedBy: creator.id,
          AssignmentHistory: [{ to: member.id, by: creator.id, at: iso(clock.at(Math.min(dueDay, 0) - rng.int(1, 10), 9 * 60)) }],
        },
      });
    }
  }
  return rows;
}

const COLORS = CALENDAR_EVENT_COLORS;

/** Staff meetings, holidays, flu clinics, provider time off and trainings from two months back to three ahead. */
function calendarEvents(ctx: ClinicSeed): SeedRow[] {
  const { rng, clock } = ctx;
  const rows: SeedRow[] = [];
  const from = -60;
  const to = 90;
  const event = (fields: Record<string, unknown>) => rows.push({ id: ctx.nextId(), kind: 'CalendarEvent', fields: { CreatedBy: ctx.admin.id, ...fields } });
  const allDay = (day: number, title: string, color: string, extra: Record<string, unknown> = {}) =>
    event({ Title: title, Color: color, Start: `${clock.date(day)}T00:00:00.000Z`, End: `${clock.date(day + 1)}T00:00:00.000Z`, AllDay: true, ...extra });
  const timed = (day: number, startMinute: number, minutes: number, title: string, color: string, extra: Record<string, unknown> = {}) =>
    event({ Title: title, Color: color, Start: iso(clock.at(day, startMinute)), End: iso(clock.at(day, startMinute + minutes)), AllDay: false, ...extra });

  for (let day = from; day <= to; day++) {
    const weekday = clock.weekday(day);
    if (weekday === 2) timed(day, 7 * 60 + 30, 30, 'Staff huddle', COLORS.blue);
    if (weekday === 4 && clock.parts(day).day <= 7) timed(day, 12 * 60, 60, 'Provider meeting: quality measures and care gaps', COLORS.purple);
  }
  const { year } = clock.parts(0);
  for (const y of [year - 1, year, year + 1]) {
    const nth = (month: number, weekday: number, n: number) => {
      const first = clock.dayOf(y, month, 1);
      return first + ((weekday - clock.weekday(first) + 7) % 7) + 7 * (n - 1);
    };
    for (const { day, name } of clock.holidays(y)) if (day >= from && day <= to) allDay(day, `${name} – clinic closed`, COLORS.red);
    for (let n = 1; n <= 4; n++) {
      const saturday = nth(10, 6, n);
      if (saturday >= from && saturday <= to) timed(saturday, 9 * 60, 4 * 60, 'Flu shot clinic (walk-in)', COLORS.green);
    }
  }
  for (const provider of ctx.providers) {
    const start = rng.int(from, to - 5);
    const days = rng.int(1, 5);
    for (let d = 0; d < days; d++) {
      const day = start + d;
      if (clock.isOpen(day)) allDay(day, `${provider.name.split(',')[0]} – out of office`, COLORS.orange, { AssignedTo: provider.id });
    }
  }
  const trainings = ['Lunch & learn: 2026 RPM codes (99445, 99470)', 'BLS recertification', 'EHR training: new billing screens', 'Fire drill and emergency procedures'];
  for (const title of trainings) {
    const day = clock.businessDay(rng.int(from, to));
    timed(day, 12 * 60, 60, title, COLORS.teal);
  }
  return rows;
}

