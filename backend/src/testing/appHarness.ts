/**
 * Test harness for the whole server: a temp data directory, the real app on a loopback
 * port, helpers to add clinics and staff, sign in over the wire and send GraphQL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MODULES, type ModuleKey, type Role } from '@emr/domain';
import { type App, CLIENT_ID, createApp, introspection } from '../app.ts';
import { buildItem } from '@emr/domain/server';
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
  gql(token: string | undefined, query: string, variables?: Record<string, unknown>): Promise<{ status: number; body: GqlBody }>;
  close(): Promise<void>;
}

export interface GqlBody {
  data?: Record<string, any> | null;
  errors?: { message: string; errorType: string; path?: (string | number)[] }[];
}

export async function startApp(dataDir = mkdtempSync(join(tmpdir(), 'emr-app-'))): Promise<AppHarness> {
  const app = createApp({ dataDir, publicOrigin: 'http://127.0.0.1', log: () => undefined });
  await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const store = createRecordStore(app.db);
  const stamp = new Date().toISOString();

  return {
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
      const response = await fetch(`${origin}/cognito`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
        body: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: CLIENT_ID, AuthParameters: { USERNAME: email, PASSWORD: password } }),
      });
      const body = (await response.json()) as { AuthenticationResult?: { AccessToken: string }; message?: string };
      if (!body.AuthenticationResult) throw new Error(`sign-in of ${email} failed: ${body.message}`);
      return body.AuthenticationResult.AccessToken;
    },
    async gql(token, query, variables = {}) {
      const response = await fetch(`${origin}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, body: (await response.json()) as GqlBody };
    },
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const documents = {
  get: `query ($id: ID!) { getEMR(id: $id) { ${ALL_FIELDS} } }`,
  list: `query ($filter: ModelEMRFilterInput, $limit: Int, $nextToken: String) { listEMRS(filter: $filter, limit: $limit, nextToken: $nextToken) { items { ${ALL_FIELDS} } nextToken __typename } }`,
  create: `mutation ($input: CreateEMRInput!) { createEMR(input: $input) { ${ALL_FIELDS} } }`,
  update: `mutation ($input: UpdateEMRInput!) { updateEMR(input: $input) { ${ALL_FIELDS} } }`,
  delete: `mutation ($input: DeleteEMRInput!) { deleteEMR(input: $input) { ${ALL_FIELDS} } }`,
  listBy: (n: number) =>
    `query ($pk: String!, $sk: ModelStringKeyConditionInput, $filter: ModelEMRFilterInput, $sortDirection: ModelSortDirection, $limit: Int, $nextToken: String) { listByGSI${n}(GSI${n}PK: $pk, GSI${n}SK: $sk, filter: $filter, sortDirection: $sortDirection, limit: $limit, nextToken: $nextToken) { items { ${ALL_FIELDS} } nextToken __typename } }`,
};
