import assert from 'node:assert/strict';
import { test } from 'node:test';
import { GSI_FIELDS, keyPart, pk } from './keys.ts';
import { indexKeySources, indexKeysFor } from './server/indexKeys.ts';
import { queries } from './queries.ts';

const patient = {
  id: 'p1',
  ClinicID: 'north',
  PatientID: 'NS-000001',
  FirstName: 'José',
  LastName: 'Álvarez  Díaz',
  DOB: '1980-04-02T00:00:00.000Z',
  CellPhone: '+1 (555) 010-2030',
  Status: 'Active',
};

test('a patient is in its list, status, code and search indexes, with normalised sort keys', () => {
  const keys = indexKeysFor('Patient', patient);
  assert.equal(keys.GSI1PK, 'north#Patient');
  assert.equal(keys.GSI1SK, 'alvarez diaz jose#p1');
  assert.equal(keys.GSI3PK, 'north#Patient#S#Active');
  assert.equal(keys.GSI6SK, 'NS-000001');
  assert.equal(keys.GSI7SK, 'jose alvarez diaz#p1');
  assert.equal(keys.GSI8SK, '1980-04-02#p1');
  assert.equal(keys.GSI9SK, '5550102030#p1');
  assert.equal(keys.GSI10PK, null, 'no home phone: absent from that index (sparse)');
  assert.equal(keys.GSI10SK, null);
  assert.equal(keys.GSI2PK, null, 'a patient row is not a chart row');
});

test('chart rows are keyed by patient and date; dates are compared in UTC', () => {
  const lab = { id: 'l1', ClinicID: 'north', PatientID: 'NS-000001', Component: 'Glucose', DateConducted: '2026-03-01T20:00:00.000-05:00' };
  const keys = indexKeysFor('Lab', lab);
  assert.equal(keys.GSI2PK, 'north#Lab#P#NS-000001');
  assert.equal(keys.GSI2SK, '2026-03-02T01:00:00.000Z#l1');
  assert.equal(keys.GSI11PK, 'north#Lab#P#NS-000001#C#glucose');
  assert.deepEqual(queries.chart('north', 'Lab', 'NS-000001'), { index: 2, pk: 'north#Lab#P#NS-000001', sortDirection: 'DESC' });
});

test("a program's reading is keyed by program and UTC month, then PatientID and time; a chart's vitals are not", () => {
  const reading = { id: 'v1', ClinicID: 'north', PatientID: 'NS-000001', Program: 'rpm', DateConducted: '2026-10-31T21:00:00.000-05:00' };
  const keys = indexKeysFor('Vitals', reading);
  assert.equal(keys.GSI11PK, 'north#Vitals#G#rpm#2026-11');
  assert.equal(keys.GSI11SK, 'NS-000001#2026-11-01T02:00:00.000Z#v1');
  assert.deepEqual(queries.programReadingsOfPatients('north', 'rpm', '2026-11', 'NS-000001', 'NS-000025'), {
    index: 11,
    pk: 'north#Vitals#G#rpm#2026-11',
    sk: { between: ['NS-000001#', 'NS-000025#\uffff'] },
  });
  assert.equal(indexKeysFor('Vitals', { ...reading, Program: null }).GSI11PK, null);
  assert.deepEqual(indexKeySources('Vitals')['GSI11PK'], ['DateConducted', 'PatientID', 'Program']);
});

test('a # inside a value cannot forge another key part', () => {
  assert.equal(keyPart('a#b'), 'a%23b');
  const keys = indexKeysFor('Claim', { id: 'c1', ClinicID: 'north', PatientID: 'X#Lab', Claim: 'CLM#1', ClaimDate: '2026-01-01T00:00:00.000Z' });
  assert.equal(keys.GSI2PK, 'north#Claim#P#X%23Lab');
  assert.equal(keys.GSI6SK, 'CLM%231');
  assert.equal(pk.patient('north', 'Claim', 'X#Lab'), keys.GSI2PK);
  assert.deepEqual(queries.claimByNumber('north', 'CLM#1').sk, { eq: 'CLM%231' });
});

test('rows without a clinic or id get no keys at all', () => {
  const keys = indexKeysFor('Patient', { ...patient, ClinicID: undefined });
  assert.ok(GSI_FIELDS.every((field) => keys[field] === null));
});

