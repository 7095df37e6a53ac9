import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ERROR_TYPES, VISIT_CLINICAL_FIELDS, pk } from '@emr/domain';
import { indexKeysFor } from '@emr/domain/server';
import { codeClaimId } from '../shared/table.ts';
import { STAMP, row, staffId } from '../shared/testing/fixtures.ts';
import { type Args, data, errorType, message, transactions, world } from './testing.ts';

describe('emr-api: who is calling', () => {
  test('a call without a user-pool identity, from an unknown sign-in or from a deactivated account is refused', async () => {
    const { call } = world();
    assert.equal(errorType(await call('getEMR', { id: 'north' }, undefined)), ERROR_TYPES.unauthorized);
    assert.equal(errorType(await call('getEMR', { id: 'north' }, 'nobody')), ERROR_TYPES.unauthorized);
    assert.equal(errorType(await call('getEMR', { id: 'north' }, staffId('north', 'inactive'))), ERROR_TYPES.unauthorized);
  });

  test('the role comes from the User row, not the token: a demoted admin is a user on the next call', async () => {
    const { call, put, stored } = world();
    const me = staffId('north', 'admin');
    put({ ...stored('north', me)!, Role: 'billing' });
    assert.equal(errorType(await call('createEMR', { input: { EntityType: 'Lab', PatientID: 'P1', LabType: 'CBC', Component: 'WBC', Result: '6.2', DateConducted: STAMP } }, me)), ERROR_TYPES.forbidden);
  });
});

describe('emr-api: clinic isolation', () => {
  test("another clinic's row reads as missing, and cannot be changed or deleted", async () => {
    const { call, put, stored } = world();
    put(row('Patient', 'p-south', 'south', { FirstName: 'Sam', LastName: 'South', PatientID: 'SO-000001', FirstDate: STAMP }));
    const admin = staffId('north', 'admin');
    assert.equal((await call('getEMR', { id: 'p-south' }, admin) as { data: unknown }).data, null);
    assert.equal(errorType(await call('updateEMR', { input: { id: 'p-south', Version: 1, FirstName: 'X' } }, admin)), ERROR_TYPES.conditionFailed);
    assert.equal(errorType(await call('deleteEMR', { input: { id: 'p-south' } }, admin)), ERROR_TYPES.conditionFailed);
    assert.equal(stored('south', 'p-south')!['FirstName'], 'Sam');
  });

  test("an index query of another clinic's partition is refused; a scan keeps the caller's clinic", async () => {
    const { call } = world();
    const admin = staffId('north', 'admin');
    assert.equal(errorType(await call('listByGSI1', { GSI1PK: pk.kind('south', 'User') }, admin)), ERROR_TYPES.forbidden);
    const own = data(await call('listByGSI1', { GSI1PK: pk.kind('north', 'User') }, admin));
    assert.ok((own['items'] as Args[]).length >= 4);
    assert.ok((own['items'] as Args[]).every((item) => item['ClinicID'] === 'north'));
    const scanned = data(await call('listEMRS', { limit: 100 }, admin));
    assert.ok((scanned['items'] as Args[]).length > 0);
    assert.ok((scanned['items'] as Args[]).every((item) => item['ClinicID'] === 'north'));
  });

  test('a create cannot name another clinic, and index keys are derived, never taken from the client', async () => {
    const { call, stored } = world();
    const user = staffId('north', 'user');
    const lab = { EntityType: 'Lab', PatientID: 'P1', LabType: 'CBC', Component: 'WBC', Result: '6.2', DateConducted: STAMP };
    assert.equal(errorType(await call('createEMR', { input: { ...lab, ClinicID: 'south' } }, user)), ERROR_TYPES.forbidden);
    assert.equal(errorType(await call('createEMR', { input: { ...lab, GSI1PK: pk.kind('south', 'Lab') } }, user)), ERROR_TYPES.badRequest);
    const created = data(await call('createEMR', { input: lab }, user));
    const saved = stored('north', String(created['id']))!;
    assert.equal(saved['ClinicID'], 'north');
    const derived = indexKeysFor('Lab', saved);
    for (const [field, value] of Object.entries(derived)) assert.equal(saved[field] ?? null, value, field);
  });

  test('pages continue with nextToken, and a token of another partition is refused', async () => {
    const { call } = world();
    const admin = staffId('north', 'admin');
    const first = data(await call('listByGSI1', { GSI1PK: pk.kind('north', 'User'), limit: 2 }, admin));
    assert.equal((first['items'] as Args[]).length, 2);
    assert.equal(typeof first['nextToken'], 'string');
    const second = data(await call('listByGSI1', { GSI1PK: pk.kind('north', 'User'), limit: 2, nextToken: first['nextToken'] }, admin));
    assert.notDeepEqual((second['items'] as Args[]).map((i) => i['id']), (first['items'] as Args[]).map((i) => i['id']));
    assert.equal(errorType(await call('listByGSI1', { GSI1PK: pk.kind('north', 'Patient'), nextToken: first['nextToken'] }, admin)), ERROR_TYPES.badRequest);
  });
});

