/**
 * The fake Data client behaves as the server does where a remote's test depends on it: a read
 * returns only the fields its selection set names (and, strict, refuses a read naming none), and
 * the user administration refuses what the server refuses, auditing what it does; a visit checks
 * out only with its note signed.
 */
import { queries, rulesForRole } from '@emr/domain';
import { sessionStore } from '../session/sessionStore.ts';
import { createFakeDataClient } from './fakeDataClient.ts';

type Client = {
  models: { EMR: Record<string, (...args: unknown[]) => Promise<{ data: unknown; errors?: { errorType: string; message: string }[] }>> };
  mutations: Record<string, (args: unknown) => Promise<{ data: unknown; errors?: { errorType: string; message: string }[] }>>;
};

const staff = [
  { EntityType: 'User' as const, id: 'u-admin', FullName: 'Nora Whitaker', Email: 'nora@north.test', Role: 'admin', Status: 'Active', CellPhone: '555' },
  { EntityType: 'User' as const, id: 'u-ana', FullName: 'Ana Álvarez', Email: 'ana@north.test', Role: 'user', Status: 'Active' },
];

function signIn(id: string, role: 'admin' | 'dark' | 'user') {
  sessionStore.getState().signIn({ id, Role: role, FullName: id, Email: `${id}@north.test`, ClinicID: 'north' }, 'token', rulesForRole(role));
}
afterEach(() => sessionStore.getState().signOut());

test('a read returns the fields its selection set names; a strict fake refuses a read that names none', async () => {
  const fake = createFakeDataClient({ requireSelectionSet: true });
  for (const row of staff) fake.seed(row);
  const client = fake.client as Client;
  const { pk } = queries.usersByName('north');
  const page = await client.models.EMR['listByGSI1']!({ GSI1PK: pk }, { selectionSet: ['id', 'FullName'] });
  expect(page.data).toEqual([
    { id: 'u-ana', FullName: 'Ana Álvarez' },
    { id: 'u-admin', FullName: 'Nora Whitaker' },
  ]);
  expect((await client.models.EMR['get']!({ id: 'u-admin' }, { selectionSet: ['Email'] })).data).toEqual({ Email: 'nora@north.test' });
  expect((await client.models.EMR['get']!({ id: 'u-admin' })).errors?.[0]?.message).toMatch(/without a selectionSet/);
});

test('user administration: the server’s refusals, and an audit entry for each change', async () => {
  const fake = createFakeDataClient();
  for (const row of staff) fake.seed(row);
  const { mutations } = fake.client as Client;

  signIn('u-dark', 'dark');
  expect((await mutations['adminSetUserRole']!({ userId: 'u-ana', role: 'billing' })).errors?.[0]?.errorType).toBe('AccessDeniedException');
  expect((await mutations['adminCreateUser']!({ email: 'x@north.test', fullName: 'X', role: 'admin' })).errors?.[0]?.message).toMatch(/your role \(dark\) may not give an account the admin role/);

  signIn('u-admin', 'admin');
  expect((await mutations['adminSetUserRole']!({ userId: 'u-admin', role: 'user' })).errors?.[0]?.message).toBe('You cannot change your own role');
  expect((await mutations['adminSetUserStatus']!({ userId: 'u-nobody', status: 'Inactive' })).errors?.[0]?.errorType).toBe('NotFoundException');
  expect((await mutations['adminCreateUser']!({ email: 'ANA@north.test', fullName: 'Ana', role: 'user' })).errors?.[0]?.errorType).toBe('ValidationException');

  const changed = await mutations['adminSetUserRole']!({ userId: 'u-ana', role: 'billing' });
  expect(JSON.parse(changed.data as string)).toMatchObject({ id: 'u-ana', Role: 'billing', Version: 2 });
  const audit = [...fake.rows.values()].filter((row) => row.EntityType === 'Audit');
  expect(audit).toEqual([expect.objectContaining({ CustomID: 'u-ana', ChangedBy: 'u-admin', Changes: JSON.stringify([{ field: 'Role', from: 'user', to: 'billing' }]) })]);
});

