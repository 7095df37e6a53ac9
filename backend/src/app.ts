/**
 * The embedded EMR server: one node process, one origin (HTTP, or HTTPS with `tls`). Mounts the
 * user pool (/cognito), the GraphQL API (/graphql), file storage (/files), the Amplify outputs,
 * the module manifest and the built web app. Every answer carries the security headers
 * (http/securityHeaders.ts); every socket is bounded in time and number (http/limits.ts).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import { type Server as HttpsServer, createServer as createHttpsServer } from 'node:https';
import { join } from 'node:path';
import introspectionJson from '@emr/amplify/model-introspection.json' with { type: 'json' };
import { BACKGROUND_REQUEST_HEADER, ENTITY_MODULE, ERROR_TYPES, idleLogoffMinutes } from '@emr/domain';
import { createCognitoHttpHandler } from './cognito/httpHandler.ts';
import { createCognitoService } from './cognito/service.ts';
import type { VerifiedCaller } from './cognito/types.ts';
import { type Db, openDatabase } from './db/database.ts';
import { createFilesHandler } from './files/filesHandler.ts';
import { createGraphqlHandler } from './graphql/httpHandler.ts';
import { createPageTokenCodec } from './graphql/pageToken.ts';
import { type ModelIntrospection, type SchemaOperations, buildSchema } from './graphql/schema.ts';
import { sendJson } from './http/body.ts';
import { type WithHeaders, createCallerFrom } from './http/caller.ts';
import { DEFAULT_LIMITS, type ServerLimits, applyLimits, bodyDeadline, serverOptions } from './http/limits.ts';
import { createPrecompressed } from './http/compression.ts';
import { createSecurityHeaders } from './http/securityHeaders.ts';
import { createStaticHandler } from './http/static.ts';
import { type Outbox, createOutbox } from './mail/outbox.ts';
import { moduleManifest, remoteOrigins } from './modules/registry.ts';
import { amplifyOutputs } from './outputs.ts';
import type { Caller } from '@emr/domain/server';
import { type AccessLog, createAccessLog } from './records/accessLog.ts';
import { createRecordService } from './records/service.ts';
import { createRecordStore } from './records/store.ts';
import { customOperations } from './users/customOperations.ts';
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
  /**
   * The one origin the app is reached at (`EMR_PUBLIC_ORIGIN`), e.g. https://emr.clinic.lan: token
   * issuer, e-mail links and the endpoints in /amplify_outputs.json. Never taken from a request.
   */
  publicOrigin: string;
  /** PEM certificate (chain) and key: serve HTTPS, with HSTS. */
  tls?: { cert: string | Buffer; key: string | Buffer };
  /** Time and connection limits; the defaults suit a clinic (tests make them small). */
  limits?: Partial<ServerLimits>;
  /** Where `EMR_REMOTE_<KEY>_URL` is read (module manifest and CSP); default process.env. */
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
  /** The user pool's clock in epoch ms (tests of token expiry and the automatic logoff). */
  now?: () => number;
}

