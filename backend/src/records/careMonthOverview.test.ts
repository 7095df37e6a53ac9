/**
 * `careMonthOverview` over the wire: a CCM or RPM month's figures counted by the server from the
 * roster, the month's entries and the patients (and RPM readings) — only the caller's clinic, only
 * roles that may call it, bad arguments refused.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { buildItem } from '@emr/domain/server';
import { queries } from '@emr/domain';
import { type AppHarness, type GqlBody, documents, startAppWith } from '../testing/appHarness.ts';
import { createRecordStore } from './store.ts';

type Row = Record<string, any>;

let h: AppHarness;
let t: Record<string, string> = {};

before(async () => ({ h, t } = await startAppWith(['north', 'south'], [['nurse', 'north', 'user'], ['billing', 'north', 'billing'], ['dark', 'north', 'dark'], ['south', 'south', 'user']])));

after(() => h.close());

const OVERVIEW = 'query ($program: String!, $month: String!) { careMonthOverview(program: $program, month: $month) }';
const overview = async (who: string, program: string, month: string): Promise<GqlBody> => (await h.gql(t[who], OVERVIEW, { program, month })).body;
const answer = (body: GqlBody): Row => {
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return JSON.parse(String(body.data!['careMonthOverview'])) as Row;
};

const at = new Date().toISOString();
let n = 0;
function stored(clinicId: string, kind: 'Patient' | 'TimeEntry' | 'ProgramEnrollment' | 'Vitals', fields: Row): string {
  const id = `${kind}-o${++n}`;
  createRecordStore(h.app.db).insert(buildItem({ id, clinicId, kind, fields, version: 1, createdAt: at, updatedAt: at }));
  return id;
}
/** A patient enrolled in `program` with entries of `month` ([minutes, who logged them, practitioner minutes]). */
function enrolled(program: string, month: string, entries: [number, string, number?][], extra: { clinicId?: string; patient?: Row; enrolment?: Row } = {}): string {
  const clinicId = extra.clinicId ?? 'north';
  const patientId = `OV-${String(++n).padStart(6, '0')}`;
  stored(clinicId, 'Patient', { PatientID: patientId, FirstName: 'Over', LastName: `View ${n}`, DOB: '1950-01-01T00:00:00.000Z', ...extra.patient });
  const enrolmentId = stored(clinicId, 'ProgramEnrollment', { PatientID: patientId, Program: program, EnrollmentDate: `${month}-01T12:00:00.000Z`, Status: 'Active', ...extra.enrolment });
  entries.forEach(([time, by, practitioner = 0], i) =>
    stored(clinicId, 'TimeEntry', { PatientID: patientId, Program: program, LinkedToProgram: enrolmentId, Time: String(time), ProviderTime: String(practitioner), CreatedBy: by, ServiceDate: `${month}-${String(i + 2).padStart(2, '0')}T00:00:00.000Z` }),
  );
  return patientId;
}