describe('emr-api: role and field rules from @emr/domain', () => {
  test("billing reads a visit without its clinical fields and writes none of it (its claim link and payment status are the server's)", async () => {
    const { call, put, stored } = world();
    const visit = row('Visit', 'v1', 'north', { PatientID: 'P1', VisitDate: STAMP, VisitType: 'Follow-up', Notes: ['private'], Comment: 'clinical', PaymentStatus: 'Unbilled' });
    put(visit);
    const billing = staffId('north', 'billing');
    const read = data(await call('getEMR', { id: 'v1' }, billing));
    for (const field of VISIT_CLINICAL_FIELDS) assert.equal(read[field] ?? null, null, field);
    assert.equal(read['PaymentStatus'], 'Unbilled');
    const refused = await call('updateEMR', { input: { id: 'v1', Version: 1, Comment: 'changed' } }, billing);
    assert.equal(errorType(refused), ERROR_TYPES.forbidden);
    assert.match(message(refused), /may not update Visit/);
    assert.match(message(await call('updateEMR', { input: { id: 'v1', Version: 1, PaymentStatus: 'Billed' } }, billing)), /PaymentStatus: Is kept by the server/);
    assert.deepEqual([stored('north', 'v1')!['PaymentStatus'], stored('north', 'v1')!['Comment']], ['Unbilled', 'clinical']);
  });

  test('dark reads no clinical records and cannot delete patients; a module switched off is refused', async () => {
    const { call } = world();
    assert.equal(errorType(await call('listByGSI1', { GSI1PK: pk.kind('north', 'Lab') }, staffId('north', 'dark'))), ERROR_TYPES.forbidden);
    assert.equal(errorType(await call('listByGSI1', { GSI1PK: pk.kind('south', 'Claim') }, staffId('south', 'billing'))), ERROR_TYPES.moduleDisabled);
  });

  test('nobody writes audit entries or passwords through the API', async () => {
    const { call } = world();
    const admin = staffId('north', 'admin');
    assert.equal(errorType(await call('createEMR', { input: { EntityType: 'Audit', Log: 'forged' } }, admin)), ERROR_TYPES.forbidden);
    const patient = { EntityType: 'Patient', FirstName: 'Ann', LastName: 'Lee', DOB: '1980-04-01T00:00:00.000Z', FirstDate: STAMP, PasswordHash: 'x' };
    const refused = await call('createEMR', { input: patient }, admin);
    assert.equal(errorType(refused), ERROR_TYPES.validation);
    assert.match((refused as { error: { message: string } }).error.message, /PasswordHash/);
  });
});

