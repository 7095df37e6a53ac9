/**
 * The embedded EMR server: one node:http process, one origin. Mounts the user pool
 * (/cognito), the GraphQL API (/graphql), file storage (/files), the Amplify outputs and
 * the built web app.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import { join } from 'node:path';
import introspectionJson from '@emr/amplify/model-introspection.json' with { type: 'json' };
import { AppError, ENTITY_MODULE, ERROR_TYPES } from '@emr/domain';
import { createCognitoHttpHandler } from './cognito/httpHandler.ts';
import { createCognitoService } from './cognito/service.ts';
import type { VerifiedCaller } from './cognito/types.ts';
import { type Db, openDatabase } from './db/database.ts';
import { createFilesHandler } from './files/filesHandler.ts';
import { createGraphqlHandler } from './graphql/httpHandler.ts';
import { createPageTokenCodec } from './graphql/pageToken.ts';
import { type ModelIntrospection, type SchemaOperations, buildSchema } from './graphql/schema.ts';
import { sendJson } from './http/body.ts';
import { createStaticHandler } from './http/static.ts';
import { type Outbox, createOutbox } from './mail/outbox.ts';
import { moduleManifest } from './modules/registry.ts';
import { amplifyOutputs } from './outputs.ts';
import type { Caller } from '@emr/domain/server';
import { createRecordService } from './records/service.ts';
import { createRecordStore } from './records/store.ts';
import { createUserAdmin } from './users/userAdmin.ts';

export const introspection = introspectionJson as unknown as ModelIntrospection;
export const USER_POOL_ID = 'us-east-1_EMRLocal';
export const CLIENT_ID = 'emrlocalwebclient0000000001';

export interface AppOptions {
  dataDir: string;
  /** Directory of the built shell; optional. */
  webRoot?: string;
  /** URL prefix → directory of each built remote, e.g. { '/remotes/mfe-admin/': '<repo>/mfe-admin/dist' }. */
  remoteRoots?: Record<string, string>;
  /** Public origin used in token issuers and e-mail links, e.g. http://localhost:8080. */
  publicOrigin: string;
  log?: (line: string) => void;
}

export interface App {
  server: Server;
  db: Db;
  outbox: Outbox;
  cognito: ReturnType<typeof createCognitoService>;
  records: ReturnType<typeof createRecordService>;
  userAdmin: ReturnType<typeof createUserAdmin>;
  close(): Promise<void>;
}

function secret(dataDir: string, name: string): Buffer {
  const dir = join(dataDir, 'keys');
  const file = join(dir, name);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600 });
  }
  return Buffer.from(readFileSync(file, 'utf8'), 'base64');
}

/** The origin the browser used, from the Host header (so links work for localhost and 127.0.0.1 alike). */
function requestOrigin(req: IncomingMessage, fallback: string): string {
  const host = req.headers.host;
  return host && /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-fA-F:]+\](:\d{1,5})?$/.test(host) ? `http://${host}` : fallback;
}

export function toCaller(verified: VerifiedCaller): Caller {
  return { sub: verified.sub, clinicId: verified.clinicId, group: verified.group, email: verified.email, name: verified.name };
}

