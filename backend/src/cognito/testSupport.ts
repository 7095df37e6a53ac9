/** Test helpers: a temp data dir, a migrated database, an outbox and a user-pool service behind node:http. */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../db/database.ts';
import type { Db } from '../db/database.ts';
import { createOutbox } from '../mail/outbox.ts';
import type { Outbox } from '../mail/outbox.ts';
import { createCognitoHttpHandler } from './httpHandler.ts';
import { createCognitoService } from './service.ts';
import { srpSignInCall } from './srpClient.ts';
import type { CognitoOptions, CognitoService } from './types.ts';

export const USER_POOL_ID = 'us-east-1_EMRLocal';
export const CLIENT_ID = 'emrlocalclient0000000000000';

export interface Harness {
  dataDir: string;
  db: Db;
  outbox: Outbox;
  service: CognitoService;
  origin: string;
  endpoint: string;
  issuer: string;
  mailLog: string[];
  clock: { offsetMs: number };
  // Responses are inspected ad hoc in tests.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  call(op: string, body: unknown, headers?: Record<string, string>): Promise<{ status: number; body: any; headers: Headers }>;
  close(): Promise<void>;
}

export async function startHarness(extra: Partial<CognitoOptions> = {}): Promise<Harness> {
  const dataDir = mkdtempSync(join(tmpdir(), 'emr-cognito-'));
  const db = openDatabase({ dataDir });
  const mailLog: string[] = [];
  const outbox = createOutbox(join(dataDir, 'outbox'), (line) => mailLog.push(line));
  const clock = { offsetMs: 0 };
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const issuer = `${origin}/cognito/${USER_POOL_ID}`;
  const service: CognitoService = createCognitoService({
    db,
    dataDir,
    userPoolId: USER_POOL_ID,
    clientId: CLIENT_ID,
    issuer,
    outbox,
    now: () => Date.now() + clock.offsetMs,
    logError: () => {},
    ...extra,
  });
  const handler = createCognitoHttpHandler(service);
  server.on('request', (req, res) => {
    if ((req.url ?? '').startsWith('/cognito')) handler(req, res);
    else {
      res.statusCode = 404;
      res.end();
    }
  });
  const endpoint = `${origin}/cognito`;
  return {
    dataDir,
    db,
    outbox,
    service,
    origin,
    endpoint,
    issuer,
    mailLog,
    clock,
    async call(op, body, headers = {}) {
      const res = await fetch(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': `AWSCognitoIdentityProviderService.${op}`,
          ...headers,
        },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
      return { status: res.status, body: await res.json(), headers: res.headers };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Decodes a JWT payload without verifying it. */
export function claims(jwt: string): Record<string, unknown> {
  const part = jwt.split('.')[1];
  if (!part) throw new Error('not a JWT');
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}

export { srpClientSignature, srpClientStart } from './srpClient.ts';

/** USER_SRP_AUTH + PASSWORD_VERIFIER over the wire; returns the second response. */
export async function srpSignIn(
  h: Harness,
  username: string,
  password: string,
  opts: { timestampMs?: number } = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): Promise<{ status: number; body: any }> {
  return srpSignInCall((op, body) => h.call(op, body), {
    clientId: CLIENT_ID,
    userPoolId: USER_POOL_ID,
    username,
    password,
    ...(opts.timestampMs !== undefined ? { timestampMs: opts.timestampMs } : {}),
  });
}
