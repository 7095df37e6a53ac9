/**
 * `closeCareMonths` over the wire: a program's month closed for every patient of the clinic in
 * batches — codes become draft claims, months with nothing to bill are locked, months closed
 * already stay as they are (a re-run changes nothing), a locked month refuses new time, and the
 * answer is a summary.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { CARE_MONTH_BATCH, buildItem } from '@emr/domain/server';
import { pk } from '@emr/domain';
import { type AppHarness, type GqlBody, documents, startAppWith } from '../testing/appHarness.ts';
import { createRecordStore } from './store.ts';

type Row = Record<string, any>;

let h: AppHarness;
let t: Record<string, string> = {};

before(async () => ({ h, t } = await startAppWith(['north', 'south'], [['nurse', 'north', 'user'], ['billing', 'north', 'billing'], ['dark', 'north', 'dark'], ['south', 'south', 'user']])));

after(() => h.close());

const CLOSE_ALL =
  'mutation ($program: String!, $month: String!, $facts: AWSJSON, $after: String, $limit: Int) { closeCareMonths(program: $program, month: $month, facts: $facts, after: $after, limit: $limit) }';
const CLOSE_ONE = 'mutation ($p: String!, $program: String!, $month: String!) { closeCareMonth(patientId: $p, program: $program, month: $month) }';

const call = async (who: string, document: string, variables: Row): Promise<GqlBody> => (await h.gql(t[who], document, variables)).body;
function answer(body: GqlBody): Row {
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return JSON.parse(String(Object.values(body.data!)[0])) as Row;
}
function refusal(body: GqlBody, type: string, field?: string): void {
  assert.equal(body.errors?.[0]?.errorType, type, JSON.stringify(body.errors ?? body.data));
  if (field) assert.match(body.errors![0]!.message, new RegExp(`\\b${field}\\b`), body.errors![0]!.message);
}

const at = new Date().toISOString();
let n = 0;
function stored(clinicId: string, kind: 'Patient' | 'TimeEntry' | 'ProgramEnrollment' | 'Vitals', fields: Row): string {
  const id = `${kind}-b${++n}`;
  createRecordStore(h.app.db).insert(buildItem({ id, clinicId, kind, fields, version: 1, createdAt: at, updatedAt: at }));
  return id;
}
/** A patient enrolled in `program` with the given minutes of `month` (one entry each). */
function enrolled(program: string, month: string, minutes: number[], clinicId = 'north', status = 'Active'): { patientId: string; enrolmentId: string } {
  const patientId = `CB-${String(++n).padStart(6, '0')}`;
  stored(clinicId, 'Patient', { PatientID: patientId, FirstName: 'Batch', LastName: `Patient ${n}`, DOB: '1950-01-01T00:00:00.000Z' });
  const enrolmentId = stored(clinicId, 'ProgramEnrollment', { PatientID: patientId, Program: program, EnrollmentDate: `${month}-01T12:00:00.000Z`, Status: status });
  minutes.forEach((time, i) =>
    stored(clinicId, 'TimeEntry', { PatientID: patientId, Program: program, LinkedToProgram: enrolmentId, Time: String(time), ProviderTime: '0', ServiceDate: `${month}-${String(i + 2).padStart(2, '0')}T00:00:00.000Z` }),
  );
  return { patientId, enrolmentId };
}
const careMonthClaims = async (patientId: string) =>
  (await h.gql(t['billing'], documents.listBy(7), { pk: pk.careMonth('north', patientId) })).body.data!['listByGSI7']['items'] as Row[];
const closedMonthsOf = async (enrolmentId: string) => JSON.parse(((await h.gql(t['nurse'], documents.get, { id: enrolmentId })).body.data!['getEMR'] as Row)['CustomArray'] ?? '[]') as string[];

