/**
 * The embedded EMR server: one node process, one origin (HTTP, or HTTPS with `tls`). Composes
 * the parts and routes each path to one of them: the user pool (/cognito), the GraphQL API
 * (/graphql), file storage (/files), the Amplify outputs, the module manifest and the built
 * web app. Every answer carries the security headers and every socket is bounded in time and
 * number (http/serve.ts, http/limits.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Server, createServer } from 'node:http';
import { type Server as HttpsServer, createServer as createHttpsServer } from 'node:https';
import { join } from 'node:path';
import introspectionJson from '@emr/amplify/model-introspection.json' with { type: 'json' };
import { ERROR_TYPES, idleLogoffMinutes } from '@emr/domain';
import { type Caller, modelShape } from '@emr/domain/server';
import { createCognitoHttpHandler } from './cognito/httpHandler.ts';
import { createCognitoService } from './cognito/service.ts';
import { type Db, openDatabase } from './db/database.ts';
import { dataSecret } from './db/secrets.ts';
import { createFilesHandler } from './files/filesHandler.ts';
import { createGraphqlHandler } from './graphql/httpHandler.ts';
import { type ModelIntrospection, type SchemaOperations, buildSchema } from './graphql/schema.ts';
import { sendJson } from './http/body.ts';
import { userPoolCallerFrom } from './http/caller.ts';
import { createPrecompressed } from './http/compression.ts';
import { DEFAULT_LIMITS, type ServerLimits, applyLimits, serverOptions } from './http/limits.ts';
import { createSecurityHeaders } from './http/securityHeaders.ts';
import { serve } from './http/serve.ts';
import { createStaticHandler } from './http/static.ts';
import { type Outbox, createOutbox } from './mail/outbox.ts';
import { createManifestHandler } from './modules/manifestHandler.ts';
import { remoteOrigins } from './modules/registry.ts';
import { amplifyOutputs } from './outputs.ts';
import { type AccessLog, createAccessLog } from './records/accessLog.ts';
import { createPageTokenCodec } from './records/pageToken.ts';
import { createRecordService } from './records/service.ts';
import { createRecordStore } from './records/store.ts';
import { withUserRecordSync } from './users/adminCallSync.ts';
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

export function createApp({ dataDir, webRoot, remoteRoots, publicOrigin, tls, limits: given, env = process.env, log = console.log, now }: AppOptions): App {
  const limits = { ...DEFAULT_LIMITS, ...given };
  const db = openDatabase({ dataDir });
  const outbox = createOutbox(join(dataDir, 'outbox'), log);
  const store = createRecordStore(db);
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
  const accessLog = createAccessLog({ db, store });
  const records = createRecordService({
    accessLog,
    db,
    store,
    tokens: createPageTokenCodec(dataSecret(dataDir, 'page-token.key')),
    model: modelShape(introspection.models['EMR']!.fields),
    onUserChange: (before, after) => userAdmin.syncUserPool(before, after),
  });
  const userAdmin = createUserAdmin({ db, users: cognito.users, records, store, outbox, origin: publicOrigin });
  // every authenticated route asks this first, before reading a byte of the body
  const callerFrom = userPoolCallerFrom(cognito);

  const operations: SchemaOperations<Caller> = {
    get: (ctx, _model, id) => records.get(ctx.caller, id),
    list: (ctx, _model, args) => records.list(ctx.caller, args),
    listByIndex: (ctx, _model, index, args) => records.listByIndex(ctx.caller, index, args),
    create: (ctx, _model, input, condition) => records.create(ctx.caller, input, condition),
    update: (ctx, _model, input, condition) => records.update(ctx.caller, input, condition),
    delete: (ctx, _model, input, condition) => records.delete(ctx.caller, input, condition),
    custom: customOperations(userAdmin, records),
  };
  const graphql = createGraphqlHandler({ schema: buildSchema(introspection, operations), callerFrom });
  const cognitoHttp = createCognitoHttpHandler(withUserRecordSync(cognito, callerFrom, userAdmin));
  const files = createFilesHandler({ db, dataDir, callerFrom, modulesOf: records.modulesOf, accessLog });
  const manifest = createManifestHandler({ callerFrom, modulesOf: records.modulesOf, remoteRoots, env });
  const security = createSecurityHeaders({ tls: tls !== undefined, remoteOrigins: remoteOrigins(env) });
  const staticFiles = webRoot ? createStaticHandler(webRoot, remoteRoots, { security }) : undefined;
  // fixed for the life of the server (the public origin never comes from a request): compressed once
  const outputs = createPrecompressed(JSON.stringify(amplifyOutputs({ userPoolId: USER_POOL_ID, clientId: CLIENT_ID, introspection }, publicOrigin)));

  const route = (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (path === '/cognito' || path.startsWith('/cognito/')) return cognitoHttp(req, res);
    if (path === '/graphql') return graphql(req, res);
    if (path === '/files' || path.startsWith('/files/')) return files(req, res, path.slice('/files'.length));
    if (path === '/amplify_outputs.json') return outputs.send(req, res);
    if (path === '/modules.json') return manifest(req, res);
    if (path === '/healthz') return sendJson(res, 200, { ok: true });
    if (staticFiles && (req.method === 'GET' || req.method === 'HEAD')) return staticFiles(req, res, path);
    return sendJson(res, 404, { errorType: ERROR_TYPES.notFound, message: `Nothing at ${path}` });
  };

  const handle = serve(route, { security, bodyTimeoutMs: limits.bodyTimeoutMs });
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