test('open tasks of a user sort before done ones and by due date', () => {
  const open = indexKeysFor('Task', { id: 't1', ClinicID: 'north', AssignedTo: 'u1', DueDate: '2026-05-01T00:00:00.000Z', Done: false });
  const done = indexKeysFor('Task', { id: 't2', ClinicID: 'north', AssignedTo: 'u1', DueDate: '2026-04-01T00:00:00.000Z', Done: true });
  assert.equal(open.GSI4PK, done.GSI4PK);
  assert.ok(open.GSI4SK! < done.GSI4SK!);
  assert.deepEqual(queries.openTasksForUser('north', 'u1').sk, { beginsWith: '0#' });
  assert.ok(open.GSI4SK!.startsWith('0#'));
});

test('audit and access-log entries are listed per patient, per patient and person, and per person, newest last', () => {
  const entry = { id: 'a1', ClinicID: 'north', PatientID: 'NS-000001', ChangedBy: 'u-1', Timestamp: '2026-03-04T10:00:00.000Z' };
  for (const kind of ['Audit', 'AccessLog'] as const) {
    const keys = indexKeysFor(kind, entry);
    assert.equal(keys.GSI2PK, `north#${kind}#P#NS-000001`);
    assert.equal(keys.GSI3PK, `north#${kind}#P#NS-000001#U#u-1`);
    assert.equal(keys.GSI4PK, `north#${kind}#U#u-1`);
    assert.equal(keys.GSI3SK, '2026-03-04T10:00:00.000Z#a1');
  }
  assert.equal(indexKeysFor('Audit', { ...entry, PatientID: undefined }).GSI2PK, null, 'a change to a row of no patient is in no patient partition');
  const q = queries.accessLogOfPatient('north', 'NS-000001', { userId: 'u-1', from: '2026-03-01T05:00:00.000Z', to: '2026-03-05T04:59:59.999Z' });
  assert.deepEqual(q, { index: 3, pk: 'north#AccessLog#P#NS-000001#U#u-1', sk: { between: ['2026-03-01T05:00:00.000Z', '2026-03-05T04:59:59.999Z\uffff'] }, sortDirection: 'DESC' });
  assert.deepEqual(queries.changesOfPatient('north', 'NS-000001', { from: '2026-03-01' }), { index: 2, pk: 'north#Audit#P#NS-000001', sk: { ge: '2026-03-01' }, sortDirection: 'DESC' });
});

test('indexKeySources names every field a key is built from, guarded ones included', () => {
  assert.deepEqual(indexKeySources('Visit').GSI2SK, ['PatientID', 'VisitDate']);
  assert.deepEqual(indexKeySources('Medication').GSI4SK, ['PriorAuthorizationRequired', 'PriorAuthorizationStatus', 'StartDate']);
  assert.deepEqual(indexKeySources('PaymentPlan').GSI4PK, ['NextDueDate', 'Status']);
  assert.deepEqual(indexKeySources('Pharmacy').GSI2SK, ['IsPrimary', 'PatientID']);
  assert.equal(indexKeySources('Visit').GSI6SK, undefined, 'a slot the kind does not use has no sources');
  // every field that changes a key must be among its sources
  const sample: Record<string, unknown> = {
    id: 'r1', ClinicID: 'north', PatientID: 'NS-1', Status: 'Active', NextDueDate: '2026-01-01T00:00:00.000Z', PriorAuthorizationRequired: true,
    PriorAuthorizationStatus: 'Pending', StartDate: '2026-01-02T00:00:00.000Z', VisitDate: '2026-01-03T00:00:00.000Z', VisitStatus: 'Scheduled',
    AssignedTo: 'u1', PaymentStatus: 'Unbilled', IsPrimary: true, Done: true, DueDate: '2026-01-04T00:00:00.000Z', Timestamp: '2026-01-05T00:00:00.000Z',
  };
  for (const kind of ['Visit', 'Medication', 'PaymentPlan', 'Pharmacy', 'Task'] as const) {
    const keys = indexKeysFor(kind, sample);
    for (const field of Object.keys(sample).filter((f) => f !== 'id' && f !== 'ClinicID')) {
      const without = indexKeysFor(kind, { ...sample, [field]: undefined });
      for (const key of GSI_FIELDS) {
        if (keys[key] !== without[key]) assert.ok(indexKeySources(kind)[key]?.includes(field), `${kind}.${key} depends on ${field}`);
      }
    }
  }
});
