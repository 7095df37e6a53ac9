import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { INTROSPECTION_PATH, buildIntrospection } from './generate-introspection.ts';

test('the committed model introspection matches amplify/data/resource.ts (run npm run generate:introspection)', async () => {
  const committed = readFileSync(INTROSPECTION_PATH, 'utf8');
  assert.equal(committed, await buildIntrospection());
});

test('the introspection has the EMR model, its eleven index queries and the custom operations', () => {
  const introspection = JSON.parse(readFileSync(INTROSPECTION_PATH, 'utf8'));
  const emr = introspection.models.EMR;
  assert.equal(emr.pluralName, 'EMRS');
  const queryFields = emr.attributes
    .filter((attr: { type: string }) => attr.type === 'key')
    .map((attr: { properties: { queryField?: string } }) => attr.properties.queryField)
    .filter(Boolean);
  assert.deepEqual(queryFields, Array.from({ length: 11 }, (_, i) => `listByGSI${i + 1}`));
  assert.equal(emr.fields.DOB.type, 'AWSDateTime');
  assert.equal(emr.fields.Total.type, 'Float');
  assert.equal(emr.fields.IsAbnormal.type, 'Boolean');
  assert.equal(emr.fields.StatusHistory.type, 'AWSJSON');
  assert.ok(introspection.queries.sendResetEmail);
});