export function createApp({ dataDir, webRoot, remoteRoots, publicOrigin, log = console.log }: AppOptions): App {
  const db = openDatabase({ dataDir });
  const outbox = createOutbox(join(dataDir, 'outbox'), log);
  const cognito = createCognitoService({
    db,
    dataDir,
    userPoolId: USER_POOL_ID,
    clientId: CLIENT_ID,
    issuer: `${publicOrigin}/cognito/${USER_POOL_ID}`,
    outbox,
  });
  const store = createRecordStore(db);
  const modelFields = Object.keys(introspection.models['EMR']!.fields);
  let syncUserPool: (before: never, after: never) => void = () => undefined;
  const records = createRecordService({
    db,
    store,
    tokens: createPageTokenCodec(secret(dataDir, 'page-token.key')),
    modelFields,
    onUserChange: (before, after) => syncUserPool(before as never, after as never),
  });
  const userAdmin = createUserAdmin({ db, users: cognito.users, records, outbox, origin: publicOrigin });
  syncUserPool = userAdmin.syncUserPool as typeof syncUserPool;

  const operations: SchemaOperations<Caller> = {
    get: (ctx, _model, id) => records.get(ctx.caller, id),
    list: (ctx, _model, args) => records.list(ctx.caller, args),
    listByIndex: (ctx, _model, index, args) => records.listByIndex(ctx.caller, index, args),
    create: (ctx, _model, input, condition) => records.create(ctx.caller, input, condition),
    update: (ctx, _model, input, condition) => records.update(ctx.caller, input, condition),
    delete: (ctx, _model, input, condition) => records.delete(ctx.caller, input, condition),
    custom: {
      sendResetEmail: (ctx, args) => userAdmin.sendResetEmail(ctx.caller, args),
      adminCreateUser: (ctx, args) => records.present(ctx.caller, userAdmin.adminCreateUser(ctx.caller, args)),
      adminSetUserStatus: (ctx, args) => records.present(ctx.caller, userAdmin.adminSetUserStatus(ctx.caller, args)),
      adminSetUserRole: (ctx, args) => records.present(ctx.caller, userAdmin.adminSetUserRole(ctx.caller, args)),
      adminResetUserPassword: (ctx, args) => records.present(ctx.caller, userAdmin.adminResetUserPassword(ctx.caller, args)),
    },
  };
  const authenticate = async (token: string) => toCaller(await cognito.verifyAccessToken(token));
  const graphql = createGraphqlHandler({ schema: buildSchema(introspection, operations), authenticate });
  // Admin calls made straight to the user pool also update the staff member's User record.
  const cognitoHttp = createCognitoHttpHandler({
    ...cognito,
    async handle(target, rawBody, headers) {
      const result = await cognito.handle(target, rawBody, headers);
      if (result.status === 200 && target?.startsWith('AWSCognitoIdentityProviderService.Admin') && typeof headers?.authorization === 'string') {
        try {
          const caller = toCaller(await cognito.verifyAccessToken(headers.authorization.replace(/^Bearer /, '')));
          const username = String((JSON.parse(rawBody) as { Username?: unknown }).Username ?? '');
          const account = cognito.users.getByEmail(username) ?? cognito.users.get(username);
          if (account) userAdmin.reconcile(caller, account.sub);
        } catch (error) {
          console.error('could not bring the User record in line after', target, error);
        }
      }
      return result;
    },
  });
  const files = createFilesHandler({
    db,
    dataDir,
    authenticate: async (header) => {
      const token = header?.startsWith('Bearer ') ? header.slice(7) : header;
      if (!token) throw new AppError(ERROR_TYPES.unauthorized, 'Sign in first: no access token was sent');
      try {
        return toCaller(await cognito.verifyAccessToken(token));
      } catch (error) {
        throw new AppError(ERROR_TYPES.unauthorized, `Unauthorized: ${(error as Error).message}`);
      }
    },
    isModuleEnabled: (clinicId, kind) => {
      const module = ENTITY_MODULE[kind];
      const enabled = records.modulesOf(clinicId);
      return module === 'core' || !enabled || enabled.includes(module);
    },
  });
  const staticFiles = webRoot ? createStaticHandler(webRoot, remoteRoots) : undefined;

  const route = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (path === '/cognito' || path.startsWith('/cognito/')) return cognitoHttp(req, res);
    if (path === '/graphql') return graphql(req, res);
    if (path === '/files' || path.startsWith('/files/')) return files(req, res, path.slice('/files'.length));
    if (path === '/amplify_outputs.json') {
      return sendJson(res, 200, amplifyOutputs({ userPoolId: USER_POOL_ID, clientId: CLIENT_ID, introspection }, requestOrigin(req, publicOrigin)));
    }
    if (path === '/modules.json') {
      // per clinic, so it needs the caller; never cached (an admin's module switch shows on the next reload)
      const header = req.headers.authorization;
      const token = header?.startsWith('Bearer ') ? header.slice(7) : header;
      let caller: Caller;
      try {
        if (!token) throw new Error('no access token was sent');
        caller = await authenticate(token);
      } catch (error) {
        return sendJson(res, 401, { errorType: ERROR_TYPES.unauthorized, message: `Sign in first: ${(error as Error).message}` });
      }
      const isBuilt = (folder: string) => {
        const dir = remoteRoots?.[`/remotes/${folder}/`];
        return dir !== undefined && existsSync(join(dir, 'mf-manifest.json'));
      };
      return sendJson(res, 200, moduleManifest(caller.clinicId, records.modulesOf(caller.clinicId), isBuilt));
    }
    if (path === '/healthz') return sendJson(res, 200, { ok: true });
    if (staticFiles && (req.method === 'GET' || req.method === 'HEAD')) return staticFiles(req, res, path);
    sendJson(res, 404, { errorType: ERROR_TYPES.notFound, message: `Nothing at ${path}` });
  };

  const server = createServer((req, res) => {
    route(req, res).catch((error: unknown) => {
      console.error('request failed', error);
      if (!res.headersSent) sendJson(res, 500, { errorType: ERROR_TYPES.internal, message: 'Internal server error; nothing was changed' });
      else res.destroy();
    });
  });
  server.keepAliveTimeout = 65_000;

  return {
    server,
    db,
    outbox,
    cognito,
    records,
    userAdmin,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          db.close();
          resolve();
        });
      }),
  };
}