describe('emr-api: the rules of issue 10, as on the embedded server', () => {

  test('a row the caller may not read answers exactly as a missing one', async () => {
    const { call, put } = world();
    put(row('Lab', 'lab1', 'north', { PatientID: 'P1', LabType: 'CBC', Component: 'WBC', Result: '6.2', DateConducted: STAMP }));
    const billing = staffId('north', 'billing');
    assert.equal((await call('getEMR', { id: 'lab1' }, billing) as { data: unknown }).data, null);
    for (const [field, input] of [['updateEMR', { Version: 1, LabType: 'BMP' }], ['deleteEMR', {}]] as const) {
      const unseen = await call(field, { input: { id: 'lab1', ...input } }, billing);
      const missing = await call(field, { input: { id: 'lab2', ...input } }, billing);
      assert.equal(errorType(unseen), ERROR_TYPES.conditionFailed);
      assert.equal(message(unseen), message(missing).replace('lab2', 'lab1'));
    }
  });

  test("ids are per clinic: a create with another clinic's id makes a row in the caller's clinic, and neither row changes", async () => {
    const { call, put, stored } = world();
    put(row('Lab', 'shared-id', 'south', { PatientID: 'S1', LabType: 'CBC', Component: 'WBC', Result: '6.2', DateConducted: STAMP }));
    const user = staffId('north', 'user');
    const lab = { id: 'shared-id', EntityType: 'Lab', PatientID: 'P1', LabType: 'BMP', Component: 'Sodium', Result: '139', DateConducted: STAMP };
    const created = data(await call('createEMR', { input: lab }, user));
    assert.deepEqual([created['id'], created['ClinicID']], ['shared-id', 'north']);
    assert.deepEqual([stored('north', 'shared-id')!['LabType'], stored('south', 'shared-id')!['LabType']], ['BMP', 'CBC']);
    const again = await call('createEMR', { input: { ...lab, id: 'shared-id' } }, user);
    assert.equal(errorType(again), ERROR_TYPES.conditionFailed);
    assert.equal(message(again), 'A record with id shared-id already exists');
    const south = data(await call('getEMR', { id: 'shared-id' }, staffId('south', 'user')));
    assert.equal(south['LabType'], 'CBC');
  });

  test('a filter or condition naming a field the role may not read is refused before any row is read', async () => {
    const { call, put, stored } = world();
    put(row('Visit', 'v1', 'north', { PatientID: 'P1', VisitDate: STAMP, VisitType: 'Follow-up', Note: 'HIV', PaymentStatus: 'Unbilled' }));
    const billing = staffId('north', 'billing');
    const guesses = await Promise.all(['HIV', 'flu'].map((guess) => call('listByGSI1', { GSI1PK: pk.kind('north', 'Visit'), filter: { or: [{ Note: { contains: guess } }] } }, billing)));
    assert.deepEqual(guesses.map(errorType), [ERROR_TYPES.forbidden, ERROR_TYPES.forbidden]);
    assert.equal(message(guesses[0]!), message(guesses[1]!));
    // a scan holds every kind, and billing reads a Note in some (a task's): the filter runs on the rows as billing sees
    // them, where a visit's Note is null, so a right and a wrong guess find no visit alike
    const scans = await Promise.all(['HIV', 'flu'].map(async (guess) => data(await call('listEMRS', { filter: { Note: { contains: guess } }, limit: 1000 }, billing))));
    assert.deepEqual(scans[0], scans[1]);
    assert.ok(!(scans[0]!['items'] as Args[]).some((item) => item['EntityType'] === 'Visit'));
    const conditioned = await call('updateEMR', { input: { id: 'v1', Version: 1, PaymentStatus: 'Billed' }, condition: { Note: { eq: 'HIV' } } }, billing);
    assert.equal(errorType(conditioned), ERROR_TYPES.forbidden);
    assert.equal(stored('north', 'v1')!['PaymentStatus'], 'Unbilled');
    const visible = data(await call('listByGSI1', { GSI1PK: pk.kind('north', 'Visit'), filter: { PaymentStatus: { eq: 'Unbilled' } } }, billing));
    assert.deepEqual((visible['items'] as Args[]).map((item) => item['id']), ['v1']);
  });

  test('who wrote a record and when are the server’s: stamped on create, never changed', async () => {
    const { call, stored } = world();
    const user = staffId('north', 'user');
    const forged = { EntityType: 'Note', PatientID: 'P1', Note: 'seen', CreatedBy: staffId('north', 'admin'), Timestamp: '2020-01-01T00:00:00.000Z' };
    const created = data(await call('createEMR', { input: forged }, user));
    const saved = stored('north', String(created['id']))!;
    assert.deepEqual([saved['CreatedBy'], saved['Timestamp']], [user, '2026-03-05T10:00:00.000Z']);
    const changed = await call('updateEMR', { input: { id: created['id'], Version: 1, CreatedBy: staffId('north', 'admin') } }, user);
    assert.equal(errorType(changed), ERROR_TYPES.validation);
  });

  test("opening a patient's records writes who, when, which patient and which kind to the access log, once per window", async () => {
    const { call, dynamo, put } = world();
    put(row('Lab', 'lab1', 'north', { PatientID: 'P1', LabType: 'CBC', Component: 'WBC', Result: '6.2', DateConducted: STAMP }));
    put(row('Lab', 'lab2', 'north', { PatientID: 'P1', LabType: 'BMP', Component: 'Sodium', Result: '139', DateConducted: STAMP }));
    const user = staffId('north', 'user');
    data(await call('getEMR', { id: 'lab1' }, user));
    data(await call('listByGSI1', { GSI1PK: pk.kind('north', 'Lab') }, user));
    data(await call('getEMR', { id: 'north' }, user));
    const entries = [...dynamo.rows.values()].filter((item) => item['EntityType'] === 'AccessLog');
    assert.equal(entries.length, 1);
    assert.deepEqual(
      [entries[0]!['PatientID'], entries[0]!['Name'], entries[0]!['ChangedBy'], entries[0]!['Timestamp'], entries[0]!['ClinicID']],
      ['P1', 'Lab', user, '2026-03-05T10:00:00.000Z', 'north'],
    );
    const log = data(await call('listByGSI2', { GSI2PK: pk.patient('north', 'AccessLog', 'P1') }, staffId('north', 'admin')));
    assert.equal((log['items'] as Args[]).length, 1);
    assert.equal(errorType(await call('listByGSI2', { GSI2PK: pk.patient('north', 'AccessLog', 'P1') }, user)), ERROR_TYPES.forbidden);
    assert.equal(errorType(await call('createEMR', { input: { EntityType: 'AccessLog', PatientID: 'P1' } }, staffId('north', 'admin'))), ERROR_TYPES.forbidden);
  });

  test('a custom operation is checked against the domain table by emr-api itself, behind the group gate', async () => {
    const { call, userPool } = world();
    const refused = await call('adminResetUserPassword', { userId: staffId('north', 'admin') }, staffId('north', 'dark'));
    assert.equal(errorType(refused), ERROR_TYPES.forbidden);
    assert.match(message(refused), /Your role \(dark\) may not use adminResetUserPassword/);
    assert.equal(userPool.accounts.get(staffId('north', 'admin'))!.resetRequested, false);
  });
});

