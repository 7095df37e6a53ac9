/**
 * The chart kinds' field rules (`CHART_FIELD_RULES` in @emr/domain) over the wire: what the
 * chart's forms refuse, the server refuses with the same field sentence, and stores nothing.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type AppHarness, documents, startApp } from '../testing/appHarness.ts';

let h: AppHarness;
let token: string;

before(async () => {
  h = await startApp();
  h.addClinic('north');
  h.addStaff('nurse@north.test', 'north', 'user');
  token = await h.signIn('nurse@north.test');
});

after(() => h.close());

async function refusal(input: Record<string, unknown>) {
  const res = await h.gql(token, documents.create, { input });
  const error = res.body.errors?.[0] as { errorType?: string; message?: string } | undefined;
  // "The Hospitalization record is not valid: DischargeDate: Discharge date cannot be …; …"
  const fields = Object.fromEntries((error?.message ?? '').replace(/^The \w+ record is not valid: /, '').split('; ').map((part) => part.split(/: (.*)/s).slice(0, 2)));
  return { type: error?.errorType, fields };
}

const hospitalization = { EntityType: 'Hospitalization', PatientID: 'NO-000001', Hospitalization: 'Pneumonia', AdmissionDate: '2026-01-10T12:00:00.000Z' };

test('a required field, a value outside the choices and a discharge before the admission are refused, each naming its field', async () => {
  assert.deepEqual(await refusal({ ...hospitalization, Hospitalization: '  ' }), { type: 'ValidationException', fields: { Hospitalization: 'Hospitalization is required.' } });
  assert.deepEqual(await refusal({ ...hospitalization, HospitalType: 'Spa' }), { type: 'ValidationException', fields: { HospitalType: 'Choose a value for Hospital type.' } });
  assert.deepEqual(await refusal({ ...hospitalization, DischargeDate: '2026-01-09T12:00:00.000Z' }), {
    type: 'ValidationException',
    fields: { DischargeDate: 'Discharge date cannot be before admission date.' },
  });
  assert.deepEqual(await refusal({ EntityType: 'Allergy', PatientID: 'NO-000001', Allergy: 'Latex' }), { type: 'ValidationException', fields: { Status: 'Choose a value for Status.' } });
});

test('a date of something that happened cannot be in the future; a valid record is stored', async () => {
  const nextYear = `${new Date().getUTCFullYear() + 1}-06-01T12:00:00.000Z`;
  assert.deepEqual(await refusal({ ...hospitalization, AdmissionDate: nextYear }), { type: 'ValidationException', fields: { AdmissionDate: 'Admission date cannot be in the future.' } });
  const list = await h.gql(token, documents.listBy(1), { pk: 'north#Hospitalization' });
  assert.deepEqual((list.body.data!['listByGSI1'] as { items: unknown[] }).items, [], 'nothing refused was stored');
  const stored = await h.gql(token, documents.create, { input: { ...hospitalization, HospitalType: 'Inpatient', DischargeDate: '2026-01-12T12:00:00.000Z' } });
  assert.equal(stored.body.errors, undefined);
});
