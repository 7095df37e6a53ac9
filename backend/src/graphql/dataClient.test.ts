/**
 * The real aws-amplify v6 Data client (generateClient) against the embedded server:
 * CRUD, index queries with every key-condition operator and both directions, pagination,
 * filters, optimistic concurrency, audit, and the custom query.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Amplify } from 'aws-amplify';
import { signIn, signOut } from 'aws-amplify/auth';
import { generateClient } from 'aws-amplify/data';
import { parseAmplifyConfig } from 'aws-amplify/utils';
import { pk, queries } from '@emr/domain';
import type { Schema } from '../../../amplify/data/resource.ts';
import { type AppHarness, PASSWORD, startApp } from '../testing/appHarness.ts';

let h: AppHarness;
let client: ReturnType<typeof generateClient<Schema>>;
const CLINIC = 'north';

const patient = (i: number, extra: Record<string, unknown> = {}) => ({
  EntityType: 'Patient',
  ClinicID: CLINIC,
  PatientID: `NS-${String(i).padStart(6, '0')}`,
  FirstName: `First${String.fromCharCode(65 + (i % 26))}`,
  LastName: `Lastname${String(i).padStart(3, '0')}`,
  DOB: `19${50 + (i % 50)}-0${1 + (i % 9)}-1${i % 10}T00:00:00.000Z`,
  ...(i % 4 === 0 ? { Status: 'Inactive', ReasonLeft: 'Moved away' } : { Status: 'Active' }),
  CellPhone: `(555) 01${String(i % 10)}-${String(1000 + i)}`,
  ...extra,
});

async function useAccount(email: string) {
  await signOut();
  await signIn({ username: email, password: PASSWORD });
}

before(async () => {
  h = await startApp();
  h.addClinic(CLINIC);
  h.addStaff('clinician@north.test', CLINIC, 'user', 'Casey Clinician');
  h.addStaff('admin@north.test', CLINIC, 'admin', 'Avery Admin');
  const outputs = await (await fetch(`${h.origin}/amplify_outputs.json`)).json();
  const config = parseAmplifyConfig(outputs as Parameters<typeof parseAmplifyConfig>[0]);
  config.Auth!.Cognito.userPoolEndpoint = `${h.origin}/cognito`;
  Amplify.configure(config);
  await signIn({ username: 'clinician@north.test', password: PASSWORD });
  client = generateClient<Schema>();
});

after(async () => {
  await signOut();
  await h.close();
});

describe('records through the Data client', () => {
  test('create fills id, timestamps, Version and the derived index keys; get reads it back', async () => {
    const { data, errors } = await client.models.EMR.create(patient(1));
    assert.equal(errors, undefined);
    assert.ok(data?.id);
    assert.equal(data.Version, 1);
    assert.match(data.createdAt, /^\d{4}-\d{2}-\d{2}T/);
    assert.equal(data.GSI1PK, pk.kind(CLINIC, 'Patient'));
    assert.equal(data.GSI1SK, `lastname001 firstb#${data.id}`);
    assert.equal(data.GSI6SK, 'NS-000001');
    const read = await client.models.EMR.get({ id: data.id });
    assert.equal(read.data?.LastName, 'Lastname001');
    assert.equal(read.data?.ClinicID, CLINIC);
  });

  test('JSON fields round-trip as JSON strings, as on AppSync', async () => {
    // (not a history field: those are the server's, see records/histories.test.ts)
    const list = [{ kind: 'note', at: '2026-01-02T00:00:00.000Z', tags: ['a', 'b'] }];
    const { data, errors } = await client.models.EMR.create(patient(2, { CustomJSONArray: JSON.stringify(list) }));
    assert.equal(errors, undefined);
    const stored = typeof data?.CustomJSONArray === 'string' ? JSON.parse(data.CustomJSONArray) : data?.CustomJSONArray;
    assert.deepEqual(stored, list);
  });

  test('index queries: pagination over several pages in both directions, no row twice', async () => {
    for (let i = 10; i < 35; i++) {
      const { errors } = await client.models.EMR.create(patient(i));
      assert.equal(errors, undefined);
    }
    for (const sortDirection of ['ASC', 'DESC'] as const) {
      const seen: string[] = [];
      let nextToken: string | null | undefined;
      let pages = 0;
      do {
        const page = await client.models.EMR.listByGSI1(
          { GSI1PK: pk.kind(CLINIC, 'Patient'), GSI1SK: { beginsWith: 'lastname0' } },
          { sortDirection, limit: 10, nextToken },
        );
        assert.equal(page.errors, undefined);
        seen.push(...page.data.map((p) => p.LastName!));
        nextToken = page.nextToken;
        pages++;
      } while (nextToken);
      assert.equal(seen.length, 27);
      assert.equal(new Set(seen).size, 27);
      assert.ok(pages >= 3);
      const sorted = [...seen].sort();
      assert.deepEqual(seen, sortDirection === 'ASC' ? sorted : sorted.reverse());
    }
  });

  test('every sort-key operator', async () => {
    const dob = async (GSI8SK: Record<string, unknown>) => {
      const q = queries.patientsByDob(CLINIC, '1960-01-01');
      const page = await client.models.EMR.listByGSI8({ GSI8PK: q.pk, GSI8SK: GSI8SK as never }, { limit: 100 });
      assert.equal(page.errors, undefined);
      return page.data.map((p) => p.DOB!.slice(0, 10)).sort();
    };
    const all = await dob({ ge: '' });
    assert.equal(all.length, 27);
    assert.ok((await dob({ beginsWith: '1960' })).every((d) => d.startsWith('1960')));
    assert.ok((await dob({ lt: '1960' })).every((d) => d < '1960'));
    assert.ok((await dob({ le: '1960-01-11#~' })).every((d) => d <= '1960-01-11'));
    assert.ok((await dob({ gt: '1980' })).every((d) => d > '1980'));
    const between = await dob({ between: ['1960', '1970'] });
    assert.ok(between.length > 0 && between.every((d) => d >= '1960' && d <= '1970'));
    assert.equal((await dob({ lt: '1960' })).length + (await dob({ ge: '1960' })).length, all.length);
    const one = await client.models.EMR.listByGSI6({ GSI6PK: pk.code(CLINIC, 'Patient'), GSI6SK: { eq: 'NS-000012' } });
    assert.deepEqual(one.data.map((p) => p.PatientID), ['NS-000012']);
  });

  test('filters: comparison, string, existence, size and boolean combinators', async () => {
    const run = async (filter: Record<string, unknown>) => {
      const page = await client.models.EMR.listByGSI1({ GSI1PK: pk.kind(CLINIC, 'Patient') }, { filter: filter as never, limit: 1000 });
      assert.equal(page.errors, undefined);
      return page.data;
    };
    const inactive = await run({ Status: { eq: 'Inactive' } });
    assert.ok(inactive.length > 0 && inactive.every((p) => p.Status === 'Inactive'));
    assert.equal((await run({ Status: { ne: 'Inactive' } })).length + inactive.length, 27);
    assert.ok((await run({ LastName: { contains: 'name01' } })).every((p) => p.LastName!.includes('name01')));
    assert.equal((await run({ LastName: { notContains: 'Lastname' } })).length, 0);
    assert.equal((await run({ CustomJSONArray: { attributeExists: true } })).length, 1);
    assert.equal((await run({ PatientID: { size: { eq: 9 } } })).length, 27);
    const either = await run({ or: [{ PatientID: { eq: 'NS-000010' } }, { PatientID: { eq: 'NS-000011' } }] });
    assert.equal(either.length, 2);
    assert.equal((await run({ and: [{ Status: { eq: 'Active' } }, { not: { Status: { eq: 'Active' } } }] })).length, 0);
    assert.ok((await run({ DOB: { between: ['1960-01-01T00:00:00.000Z', '1969-12-31T23:59:59.999Z'] } })).every((p) => p.DOB!.startsWith('196')));
  });

  test('a scan applies limit before filter, as DynamoDB does', async () => {
    const page = await client.models.EMR.list({ filter: { PatientID: { eq: 'NS-000033' } }, limit: 5 });
    assert.equal(page.errors, undefined);
    assert.ok(page.data.length <= 1);
    assert.ok(page.nextToken, 'a full page of 5 rows read leaves a nextToken even though the filter kept few');
    const found: string[] = [];
    let nextToken: string | null | undefined;
    do {
      const next = await client.models.EMR.list({ filter: { PatientID: { eq: 'NS-000033' } }, limit: 5, nextToken });
      found.push(...next.data.map((p) => p.id));
      nextToken = next.nextToken;
    } while (nextToken);
    assert.equal(found.length, 1);
  });

  test('update needs the Version it read; two updates from the same base give exactly one conflict', async () => {
    const { data: created } = await client.models.EMR.create(patient(40));
    const base = created!;
    const results = await Promise.all([
      client.models.EMR.update({ id: base.id, Version: base.Version, City: 'Springfield' }),
      client.models.EMR.update({ id: base.id, Version: base.Version, City: 'Shelbyville' }),
    ]);
    const conflicts = results.filter((r) => r.errors?.[0]?.errorType === 'ConflictUnhandled');
    const successes = results.filter((r) => !r.errors && r.data);
    assert.equal(conflicts.length, 1);
    assert.equal(successes.length, 1);
    assert.match(conflicts[0]!.errors![0]!.message, /changed by someone else/);
    assert.equal(successes[0]!.data!.Version, 2);
    const noVersion = await client.models.EMR.update({ id: base.id, City: 'Ogdenville' });
    assert.equal(noVersion.errors?.[0]?.errorType, 'ValidationException');
    const current = await client.models.EMR.get({ id: base.id });
    assert.equal(current.data?.City, successes[0]!.data!.City, 'the refused updates changed nothing');
  });

  test('delete returns the record; the audit keeps every change and what was deleted', async () => {
    const { data: created, errors } = await client.models.EMR.create({
      EntityType: 'Allergy',
      PatientID: 'NS-000001',
      Allergy: 'Penicillin',
      Reaction: 'Hives',
      Status: 'Active',
      Timestamp: '2026-01-05T10:00:00.000Z',
    });
    assert.equal(errors, undefined);
    const updated = await client.models.EMR.update({ id: created!.id, Version: 1, Severity: 'Severe' });
    assert.equal(updated.errors, undefined);
    const deleted = await client.models.EMR.delete({ id: created!.id });
    assert.equal(deleted.errors, undefined);
    assert.equal(deleted.data?.Severity, 'Severe');
    assert.equal((await client.models.EMR.get({ id: created!.id })).data, null);

    await useAccount('admin@north.test');
    const audit = await client.models.EMR.listByGSI5({ GSI5PK: pk.parent(CLINIC, 'Audit', created!.id) }, { sortDirection: 'ASC' });
    await useAccount('clinician@north.test');
    assert.equal(audit.errors, undefined);
    assert.deepEqual(audit.data.map((a) => a.Log), ['create', 'update', 'delete']);
    const changes = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as { field: string; from: unknown; to: unknown }[];
    assert.deepEqual(changes(audit.data[1]!.Changes), [{ field: 'Severity', from: null, to: 'Severe' }]);
    const deletion = changes(audit.data[2]!.Changes);
    assert.ok(deletion.some((c) => c.field === 'Allergy' && c.from === 'Penicillin' && c.to === null));
    assert.ok(audit.data.every((a) => a.ChangedByUser === 'Casey Clinician'));
  });

  test('a clinician may not delete a patient (status changes instead)', async () => {
    const { data: created } = await client.models.EMR.create(patient(42));
    const refused = await client.models.EMR.delete({ id: created!.id });
    assert.equal(refused.errors?.[0]?.errorType, 'AccessDeniedException');
    assert.ok((await client.models.EMR.get({ id: created!.id })).data);
  });

  test('audit entries cannot be created, changed or deleted through the API', async () => {
    await useAccount('admin@north.test');
    try {
      const page = await client.models.EMR.listByGSI1({ GSI1PK: pk.kind(CLINIC, 'Audit') }, { limit: 1 });
      const entry = page.data[0]!;
      const update = await client.models.EMR.update({ id: entry.id, Version: entry.Version, Log: 'forged' });
      assert.equal(update.errors?.[0]?.errorType, 'AccessDeniedException');
      const removal = await client.models.EMR.delete({ id: entry.id });
      assert.equal(removal.errors?.[0]?.errorType, 'AccessDeniedException');
      const forged = await client.models.EMR.create({ EntityType: 'Audit', Log: 'forged' });
      assert.equal(forged.errors?.[0]?.errorType, 'AccessDeniedException');
    } finally {
      await useAccount('clinician@north.test');
    }
  });

  test('sendResetEmail writes to the outbox (admins only)', async () => {
    const refused = await client.queries.sendResetEmail({ email: 'clinician@north.test', resetToken: 'abc' });
    assert.equal(refused.errors?.[0]?.errorType, 'AccessDeniedException');
    await useAccount('admin@north.test');
    try {
      const sent = await client.queries.sendResetEmail({ email: 'clinician@north.test', resetToken: 'tok-123', expiresAt: '2026-12-01T00:00:00.000Z' });
      assert.equal(sent.errors, undefined);
      assert.equal(sent.data, 'sent');
      const mail = h.app.outbox.latestFor('clinician@north.test', 'reset-link');
      assert.match(mail?.text ?? '', /forgot-password\?email=clinician%40north\.test/);
      // the caller's words never reach the system's mail
      assert.doesNotMatch(mail?.text ?? '', /tok-123|2026-12-01/);
    } finally {
      await useAccount('clinician@north.test');
    }
  });

  test('validation errors name the fields and change nothing', async () => {
    const bad = await client.models.EMR.create(patient(50, { DOB: '2999-01-01T00:00:00.000Z', ZipCode: 'ABCDE', State: 'XX' }));
    assert.equal(bad.errors?.[0]?.errorType, 'ValidationException');
    assert.match(bad.errors![0]!.message, /DOB: Date of birth cannot be in the future/);
    assert.match(bad.errors![0]!.message, /ZipCode/);
    const found = await client.models.EMR.listByGSI6({ GSI6PK: pk.code(CLINIC, 'Patient'), GSI6SK: { eq: 'NS-000050' } });
    assert.equal(found.data.length, 0);
  });
});
