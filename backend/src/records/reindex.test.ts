/** A database written before an index slot existed (phone last-four digits, plan postings, the program roster) gets it when it is opened. */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { queries } from '@emr/domain';
import { migrate, openDatabase } from '../db/database.ts';
import { migrations } from '../db/migrations.ts';
import { buildItem } from '@emr/domain/server';
import { createRecordStore } from './store.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'emr-reindex-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));

test('opening an older database derives the new index keys of its patients and payments', () => {
  const db = openDatabase({ dataDir });
  const store = createRecordStore(db);
  const now = new Date().toISOString();
  store.insert(
    buildItem({ id: 'p1', clinicId: 'north', kind: 'Patient', fields: { FirstName: 'Ada', LastName: 'Li', CellPhone: '(555) 010-0142' }, version: 1, createdAt: now, updatedAt: now }),
  );
  store.insert(
    buildItem({ id: 'pay1', clinicId: 'north', kind: 'Payment', fields: { PaymentPlanID: 'PP-NO-0001', PaymentDate: '2026-11-02T10:00:00.000Z', Amount: 40 }, version: 1, createdAt: now, updatedAt: now }),
  );
  // as a server of three versions before stored them: no last-four keys, no plan postings key, schema version before those migrations
  db.exec("UPDATE emr SET gsi4pk = NULL, gsi4sk = NULL, item = json_remove(item, '$.GSI4PK', '$.GSI4SK')");
  db.pragma(`user_version = ${migrations.length - 5}`);
  const plans = queries.planPaymentsBetween('north', '2026-11-01', '2026-11-30');
  const planPostings = () => store.queryIndex({ index: plans.index, pk: plans.pk, sk: plans.sk, descending: true, limit: 10 }).map((row) => row.id);
  assert.deepEqual(planPostings(), []);
  const byLastFour = queries.patientsByCellLastFour('north', '0142');
  const find = () => store.queryIndex({ index: byLastFour.index, pk: byLastFour.pk, sk: byLastFour.sk, descending: false, limit: 10 }).map((row) => row.id);
  assert.deepEqual(find(), []);

  migrate(db);
  assert.deepEqual(find(), ['p1']);
  assert.equal(store.get('north', 'p1')?.['GSI4SK'], '0142#p1');
  assert.deepEqual(planPostings(), ['pay1']);
  db.close();
});

test('opening an older database puts its program enrolments on the roster index (GSI3, by PatientID)', () => {
  const db = openDatabase({ dataDir: mkdtempSync(join(dataDir, 'roster-')) });
  const store = createRecordStore(db);
  const now = new Date().toISOString();
  for (const [id, patientId] of [['e2', 'NO-000002'], ['e1', 'NO-000001']]) {
    store.insert(buildItem({ id: id!, clinicId: 'north', kind: 'ProgramEnrollment', fields: { PatientID: patientId, Program: 'ccm', Status: 'Active', EnrollmentDate: now }, version: 1, createdAt: now, updatedAt: now }));
  }
  db.exec("UPDATE emr SET gsi3pk = NULL, gsi3sk = NULL, item = json_remove(item, '$.GSI3PK', '$.GSI3SK')");
  db.pragma(`user_version = ${migrations.length - 3}`);
  const roster = queries.programRoster('north', 'ccm');
  const find = () => store.queryIndex({ index: roster.index, pk: roster.pk, descending: false, limit: 10 }).map((row) => row.id);
  assert.deepEqual(find(), []);

  migrate(db);
  assert.deepEqual(find(), ['e1', 'e2'], 'in PatientID order');
  db.close();
});