describe('emr-api: the clinical safety rules and the staff directory, as on the embedded server', () => {
  const allergy = (name: string, extra: Args = {}) => ({ EntityType: 'Allergy', PatientID: 'NO-000001', Allergy: name, AllergyType: 'Drug', Status: 'Active', ...extra });
  const medication = (name: string, extra: Args = {}) => ({
    EntityType: 'Medication', PatientID: 'NO-000001', Medication: name, Dosage: '10 mg', Frequency: 'Once daily', StartDate: STAMP, Status: 'Active', ...extra,
  });
  /** North's patient NO-000001 with "no known allergies" recorded by the nurse. */
  async function reviewedPatient() {
    const w = world();
    w.put(row('Patient', 'p1', 'north', { FirstName: 'Ana', LastName: 'Ruiz', DOB: '1980-01-02T00:00:00.000Z', PatientID: 'NO-000001', FirstDate: STAMP }));
    const nurse = staffId('north', 'user');
    const forged = { id: 'p1', Version: 1, NoKnownAllergies: true, AllergiesReviewedBy: 'someone-else', AllergiesReviewedAt: '2000-01-01T00:00:00.000Z' };
    assert.match(message(await w.call('updateEMR', { input: forged }, nurse)), /AllergiesReviewed(By|At): Is kept by the server/, 'who reviewed and when are the server\'s');
    const reviewed = data(await w.call('updateEMR', { input: { id: 'p1', Version: 1, NoKnownAllergies: true } }, nurse));
    assert.deepEqual([reviewed['NoKnownAllergies'], reviewed['AllergiesReviewedBy'], reviewed['AllergiesReviewedAt']], [true, nurse, '2026-03-05T10:00:00.000Z']);
    return { ...w, nurse };
  }

  test('a lab result is flagged from its reference range whatever the client claims', async () => {
    const { call } = world();
    const lab = { EntityType: 'Lab', PatientID: 'P1', LabType: 'Lipid panel', DateConducted: STAMP, IsPanel: false };
    const ldl = data(await call('createEMR', { input: { ...lab, Component: 'LDL', Result: '132', ReferenceRange: '<100', IsAbnormal: false } }, staffId('north', 'user')));
    assert.equal(ldl['IsAbnormal'], true);
  });

  test('an allergy ends the patient\'s "no known allergies" in its own transaction, and the statement cannot be recorded beside it', async () => {
    const { call, dynamo, stored, nurse } = await reviewedPatient();
    const before = transactions(dynamo).length;
    data(await call('createEMR', { input: allergy('Penicillin') }, nurse));
    const [items, ...more] = transactions(dynamo).slice(before);
    assert.equal(more.length, 0, 'one transaction');
    const puts = items!.map((item) => (item['Put'] as { Item: Args } | undefined)?.Item).filter(Boolean) as Args[];
    assert.deepEqual(puts.map((item) => item['EntityType']).sort(), ['Allergy', 'Audit', 'Audit', 'Patient']);
    const patient = stored('north', 'p1')!;
    assert.deepEqual([patient['NoKnownAllergies'], patient['AllergiesReviewedBy'], patient['Version']], [undefined, undefined, 3]);
    const again = await call('updateEMR', { input: { id: 'p1', Version: 3, NoKnownAllergies: true } }, nurse);
    assert.equal(errorType(again), ERROR_TYPES.validation);
    assert.match(message(again), /Penicillin/);
  });

  test('a change of the patient that lands first makes the allergy a conflict, and nothing is written', async () => {
    const { call, dynamo, put, stored, nurse } = await reviewedPatient();
    dynamo.beforeNextWrite(() => put({ ...stored('north', 'p1')!, Version: 3, City: 'Elsewhere' }));
    assert.equal(errorType(await call('createEMR', { input: allergy('Penicillin') }, nurse)), ERROR_TYPES.conflict);
    assert.equal([...dynamo.rows.values()].filter((item) => item['EntityType'] === 'Allergy').length, 0);
    assert.equal(stored('north', 'p1')!['NoKnownAllergies'], true);
  });

  test('a duplicate allergy is refused; a drug of an allergy class needs a reason, which its history keeps', async () => {
    const { call, nurse } = await reviewedPatient();
    assert.equal(data(await call('createEMR', { input: allergy('Penicillin') }, nurse))['ConceptCode'], 'allergen:penicillins');
    const twice = await call('createEMR', { input: allergy('penicillin') }, nurse);
    assert.match(message(twice), /Penicillin is already recorded/);
    const refused = await call('createEMR', { input: medication('Amoxicillin') }, nurse);
    assert.equal(errorType(refused), ERROR_TYPES.validation);
    assert.match(message(refused), /Amoxicillin is in the class Penicillins, and the patient is allergic to Penicillin/);
    const saved = data(await call('createEMR', { input: medication('Amoxicillin', { OverrideReason: 'Tolerated it in 2024' }) }, nurse));
    const history = saved['MedicationHistory'] as Args[];
    assert.deepEqual(history.at(-1)!['acknowledged'], { reason: 'Tolerated it in 2024', warnings: [{ kind: 'allergy', via: 'class', match: 'Penicillins', entry: 'Penicillin' }] });
  });

  test('every role lists its colleagues by name and role only; the other User indexes stay with roles that read staff records', async () => {
    const { call } = world();
    const billing = staffId('north', 'billing');
    const listed = data(await call('listByGSI1', { GSI1PK: pk.kind('north', 'User') }, billing))['items'] as Args[];
    const admin = listed.find((item) => item['id'] === staffId('north', 'admin'))!;
    assert.deepEqual([admin['FullName'], admin['Role'], admin['Email'], admin['Status']], ['north admin', 'admin', null, null]);
    assert.equal(errorType(await call('listByGSI6', { GSI6PK: pk.code('north', 'User') }, billing)), ERROR_TYPES.forbidden);
    const byAdmin = data(await call('listByGSI6', { GSI6PK: pk.code('north', 'User') }, staffId('north', 'admin')))['items'] as Args[];
    assert.ok(byAdmin.some((item) => item['Email'] === 'billing@north.test'));
  });
});