test('the code-set queries answer as the server does, and a signed note’s diagnoses land on the problem list once', async () => {
  const fake = createFakeDataClient();
  const client = fake.client as Client & { queries: Client['mutations'] };
  signIn('u-ana', 'user');
  const found = await client.queries['searchCodes']!({ system: 'ICD10CM', text: 'essential hypertension', limit: 2 });
  expect((found.data as { code: string }[])[0]).toEqual({ code: 'I10', description: 'Essential (primary) hypertension' });
  expect((await client.queries['searchCodes']!({ system: 'CPT', text: 'x' })).errors?.[0]?.message).toMatch(/system must be one of/);

  fake.seed({ EntityType: 'Diagnosis', id: 'd-1', PatientID: 'NO-1', Diagnosis: 'I10 Essential (primary) hypertension', Status: 'Active' });
  const notes = JSON.stringify({ diagnoses: [{ code: 'I10' }, { code: 'E119' }] });
  const draft = await client.models.EMR['create']!({ EntityType: 'Note', PatientID: 'NO-1', Status: 'Draft', Notes: notes });
  const note = draft.data as { id: string; Version: number };
  await client.models.EMR['update']!({ id: note.id, Version: note.Version, Status: 'Signed' });
  const problems = [...fake.rows.values()].filter((r) => r.EntityType === 'Diagnosis');
  expect(problems.map((r) => r['Diagnosis'])).toEqual(['I10 Essential (primary) hypertension', 'E11.9 Type 2 diabetes mellitus without complications']);
  expect(problems[1]?.['DiagnosisHistory']).toEqual([expect.objectContaining({ status: 'Active', by: 'u-ana' })]);
  const bad = await client.models.EMR['create']!({ EntityType: 'Note', PatientID: 'NO-1', Status: 'Draft', Notes: JSON.stringify({ diagnoses: [{ code: 'E11' }] }) });
  expect(bad.errors?.[0]?.message).toBe('E11: Not a billable ICD-10-CM code: pick one from the list');
});

test('a visit checks out, as on the server, only once its own note is signed', async () => {
  const fake = createFakeDataClient();
  const client = fake.client as Client;
  signIn('u-ana', 'user');
  const wrapUp = { diagnoses: ['I10'], charges: [{ cpt: '99214', pointers: ['A'] }], followUp: 'declined', instructions: 'Walk daily.' };
  fake.seed({ EntityType: 'Visit', id: 'v-1', PatientID: 'NO-1', VisitDate: '2026-03-02T15:00:00.000Z', CheckInTime: '2026-03-02T15:02:00.000Z', VisitStatus: 'WrapUp', WrapUps: [JSON.stringify(wrapUp)] });
  const draft = await client.models.EMR['create']!({ EntityType: 'Note', PatientID: 'NO-1', LinkedToVisit: 'v-1', Status: 'Draft', Notes: JSON.stringify({ diagnoses: [] }) });
  const note = draft.data as { id: string; Version: number };
  const visit = () => fake.rows.get('v-1')!;
  const refused = await client.models.EMR['update']!({ id: 'v-1', Version: visit()['Version'], VisitStatus: 'CheckedOut' });
  expect(refused.errors?.[0]?.message).toMatch(/WrapUps lacks: noteSigned/);
  expect(visit()['VisitStatus']).toBe('WrapUp');
  await client.models.EMR['update']!({ id: note.id, Version: note.Version, Status: 'Signed' });
  const done = await client.models.EMR['update']!({ id: 'v-1', Version: visit()['Version'], VisitStatus: 'CheckedOut' });
  expect(done.errors).toBeUndefined();
  expect(visit()['VisitStatus']).toBe('CheckedOut');
});
