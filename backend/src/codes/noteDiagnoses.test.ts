/**
 * The scribe's diagnoses over the wire: a note's diagnoses are known ICD-10-CM codes; signing
 * it puts each on the patient's problem list — a Diagnosis row with the code, its description
 * and a DiagnosisHistory entry, in the same transaction — unless an active row holds the code
 * already. A Diagnosis with an unknown ConceptCode is refused, naming the field.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { UNKNOWN_ICD10_MESSAGE } from '@emr/domain/codes';
import { pk } from '@emr/domain';
import { type AppHarness, documents, startApp } from '../testing/appHarness.ts';

let h: AppHarness;
let token: string;
let sub: string;

before(async () => {
  h = await startApp();
  h.addClinic('north');
  sub = h.addStaff('doctor@north.test', 'north', 'user');
  token = await h.signIn('doctor@north.test');
});
after(() => h.close());

type Row = Record<string, unknown>;
async function write(doc: string, input: Row) {
  const res = await h.gql(token, doc, { input });
  return { row: (res.body.data?.['createEMR'] ?? res.body.data?.['updateEMR']) as Row | null, error: res.body.errors?.[0] };
}
async function problemList(patientId: string): Promise<Row[]> {
  const res = await h.gql(token, documents.listBy(4), { pk: pk.patientStatus('north', 'Diagnosis', patientId, 'Active') });
  return res.body.data?.['listByGSI4'].items as Row[];
}
const note = (patientId: string, diagnoses: Row[]) => ({ EntityType: 'Note', PatientID: patientId, LinkedToVisit: 'v-scribe', Status: 'Draft', Note: 'A: see codes', Notes: JSON.stringify({ sections: {}, diagnoses }) });

test('signing puts the note’s diagnoses on the problem list with their history, once per active code', async () => {
  const visit = await write(documents.create, { id: 'v-scribe', EntityType: 'Visit', PatientID: 'NO-000007', VisitType: 'Follow-up', VisitStatus: 'Scheduled', VisitDate: '2026-03-02T15:00:00.000Z' });
  assert.equal(visit.error, undefined, JSON.stringify(visit.error));
  const existing = await write(documents.create, { EntityType: 'Diagnosis', PatientID: 'NO-000007', Diagnosis: 'I10 Essential (primary) hypertension', ConceptCode: 'I10', Status: 'Active', StartDate: '2025-01-01T00:00:00.000Z' });
  assert.equal(existing.error, undefined, JSON.stringify(existing.error));
  const draft = await write(documents.create, note('NO-000007', [{ code: 'E119', description: 'whatever the browser sent' }, { code: 'I10' }]));
  assert.equal(draft.error, undefined, JSON.stringify(draft.error));
  assert.deepEqual(JSON.parse(String(draft.row!['Notes']))['diagnoses'][0], { code: 'E11.9', description: 'Type 2 diabetes mellitus without complications' });
  assert.equal((await problemList('NO-000007')).length, 1, 'a draft adds nothing');

  const signed = await write(documents.update, { id: draft.row!['id'], Version: draft.row!['Version'], Status: 'Signed' });
  assert.equal(signed.error, undefined, JSON.stringify(signed.error));
  const list = await problemList('NO-000007');
  assert.deepEqual(list.map((r) => r['ConceptCode']).sort(), ['E11.9', 'I10']);
  const added = list.find((r) => r['ConceptCode'] === 'E11.9')!;
  assert.equal(added['Diagnosis'], 'E11.9 Type 2 diabetes mellitus without complications');
  assert.equal(added['LinkedToVisit'], 'v-scribe');
  assert.deepEqual(JSON.parse(String(added['DiagnosisHistory'])).map((e: Row) => [e['status'], e['by']]), [['Active', sub]]);
});

test('an unknown code is refused with the form’s sentence and nothing is saved', async () => {
  const bad = await write(documents.create, note('NO-000008', [{ code: 'E11' }]));
  assert.match(String(bad.error?.message), new RegExp(UNKNOWN_ICD10_MESSAGE));
  const diagnosis = await write(documents.create, { EntityType: 'Diagnosis', PatientID: 'NO-000008', Diagnosis: 'Made up', ConceptCode: 'ZZZ.9', Status: 'Active', StartDate: '2025-01-01T00:00:00.000Z' });
  assert.equal(diagnosis.error?.errorType, 'ValidationException');
  assert.match(String(diagnosis.error?.message), /ZZZ\.9: Not a billable ICD-10-CM code/);
  assert.equal((await problemList('NO-000008')).length, 0);
});
