/**
 * The care programs' forms' rules over the wire (domain/src/programs/fieldSpecs.ts): a value the
 * goal-weight form refuses, the server refuses with the same rule's sentence naming the field,
 * and stores nothing.
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

const enrolment = { EntityType: 'ProgramEnrollment', PatientID: 'NO-000007', Program: 'obesity', EnrollmentDate: '2026-01-10T12:00:00.000Z', Status: 'Active' };

test('an obesity goal weight outside 50–1000 lb, or with two decimals, is refused with the form’s rule; a good one is saved', async () => {
  for (const [goal, sentence] of [
    [20, 'Goal weight must be from 50 to 1000.'],
    [1200, 'Goal weight must be from 50 to 1000.'],
    [180.25, 'Goal weight has too many decimals: at most 1.'],
  ] as const) {
    const res = await h.gql(token, documents.create, { input: { ...enrolment, CustomFloat: goal } });
    const error = res.body.errors?.[0] as { errorType?: string; message?: string } | undefined;
    assert.equal(error?.errorType, 'ValidationException', JSON.stringify(res.body));
    assert.match(error?.message ?? '', new RegExp(`CustomFloat: ${sentence.replace(/[.]/g, '\\.')}`));
  }
  const saved = await h.gql(token, documents.create, { input: { ...enrolment, CustomFloat: 190.5 } });
  assert.equal(saved.body.errors, undefined, JSON.stringify(saved.body.errors));
  const row = saved.body.data!['createEMR'] as Record<string, unknown>;
  assert.equal(row['CustomFloat'], 190.5);
  const changed = await h.gql(token, documents.update, { input: { id: row['id'], Version: row['Version'], CustomFloat: 30 } });
  assert.match((changed.body.errors?.[0] as { message?: string } | undefined)?.message ?? '', /CustomFloat: Goal weight must be from 50 to 1000\./);
});

test('a time entry the form refuses — minutes not whole, under 1 (negative) or over a day, a date of service in the future, what was done too long — the server refuses with the same rule', async () => {
  const created = await h.gql(token, documents.create, { input: { ...enrolment, PatientID: 'NO-000008', Program: 'ccm' } });
  const enrolmentId = (created.body.data!['createEMR'] as Record<string, unknown>)['id'];
  const entry = { EntityType: 'TimeEntry', PatientID: 'NO-000008', Program: 'ccm', LinkedToProgram: enrolmentId, Time: '20', ProviderTime: '0', ServiceDate: '2026-01-20T00:00:00.000Z' };
  for (const [change, sentence] of [
    [{ Time: '0' }, 'Time: Minutes must be from 1 to 1440.'],
    [{ Time: '-5' }, 'Time: Minutes must be from 1 to 1440.'],
    [{ Time: '1441' }, 'Time: Minutes must be from 1 to 1440.'],
    [{ Time: '2.5' }, 'Time: Minutes must be a whole number.'],
    [{ ServiceDate: '2099-01-01T00:00:00.000Z' }, 'Date of service cannot be in the future.'],
    [{ Description: 'x'.repeat(4001) }, 'Description: What was done is too long: at most 4000 characters.'],
  ] as const) {
    const res = await h.gql(token, documents.create, { input: { ...entry, ...change } });
    const error = res.body.errors?.[0] as { errorType?: string; message?: string } | undefined;
    assert.equal(error?.errorType, 'ValidationException', JSON.stringify(res.body));
    assert.ok(error?.message?.includes(sentence), `${error?.message} should say ${sentence}`);
  }
  const saved = await h.gql(token, documents.create, { input: entry });
  assert.equal(saved.body.errors, undefined, JSON.stringify(saved.body.errors));
});

test('an RPM reading the form refuses — a glucose or SpO2 out of range, a diastolic not below the systolic — the server refuses with the same rule', async () => {
  const reading = { EntityType: 'Vitals', PatientID: 'NO-000008', Program: 'rpm', DateConducted: '2026-01-20T08:00:00.000Z' };
  for (const [values, sentence] of [
    [{ glucose: 5 }, 'Glucose must be from 10 to 1000.'],
    [{ spo2: 40 }, 'must be from 50 to 100.'],
    [{ systolic: 120, diastolic: 130 }, 'must be less than'],
  ] as const) {
    const res = await h.gql(token, documents.create, { input: { ...reading, Vitals: JSON.stringify(values) } });
    const error = res.body.errors?.[0] as { errorType?: string; message?: string } | undefined;
    assert.equal(error?.errorType, 'ValidationException', JSON.stringify(res.body));
    assert.ok(error?.message?.includes(sentence), `${error?.message} should say ${sentence}`);
  }
  const saved = await h.gql(token, documents.create, { input: { ...reading, Vitals: JSON.stringify({ glucose: 110 }) } });
  assert.equal(saved.body.errors, undefined, JSON.stringify(saved.body.errors));
});