export interface App {
  server: Server | HttpsServer;
  limits: ServerLimits;
  db: Db;
  outbox: Outbox;
  cognito: ReturnType<typeof createCognitoService>;
  records: ReturnType<typeof createRecordService>;
  accessLog: AccessLog;
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

export function toCaller(verified: VerifiedCaller): Caller {
  return { sub: verified.sub, clinicId: verified.clinicId, group: verified.group, email: verified.email, name: verified.name };
}

/** Whether the person did this, rather than their page on a timer (BACKGROUND_REQUEST_HEADER). */
function isActivity(req: WithHeaders): boolean {
  return req.headers[BACKGROUND_REQUEST_HEADER] !== '1';
}

export function createApp({ dataDir, webRoot, remoteRoots, publicOrigin, tls, limits: given, env = process.env, log = console.log, now }: AppOptions): App {
  const limits = { ...DEFAULT_LIMITS, ...given };
  const db = openDatabase({ dataDir });
  const outbox = createOutbox(join(dataDir, 'outbox'), log);
  const cognito = createCognitoService({
    db,
    dataDir,
    userPoolId: USER_POOL_ID,
    clientId: CLIENT_ID,
    issuer: `${publicOrigin}/cognito/${USER_POOL_ID}`,
    outbox,
    onSignIn: (account, at) => userAdmin.recordSignIn(account, at),
    idleSecondsOf: (clinicId) => idleLogoffMinutes(store.get(clinicId, clinicId)) * 60,
    ...(now ? { now } : {}),
  });
  const store = createRecordStore(db);
  const modelFields = Object.keys(introspection.models['EMR']!.fields);
  let syncUserPool: (before: never, after: never) => void = () => undefined;
  const accessLog = createAccessLog({ db, store });
  const records = createRecordService({
    accessLog,
    db,
    store,
    tokens: createPageTokenCodec(secret(dataDir, 'page-token.key')),
    modelFields,
    onUserChange: (before, after) => syncUserPool(before as never, after as never),
  });
  const userAdmin = createUserAdmin({ db, users: cognito.users, records, store, outbox, origin: publicOrigin });
  syncUserPool = userAdmin.syncUserPool as typeof syncUserPool;

  const operations: SchemaOperations<Caller> = {
    get: (ctx, _model, id) => records.get(ctx.caller, id),
    list: (ctx, _model, args) => records.list(ctx.caller, args),
    listByIndex: (ctx, _model, index, args) => records.listByIndex(ctx.caller, index, args),
    create: (ctx, _model, input, condition) => records.create(ctx.caller, input, condition),
    update: (ctx, _model, input, condition) => records.update(ctx.caller, input, condition),
    delete: (ctx, _model, input, condition) => records.delete(ctx.caller, input, condition),
    custom: customOperations(userAdmin, records),
  };
  // every authenticated route asks this first, before reading a byte of the body
  const callerFrom = createCallerFrom(async (token, req) => toCaller(await cognito.verifyAccessToken(token, { activity: isActivity(req) })));
  const graphql = createGraphqlHandler({ schema: buildSchema(introspection, operations), callerFrom });
  // Admin calls made straight to the user pool also update the staff member's User record.
  const cognitoHttp = createCognitoHttpHandler({
    ...cognito,
    async handle(target, rawBody, headers, source) {
      const result = await cognito.handle(target, rawBody, headers, source);
      if (result.status === 200 && target?.startsWith('AWSCognitoIdentityProviderService.Admin')) {
        try {
          const caller = await callerFrom({ headers: headers ?? {} });
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
    callerFrom,
    isModuleEnabled: (clinicId, kind) => {
      const module = ENTITY_MODULE[kind];
      const enabled = records.modulesOf(clinicId);
      return module === 'core' || !enabled || enabled.includes(module);
    },
  });
  const security = createSecurityHeaders({ tls: tls !== undefined, remoteOrigins: remoteOrigins(env) });
  const staticFiles = webRoot ? createStaticHandler(webRoot, remoteRoots, { security }) : undefined;
  // fixed for the life of the server (the public origin never comes from a request): compressed once
  const outputs = createPrecompressed(JSON.stringify(amplifyOutputs({ userPoolId: USER_POOL_ID, clientId: CLIENT_ID, introspection }, publicOrigin)));

  const route = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (path === '/cognito' || path.startsWith('/cognito/')) return cognitoHttp(req, res);
    if (path === '/graphql') return graphql(req, res);
    if (path === '/files' || path.startsWith('/files/')) return files(req, res, path.slice('/files'.length));
    if (path === '/amplify_outputs.json') return outputs.send(req, res);
    if (path === '/modules.json') {
      // per clinic, so it needs the caller; never cached (an admin's module switch shows on the next reload)
      let caller: Caller;
      try {
        caller = await callerFrom(req);
      } catch (error) {
        return sendJson(res, 401, { errorType: ERROR_TYPES.unauthorized, message: (error as Error).message });
      }
      const isBuilt = (folder: string) => {
        const dir = remoteRoots?.[`/remotes/${folder}/`];
        return dir !== undefined && existsSync(join(dir, 'mf-manifest.json'));
      };
      return sendJson(res, 200, moduleManifest(caller.clinicId, records.modulesOf(caller.clinicId), isBuilt, env));
    }
    if (path === '/healthz') return sendJson(res, 200, { ok: true });
    if (staticFiles && (req.method === 'GET' || req.method === 'HEAD')) return staticFiles(req, res, path);
    sendJson(res, 404, { errorType: ERROR_TYPES.notFound, message: `Nothing at ${path}` });
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    for (const [name, value] of Object.entries(security.common)) res.setHeader(name, value);
    // a file upload may take long (requestTimeout bounds it); any other body arrives quickly or not at all
    if (!(req.method === 'PUT' && req.url?.startsWith('/files/'))) bodyDeadline(req, res, limits.bodyTimeoutMs);
    route(req, res).catch((error: unknown) => {
      console.error('request failed', error);
      if (!res.headersSent) sendJson(res, 500, { errorType: ERROR_TYPES.internal, message: 'Internal server error; nothing was changed' });
      else res.destroy();
    });
  };
  const server = tls ? createHttpsServer({ ...serverOptions(limits), ...tls }, handle) : createServer(serverOptions(limits), handle);
  applyLimits(server, limits);

  return {
    server,
    limits,
    db,
    outbox,
    cognito,
    records,
    accessLog,
    userAdmin,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          accessLog.flush();
          db.close();
          resolve();
        });
      }),
  };
}
