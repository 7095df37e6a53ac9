/**
 * Clinical safety rules the server enforces, over the wire: abnormal flags derived from the
 * reference range (one parser, @emr/domain).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type AppHarness, documents, startApp } from '../testing/appHarness.ts';

let h: AppHarness;
let token: string;

before(async () => {
  h = await startApp();
  h.addClinic('north');
  h.addStaff('nurse@north.test', 'north', 'user', 'Nora Nurse, RN');
  token = await h.signIn('nurse@north.test');
});

after(() => h.close());

async function send(document: string, input: Record<string, unknown>) {
  return (await h.gql(token, document, { input })).body;
}

async function create(input: Record<string, unknown>) {
  const body = await send(documents.create, input);
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return body.data!['createEMR'] as Record<string, unknown>;
}

test('a lab result is flagged from its range whatever the client claims, one-sided ranges included', async () => {
  const lab = { EntityType: 'Lab', PatientID: 'NO-000001', LabType: 'Lipid panel', DateConducted: '2026-01-05T10:00:00.000Z', IsPanel: false };
  const ldl = await create({ ...lab, Component: 'LDL', Result: '132', ReferenceRange: '<100', IsAbnormal: false });
  assert.equal(ldl['IsAbnormal'], true);
  const hdl = await create({ ...lab, Component: 'HDL', Result: '55', ReferenceRange: '>40', IsAbnormal: true });
  assert.equal(hdl['IsAbnormal'], false);
  const updated = await send(documents.update, { id: hdl['id'], Version: 1, Result: '38' });
  assert.equal(updated.data!['updateEMR']['IsAbnormal'], true);
  const note = await create({ ...lab, Component: 'Comment', Result: 'hemolysed sample', ReferenceRange: '<100', IsAbnormal: true });
  assert.equal(note['IsAbnormal'], true, 'where the range cannot decide, the clinician says');
});