describe('emr-api: writes', () => {
  test('three claims created at once get three claim numbers: the race on the next number is planned again', async () => {
    const { call } = world();
    const billing = staffId('north', 'billing');
    const create = (id: string) => call('createEMR', { input: { id, EntityType: 'Claim', PatientID: 'P1', ClaimDate: '2026-03-02T10:00:00.000Z', Diagnoses: JSON.stringify(['E11.9']) } }, billing);
    const numbers = (await Promise.all(['c1', 'c2', 'c3'].map(create))).map((result) => data(result)['Claim']);
    assert.deepEqual([...numbers].sort(), ['CLM-NO-00001', 'CLM-NO-00002', 'CLM-NO-00003']);
  });

  test("three billers submitting claims of one month at once all succeed: the race on the month's billing total is planned again, and the total counts every claim", async () => {
    const { call, dynamo, stored } = world();
    const billing = staffId('north', 'billing');
    const ids = ['c1', 'c2', 'c3'];
    for (const id of ids) {
      data(await call('createEMR', { input: { id, EntityType: 'Claim', PatientID: 'P1', ClaimDate: '2026-03-02T10:00:00.000Z', AssignedTo: 'u-ana', Diagnoses: JSON.stringify(['E11.9']) } }, billing));
      data(await call('createEMR', { input: { EntityType: 'Charge', LinkedToClaim: id, CPTCode: '99214', Amount: 10.25, DiagnosisPointers: ['A'] } }, billing));
    }
    const submit = (id: string) => call('updateEMR', { input: { id, Version: stored('north', id)!['Version'], Status: 'Submitted' } }, billing);
    for (const result of await Promise.all(ids.map(submit))) data(result);
    const totals = [...dynamo.rows.values()].filter((item) => item['EntityType'] === 'BillingTotal' && item['TotalGroup'] === 'claim');
    assert.equal(totals.length, 1);
    assert.deepEqual(totals[0]!['Figures'], { claims: 3, charges: 3075, balance: 3075 });
  });

  test('a create writes the row and its audit entry in one transaction; the server assigns the PatientID and keeps the history', async () => {
    const { call, dynamo } = world();
    const user = staffId('north', 'user');
    const input = { EntityType: 'Patient', FirstName: 'Ann', LastName: 'Lee', DOB: '1980-04-01T00:00:00.000Z', FirstDate: STAMP };
    assert.match(message(await call('createEMR', { input: { ...input, StatusHistory: [{ forged: true }] } }, user)), /StatusHistory: Is kept by the server/);
    const created = data(await call('createEMR', { input }, user));
    assert.match(String(created['PatientID']), /^NO-0*1$/);
    assert.equal(created['Version'], 1);
    const history = created['StatusHistory'] as Args[];
    assert.equal(history.length, 1);
    assert.equal(history[0]!['to'], 'Active');
    assert.equal(history[0]!['by'], user);
    const [items] = transactions(dynamo);
    const puts = items!.map((item) => (item['Put'] as { Item: Args } | undefined)?.Item).filter(Boolean) as Args[];
    const audit = puts.find((item) => item['EntityType'] === 'Audit')!;
    assert.equal(audit['CustomID'], created['id']);
    assert.equal(audit['Log'], 'create');
    assert.equal(audit['ChangedBy'], user);
    assert.ok(puts.some((item) => item['id'] === codeClaimId({ pk: pk.code('north', 'Patient'), sk: String(created['PatientID']) })));
  });

  test('transactEMR writes every operation in one transaction (operations as AWSJSON text too); one refusal writes nothing', async () => {
    const { call, dynamo, put, stored } = world();
    put(row('Lab', 'lab1', 'north', { PatientID: 'P1', LabType: 'CBC', Component: 'WBC', Result: '6.2', DateConducted: STAMP }));
    const user = staffId('north', 'user');
    const before = transactions(dynamo).length;
    const operations = [
      { action: 'update', input: { id: 'lab1', Version: 1, LabType: 'BMP' } },
      { action: 'create', input: { id: 'ins1', EntityType: 'Insurance', PatientID: 'P1', InsuranceName: 'Acme', InsuranceClass: 'Primary' } },
    ];
    const rows = data(await call('transactEMR', { operations: JSON.stringify(operations) }, user)) as unknown as Args[];
    assert.deepEqual(rows.map((r) => [r['id'], r['Version']]), [['lab1', 2], ['ins1', 1]]);
    assert.equal(transactions(dynamo).length - before, 1, 'one transaction');
    const refused = await call('transactEMR', { operations: [{ action: 'create', input: { id: 'ins2', EntityType: 'Insurance', PatientID: 'P1', InsuranceName: 'Acme', InsuranceClass: 'Secondary' } }, { action: 'update', input: { id: 'lab1', Version: 1, LabType: 'X' } }] }, user);
    assert.equal(errorType(refused), ERROR_TYPES.conflict);
    assert.match(message(refused), /^Operation 2 of 2/);
    assert.equal(stored('north', 'ins2'), undefined);
    assert.equal(stored('north', 'lab1')!['LabType'], 'BMP');
    assert.equal(errorType(await call('transactEMR', { operations: [] }, user)), ERROR_TYPES.badRequest);
    const billing = await call('transactEMR', { operations: [{ action: 'create', input: { EntityType: 'Lab', PatientID: 'P1', LabType: 'CBC', Component: 'WBC', Result: '6.2', DateConducted: STAMP } }] }, staffId('north', 'billing'));
    assert.equal(errorType(billing), ERROR_TYPES.forbidden);
  });

  test('the ledger in the cloud: a posting stamps its claim in the same transaction; sendVisitToBilling writes claim, lines and visit in one, once', async () => {
    const { call, dynamo, put, stored } = world();
    const billing = staffId('north', 'billing');
    const claim = data(await call('createEMR', { input: { id: 'c1', EntityType: 'Claim', PatientID: 'P1', ClaimDate: STAMP, Diagnoses: ['E11.9'] } }, billing));
    data(await call('createEMR', { input: { EntityType: 'Charge', LinkedToClaim: claim['id'], CPTCode: '99213', Amount: 100, DiagnosisPointers: ['A'] } }, billing));
    data(await call('updateEMR', { input: { id: 'c1', Version: 2, Status: 'Submitted' } }, billing));
    const before = transactions(dynamo).length;
    data(await call('createEMR', { input: { EntityType: 'Payment', LinkedToClaim: 'c1', PaymentDate: STAMP, PaymentFrom: 'Insurance', InsuranceName: 'Aetna', PaymentMethod: 'EFT', BatchNumber: 'ERA-1', BatchDate: STAMP, Amount: 60 } }, billing));
    assert.equal(transactions(dynamo).length - before, 1, 'one transaction');
    assert.deepEqual(['Status', 'TotalPayments', 'RemainingBalance'].map((f) => stored('north', 'c1')![f]), ['PartiallyPaid', 60, 40]);
    assert.equal(errorType(await call('createEMR', { input: { EntityType: 'Charge', LinkedToClaim: 'c1', CPTCode: '99213', Amount: -1, Reason: 'x' } }, billing)), ERROR_TYPES.validation);

    // a visit checked out as the server holds one: its times, a complete wrap-up, its signed note
    put(row('Visit', 'v1', 'north', {
      PatientID: 'P1', VisitDate: STAMP, VisitStatus: 'CheckedOut', CheckInTime: STAMP, CheckOutTime: STAMP,
      WrapUps: [{ diagnoses: ['I10'], charges: [{ cpt: '99214', amount: 150, pointers: ['A'] }], followUp: 'declined', instructions: 'Rest' }],
    }));
    put(row('Note', 'n1', 'north', { PatientID: 'P1', LinkedToVisit: 'v1', Status: 'Signed', Note: 'A: hypertension' }));
    const sent = data(await call('sendVisitToBilling', { visitId: 'v1' }, staffId('north', 'user')));
    const sentClaim = sent['claim'] as Args;
    assert.deepEqual([sentClaim['TotalCharges'], stored('north', 'v1')!['LinkedToClaim']], [150, sentClaim['id']]);
    assert.equal(errorType(await call('sendVisitToBilling', { visitId: 'v1' }, billing)), ERROR_TYPES.validation);
  });

  test('searchCodes and describeCodes answer from the bundled code sets for any signed-in staff, and refuse bad arguments', async () => {
    const { call } = world();
    assert.equal(errorType(await call('searchCodes', { system: 'ICD10CM', text: 'asthma' }, undefined)), ERROR_TYPES.unauthorized);
    const found = data(await call('searchCodes', { system: 'ICD10CM', text: 'essential hypertension', limit: 3 }, staffId('north', 'dark'))) as unknown as Args[];
    assert.deepEqual(found[0], { code: 'I10', description: 'Essential (primary) hypertension' });
    const described = data(await call('describeCodes', { system: 'HCPCS', codes: ['J3420', '99490'] }, staffId('north', 'billing'))) as unknown as Args[];
    assert.deepEqual(described.map((c) => c['code']), ['J3420']);
    const refused = await call('searchCodes', { system: 'CPT', text: 'visit' }, staffId('north', 'user'));
    assert.equal(errorType(refused), ERROR_TYPES.badRequest);
    assert.match(message(refused), /system must be one of ICD10CM, HCPCS/);
  });

  test('signing a visit note in the cloud puts its ICD-10-CM diagnoses on the problem list in the same transaction; an unknown code is refused', async () => {
    const { call, dynamo, put, stored } = world();
    const user = staffId('north', 'user');
    put(row('Visit', 'v9', 'north', { PatientID: 'P9', VisitDate: STAMP, VisitStatus: 'InProgress' }));
    put(row('Diagnosis', 'd-old', 'north', { PatientID: 'P9', Diagnosis: 'I10 Essential (primary) hypertension', ConceptCode: 'I10', Status: 'Active', StartDate: STAMP }));
    const bad = await call('createEMR', { input: { EntityType: 'Note', PatientID: 'P9', LinkedToVisit: 'v9', Status: 'Draft', Notes: { diagnoses: [{ code: 'E11' }] } } }, user);
    assert.equal(errorType(bad), ERROR_TYPES.validation);
    assert.match(message(bad), /Not a billable ICD-10-CM code/);
    const note = data(await call('createEMR', { input: { id: 'n9', EntityType: 'Note', PatientID: 'P9', LinkedToVisit: 'v9', Status: 'Draft', Notes: { diagnoses: [{ code: 'E119' }, { code: 'I10' }] } } }, user));
    const before = transactions(dynamo).length;
    data(await call('updateEMR', { input: { id: 'n9', Version: note['Version'], Status: 'Signed' } }, user));
    assert.equal(transactions(dynamo).length - before, 1, 'one transaction');
    const added = [...dynamo.rows.values()].filter((r) => r['EntityType'] === 'Diagnosis' && r['LinkedToVisit'] === 'v9');
    assert.deepEqual(added.map((r) => [r['ConceptCode'], r['Diagnosis'], r['LinkedToVisit']]), [['E11.9', 'E11.9 Type 2 diabetes mellitus without complications', 'v9']]);
    assert.equal((added[0]!['DiagnosisHistory'] as Args[])[0]!['status'], 'Active');
    assert.equal(stored('north', 'n9')!['Status'], 'Signed');
  });

  test('closeCareMonth claims the care month as a unique code: a second close is refused, even when another writer closes it first', async () => {
    const { call, dynamo, put } = world();
    put(row('Patient', 'pcm', 'north', { PatientID: 'NO-000042', FirstName: 'C', LastName: 'M', FirstDate: STAMP }));
    put(row('TimeEntry', 'te1', 'north', { PatientID: 'NO-000042', Program: 'ccm', Time: '45', ProviderTime: '0', Timestamp: '2026-01-10T10:00:00.000Z' }));
    const args = { patientId: 'NO-000042', program: 'ccm', month: '2026-01' };
    const closed = data(await call('closeCareMonth', args, staffId('north', 'billing')));
    assert.deepEqual((closed['charges'] as Args[]).map((c) => c['CPTCode']), ['99439', '99490']);
    assert.ok(dynamo.rows.has(codeClaimId({ pk: pk.careMonth('north', 'NO-000042'), sk: 'ccm:2026-01' })));
    const again = await call('closeCareMonth', args, staffId('north', 'user'));
    assert.equal(errorType(again), ERROR_TYPES.validation);
    assert.match(message(again), /^CareMonth:/);
    put(row('TimeEntry', 'te2', 'north', { PatientID: 'NO-000042', Program: 'ccm', Time: '30', ProviderTime: '0', Timestamp: '2026-02-10T10:00:00.000Z' }));
    dynamo.beforeNextWrite(() => dynamo.put({ id: codeClaimId({ pk: pk.careMonth('north', 'NO-000042'), sk: 'ccm:2026-02' }), CustomID: 'other' }));
    assert.match(message(await call('closeCareMonth', { ...args, month: '2026-02' }, staffId('north', 'billing'))), /^CareMonth:/);
  });

  test('closeCareMonths in the cloud: every patient of the month, each its own transaction, going on after a call that stopped; a re-run closes nothing again', async () => {
    const { call, put } = world();
    for (const [n, minutes] of [[1, '25'], [2, '5'], [3, '45']] as const) {
      put(row('Patient', `pb${n}`, 'north', { PatientID: `NO-00010${n}`, FirstName: 'B', LastName: `M${n}`, FirstDate: STAMP }));
      put(row('ProgramEnrollment', `eb${n}`, 'north', { PatientID: `NO-00010${n}`, Program: 'ccm', Status: 'Active', EnrollmentDate: '2026-01-02T12:00:00.000Z' }));
      put(row('TimeEntry', `tb${n}`, 'north', { PatientID: `NO-00010${n}`, Program: 'ccm', LinkedToProgram: `eb${n}`, Time: minutes, ProviderTime: '0', ServiceDate: '2026-01-10T00:00:00.000Z' }));
    }
    const args = { program: 'ccm', month: '2026-01' };
    const summary = data(await call('closeCareMonths', { ...args, limit: 2 }, staffId('north', 'billing')));
    assert.deepEqual([(summary['claims'] as Args[]).map((c) => c['patientId']), summary['locked'], summary['done'], summary['next']], [['NO-000101'], 1, 2, 'NO-000102']);
    const rest = data(await call('closeCareMonths', { ...args, after: summary['next'] }, staffId('north', 'billing')));
    assert.deepEqual([(rest['claims'] as Args[]).map((c) => c['patientId']), rest['locked'], rest['closedAlready'], rest['failed'], rest['done'], rest['next']], [['NO-000103'], 0, 0, [], 3, null]);
    const figures = data(await call('careMonthOverview', args, staffId('north', 'user')));
    assert.deepEqual([figures['enrolled'], figures['minutes'], figures['underTwenty'], figures['billable'], figures['closed']], [3, 75, 1, 2, 3], 'the month in figures, counted by the cloud resolver');
    const again = data(await call('closeCareMonths', args, staffId('north', 'user')));
    assert.deepEqual([again['claims'], again['locked'], again['closedAlready']], [[], 0, 3]);
    assert.equal(errorType(await call('closeCareMonths', args, staffId('north', 'dark'))), ERROR_TYPES.forbidden);
  });

  test('an update needs the Version it read: a stale one, or a change that lands first, is a conflict and changes nothing', async () => {
    const { call, dynamo, put, stored } = world();
    put(row('Lab', 'lab1', 'north', { PatientID: 'P1', LabType: 'CBC', Component: 'WBC', Result: '6.2', DateConducted: STAMP }));
    const user = staffId('north', 'user');
    assert.equal(errorType(await call('updateEMR', { input: { id: 'lab1', LabType: 'BMP' } }, user)), ERROR_TYPES.validation);
    assert.equal(errorType(await call('updateEMR', { input: { id: 'lab1', Version: 7, LabType: 'BMP' } }, user)), ERROR_TYPES.conflict);
    dynamo.beforeNextWrite(() => put({ ...stored('north', 'lab1')!, Version: 2, LabType: 'Lipids' }));
    assert.equal(errorType(await call('updateEMR', { input: { id: 'lab1', Version: 1, LabType: 'BMP' } }, user)), ERROR_TYPES.conflict);
    assert.equal(stored('north', 'lab1')!['LabType'], 'Lipids');
    assert.equal([...dynamo.rows.values()].filter((item) => item['EntityType'] === 'Audit').length, 0);
    const updated = data(await call('updateEMR', { input: { id: 'lab1', Version: 2, LabType: 'BMP' } }, user));
    assert.equal(updated['Version'], 3);
  });

  test('a unique code is refused when taken, even when another writer claims it between the check and the write', async () => {
    const { call, dynamo, put } = world();
    const user = staffId('north', 'user');
    put(row('Patient', 'p1', 'north', { FirstName: 'A', LastName: 'B', PatientID: 'NO-000007', FirstDate: STAMP }));
    const taken = { EntityType: 'Patient', FirstName: 'C', LastName: 'D', DOB: '1980-04-01T00:00:00.000Z', FirstDate: STAMP, PatientID: 'NO-000007' };
    assert.equal(errorType(await call('createEMR', { input: taken }, user)), ERROR_TYPES.validation);
    const claim = codeClaimId({ pk: pk.code('north', 'Patient'), sk: 'NO-000008' });
    dynamo.beforeNextWrite(() => dynamo.put({ id: claim, CustomID: 'someone-else' }));
    assert.equal(errorType(await call('createEMR', { input: { ...taken, PatientID: 'NO-000008' } }, user)), ERROR_TYPES.validation);
  });

  test('a delete is audited with every field the row had', async () => {
    const { call, dynamo, put, stored } = world();
    put(row('Lab', 'lab1', 'north', { PatientID: 'P1', LabType: 'CBC', Component: 'WBC', Result: '6.2', DateConducted: STAMP }));
    // billing may not read labs: the row answers as a missing one
    assert.equal(errorType(await call('deleteEMR', { input: { id: 'lab1' } }, staffId('north', 'billing'))), ERROR_TYPES.conditionFailed);
    data(await call('deleteEMR', { input: { id: 'lab1' } }, staffId('north', 'user')));
    assert.equal(stored('north', 'lab1'), undefined);
    const audit = [...dynamo.rows.values()].find((item) => item['EntityType'] === 'Audit')!;
    assert.equal(audit['Log'], 'delete');
    assert.ok((audit['Changes'] as { field: string }[]).some((change) => change.field === 'LabType'));
  });

  test("a User row's new role or status reaches the user pool", async () => {
    const { call, userPool } = world();
    const target = staffId('north', 'user');
    data(await call('updateEMR', { input: { id: target, Version: 1, Role: 'billing' } }, staffId('north', 'admin')));
    assert.equal(userPool.accounts.get(target)!.role, 'billing');
  });
});

