/**
 * The server prices the lines it writes at $0 from the clinic's fee schedule, at the price in
 * force on the date of service (domain/src/server/pricing.ts): a visit sent to billing (the
 * visit's day) and a closed care month (the month's last day). A line the schedule did not price
 * that day stays at $0; a line sent with an amount keeps it; another clinic's schedule never prices.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { buildItem } from '@emr/domain/server';
import { type AppHarness, documents, startAppWith } from '../testing/appHarness.ts';
import { visitAt } from '../testing/visits.ts';
import { createRecordStore } from './store.ts';

type Row = Record<string, any>;

let h: AppHarness;
let t: Record<string, string> = {};

before(async () => {
  ({ h, t } = await startAppWith(['north', 'south'], [['nurse', 'north', 'user'], ['billing', 'north', 'billing'], ['southBilling', 'south', 'billing']]));
  // 99214: $120.00 until the end of February 2026, $150.00 from March; 99490 and 99439 for the care months
  const fees: [string, string, number, string, string?][] = [
    ['billing', '99214', 12000, '2025-01-01', '2026-03-01'],
    ['billing', '99214', 15000, '2026-03-01'],
    ['billing', '99490', 6200, '2025-01-01'],
    ['billing', '99439', 4750, '2025-01-01'],
    // another clinic's price of the same code
    ['southBilling', '36415', 999, '2025-01-01'],
  ];
  for (const [who, code, cents, from, to] of fees) {
    const input = { EntityType: 'FeeScheduleEntry', CPTCode: code, Description: `Code ${code}`, PriceCents: cents, StartDate: `${from}T00:00:00.000Z`, ...(to ? { EndDate: `${to}T00:00:00.000Z`, Status: 'Retired' } : { Status: 'Active' }) };
    const { body } = await h.gql(t[who], documents.create, { input });
    assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  }
});
after(() => h.close());

const SEND = 'mutation ($v: String!) { sendVisitToBilling(visitId: $v) }';
const CLOSE = 'mutation ($p: String!, $program: String!, $month: String!) { closeCareMonth(patientId: $p, program: $program, month: $month) }';

async function call(document: string, variables: Row): Promise<Row> {
  const { body } = await h.gql(t['nurse'], document, variables);
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return JSON.parse(String(Object.values(body.data!)[0])) as Row;
}

const charges = [{ cpt: '99214' }, { cpt: '83036', amount: 25.5 }, { cpt: '36415' }];
let n = 0;
async function sent(visitDate: string): Promise<Row> {
  const visit = await visitAt(h, t['nurse']!, 'CheckedOut', { patientId: `PR-${++n}`, visitDate, diagnoses: ['E11.9'], charges });
  return call(SEND, { v: visit['id'] });
}

test('a visit sent at $0 is priced from the fee schedule of its day; a line with an amount keeps it; a code not priced stays at $0', async () => {
  const february = await sent('2026-02-27T15:00:00.000Z');
  assert.deepEqual(february['charges'].map((c: Row) => [c.CPTCode, c.Amount]), [['99214', 120], ['83036', 25.5], ['36415', 0]], 'the retired price was in force that day; the other clinic prices 36415, not this one');
  assert.equal(february['claim']['TotalCharges'], 145.5, 'the claim is stamped with the priced lines');
  const march = await sent('2026-03-02T09:00:00.000Z');
  assert.deepEqual(march['charges'].map((c: Row) => [c.CPTCode, c.Amount]), [['99214', 150], ['83036', 25.5], ['36415', 0]]);
});

test("a closed care month's codes are priced on the month's last day, units included", async () => {
  const now = new Date().toISOString();
  const store = createRecordStore(h.app.db);
  const stored = (kind: 'Patient' | 'TimeEntry' | 'Diagnosis', fields: Row) => store.insert(buildItem({ id: `${kind}-${++n}`, clinicId: 'north', kind, fields, version: 1, createdAt: now, updatedAt: now }));
  stored('Patient', { PatientID: 'CM-1', FirstName: 'Cara', LastName: 'Month', DOB: '1950-01-01T00:00:00.000Z' });
  stored('Diagnosis', { PatientID: 'CM-1', Diagnosis: 'E11.9 Type 2 diabetes mellitus', Status: 'Active', StartDate: '2025-01-01T00:00:00.000Z' });
  // 65 staff minutes: 99490 and two 99439
  stored('TimeEntry', { PatientID: 'CM-1', Program: 'ccm', Time: '65', ProviderTime: '0', Timestamp: '2026-01-05T10:00:00.000Z' });
  const { claim, charges } = await call(CLOSE, { p: 'CM-1', program: 'ccm', month: '2026-01' });
  assert.deepEqual(charges.map((c: Row) => [c.CPTCode, c.Units, c.Amount]).sort(), [['99439', 2, 95], ['99490', 1, 62]]);
  assert.equal(claim['TotalCharges'], 157);
});
