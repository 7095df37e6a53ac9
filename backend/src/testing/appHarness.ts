/**
 * Test harness for the whole server: a temp data directory, the real app on a loopback
 * port, helpers to add clinics and staff, sign in over the wire and send GraphQL.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MODULES, type ModuleKey, type Role } from '@emr/domain';
import { buildItem } from '@emr/domain/server';
import { type App, type AppOptions, CLIENT_ID, USER_POOL_ID, createApp, introspection } from '../app.ts';
import { srpSignIn } from '../cognito/srpClient.ts';
import { createRecordStore } from '../records/store.ts';

export const PASSWORD = 'Test#2026pass';

/** Every field of the model, as the Amplify Data client selects them. */
export const ALL_FIELDS = Object.keys(introspection.models['EMR']!.fields).join(' ');

export interface AppHarness {
  app: App;
  origin: string;
  dataDir: string;
  addClinic(id: string, modules?: readonly ModuleKey[]): void;
  addStaff(email: string, clinicId: string, group: Role, name?: string): string;
  signIn(email: string, password?: string): Promise<string>;
  /** Adds and signs in each `[name, clinic, role]` as `name@clinic.test`; the access tokens by name. */
  signInStaff(staff: StaffList): Promise<Record<string, string>>;
  gql(token: string | undefined, query: string, variables?: Record<string, unknown>, headers?: Record<string, string>): Promise<{ status: number; body: GqlBody }>;
  /** A call that must succeed (asserted): its answer's one field. */
  ok(token: string | undefined, query: string, variables?: Record<string, unknown>): Promise<Record<string, any>>;
  close(): Promise<void>;
}

export type StaffList = readonly (readonly [name: string, clinicId: string, role: Role])[];

export interface GqlBody {
  data?: Record<string, any> | null;
  errors?: { message: string; errorType: string; path?: (string | number)[] }[];
}

/** A loopback port free right now: the app's public origin is fixed before it listens. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** @param options what a test changes of the app (TLS, limits, web root, environment) */
export async function startApp(options: Partial<Omit<AppOptions, 'publicOrigin'>> = {}): Promise<AppHarness> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'emr-app-'));
  const port = await freePort();
  const origin = `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  const app = createApp({ log: () => undefined, ...options, dataDir, publicOrigin: origin });
  await new Promise<void>((resolve) => app.server.listen(port, '127.0.0.1', resolve));
  const store = createRecordStore(app.db);
  const stamp = new Date().toISOString();

  const harness: AppHarness = {
    app,
    origin,
    dataDir,
    addClinic(id, modules = MODULES) {
      store.insert(
        buildItem({ id, clinicId: id, kind: 'Clinic', fields: { Name: `${id} clinic`, EnabledModules: [...modules] }, version: 1, createdAt: stamp, updatedAt: stamp }),
      );
    },
    addStaff(email, clinicId, group, name = email.split('@')[0]!) {
      const { sub } = app.cognito.users.create({ email, name, clinicId, group, password: PASSWORD });
      store.insert(
        buildItem({
          id: sub,
          clinicId,
          kind: 'User',
          fields: { Email: email, Username: email, FullName: name, Role: group, Status: 'Active' },
          version: 1,
          createdAt: stamp,
          updatedAt: stamp,
        }),
      );
      return sub;
    },
    async signIn(email, password = PASSWORD) {
      return (await srpSignIn(`${origin}/cognito`, { clientId: CLIENT_ID, userPoolId: USER_POOL_ID, username: email, password })).AccessToken;
    },
    async signInStaff(staff) {
      const tokens: Record<string, string> = {};
      for (const [name, clinicId, role] of staff) {
        harness.addStaff(`${name}@${clinicId}.test`, clinicId, role);
        tokens[name] = await harness.signIn(`${name}@${clinicId}.test`);
      }
      return tokens;
    },
    async gql(token, query, variables = {}, headers = {}) {
      const response = await fetch(`${origin}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}), ...headers },
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, body: (await response.json()) as GqlBody };
    },
    async ok(token, query, variables = {}) {
      const { body } = await harness.gql(token, query, variables);
      assert.equal(body.errors, undefined, JSON.stringify(body.errors));
      return Object.values(body.data!)[0] as Record<string, any>;
    },
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return harness;
}

/** A test file's app: started with these clinics and these staff signed in (their tokens by name). */
export async function startAppWith(clinics: readonly string[], staff: StaffList): Promise<{ h: AppHarness; t: Record<string, string> }> {
  const h = await startApp();
  for (const clinic of clinics) h.addClinic(clinic);
  return { h, t: await h.signInStaff(staff) };
}

export const documents = {
  get: `query ($id: ID!) { getEMR(id: $id) { ${ALL_FIELDS} } }`,
  list: `query ($filter: ModelEMRFilterInput, $limit: Int, $nextToken: String) { listEMRS(filter: $filter, limit: $limit, nextToken: $nextToken) { items { ${ALL_FIELDS} } nextToken __typename } }`,
  create: `mutation ($input: CreateEMRInput!) { createEMR(input: $input) { ${ALL_FIELDS} } }`,
  update: `mutation ($input: UpdateEMRInput!) { updateEMR(input: $input) { ${ALL_FIELDS} } }`,
  delete: `mutation ($input: DeleteEMRInput!) { deleteEMR(input: $input) { ${ALL_FIELDS} } }`,
  /** `transactEMR`: send `{ operations: JSON.stringify([...]) }`; the answer is JSON text of the rows. */
  transact: 'mutation ($operations: AWSJSON!) { transactEMR(operations: $operations) }',
  listBy: (n: number) =>
    `query ($pk: String!, $sk: ModelStringKeyConditionInput, $filter: ModelEMRFilterInput, $sortDirection: ModelSortDirection, $limit: Int, $nextToken: String) { listByGSI${n}(GSI${n}PK: $pk, GSI${n}SK: $sk, filter: $filter, sortDirection: $sortDirection, limit: $limit, nextToken: $nextToken) { items { ${ALL_FIELDS} } nextToken __typename } }`,
};
