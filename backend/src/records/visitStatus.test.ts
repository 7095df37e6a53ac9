/**
 * Visit status moves over the wire (domain/src/visits/visitStatus.ts): the server allows one
 * step at a time, stamps CheckInTime and CheckOutTime with its clock, refuses any other move
 * with an error naming VisitStatus and stores nothing then, and keeps every move in the
 * visit's StatusHistory and the audit.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { pk } from '@emr/domain';
import { type AppHarness, documents, startApp } from '../testing/appHarness.ts';

let h: AppHarness;
let token: string;
let adminToken: string;
let sub: string;

before(async () => {
  h = await startApp();
  h.addClinic('north');
  sub = h.addStaff('frontdesk@north.test', 'north', 'user');
  h.addStaff('admin@north.test', 'north', 'admin');
  token = await h.signIn('frontdesk@north.test');
  adminToken = await h.signIn('admin@north.test');
});

after(() => h.close());

type Row = Record<string, unknown>;

async function write(doc: string, input: Row) {
  const res = await h.gql(token, doc, { input });
  return { row: (res.body.data?.['createEMR'] ?? res.body.data?.['updateEMR']) as Row | null, error: res.body.errors?.[0] };
}

/** The visit's note, signed with its diagnoses (the scribe's). */
async function signedNote(visitId: string, codes: string[]) {
  const diagnoses = codes.map((code) => ({ code, description: '' }));
  const { row: note, error } = await write(documents.create, { EntityType: 'Note', PatientID: 'NO-000001', LinkedToVisit: visitId, Status: 'Draft', Note: 'A: see codes', Notes: JSON.stringify({ diagnoses }) });
  assert.equal(error, undefined, JSON.stringify(error));
  const signed = await write(documents.update, { id: note!['id'], Version: note!['Version'], Status: 'Signed' });
  assert.equal(signed.error, undefined, JSON.stringify(signed.error));
}

const newVisit = async (id: string) => {
  const { row, error } = await write(documents.create, { id, EntityType: 'Visit', PatientID: 'NO-000001', VisitType: 'Follow-up', VisitStatus: 'Scheduled', VisitDate: '2026-03-02T15:00:00.000Z' });
  assert.equal(error, undefined, JSON.stringify(error));
  return row!;
};

test('a visit walks the day: check-in and check-out stamped by the server, check-out only with a complete wrap-up, each move in StatusHistory and the audit', async () => {
  let visit = await newVisit('v-walk');
  const steps = ['CheckedIn', 'InProgress', 'WrapUp', 'CheckedOut'];
  for (const status of steps) {
    if (status === 'CheckedOut') {
      const early = await write(documents.update, { id: visit['id'], Version: visit['Version'], VisitStatus: status });
      assert.match(String(early.error?.message), /wrap-up is complete; WrapUps lacks: noteSigned, diagnosis, charges, pointers, followUp, instructions/);
      await signedNote('v-walk', ['I10']);
    }
    const wrapUp = status === 'CheckedOut' ? { WrapUps: JSON.stringify([{ diagnoses: ['I10'], charges: [{ cpt: '99213', units: 1, pointers: ['A'] }], followUp: 'declined', instructions: 'Rest' }]) } : {};
    const forged = await write(documents.update, { id: visit['id'], Version: visit['Version'], VisitStatus: status, CheckInTime: '1999-01-01T00:00:00.000Z', ...wrapUp });
    assert.match(String(forged.error?.message), /^CheckInTime: Is kept by the server/, 'the times of the moves are the server\'s');
    const { row, error } = await write(documents.update, { id: visit['id'], Version: visit['Version'], VisitStatus: status, ...wrapUp });
    assert.equal(error, undefined, `${status}: ${JSON.stringify(error)}`);
    visit = row!;
  }
  const checkIn = Date.parse(String(visit['CheckInTime']));
  assert.ok(checkIn > Date.parse('2020-01-01'), 'CheckInTime is the server time, not the one sent');
  assert.ok(Date.parse(String(visit['CheckOutTime'])) >= checkIn);
  const history = JSON.parse(String(visit['StatusHistory'])) as Row[];
  assert.deepEqual(history.map((e) => [e['from'], e['to'], e['by']]), [[null, 'Scheduled', sub], ...steps.map((to, i) => [i === 0 ? 'Scheduled' : steps[i - 1], to, sub])]);
  const audit = await h.gql(adminToken, documents.listBy(1), { pk: pk.kind('north', 'Audit') });
  const visitChanges = (audit.body.data?.['listByGSI1'].items as Row[]).filter((entry) => entry['CustomID'] === 'v-walk');
  assert.equal(visitChanges.length, 5, 'the create and the four moves are audited');
});

