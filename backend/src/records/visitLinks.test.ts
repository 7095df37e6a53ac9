/**
 * A record's `LinkedToVisit` over the wire (domain/src/server/visitLinks.ts): linked to a visit of
 * the same patient it is stored; to another patient's visit, another clinic's, a row that is no
 * visit, or (a visit) to itself, it is refused naming the field, and nothing changes.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type AppHarness, documents, startApp } from '../testing/appHarness.ts';

let h: AppHarness;
let north: string;
let south: string;

before(async () => {
  h = await startApp();
  h.addClinic('north');
  h.addClinic('south');
  h.addStaff('nurse@north.test', 'north', 'user');
  h.addStaff('nurse@south.test', 'south', 'user');
  north = await h.signIn('nurse@north.test');
  south = await h.signIn('nurse@south.test');
});

after(() => h.close());

type Row = Record<string, unknown>;

async function write(token: string, doc: string, input: Row) {
  const res = await h.gql(token, doc, { input });
  return { row: (res.body.data?.['createEMR'] ?? res.body.data?.['updateEMR']) as Row | null, error: res.body.errors?.[0] as { errorType?: string; errorInfo?: Record<string, string> } | undefined };
}

const visit = (token: string, id: string, patientId: string) =>
  write(token, documents.create, { id, EntityType: 'Visit', PatientID: patientId, VisitType: 'Follow-up', VisitStatus: 'Scheduled', VisitDate: '2026-05-04T15:00:00.000Z' });
const lab = (id: string, patientId: string, extra: Row = {}) =>
  write(north, documents.create, { id, EntityType: 'Lab', PatientID: patientId, LabType: 'Chemistry', Component: 'Potassium', Result: '4.1', DateConducted: '2026-05-04T15:30:00.000Z', ...extra });

test('a lab links to its own patient\'s visit; another patient\'s, another clinic\'s or a non-visit is refused naming LinkedToVisit', async () => {
  assert.equal((await visit(north, 'v-a', 'NO-1')).error, undefined);
  assert.equal((await visit(north, 'v-b', 'NO-2')).error, undefined);
  assert.equal((await visit(south, 'v-south', 'SO-1')).error, undefined);

  const own = await lab('lab-1', 'NO-1', { LinkedToVisit: 'v-a' });
  assert.equal(own.error, undefined);
  assert.equal(own.row?.['LinkedToVisit'], 'v-a');

  for (const [id, target] of [['lab-2', 'v-b'], ['lab-3', 'v-south'], ['lab-4', 'lab-1'], ['lab-5', 'no-such-visit']] as const) {
    const refused = await lab(id, 'NO-1', { LinkedToVisit: target });
    assert.equal(refused.error?.errorType, 'ValidationException', `${id} → ${target}`);
    assert.match(String(refused.error?.errorInfo?.['LinkedToVisit'] ?? JSON.stringify(refused.error)), /same patient/);
    assert.equal((await h.gql(north, documents.get, { id })).body.data?.['getEMR'], null, `${id} was not stored`);
  }

  // relinking an existing lab to another patient's visit changes nothing
  const relinked = await write(north, documents.update, { id: 'lab-1', Version: own.row?.['Version'], LinkedToVisit: 'v-b' });
  assert.equal(relinked.error?.errorType, 'ValidationException');
  assert.equal((await h.gql(north, documents.get, { id: 'lab-1' })).body.data?.['getEMR']?.['LinkedToVisit'], 'v-a');
  // unlinking needs no visit
  const unlinked = await write(north, documents.update, { id: 'lab-1', Version: own.row?.['Version'], LinkedToVisit: null });
  assert.equal(unlinked.error, undefined);
});

test('a visit is not its own related visit', async () => {
  const created = await visit(north, 'v-self', 'NO-3');
  const self = await write(north, documents.update, { id: 'v-self', Version: created.row?.['Version'], LinkedToVisit: 'v-self' });
  assert.equal(self.error?.errorType, 'ValidationException');
});
