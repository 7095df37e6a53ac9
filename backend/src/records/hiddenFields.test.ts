/**
 * Hidden fields cannot be read by guessing: a filter, a condition or an index key that names a
 * field the caller may not read (billing and dark on a visit's clinical `Note`) is refused
 * before any row is read, with one answer whether or not the guess was right.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type Role, pk, queries } from '@emr/domain';
import { type AppHarness, documents, startApp } from '../testing/appHarness.ts';
import { sample } from '../testing/samples.ts';
import { withHiddenKeys } from '@emr/domain/server';

let h: AppHarness;
const tokens = {} as Record<Role, string>;
let visit: { id: string; Version: number };
const PATIENT = 'T-000001';
const visitsOfPatient = { pk: pk.patient('north', 'Visit', PATIENT) };

before(async () => {
  h = await startApp();
  h.addClinic('north');
  for (const role of ['user', 'billing', 'dark'] as const) {
    h.addStaff(`${role}@north.test`, 'north', role);
    tokens[role] = await h.signIn(`${role}@north.test`);
  }
  const created = await h.gql(tokens.user, documents.create, { input: { ...sample('Visit', 1), Note: 'HIV positive, started ART' } });
  visit = created.body.data!['createEMR'];
});
after(() => h.close());

/** The raw answer, for byte-for-byte comparison. */
async function rawGql(token: string, query: string, variables: Record<string, unknown>): Promise<string> {
  const response = await fetch(`${h.origin}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: token }, body: JSON.stringify({ query, variables }) });
  assert.equal(response.status, 200);
  return response.text();
}

const right = { Note: { contains: 'HIV' } };
const wrong = { Note: { contains: 'diabetes' } };

describe('billing and dark on a visit\'s Note', () => {
  for (const role of ['billing', 'dark'] as const) {
    test(`${role}: a list filter naming Note is refused, with one answer for a right and a wrong guess`, async () => {
      const yes = await rawGql(tokens[role], documents.listBy(2), { ...visitsOfPatient, filter: right });
      const no = await rawGql(tokens[role], documents.listBy(2), { ...visitsOfPatient, filter: wrong });
      assert.equal(yes, no);
      const body = JSON.parse(yes) as { data: unknown; errors: { errorType: string; message: string }[] };
      assert.equal(body.errors[0]!.errorType, 'AccessDeniedException');
      assert.match(body.errors[0]!.message, /filter names fields your role may not read \(Note\)/);
      // a scan holds every kind: Note may be a field the role reads in another kind, so the filter runs, on the
      // rows as the role sees them (a visit's Note is null): a right guess and a wrong one find no visit alike
      const scan = (filter: Record<string, unknown>) => h.gql(tokens[role], documents.list, { filter, limit: 1000 });
      const [scanYes, scanNo] = [await scan(right), await scan(wrong)];
      const kinds = (r: typeof scanYes) => (r.body.errors ? r.body.errors.map((e) => e.errorType) : r.body.data!['listEMRS'].items.map((i: { EntityType: string }) => i.EntityType));
      assert.deepEqual(kinds(scanYes), kinds(scanNo));
      assert.ok(!kinds(scanYes).includes('Visit'));
      // hidden inside and/or/not too
      const nested = await h.gql(tokens[role], documents.listBy(2), { ...visitsOfPatient, filter: { or: [{ VisitType: { eq: 'x' } }, { not: { and: [right] } }] } });
      assert.equal(nested.body.errors?.[0]?.errorType, 'AccessDeniedException');
      // fields the role reads still filter
      const allowed = await h.gql(tokens[role], documents.listBy(2), { ...visitsOfPatient, filter: { VisitType: { eq: 'Follow-up' } } });
      assert.deepEqual(allowed.body.data!['listByGSI2'].items.map((v: { id: string }) => v.id), [visit.id]);
      assert.equal(allowed.body.data!['listByGSI2'].items[0].Note, null);
    });
  }

  test('billing: an update condition naming Note is refused and changes nothing, right guess or wrong', async () => {
    const attempt = (condition: Record<string, unknown>) =>
      rawGql(tokens.billing, `mutation ($input: UpdateEMRInput!, $condition: ModelEMRConditionInput) { updateEMR(input: $input, condition: $condition) { id Version } }`, {
        input: { id: visit.id, Version: visit.Version },
        condition,
      });
    const [yes, no] = [await attempt(right), await attempt(wrong)];
    assert.equal(yes, no);
    assert.equal((JSON.parse(yes) as { errors: { errorType: string }[] }).errors[0]!.errorType, 'AccessDeniedException');
    const stored = (await h.gql(tokens.user, documents.get, { id: visit.id })).body.data!['getEMR'];
    assert.equal(stored.Version, visit.Version, 'nothing was written');
    // a condition on fields billing reads still works, on a kind billing writes
    const claim = (await h.gql(tokens.billing, documents.create, { input: { EntityType: 'Claim', PatientID: PATIENT, ClaimDate: '2026-03-04T10:00:00.000Z' } })).body.data!['createEMR'];
    const fine = await h.gql(tokens.billing, `mutation ($input: UpdateEMRInput!, $condition: ModelEMRConditionInput) { updateEMR(input: $input, condition: $condition) { Version } }`, {
      input: { id: claim.id, Version: claim.Version, MemberID: 'M-1' },
      condition: { Status: { eq: 'Draft' } },
    });
    assert.equal(fine.body.data!['updateEMR'].Version, claim.Version + 1, 'a condition on a field billing reads still works');
  });

  test('billing and dark: index queries keyed on fields they read still work', async () => {
    const range = queries.visitsBetween('north', '2026-03-01', '2026-03-31');
    for (const role of ['billing', 'dark'] as const) {
      const found = await h.gql(tokens[role], documents.listBy(1), { pk: range.pk, sk: range.sk });
      assert.deepEqual(found.body.data!['listByGSI1'].items.map((v: { id: string }) => v.id), [visit.id], role);
    }
  });
});

describe('index keys built from hidden fields', () => {
  test('a key is hidden when a field it is built from is hidden, and only then', () => {
    // today no visit key is built from a clinical field: billing and dark see every visit key
    assert.deepEqual([...withHiddenKeys('Visit', new Set(['Note', 'WrapUps']))].sort(), ['Note', 'WrapUps']);
    // were a role not to read VisitDate, every visit index (all sorted by it) would be closed to it
    const hidden = withHiddenKeys('Visit', new Set(['VisitDate']));
    for (const n of [1, 2, 3, 4, 5]) assert.ok(hidden.has(`GSI${n}PK`) && hidden.has(`GSI${n}SK`), `GSI${n}`);
    assert.ok(!hidden.has('GSI6PK'), 'a slot Visit does not use stays out');
    assert.deepEqual([...withHiddenKeys('Medication', new Set(['PriorAuthorizationStatus']))].sort(), ['GSI4PK', 'GSI4SK', 'PriorAuthorizationStatus']);
  });
});