describe('careMonthOverview', () => {
  test('CCM: enrolled, minutes, under 20, billable (APCM bills no CCM code), closed, and minutes per staff member; one clinic only', async () => {
    const month = '2026-02';
    enrolled('ccm', month, [[15, 'u-ana'], [10, 'u-doc', 10]]);
    enrolled('ccm', month, [[5, 'u-ana']]);
    enrolled('ccm', month, []);
    enrolled('ccm', month, [[30, 'u-ana']], { patient: { ApcmSince: '2026-01' } });
    enrolled('ccm', month, [[45, 'u-doc', 45]], { enrolment: { CustomArray: [month] } });
    enrolled('ccm', month, [[60, 'u-south']], { clinicId: 'south' });

    const figures = answer(await overview('nurse', 'ccm', month));
    assert.deepEqual(
      [figures['enrolled'], figures['minutes'], figures['underTwenty'], figures['billable'], figures['closed']],
      [5, 105, 2, 2, 1],
    );
    const staff = Object.fromEntries(figures['staff'].map((s: Row) => [s.by, [s.minutes, s.patients, s.entries]]));
    assert.deepEqual(staff, { 'u-ana': [50, 3, 3], 'u-doc': [55, 2, 2] }, "another clinic's time is not counted");
    assert.equal(answer(await overview('billing', 'ccm', month))['enrolled'], 5, 'billing staff read the figures too');
    assert.equal(answer(await overview('south', 'ccm', month))['minutes'], 60);
  });

  test('RPM: device days counted from the readings of the period: 16 or more counted, one day bills nothing (2–15 would bill 99445)', async () => {
    const month = '2026-03';
    const device = enrolled('rpm', month, [[20, 'u-ana']]);
    for (let d = 1; d <= 16; d++) stored('north', 'Vitals', { PatientID: device, Program: 'rpm', DateConducted: `${month}-${String(d).padStart(2, '0')}T08:00:00.000Z`, Vitals: { glucose: 110 } });
    const few = enrolled('rpm', month, []);
    for (let d = 1; d <= 1; d++) stored('north', 'Vitals', { PatientID: few, Program: 'rpm', DateConducted: `${month}-${String(d).padStart(2, '0')}T08:00:00.000Z`, Vitals: { glucose: 110 } });
    // a device period that began the month before (2026-02-20 to 2026-03-21): its readings in both months count
    const period = enrolled('rpm', month, [], { enrolment: { StartDate: '2026-02-20T12:00:00.000Z' } });
    for (const day of ['02-20', '02-21', '02-22', '02-23', '02-24', '02-25', '02-26', '02-27', '02-28', '03-01', '03-02', '03-03', '03-04', '03-05', '03-06', '03-07']) {
      stored('north', 'Vitals', { PatientID: period, Program: 'rpm', DateConducted: `2026-${day}T08:00:00.000Z`, Vitals: { glucose: 110 } });
    }
    stored('south', 'Vitals', { PatientID: few, Program: 'rpm', DateConducted: `${month}-02T08:00:00.000Z`, Vitals: { glucose: 110 } });
    const figures = answer(await overview('nurse', 'rpm', month));
    assert.deepEqual([figures['enrolled'], figures['sixteenDays'], figures['billable'], figures['minutes']], [3, 2, 2, 20]);
  });

  test("a month's readings of a PatientID range (index 11, the RPM tables' read): the caller's clinic only; refused to roles without clinical records", async () => {
    const month = '2026-07';
    const patients = [enrolled('rpm', month, []), enrolled('rpm', month, [])];
    for (const patientId of patients) stored('north', 'Vitals', { PatientID: patientId, Program: 'rpm', DateConducted: `${month}-03T08:00:00.000Z`, Vitals: { glucose: 110 } });
    stored('south', 'Vitals', { PatientID: patients[0], Program: 'rpm', DateConducted: `${month}-04T08:00:00.000Z`, Vitals: { glucose: 120 } });
    const read = async (who: string, clinic: string) => {
      const { pk, sk } = queries.programReadingsOfPatients(clinic, 'rpm', month, patients[0]!, patients[1]!);
      return (await h.gql(t[who], documents.listBy(11), { pk, sk })).body;
    };
    const rows = (await read('nurse', 'north')).data!['listByGSI11']['items'] as Row[];
    assert.deepEqual(rows.map((r) => [r['PatientID'], r['DateConducted']]), patients.map((p) => [p, `${month}-03T08:00:00.000Z`]));
    for (const who of ['billing', 'dark']) assert.equal((await read(who, 'north')).errors?.[0]?.errorType, 'AccessDeniedException', who);
    assert.match((await read('nurse', 'south')).errors?.[0]?.message ?? '', /your own clinic/);
  });

  test('a role without clinical content is refused; a bad program or month is refused', async () => {
    assert.equal((await overview('dark', 'ccm', '2026-02')).errors?.[0]?.errorType, 'AccessDeniedException');
    assert.match((await overview('nurse', 'flu', '2026-02')).errors?.[0]?.message ?? '', /^program:/);
    assert.match((await overview('nurse', 'ccm', '2026-14')).errors?.[0]?.message ?? '', /^month:/);
  });
});