test('the server checks the wrap-up against the visit’s signed note: unsigned, or a note diagnosis left off, refuses the check-out and nothing changes', async () => {
  let visit = await newVisit('v-note');
  for (const status of ['CheckedIn', 'InProgress', 'WrapUp']) visit = (await write(documents.update, { id: 'v-note', Version: visit['Version'], VisitStatus: status })).row!;
  const entry = { diagnoses: ['I10'], charges: [{ cpt: '99213', units: 1, pointers: ['A'] }], followUp: 'declined', instructions: 'Rest' };
  const checkOut = (diagnoses: string[]) => write(documents.update, { id: 'v-note', Version: visit['Version'], VisitStatus: 'CheckedOut', WrapUps: JSON.stringify([{ ...entry, diagnoses }]) });

  assert.match(String((await checkOut(['I10'])).error?.message), /WrapUps lacks: noteSigned$/, 'a complete wrap-up without a signed note');
  await signedNote('v-note', ['E11.9', 'I10']);
  const partial = await checkOut(['I10']);
  assert.equal(partial.error?.errorType, 'ValidationException');
  assert.match(String(partial.error?.message), /WrapUps lacks: diagnosis$/, 'E11.9 of the note is not on the wrap-up');
  const unknown = await checkOut(['I10', 'E11.9', 'Q99.99']);
  assert.match(String(unknown.error?.message), /Q99\.99: Not a billable ICD-10-CM code/);
  const stored = await h.gql(token, documents.get, { id: 'v-note' });
  assert.deepEqual([stored.body.data?.['getEMR']?.['VisitStatus'], stored.body.data?.['getEMR']?.['Version']], ['WrapUp', visit['Version']]);

  const done = await checkOut(['I10', 'E11.9']);
  assert.equal(done.error, undefined, JSON.stringify(done.error));
  assert.equal(done.row!['VisitStatus'], 'CheckedOut');
});

test('a move the day does not allow is refused naming VisitStatus, and nothing changes', async () => {
  const visit = await newVisit('v-skip');
  const { row, error } = await write(documents.update, { id: visit['id'], Version: 1, VisitStatus: 'CheckedOut' });
  assert.equal(row, null);
  assert.equal(error?.errorType, 'ValidationException');
  assert.match(String(error?.message), /VisitStatus cannot move from Scheduled to CheckedOut/);
  const stored = await h.gql(token, documents.get, { id: 'v-skip' });
  assert.equal(stored.body.data?.['getEMR']?.['VisitStatus'], 'Scheduled');
  assert.equal(stored.body.data?.['getEMR']?.['Version'], 1);
});

test('cancelling needs a reason, which goes into the history; a cancelled visit cannot be checked in', async () => {
  const visit = await newVisit('v-cancel');
  const bare = await write(documents.update, { id: visit['id'], Version: 1, VisitStatus: 'Cancelled' });
  assert.match(String(bare.error?.message), /CancellationReason/);
  const { row, error } = await write(documents.update, { id: visit['id'], Version: 1, VisitStatus: 'Cancelled', CancellationReason: 'Patient rescheduled' });
  assert.equal(error, undefined, JSON.stringify(error));
  assert.equal((JSON.parse(String(row!['StatusHistory'])) as Row[]).at(-1)?.['reason'], 'Patient rescheduled');
  const back = await write(documents.update, { id: visit['id'], Version: 2, VisitStatus: 'CheckedIn' });
  assert.match(String(back.error?.message), /VisitStatus cannot move from Cancelled to CheckedIn: Cancelled is final/);
});

test('a signed note neither changes nor goes away; an addendum is a new note', async () => {
  const { row: note } = await write(documents.create, { EntityType: 'Note', PatientID: 'NO-000001', LinkedToVisit: 'v-walk', Status: 'Draft', Note: 'S: cough' });
  const { row: signed, error } = await write(documents.update, { id: note!['id'], Version: 1, Status: 'Signed' });
  assert.equal(error, undefined, JSON.stringify(error));
  const edit = await write(documents.update, { id: note!['id'], Version: signed!['Version'], Note: 'S: no cough' });
  assert.match(String(edit.error?.message), /A signed note cannot change: add an addendum/);
  const removed = await h.gql(token, documents.delete, { input: { id: note!['id'] } });
  assert.match(String(removed.body.errors?.[0]?.message), /A signed note cannot change/);
  const addendum = await write(documents.create, { EntityType: 'Note', PatientID: 'NO-000001', LinkedToVisit: 'v-walk', Status: 'Signed', CustomID: note!['id'], Title: 'Addendum', Note: 'Also: sore throat' });
  assert.equal(addendum.error, undefined);
});
