/**
 * A clinic's own cancellation reasons (the Clinic row's `CancellationReasons`), over the wire:
 * an admin adds them; the other roles read them and may not change them; the list is checked
 * (no standard reason, no duplicate, no empty or over-long reason); a cancellation may carry
 * one of them like any reason.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type AppHarness, type GqlBody, documents, startAppWith } from '../testing/appHarness.ts';

type Row = Record<string, any>;

let h: AppHarness;
let t: Record<string, string> = {};

before(async () => ({ h, t } = await startAppWith(['north'], [['admin', 'north', 'admin'], ['desk', 'north', 'user'], ['billing', 'north', 'billing']])));
after(() => h.close());

const clinic = async (who = 'admin') => (await h.gql(t[who], documents.get, { id: 'north' })).body.data!['getEMR'] as Row;
const setReasons = async (who: string, reasons: unknown): Promise<GqlBody> => {
  const { Version } = await clinic();
  return (await h.gql(t[who], documents.update, { input: { id: 'north', Version, CancellationReasons: JSON.stringify(reasons) } })).body;
};
const reasonsOf = (row: Row) => JSON.parse(String(row['CancellationReasons'] ?? '[]')) as string[];

test('an admin adds reasons; every role reads them', async () => {
  const body = await setReasons('admin', ['Flooded road', 'Clinic closed for training']);
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  for (const who of ['admin', 'desk', 'billing']) assert.deepEqual(reasonsOf(await clinic(who)), ['Flooded road', 'Clinic closed for training']);
});

test('a user or billing may not change the list; nothing changes', async () => {
  for (const who of ['desk', 'billing']) {
    const body = await setReasons(who, ['Mine']);
    assert.equal(body.errors?.[0]?.errorType, 'AccessDeniedException', JSON.stringify(body));
  }
  assert.deepEqual(reasonsOf(await clinic()), ['Flooded road', 'Clinic closed for training']);
});

test('a standard reason, a duplicate, an empty or an over-long reason is refused with its sentence', async () => {
  const cases: [unknown, RegExp][] = [
    [['weather'], /"weather" is a standard reason already/],
    [['Flood', 'flood '], /"flood" is in the list twice/],
    [['  '], /A reason cannot be empty/],
    [['x'.repeat(81)], /at most 80 characters/],
    [Array.from({ length: 31 }, (_v, i) => `Reason ${i}`), /at most 30 reasons/],
    ['not a list', /CancellationReasons/],
  ];
  for (const [reasons, message] of cases) {
    const body = await setReasons('admin', reasons);
    assert.equal(body.errors?.[0]?.errorType, 'ValidationException', JSON.stringify(body));
    assert.match(body.errors![0]!.message, message);
  }
  assert.deepEqual(reasonsOf(await clinic()), ['Flooded road', 'Clinic closed for training']);
});

test("a visit is cancelled with one of the clinic's reasons", async () => {
  const created = (await h.gql(t['desk'], documents.create, { input: { EntityType: 'Visit', PatientID: 'NO-000001', VisitType: 'Follow-up', VisitStatus: 'Scheduled', VisitDate: '2026-05-04T14:00:00.000Z' } })).body;
  const visit = created.data!['createEMR'] as Row;
  const body = (await h.gql(t['desk'], documents.update, { input: { id: visit['id'], Version: visit['Version'], VisitStatus: 'Cancelled', CancellationReason: 'Flooded road' } })).body;
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  assert.equal((body.data!['updateEMR'] as Row)['CancellationReason'], 'Flooded road');
});
