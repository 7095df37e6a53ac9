/**
 * `scheduleVisitSeries` over the wire: a visit and its recurring follow-ups are booked in one
 * transaction, on the days `seriesSlots` gives (the local time kept across a DST change), each
 * checked as a createEMR (role, provider of the clinic); a bad rule or one bad visit saves none.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { queries } from '@emr/domain';
import { type AppHarness, type GqlBody, documents, startAppWith } from '../testing/appHarness.ts';

type Row = Record<string, any>;

let h: AppHarness;
let t: Record<string, string> = {};
let provider: string;
let southProvider: string;

before(async () => {
  ({ h, t } = await startAppWith(['north', 'south'], [['desk', 'north', 'user'], ['billing', 'north', 'billing'], ['south', 'south', 'user']]));
  provider = h.addStaff('doctor@north.test', 'north', 'user', 'Dr North');
  southProvider = h.addStaff('doctor@south.test', 'south', 'user', 'Dr South');
});
after(() => h.close());

const SERIES = 'mutation ($v: AWSJSON!, $r: AWSJSON!, $z: String!) { scheduleVisitSeries(visit: $v, recurrence: $r, timeZone: $z) }';
let n = 0;
const firstVisit = (fields: Row = {}) => ({
  PatientID: `NO-${String(++n).padStart(6, '0')}`, VisitType: 'Follow-up', AssignedTo: provider,
  VisitDate: '2026-03-02T14:00:00.000Z', End: '2026-03-02T14:30:00.000Z', Reason: 'Blood pressure check', ...fields,
});
const series = async (who: string, visit: Row, rule: Row, zone = 'America/New_York'): Promise<GqlBody> =>
  (await h.gql(t[who], SERIES, { v: JSON.stringify(visit), r: JSON.stringify(rule), z: zone })).body;
async function visitsOf(patientId: string): Promise<Row[]> {
  const q = queries.visitsForProvider('north', provider, '2026-01-01T00:00:00.000Z', '2027-12-31T00:00:00.000Z');
  const body = (await h.gql(t['desk'], documents.listBy(q.index), { pk: q.pk, limit: 500 })).body;
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return (Object.values(body.data!)[0] as { items: Row[] }).items.filter((row) => row['PatientID'] === patientId);
}

test('a weekly series books every visit at the same local time across the DST change, audited as creates', async () => {
  const visit = firstVisit();
  const body = await series('desk', visit, { every: 1, unit: 'week', count: 3 });
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  const { visits } = JSON.parse(String(body.data!['scheduleVisitSeries'])) as { visits: Row[] };
  assert.deepEqual(visits.map((v) => v['VisitDate']), ['2026-03-02T14:00:00.000Z', '2026-03-09T13:00:00.000Z', '2026-03-16T13:00:00.000Z']);
  assert.deepEqual(visits.map((v) => v['End']), ['2026-03-02T14:30:00.000Z', '2026-03-09T13:30:00.000Z', '2026-03-16T13:30:00.000Z']);
  assert.ok(visits.every((v) => v['VisitStatus'] === 'Scheduled' && v['AssignedTo'] === provider && v['Reason'] === 'Blood pressure check'));
  assert.equal((await visitsOf(visit.PatientID)).length, 3);
});

test('a monthly series from the 31st falls on the last day of shorter months', async () => {
  const visit = firstVisit({ VisitDate: '2026-01-31T15:00:00.000Z', End: '2026-01-31T15:20:00.000Z' });
  const { visits } = JSON.parse(String((await series('desk', visit, { every: 1, unit: 'month', until: '2026-04-30' })).data!['scheduleVisitSeries'])) as { visits: Row[] };
  assert.deepEqual(visits.map((v) => v['VisitDate'].slice(0, 10)), ['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30']);
});

test('a bad rule is refused naming the field, and nothing is saved', async () => {
  const visit = firstVisit();
  const body = await series('desk', visit, { every: 1, unit: 'week', count: 40 });
  assert.equal(body.errors?.[0]?.errorType, 'ValidationException');
  assert.equal(body.errors?.[0]?.message, 'count: A series has 2 to 12 visits');
  assert.match((await series('desk', visit, { every: 1, unit: 'week', count: 2 }, 'Mars/Olympus')).errors?.[0]?.message ?? '', /^timeZone:/);
  assert.equal((await visitsOf(visit.PatientID)).length, 0);
});

test('a provider of another clinic is refused for the whole series; so is a role that may not book', async () => {
  const visit = firstVisit({ AssignedTo: southProvider });
  const body = await series('desk', visit, { every: 2, unit: 'week', count: 3 });
  assert.equal(body.errors?.[0]?.errorType, 'ValidationException');
  assert.match(body.errors?.[0]?.message ?? '', /Operation 1 of 3 .*AssignedTo: no staff member/);
  const refused = await series('billing', firstVisit(), { every: 1, unit: 'week', count: 2 });
  assert.equal(refused.errors?.[0]?.errorType, 'AccessDeniedException');
  // a single visit is held to the same provider rule
  const single = (await h.gql(t['desk'], documents.create, { input: { EntityType: 'Visit', ...firstVisit({ AssignedTo: southProvider }), VisitStatus: 'Scheduled' } })).body;
  assert.match(single.errors?.[0]?.message ?? '', /AssignedTo: no staff member/);
  assert.equal((await visitsOf(visit.PatientID)).length, 0);
});