describe('emr-api: user administration', () => {
  test("adminCreateUser creates the account in the caller clinic with its User row, in a role whose rights the caller's role holds", async () => {
    const { call, userPool, stored } = world();
    const args = { email: 'New.Person@North.test', fullName: 'New Person', role: 'admin' };
    assert.equal(errorType(await call('adminCreateUser', args, staffId('north', 'dark'))), ERROR_TYPES.forbidden);
    assert.equal(errorType(await call('adminCreateUser', args, staffId('north', 'user'))), ERROR_TYPES.forbidden);
    // dark, which onboards staff, gives no clinician's or biller's rights (issue 24, item 14)
    for (const role of ['user', 'billing']) assert.match(message(await call('adminCreateUser', { ...args, role }, staffId('north', 'dark'))), new RegExp(`may not give an account the ${role} role`));
    assert.equal([...userPool.accounts.values()].filter((a) => a.email === 'new.person@north.test').length, 0, 'no account was made');
    const created = data(await call('adminCreateUser', { ...args, role: 'dark' }, staffId('north', 'dark')));
    const account = userPool.accounts.get(String(created['id']))!;
    assert.deepEqual([account.email, account.clinicId, account.role], ['new.person@north.test', 'north', 'dark']);
    assert.equal(stored('north', String(created['id']))!['ClinicID'], 'north');
    assert.equal(errorType(await call('adminCreateUser', { ...args, role: 'user' }, staffId('north', 'admin'))), ERROR_TYPES.validation);
  });

  test("an admin cannot touch another clinic's staff, nor their own status; deactivation ends the sessions", async () => {
    const { call, userPool, stored } = world();
    const admin = staffId('north', 'admin');
    assert.equal(errorType(await call('adminSetUserStatus', { userId: staffId('south', 'user'), status: 'Inactive' }, admin)), ERROR_TYPES.notFound);
    assert.equal(userPool.accounts.get(staffId('south', 'user'))!.enabled, true);
    assert.equal(errorType(await call('adminSetUserStatus', { userId: admin, status: 'Inactive' }, admin)), ERROR_TYPES.validation);
    const target = staffId('north', 'billing');
    data(await call('adminSetUserStatus', { userId: target, status: 'Inactive' }, admin));
    assert.deepEqual([userPool.accounts.get(target)!.enabled, userPool.accounts.get(target)!.signedOut], [false, true]);
    assert.equal(stored('north', target)!['Status'], 'Inactive');
    assert.equal(errorType(await call('getEMR', { id: 'north' }, target)), ERROR_TYPES.unauthorized);
  });

  test('role changes and password resets are for admins only', async () => {
    const { call, userPool } = world();
    const target = staffId('north', 'user');
    assert.equal(errorType(await call('adminSetUserRole', { userId: target, role: 'billing' }, staffId('north', 'dark'))), ERROR_TYPES.forbidden);
    assert.equal(errorType(await call('adminResetUserPassword', { userId: target }, staffId('north', 'dark'))), ERROR_TYPES.forbidden);
    data(await call('adminSetUserRole', { userId: target, role: 'billing' }, staffId('north', 'admin')));
    data(await call('adminResetUserPassword', { userId: target }, staffId('north', 'admin')));
    assert.deepEqual([userPool.accounts.get(target)!.role, userPool.accounts.get(target)!.resetRequested], ['billing', true]);
  });

  test('createAdmin (a direct invocation) starts a clinic with its first administrator, who can then sign in', async () => {
    const { api, call, userPool } = world();
    const result = await api({ createAdmin: { email: 'ada@east.test', name: 'Ada', clinic: 'east', clinicName: 'East Clinic' } });
    const { userId } = data(result) as { userId: string };
    assert.equal(userPool.accounts.get(userId)!.clinicId, 'east');
    const clinic = data(await call('getEMR', { id: 'east' }, userId));
    assert.equal(clinic['Name'], 'East Clinic');
  });
});

describe('emr-api: answers', () => {
  test('an error carries the domain error type and field messages; an unknown field is a bad request', async () => {
    const { call } = world();
    const result = await call('createEMR', { input: { EntityType: 'Lab', PatientID: 'P1' } }, staffId('north', 'user'));
    assert.equal(errorType(result), ERROR_TYPES.validation);
    assert.ok((result as { error: { info: { fields: Args } } }).error.info.fields['LabType']);
    assert.equal(errorType(await call('dropTables', {}, staffId('north', 'admin'))), ERROR_TYPES.badRequest);
  });
});
