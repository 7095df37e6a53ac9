import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { DATE_FIELD, type EntityType, MODULES, PROGRAMS, VISIT_STATUSES, isEntityType, isNpi, isTaxonomyCode, mayRender, pk } from '@emr/domain';
import { VISIT_MOVES, type VisitStatus } from '@emr/domain/visits';
import { CARE_RULES_FIRST_MONTH, careMonthCodes } from '@emr/domain';
import { type ReadingValues, careMonthInput, closedMonths, entryMonth, monthDeviceDays, outOfRange, periodDeviceDays, rpmPeriod, setupMonth } from '@emr/domain/care';
import { validateRecord } from '@emr/domain/schemas';
import { type ReadRequest, planStoredRowCheck, ruleContext, runPlan } from '@emr/domain/server';
import { type App, CLIENT_ID, USER_POOL_ID, createApp } from '../app.ts';
import { srpSignInCall } from '../cognito/srpClient.ts';
import { createRecordStore } from '../records/store.ts';
import { type AppHarness, startApp } from '../testing/appHarness.ts';
import { ClinicClock } from './clock.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isEmpty, seedDemo } from './demo.ts';

const NOW = new Date();
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

interface Row {
  id: string;
  kind: EntityType;
  item: Record<string, unknown>;
}

function openSeeded(): { app: App; dir: string; summary: string } {
  const dir = mkdtempSync(join(tmpdir(), 'emr-demo-seed-'));
  const app = createApp({ dataDir: dir, publicOrigin: 'http://localhost:8080', log: () => undefined });
  return { app, dir, summary: seedDemo(app, { now: NOW }) };
}

function allRows(app: App): Row[] {
  return (app.db.prepare('SELECT id, entity_type, item FROM emr ORDER BY rowid').all() as { id: string; entity_type: string; item: string }[]).map((r) => {
    assert.ok(isEntityType(r.entity_type), `unknown kind ${r.entity_type}`);
    return { id: r.id, kind: r.entity_type, item: JSON.parse(r.item) as Record<string, unknown> };
  });
}

/** Independent reading of the range formats the seed prints ("70-99", "<200", ">40", ">=60"). */
function outside(result: string, range: string): boolean {
  const value = Number(result);
  assert.ok(Number.isFinite(value), `result ${result} is not a number`);
  let m = /^([\d.]+)-([\d.]+)$/.exec(range);
  if (m) return value < Number(m[1]) || value > Number(m[2]);
  m = /^(<=|>=|<|>)([\d.]+)$/.exec(range);
  assert.ok(m, `unreadable reference range ${range}`);
  const bound = Number(m[2]);
  return { '<': value >= bound, '<=': value > bound, '>': value <= bound, '>=': value < bound }[m[1] as '<' | '<=' | '>' | '>=']!;
}

const cents = (value: unknown) => Math.round(Number(value) * 100);