describe('closeCareMonths', () => {
  test('closes every patient of the month in batches, once: claims for codes, locks for the rest, a summary; a re-run changes nothing', async () => {
    const month = '2026-03';
    const billable = Array.from({ length: CARE_MONTH_BATCH + 30 }, () => enrolled('ccm', month, [15, 10]));
    const short = Array.from({ length: 20 }, () => enrolled('ccm', month, [5]));
    const idle = Array.from({ length: 10 }, () => enrolled('ccm', month, []));
    const south = enrolled('ccm', month, [30], 'south');

    const summary = answer(await call('billing', CLOSE_ALL, { program: 'ccm', month }));
    assert.equal(summary['patients'], billable.length + short.length + idle.length, "every patient of the caller's clinic, no other clinic's");
    assert.equal(summary['claims'].length, billable.length);
    assert.deepEqual([summary['locked'], summary['closedAlready'], summary['failed']], [short.length + idle.length, 0, []]);
    const first = summary['claims'].find((c: Row) => c.patientId === billable[0]!.patientId);
    assert.match(first.number, /^CLM-NO-\d{5}$/);
    const numbers = summary['claims'].map((c: Row) => Number(c.number.slice(-5)));
    assert.deepEqual(numbers, numbers.map((_: number, i: number) => numbers[0] + i), 'consecutive claim numbers, none taken twice');
    const [claim] = await careMonthClaims(billable[0]!.patientId);
    assert.deepEqual([claim!['id'], claim!['CareMonth'], claim!['Status']], [first.claimId, `ccm:${month}`, 'Draft']);
    for (const { enrolmentId } of [billable.at(-1)!, short[0]!, idle[0]!]) assert.deepEqual(await closedMonthsOf(enrolmentId), [month]);
    assert.equal(createRecordStore(h.app.db).get('south', south.enrolmentId)?.['CustomArray'], undefined, "another clinic's month is untouched");

    const again = answer(await call('nurse', CLOSE_ALL, { program: 'ccm', month }));
    assert.deepEqual([again['patients'], again['claims'], again['locked'], again['closedAlready']], [summary['patients'], [], 0, summary['patients']]);
    assert.equal((await careMonthClaims(billable[0]!.patientId)).length, 1, 'no second claim');

    const late = (await h.gql(t['nurse'], documents.create, {
      input: { EntityType: 'TimeEntry', PatientID: short[0]!.patientId, Program: 'ccm', LinkedToProgram: short[0]!.enrolmentId, Time: '20', ProviderTime: '0', ServiceDate: `${month}-20T00:00:00.000Z` },
    })).body;
    refusal(late, 'ValidationException');
    assert.match(late.errors![0]!.message, new RegExp(`${month} is closed for billing`));
  });

  test("a month one patient closed already is left as it is; RPM counts each patient's reading days and takes the caller's facts per patient", async () => {
    const month = '2026-04';
    const single = enrolled('ccm', month, [25]);
    answer(await call('billing', CLOSE_ONE, { p: single.patientId, program: 'ccm', month }));
    const other = enrolled('ccm', month, [45]);
    const summary = answer(await call('billing', CLOSE_ALL, { program: 'ccm', month }));
    assert.deepEqual([summary['closedAlready'], summary['claims'].map((c: Row) => c.patientId)], [1, [other.patientId]]);

    const device = enrolled('rpm', month, []);
    for (let d = 1; d <= 16; d++) stored('north', 'Vitals', { PatientID: device.patientId, Program: 'rpm', DateConducted: `${month}-${String(d).padStart(2, '0')}T08:00:00.000Z`, Vitals: { glucose: 110 } });
    const rpm = answer(await call('billing', CLOSE_ALL, { program: 'rpm', month, facts: JSON.stringify({ [device.patientId]: { interactiveCommunication: false } }) }));
    assert.equal(rpm['claims'].length, 1);
    const [claim] = (await careMonthClaims(device.patientId)).filter((c) => c['CareMonth'] === `rpm:${month}`);
    const charges = (await h.gql(t['billing'], documents.listBy(5), { pk: pk.parent('north', 'Charge', claim!['id']) })).body.data!['listByGSI5']['items'] as Row[];
    assert.deepEqual(charges.map((c) => c['CPTCode']).sort(), ['99453', '99454']);
  });

  test("an RPM month closed without facts takes them from its rows: interactive time from an entry that says so, the setup billed once another month's claim carried it", async () => {
    const month = '2026-05';
    const charged = async (patientId: string) => {
      const [claim] = (await careMonthClaims(patientId)).filter((c) => c['CareMonth'] === `rpm:${month}`);
      const charges = (await h.gql(t['billing'], documents.listBy(5), { pk: pk.parent('north', 'Charge', claim!['id']) })).body.data!['listByGSI5']['items'] as Row[];
      return charges.map((c) => c['CPTCode']).sort();
    };
    // April closed for each of the first two; its claim carried the set-up for the first only (the second's April had under 2 device days)
    const [returning, lateStart, fresh] = [{ CustomArray: ['2026-04'], CustomTime: '2026-04-01T00:00:00.000Z' }, { CustomArray: ['2026-04'] }, undefined].map((closed) => {
      const patientId = `CB-${String(++n).padStart(6, '0')}`;
      stored('north', 'Patient', { PatientID: patientId, FirstName: 'Device', LastName: `Patient ${n}`, DOB: '1950-01-01T00:00:00.000Z' });
      const enrolmentId = stored('north', 'ProgramEnrollment', { PatientID: patientId, Program: 'rpm', EnrollmentDate: '2026-03-01T12:00:00.000Z', Status: 'Active', ...closed });
      stored('north', 'TimeEntry', { PatientID: patientId, Program: 'rpm', LinkedToProgram: enrolmentId, Time: '20', ProviderTime: '0', Supervised: !!closed, ServiceDate: `${month}-03T00:00:00.000Z` });
      for (let d = 1; d <= 16; d++) stored('north', 'Vitals', { PatientID: patientId, Program: 'rpm', DateConducted: `${month}-${String(d).padStart(2, '0')}T08:00:00.000Z`, Vitals: { glucose: 110 } });
      return patientId;
    }) as [string, string, string];
    answer(await call('billing', CLOSE_ALL, { program: 'rpm', month }));
    assert.deepEqual(await charged(returning), ['99454', '99457'], 'interactive management billed, the setup not again');
    assert.deepEqual(await charged(lateStart), ['99453', '99454', '99457'], 'the setup billed with the first month that has a device code');
    assert.deepEqual(await charged(fresh), ['99453', '99454'], 'the setup billed; 20 minutes without interactive communication bill no management code');
  });

  test('a call that stops early answers where to go on; the calls after it close the rest, each patient once, and the last says the month is done', async () => {
    const month = '2026-06';
    const patients = Array.from({ length: 7 }, () => enrolled('ccm', month, [25]));
    // an enrolment that ended during the month, its entries still billed: read by id, not from the roster
    const ended = enrolled('ccm', month, [30], 'north', 'Disenrolled');
    const ids = [...patients, ended].map((p) => p.patientId).sort();

    const first = answer(await call('billing', CLOSE_ALL, { program: 'ccm', month, limit: 3 }));
    const total = first['patients']; // the program's other active patients (earlier tests) are locked with nothing to bill
    assert.ok(total >= ids.length);
    assert.deepEqual([first['done'], first['claims'].length + first['locked']], [3, 3]);
    const seen = [...first['claims']];
    let next = first['next'];
    const progress: number[] = [first['done']];
    while (next) {
      const more = answer(await call('billing', CLOSE_ALL, { program: 'ccm', month, limit: 3, after: next }));
      assert.ok(more['claims'].every((c: Row) => c.patientId > next), 'each call goes on after the last');
      seen.push(...more['claims']);
      progress.push(more['done']);
      next = more['next'];
    }
    assert.deepEqual(progress, progress.map((_, i) => Math.min(3 * (i + 1), total)), 'three more each call, up to every patient');
    assert.deepEqual(seen.map((c: Row) => c.patientId), ids, 'every patient with minutes billed once, in PatientID order');
    assert.deepEqual(await closedMonthsOf(ended.enrolmentId), [month], 'the ended enrolment its entries name is locked too');
    refusal(await call('billing', CLOSE_ALL, { program: 'ccm', month, limit: 0 }), 'BadRequestException', 'limit');
    refusal(await call('billing', CLOSE_ALL, { program: 'ccm', month, after: '' }), 'BadRequestException', 'after');
  });

  test('a month not over, a bad program, month or fact, and a role without the operation are refused and nothing changes', async () => {
    const month = '2026-05';
    const p = enrolled('ccm', month, [30]);
    refusal(await call('billing', CLOSE_ALL, { program: 'ccm', month: new Date().toISOString().slice(0, 7) }), 'ValidationException', 'month');
    refusal(await call('billing', CLOSE_ALL, { program: 'ccm', month: '2026-13' }), 'ValidationException', 'month');
    refusal(await call('billing', CLOSE_ALL, { program: 'flu', month }), 'ValidationException', 'program');
    refusal(await call('billing', CLOSE_ALL, { program: 'rpm', month, facts: JSON.stringify({ [p.patientId]: { setupBilled: 'no' } }) }), 'BadRequestException', 'facts');
    refusal(await call('billing', CLOSE_ALL, { program: 'rpm', month, facts: JSON.stringify([1]) }), 'BadRequestException', 'facts');
    refusal(await call('dark', CLOSE_ALL, { program: 'ccm', month }), 'AccessDeniedException');
    assert.deepEqual(await closedMonthsOf(p.enrolmentId), []);
    assert.deepEqual(await careMonthClaims(p.patientId), []);
  });
});