/** The values a reading of each device type holds. */
const DEVICE_VALUES: Record<string, string> = { bloodPressureCuff: 'diastolic,systolic', scale: 'weightLb', glucometer: 'glucose', pulseOximeter: 'spo2' };
const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe('demo seed', () => {
  /** The real server on a loopback port, seeded as `npm start` seeds it. */
  let h: AppHarness;
  let app: App;
  let summary: string;
  let rows: Row[];
  const ofKind = (kind: EntityType) => rows.filter((r) => r.kind === kind);
  /** SRP sign-in straight through the user pool's handler (no socket). */
  const signIn = (username: string, password: string) =>
    srpSignInCall(
      async (op, body) => app.cognito.handle(`AWSCognitoIdentityProviderService.${op}`, JSON.stringify(body)),
      { clientId: CLIENT_ID, userPoolId: USER_POOL_ID, username, password },
    );

  before(async () => {
    h = await startApp();
    app = h.app;
    summary = seedDemo(app, { now: NOW });
    rows = allRows(app);
  });
  after(() => h.close());

  test('summarizes what it wrote', () => {
    const match = /^2 clinics, (\d+) staff, 400 patients, (\d+) records/.exec(summary);
    assert.ok(match, summary);
    assert.equal(Number(match[2]), rows.length);
    assert.equal(Number(match[1]), ofKind('User').length);
    assert.ok(rows.length > 20_000, `only ${rows.length} rows`);
  });

  test('creates the two clinics with every module enabled', () => {
    const clinics = ofKind('Clinic');
    assert.deepEqual(clinics.map((c) => [c.id, c.item['ClinicID'], c.item['Name']]).sort(), [
      ['lakeview', 'lakeview', 'Lakeview Internal Medicine'],
      ['northside', 'northside', 'Northside Family Medicine'],
    ]);
    for (const clinic of clinics) assert.deepEqual(clinic.item['EnabledModules'], [...MODULES]);
  });

  test('the six demo accounts exist in their clinics and groups and can sign in', async () => {
    assert.equal(DEMO_ACCOUNTS.length, 6);
    const store = createRecordStore(app.db);
    for (const account of DEMO_ACCOUNTS) {
      const user = app.cognito.users.getByEmail(account.email);
      assert.ok(user, `no sign-in for ${account.email}`);
      assert.equal(user.group, account.role);
      assert.equal(user.clinicId, account.clinicId);
      const record = store.get(account.clinicId, user.sub);
      assert.ok(record, `no User record with id = sub for ${account.email}`);
      assert.equal(record.EntityType, 'User');
      assert.equal(record.ClinicID, account.clinicId);
      assert.equal(record['Role'], account.role);
      assert.equal(record['Email'], account.email);
      assert.equal(record['Status'], 'Active');

      const result = await signIn(account.email, DEMO_PASSWORD);
      assert.equal(result.status, 200, JSON.stringify(result.body));
      const token = (result.body as { AuthenticationResult?: { AccessToken?: string } }).AuthenticationResult?.AccessToken;
      assert.ok(token, 'no access token');
      const caller = await app.cognito.verifyAccessToken(token);
      assert.equal(caller.sub, user.sub);
      assert.equal(caller.group, account.role);
      assert.equal(caller.clinicId, account.clinicId);
    }
    const wrong = await signIn(DEMO_ACCOUNTS[0]!.email, 'Wrong#2026emr');
    assert.equal(wrong.status, 400);
  });

  test('every staff member has a sign-in and a User record; every demo account has open tasks', () => {
    const store = createRecordStore(app.db);
    for (const user of ofKind('User')) {
      const auth = app.cognito.users.get(user.id);
      assert.ok(auth, `User ${String(user.item['Email'])} has no sign-in`);
      assert.equal(auth.group, user.item['Role']);
    }
    for (const account of DEMO_ACCOUNTS) {
      const sub = app.cognito.users.getByEmail(account.email)!.sub;
      const open = store.queryIndex({ index: 4, pk: pk.user(account.clinicId, 'Task', sub), sk: { beginsWith: '0#' }, descending: false, limit: 100 });
      assert.ok(open.length >= 3, `${account.email} has ${open.length} open tasks`);
      assert.ok(open.every((t) => t['Done'] === false));
    }
  });

  test('each clinic has its time zone; clinicians carry their credential, a valid NPI and a taxonomy code', () => {
    const zones = Object.fromEntries(ofKind('Clinic').map((c) => [c.id, c.item['TimeZone']]));
    assert.deepEqual(zones, { northside: 'America/Chicago', lakeview: 'America/New_York' });
    const users = ofKind('User').map((u) => u.item);
    for (const user of users) assert.equal(validateRecord('User', user), null, String(user['Email']));
    const held = (credential: string) => users.filter((u) => u['Credential'] === credential).map((u) => String(u['FullName']));
    for (const credential of ['MD', 'DO', 'NP', 'PA', 'RN', 'MA']) assert.ok(held(credential).length > 0, `someone is ${credential}`);
    for (const user of users) {
      assert.equal(isNpi(user['NPI']), mayRender(user['Credential']), `${String(user['FullName'])}: practitioners have an NPI, others none`);
      if (mayRender(user['Credential'])) assert.ok(isTaxonomyCode(user['TaxonomyCode']), String(user['FullName']));
    }
    const frontDesk = users.find((u) => u['Email'] === 'dark@northside.demo')!;
    assert.equal(frontDesk['Credential'], undefined, 'the front desk holds no clinical credential');
  });

  test('about 200 patients per clinic through the patient-list index', () => {
    const store = createRecordStore(app.db);
    for (const [clinic, prefix] of [['northside', 'NS-'], ['lakeview', 'LV-']] as const) {
      const patients = store.queryIndex({ index: 1, pk: `${clinic}#Patient`, descending: false, limit: 1000 });
      assert.equal(patients.length, 200);
      assert.ok(patients.every((p) => String(p['PatientID']).startsWith(prefix) && /^[A-Z]{2}-\d{6}$/.test(String(p['PatientID']))));
      assert.equal(new Set(patients.map((p) => p['PatientID'])).size, 200);
      const active = patients.filter((p) => p['Status'] === 'Active').length;
      assert.ok(active > 150 && active < 200, `${active} active`);
      const languages = new Set(patients.map((p) => p['Spoken']));
      assert.ok(languages.has('English') && languages.has('Spanish') && languages.size >= 4, [...languages].join());
    }
  });

  test('every seeded row passes validateRecord and has its date field', () => {
    const failures: string[] = [];
    for (const row of rows) {
      const problems = validateRecord(row.kind, row.item);
      if (problems && failures.length < 10) failures.push(`${row.kind} ${row.id}: ${JSON.stringify(problems)}`);
      const date = row.item[DATE_FIELD[row.kind]];
      // a billing total is dated by its month (YYYY-MM) or, for the A/R aging by day of service, its day, not an
      // instant; a patient's aging total by none (ADR 0051)
      const billingTotal = row.item['TotalGroup'] === 'agingPatient' ? date === '' : /^\d{4}-\d{2}(-\d{2})?$/.test(String(date));
      const dated = row.kind === 'BillingTotal' ? billingTotal : typeof date === 'string' && ISO_UTC.test(date);
      if (!dated && failures.length < 10) failures.push(`${row.kind} ${row.id}: ${DATE_FIELD[row.kind]} = ${String(date)}`);
    }
    assert.deepEqual(failures, []);
  });

  test('every seeded row holds the invariants of its kind the server holds every write to (a checked-out visit, a paid claim, a time entry)', () => {
    const store = createRecordStore(app.db);
    const failures: string[] = [];
    for (const row of rows) {
      const item = store.get(String(row.item['ClinicID']), row.id)!;
      const caller = { sub: 'demo-check', clinicId: item.ClinicID, group: 'admin' as const, email: '', name: '' };
      const read = (request: ReadRequest) => ('get' in request ? store.get(item.ClinicID, request.get) : store.queryIndex({ ...request.query, descending: request.query.descending ?? false, limit: request.query.limit ?? 10_000 }));
      try {
        runPlan(planStoredRowCheck(ruleContext(caller, null, { modelFields: [], fieldTypes: {} }), item, NOW.toISOString()), read);
      } catch (error) {
        if (failures.length < 10) failures.push(`${row.kind} ${row.id}: ${(error as Error).message}`);
      }
    }
    assert.deepEqual(failures, []);
  });

  test('abnormal flags match the numeric reference ranges', () => {
    const labs = ofKind('Lab');
    const components = labs.filter((l) => typeof l.item['Component'] === 'string');
    assert.ok(components.length > 1000);
    let abnormal = 0;
    for (const lab of components) {
      const expected = outside(String(lab.item['Result']), String(lab.item['ReferenceRange']));
      assert.equal(lab.item['IsAbnormal'], expected, `${String(lab.item['Component'])} ${String(lab.item['Result'])} (${String(lab.item['ReferenceRange'])})`);
      if (expected) abnormal++;
    }
    assert.ok(abnormal > 50 && abnormal < components.length / 2, `${abnormal} of ${components.length} abnormal`);
    const panels = labs.filter((l) => l.item['IsPanel'] === true);
    assert.ok(panels.length > 100);
    for (const panel of panels) {
      const results = panel.item['LabResults'] as { Result: string; ReferenceRange: string; IsAbnormal: boolean }[];
      assert.ok(Array.isArray(results) && results.length > 1);
      for (const result of results) assert.equal(result.IsAbnormal, outside(result.Result, result.ReferenceRange));
      assert.equal(panel.item['IsAbnormal'], results.some((r) => r.IsAbnormal));
    }
  });

  test('claims balance as the server stamps it (claimBalance): RemainingBalance = TotalCharges - TotalPayments - adjustments, matching their charge and payment rows', () => {
    const claims = ofKind('Claim');
    assert.ok(claims.length > 500);
    const charges = new Map<string, number>();
    for (const charge of ofKind('Charge')) charges.set(String(charge.item['LinkedToClaim']), (charges.get(String(charge.item['LinkedToClaim'])) ?? 0) + cents(charge.item['Amount']));
    const paid = new Map<string, number>();
    const adjusted = new Map<string, number>();
    for (const payment of ofKind('Payment')) {
      const claimId = String(payment.item['LinkedToClaim']);
      paid.set(claimId, (paid.get(claimId) ?? 0) + cents(payment.item['Amount']));
      adjusted.set(claimId, (adjusted.get(claimId) ?? 0) + cents(payment.item['Adjust'] ?? 0) + cents(payment.item['Withheld'] ?? 0));
    }
    const statuses = new Set<string>();
    for (const claim of claims) {
      const { TotalCharges, TotalPayments, RemainingBalance } = claim.item;
      const adjustments = adjusted.get(claim.id) ?? 0;
      assert.ok(
        Math.abs(cents(TotalCharges) - cents(TotalPayments) - adjustments - cents(RemainingBalance)) <= 1,
        `${String(claim.item['Claim'])}: ${String(TotalCharges)} - ${String(TotalPayments)} - adjustments != ${String(RemainingBalance)}`,
      );
      assert.ok(cents(RemainingBalance) >= 0, `${String(claim.item['Claim'])} has a negative balance`);
      assert.equal(charges.get(claim.id), cents(TotalCharges), `charge rows of ${String(claim.item['Claim'])}`);
      assert.ok(Math.abs((paid.get(claim.id) ?? 0) - cents(TotalPayments)) <= 1, `payment rows of ${String(claim.item['Claim'])}`);
      const codes = claim.item['Charges'] as { chargeCents: number }[];
      assert.equal(codes.reduce((sum, code) => sum + code.chargeCents, 0), cents(TotalCharges), `Charges (per code) of ${String(claim.item['Claim'])}`);
      assert.match(String(claim.item['Claim']), /^CLM-(NS|LV)-\d{5}$/);
      statuses.add(String(claim.item['Status']));
      if (claim.item['Status'] === 'Closed') assert.equal(cents(RemainingBalance), 0);
    }
    for (const status of ['Draft', 'Submitted', 'PartiallyPaid', 'Paid', 'Denied', 'Closed']) assert.ok(statuses.has(status), `no ${status} claim`);
    assert.ok(ofKind('Payment').some((p) => typeof p.item['BatchNumber'] === 'string'));
    const plans = ofKind('PaymentPlan');
    assert.ok(plans.length > 0);
    for (const plan of plans) {
      assert.ok(cents(plan.item['AmountPaid']) <= cents(plan.item['TotalAmount']));
      if (plan.item['Status'] === 'Completed') assert.equal(cents(plan.item['AmountPaid']), cents(plan.item['TotalAmount']));
      else assert.ok(Date.parse(String(plan.item['NextDueDate'])) > Date.parse(String(plan.item['Timestamp'])));
    }
  });

  test("each clinic's fee schedule: valid entries, one active per code, the CCM, RPM, E/M and injection codes priced", () => {
    const entries = ofKind('FeeScheduleEntry');
    for (const entry of entries) assert.equal(validateRecord('FeeScheduleEntry', entry.item), null, String(entry.item['CPTCode']));
    for (const clinic of new Set(entries.map((e) => String(e.item['ClinicID'])))) {
      const active = entries.filter((e) => e.item['ClinicID'] === clinic && e.item['Status'] === 'Active').map((e) => String(e.item['CPTCode']));
      assert.equal(new Set(active).size, active.length, `${clinic}: one active entry per code`);
      for (const code of ['99490', '99439', '99491', '99437', '99453', '99454', '99457', '99458', '99445', '99470', '99202', '99215', 'G0438', 'G0439', 'J3420', 'J1950', '90686', 'J0897']) {
        assert.ok(active.includes(code), `${clinic}: ${code} priced`);
      }
      assert.ok(entries.some((e) => e.item['ClinicID'] === clinic && e.item['Status'] === 'Retired'));
    }
  });

  test('visit statuses agree with their dates', () => {
    const now = NOW.getTime();
    const visits = ofKind('Visit');
    let upcoming = 0;
    for (const visit of visits) {
      const at = Date.parse(String(visit.item['VisitDate']));
      const status = String(visit.item['VisitStatus']);
      assert.ok((VISIT_STATUSES as readonly string[]).includes(status));
      if (at < now - 86_400_000) assert.ok(['CheckedOut', 'Cancelled', 'NoShow'].includes(status), `${status} visit in the past`);
      if (at > now) {
        assert.equal(status, 'Scheduled');
        upcoming++;
      }
      if (status === 'Cancelled') assert.ok(visit.item['CancellationReason']);
      if (status === 'CheckedOut') assert.ok(Date.parse(String(visit.item['CheckOutTime'])) > Date.parse(String(visit.item['CheckInTime'])));
    }
    assert.ok(upcoming > 100, `${upcoming} upcoming visits`);
    const ids = new Set(visits.map((v) => v.id));
    // a clinic's vitals are taken at a visit (RPM readings at home: their own test)
    for (const vitals of ofKind('Vitals').filter((v) => v.item['Program'] === undefined)) {
      assert.ok(ids.has(String(vitals.item['LinkedToVisit'])));
      const v = vitals.item['Vitals'] as Record<string, number>;
      for (const key of ['systolic', 'diastolic', 'heartRate', 'temperatureF', 'respiratoryRate', 'spo2', 'weightLb', 'heightIn', 'bmi']) assert.equal(typeof v[key], 'number', key);
    }
  });

  test("each visit's status history walks the server's moves to its status, in time order, none ahead of now, each with who (the board's time in status, the cancellations' who and when)", () => {
    const now = NOW.getTime();
    const names = new Set(ofKind('User').map((u) => String(u.item['FullName'])));
    for (const visit of ofKind('Visit')) {
      const history = visit.item['StatusHistory'] as { from: string | null; to: string; at: string; by: string; byName: string; reason?: string }[];
      assert.ok(Array.isArray(history) && history.length > 0, `visit ${visit.id} has no status history`);
      assert.deepEqual([history[0]!.from, history[0]!.to], [null, 'Scheduled']);
      history.forEach((entry, i) => {
        assert.match(entry.at, ISO_UTC);
        assert.ok(Date.parse(entry.at) <= now, `a move at ${entry.at} is ahead of now`);
        assert.ok(names.has(entry.byName), `${entry.byName} is no staff member`);
        if (i === 0) return;
        const before = history[i - 1]!;
        assert.equal(entry.from, before.to);
        assert.ok(VISIT_MOVES[before.to as VisitStatus].includes(entry.to as VisitStatus), `${before.to} → ${entry.to}`);
        assert.ok(Date.parse(entry.at) >= Date.parse(before.at), `${before.to} → ${entry.to} goes back in time`);
      });
      const last = history.at(-1)!;
      assert.equal(last.to, visit.item['VisitStatus']);
      if (last.to === 'Cancelled' || last.to === 'NoShow') assert.equal(last.reason, visit.item['CancellationReason']);
      if (visit.item['CheckInTime']) assert.equal(history.find((e) => e.to === 'CheckedIn')?.at, visit.item['CheckInTime']);
      if (visit.item['CheckOutTime']) assert.equal(last.at, visit.item['CheckOutTime']);
    }
  });

  test('programs: enrolments in all eight, time entries for CCM and RPM', () => {
    const enrolled = new Set(ofKind('ProgramEnrollment').map((e) => e.item['Program']));
    for (const program of PROGRAMS) assert.ok(enrolled.has(program), `nobody enrolled in ${program}`);
    const enrollments = new Map(ofKind('ProgramEnrollment').map((e) => [e.id, e]));
    const entries = ofKind('TimeEntry');
    for (const program of ['ccm', 'rpm']) assert.ok(entries.some((t) => t.item['Program'] === program));
    for (const entry of entries) {
      const enrollment = enrollments.get(String(entry.item['LinkedToProgram']));
      assert.ok(enrollment, 'time entry without its enrolment');
      assert.equal(enrollment.item['Program'], entry.item['Program']);
      assert.equal(enrollment.item['PatientID'], entry.item['PatientID']);
      assert.match(String(entry.item['Time']), /^\d+$/);
    }
    assert.ok(ofKind('Injection').some((i) => i.item['Program'] === 'b12'));
  });

  test('no child is on an adult program drug or in an injection program for one', () => {
    const ageOf = new Map(ofKind('Patient').map((p) => [p.item['PatientID'], (Date.now() - Date.parse(String(p.item['DOB']))) / (365.25 * 86_400_000)]));
    const children = (kind: EntityType) => ofKind(kind).filter((row) => (ageOf.get(row.item['PatientID']) ?? 99) < 17);
    const adultDrugs = /Semaglutide|Tirzepatide|Liraglutide|Denosumab|Prolia|Cyanocobalamin/i;
    assert.deepEqual(children('Medication').filter((m) => adultDrugs.test(String(m.item['Medication']))).map((m) => `${m.item['PatientID']}: ${m.item['Medication']}`), []);
    assert.deepEqual(children('ProgramEnrollment').filter((e) => ['glp1', 'prolia', 'b12'].includes(String(e.item['Program']))).map((e) => `${e.item['PatientID']}: ${e.item['Program']}`), []);
  });

  test('"no known allergies" and "no current medications" only where the list is empty, with who and when; some charts not yet reviewed', () => {
    const staff = new Set(ofKind('User').map((u) => u.id));
    const active = (kind: EntityType) => new Set(ofKind(kind).filter((r) => (r.item['Status'] ?? 'Active') === 'Active').map((r) => r.item['PatientID']));
    const lists = { Allergy: active('Allergy'), Medication: active('Medication') };
    const reviews = [['Allergy', 'NoKnownAllergies', 'AllergiesReviewedBy', 'AllergiesReviewedAt'], ['Medication', 'NoCurrentMedications', 'MedicationsReviewedBy', 'MedicationsReviewedAt']] as const;
    for (const [kind, statement, by, at] of reviews) {
      const none = ofKind('Patient').filter((p) => p.item[statement] === true);
      assert.ok(none.length > 20, `${statement} is recorded on some charts`);
      for (const p of none) {
        assert.equal(lists[kind].has(p.item['PatientID']), false, `${String(p.item['PatientID'])}: ${statement} beside an active ${kind}`);
        assert.ok(staff.has(String(p.item[by])) && Date.parse(String(p.item[at])) > 0, `${String(p.item['PatientID'])}: ${statement} says who and when`);
      }
      const unreviewed = ofKind('Patient').filter((p) => p.item[statement] !== true && !lists[kind].has(p.item['PatientID']));
      assert.ok(unreviewed.length > 0, `some ${kind} lists are still to review`);
    }
  });

  /** The active RPM enrolments, each with its patient's home readings (times and values). */
  const rpmPatients = () => {
    const readings = ofKind('Vitals').filter((v) => v.item['Program'] === 'rpm');
    return ofKind('ProgramEnrollment')
      .filter((e) => e.item['Program'] === 'rpm' && e.item['Status'] === 'Active')
      .map((e) => {
        const own = readings.filter((r) => r.item['PatientID'] === e.item['PatientID']);
        return { enrolment: e, patientId: String(e.item['PatientID']), clinicId: String(e.item['ClinicID']), deviceStart: String(e.item['StartDate']).slice(0, 10), readings: own, times: own.map((r) => String(r.item['DateConducted'])) };
      });
  };

  test("RPM: each active patient's home readings come from the device their condition calls for, in their clinic, none ahead of now, a few out of range (each with its task)", () => {
    const patients = rpmPatients();
    assert.ok(patients.length >= 20, `${patients.length} active RPM patients`);
    const problems = new Map<string, string[]>();
    for (const d of ofKind('Diagnosis').filter((d) => d.item['Status'] === 'Active')) problems.set(String(d.item['PatientID']), [...(problems.get(String(d.item['PatientID'])) ?? []), String(d.item['Diagnosis']).split(' ')[0]!]);
    const types = new Set<string>();
    let all = 0;
    let flagged = 0;
    for (const p of patients) {
      const codes = problems.get(p.patientId) ?? [];
      const expected = codes.includes('I50.9') ? 'scale' : codes.includes('E11.22') ? 'glucometer' : codes.includes('J44.9') ? 'pulseOximeter' : 'bloodPressureCuff';
      assert.equal(p.enrolment.item['Name'], expected, `${p.patientId} (${codes.join(', ')})`);
      types.add(expected);
      for (const reading of p.readings) {
        const values = reading.item['Vitals'] as ReadingValues;
        assert.equal(Object.keys(values).sort().join(), DEVICE_VALUES[expected], `${p.patientId}: ${JSON.stringify(values)}`);
        assert.equal(reading.item['ClinicID'], p.clinicId);
        assert.equal(reading.item['LinkedToVisit'], undefined);
        assert.ok(Date.parse(String(reading.item['DateConducted'])) <= NOW.getTime(), `${p.patientId}: a reading ahead of now`);
        if (outOfRange(values).length > 0) flagged++;
      }
      // each out-of-range reading opened a high-priority task for the care team, as the reading form does
      const alerts = ofKind('Task').filter((t) => t.item['PatientID'] === p.patientId && String(t.item['Task']).startsWith('RPM reading out of range'));
      assert.equal(alerts.length, p.readings.filter((r) => outOfRange(r.item['Vitals'] as ReadingValues).length > 0).length, p.patientId);
      assert.ok(alerts.every((t) => t.item['Priority'] === 'High'));
      all += p.readings.length;
    }
    assert.ok(types.size >= 3, [...types].join());
    assert.ok(flagged > 5 && flagged < all * 0.05, `${flagged} of ${all} readings out of range`);
  });

  test('RPM: device days of the last full 30-day period spread as a clinic sees them: 16 or more (99454), 2 to 15 (99445), under 2 (no device code)', () => {
    // devices given two months ago or more (their patients' habits), in the period that ended at least a day ago
    const lastFull = dayOf(NOW.getTime() - 30 * DAY_MS);
    const established = rpmPatients().filter((p) => p.deviceStart <= dayOf(NOW.getTime() - 60 * DAY_MS));
    const days = established.map((p) => periodDeviceDays(p.times, rpmPeriod(p.deviceStart, lastFull)));
    const [full, partial, under] = [days.filter((d) => d >= 16).length, days.filter((d) => d >= 2 && d < 16).length, days.filter((d) => d < 2).length];
    assert.ok(full >= 5 && partial >= 3 && under >= 1 && under <= 4, `of ${days.length}: ${full} with 16+, ${partial} with 2-15, ${under} under 2 (${days.join()})`);
  });

  test("the server's month close bills last month's RPM from the seeded readings and minutes; its tracking counts the current period", async () => {
    const { year, month } = new ClinicClock(NOW.getTime(), 'America/Chicago').parts(0);
    const lastMonth = dayOf(Date.UTC(year, month - 2, 1)).slice(0, 7);
    const today = dayOf(Date.now());
    const store = createRecordStore(app.db);
    const entries = ofKind('TimeEntry').filter((e) => e.item['Program'] === 'rpm' && String(e.item['ServiceDate']).startsWith(lastMonth));
    const seen = new Set<string>();
    for (const clinic of ['northside', 'lakeview']) {
      const token = await h.signIn(`admin@${clinic}.demo`, DEMO_PASSWORD);
      const closed = JSON.parse(String(await h.ok(token, 'mutation ($program: String!, $month: String!) { closeCareMonths(program: $program, month: $month) }', { program: 'rpm', month: lastMonth }))) as { patients: number; claims: unknown[]; locked: number; failed: unknown[] };
      assert.deepEqual(closed.failed, []);
      const patients = rpmPatients().filter((p) => p.clinicId === clinic);
      assert.equal(closed.claims.length + closed.locked, closed.patients);
      for (const p of patients) {
        // what the month bills, by the rules (care-and-ledger-rules.md), from the rows the seed wrote
        const days = monthDeviceDays(p.times, lastMonth, { deviceStart: p.deviceStart, today }).deviceDays;
        const own = entries.filter((e) => e.item['LinkedToProgram'] === p.enrolment.id);
        const minutes = own.reduce((sum, e) => sum + Number(e.item['Time']), 0);
        const interactive = own.some((e) => e.item['Supervised'] === true);
        const expected = [
          ...(days >= 16 ? ['99454'] : days >= 2 ? ['99445'] : []),
          ...(days >= 2 && setupMonth(p.enrolment.item) === '' ? ['99453'] : []),
          ...(interactive && minutes >= 20 ? ['99457', ...(minutes >= 40 ? ['99458'] : [])] : interactive && minutes >= 10 ? ['99470'] : []),
        ].sort();
        const claim = store.queryIndex({ index: 7, pk: pk.careMonth(clinic, p.patientId), descending: false, limit: 10 }).find((c) => c['CareMonth'] === `rpm:${lastMonth}`);
        const lines = claim ? store.queryIndex({ index: 5, pk: pk.parent(clinic, 'Charge', claim.id), descending: false, limit: 10 }).map((c) => String(c['CPTCode'])).sort() : [];
        assert.deepEqual(lines, expected, `${p.patientId}: ${days} device days, ${minutes} minutes${interactive ? ' (interactive)' : ''}`);
        for (const code of lines) seen.add(code);
        if (days < 2) seen.add('no device code');
      }
      // the tracking's live count: patients at 16 device days or more in the period in progress
      const month = today.slice(0, 7);
      const overview = JSON.parse(String(await h.ok(token, 'query ($program: String!, $month: String!) { careMonthOverview(program: $program, month: $month) }', { program: 'rpm', month }))) as { enrolled: number; sixteenDays: number };
      assert.equal(overview.enrolled, patients.length);
      assert.equal(overview.sixteenDays, patients.filter((p) => monthDeviceDays(p.times, month, { deviceStart: p.deviceStart, today }).deviceDays >= 16).length);
    }
    for (const code of ['99454', '99445', 'no device code', '99457']) assert.ok(seen.has(code), `no month with ${code} (${[...seen].join()})`);
  });

  test("CCM: the months before last are closed as the server closes them (a CareMonth claim of the seeded minutes' codes, the month locked), last month open; closing last month bills its minutes once", async () => {
    const { year, month } = new ClinicClock(NOW.getTime(), 'America/Chicago').parts(0);
    const lastMonth = dayOf(Date.UTC(year, month - 2, 1)).slice(0, 7);
    const store = createRecordStore(app.db);
    const entries = ofKind('TimeEntry').filter((e) => e.item['Program'] === 'ccm');
    const codesOf = (clinic: string, patientId: string, careMonth: string) => {
      const claim = store.queryIndex({ index: 7, pk: pk.careMonth(clinic, patientId), descending: false, limit: 20 }).find((c) => c['CareMonth'] === careMonth);
      return claim ? store.queryIndex({ index: 5, pk: pk.parent(clinic, 'Charge', claim.id), descending: false, limit: 20 }).map((c) => String(c['CPTCode'])).sort() : [];
    };
    /** The codes of an enrolment's month by the rules, from the seeded minutes (the seed has no complex CCM and no APCM). */
    const expected = (enrolmentId: string, m: string) => {
      const own = entries.filter((e) => e.item['LinkedToProgram'] === enrolmentId && entryMonth(e.item) === m).map((e) => e.item);
      return careMonthCodes(careMonthInput('ccm', m, own, { apcm: false, complex: false, deviceDays: 0, setupBilled: true })).flatMap((line) => Array<string>(line.units).fill(line.code)).sort();
    };
    const enrolments = ofKind('ProgramEnrollment').filter((e) => e.item['Program'] === 'ccm');
    let closedBefore = 0;
    for (const e of enrolments) {
      const months = [...new Set(entries.filter((t) => t.item['LinkedToProgram'] === e.id).map((t) => entryMonth(t.item)))];
      const before = months.filter((m) => m < lastMonth && m >= CARE_RULES_FIRST_MONTH).sort();
      assert.deepEqual(closedMonths(e.item), before, `${String(e.item['PatientID'])}: the months before last are locked, last month is not`);
      for (const m of before) assert.deepEqual(codesOf(String(e.item['ClinicID']), String(e.item['PatientID']), `ccm:${m}`), expected(e.id, m), `${String(e.item['PatientID'])} ${m}`);
      closedBefore += before.length;
    }
    assert.ok(closedBefore > 20, `${closedBefore} CCM months closed by the seed`);
    // every CCM code the seed billed is on a claim of its care month
    const careClaims = new Set(ofKind('Claim').filter((c) => c.item['CareMonth']).map((c) => c.id));
    assert.deepEqual(ofKind('Charge').filter((c) => ['99490', '99439', '99491', '99437'].includes(String(c.item['CPTCode'])) && !careClaims.has(String(c.item['LinkedToClaim']))), []);

    const seen = new Set<string>();
    for (const clinic of ['northside', 'lakeview']) {
      const token = await h.signIn(`admin@${clinic}.demo`, DEMO_PASSWORD);
      const close = async (m: string) => JSON.parse(String(await h.ok(token, 'mutation ($program: String!, $month: String!) { closeCareMonths(program: $program, month: $month) }', { program: 'ccm', month: m }))) as { patients: number; claims: unknown[]; locked: number; closedAlready: number; failed: unknown[] };
      // the month before last was closed by the seed: no second claim
      const previous = dayOf(Date.UTC(year, month - 3, 1)).slice(0, 7);
      const again = await close(previous);
      assert.deepEqual([again.claims, again.failed], [[], []], `${clinic} ${previous}`);
      const closed = await close(lastMonth);
      assert.deepEqual([closed.failed, closed.closedAlready], [[], 0]);
      for (const e of enrolments.filter((e) => e.item['ClinicID'] === clinic)) {
        const codes = codesOf(clinic, String(e.item['PatientID']), `ccm:${lastMonth}`);
        assert.deepEqual(codes, expected(e.id, lastMonth), `${String(e.item['PatientID'])} ${lastMonth}`);
        for (const code of codes) seen.add(code);
      }
      assert.equal((await close(lastMonth)).claims.length, 0, 'a re-run changes nothing');
    }
    assert.ok(seen.has('99490'), [...seen].join());
  });

  test('cannot seed twice', () => {
    assert.equal(isEmpty(app), false);
    assert.throws(() => seedDemo(app, { now: NOW }), /already has clinics/);
  });

  test('is deterministic: a second seed writes the same rows', async () => {
    const second = openSeeded();
    try {
      const again = allRows(second.app);
      const names = (list: Row[]) => list.filter((r) => r.kind === 'Patient').map((r) => `${String(r.item['PatientID'])} ${String(r.item['FirstName'])} ${String(r.item['LastName'])}`);
      assert.deepEqual(names(again), names(rows));
      assert.equal(again.length, rows.length);
      const strip = (r: Row) => JSON.stringify({ ...r.item, createdAt: undefined, updatedAt: undefined });
      assert.deepEqual(again.slice(0, 500).map(strip), rows.slice(0, 500).map(strip));
      const readings = (list: Row[]) => list.filter((r) => r.kind === 'Vitals' && r.item['Program'] === 'rpm').map(strip);
      assert.deepEqual(readings(again), readings(rows));
    } finally {
      await second.app.close();
      rmSync(second.dir, { recursive: true, force: true });
    }
  });
});
