/** node:http adapter for the user pool: POST JSON 1.1 calls, GET …/.well-known/jwks.json. */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CognitoService } from './types.ts';

export const MAX_BODY_BYTES = 64 * 1024;
/** After the limit, keep draining (so the client sees the 413) up to this much, then drop the connection. */
const MAX_DRAIN_BYTES = 1024 * 1024;

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (res.headersSent) return;
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/x-amz-json-1.1',
    'content-length': String(Buffer.byteLength(text)),
    'cache-control': 'no-store',
    'x-amzn-requestid': randomUUID(),
    ...headers,
  });
  res.end(text);
}

function sendError(res: ServerResponse, status: number, type: string, message: string, headers: Record<string, string> = {}) {
  send(res, status, { __type: type, message }, { 'x-amzn-errortype': type, ...headers });
}

export function createCognitoHttpHandler(service: CognitoService): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';

    if (req.method === 'GET' || req.method === 'HEAD') {
      if (path.endsWith('/.well-known/jwks.json')) {
        const text = JSON.stringify(service.jwks());
        res.writeHead(200, {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(text)),
          'cache-control': 'public, max-age=300',
        });
        res.end(req.method === 'HEAD' ? undefined : text);
        return;
      }
      sendError(res, 404, 'ResourceNotFoundException', `No resource at ${path}`);
      return;
    }
    if (req.method !== 'POST') {
      sendError(res, 405, 'UnknownOperationException', `Method ${String(req.method)} is not allowed`, { allow: 'GET, POST' });
      return;
    }

    const tooLarge = () =>
      sendError(res, 413, 'InvalidParameterException', `Request body exceeds ${MAX_BODY_BYTES} bytes`, {
        connection: 'close',
      });
    const declared = Number(req.headers['content-length']);
    const chunks: Buffer[] = [];
    let size = 0;
    let rejected = false;
    if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) {
      rejected = true;
      tooLarge();
    }
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (rejected) {
        if (size > MAX_DRAIN_BYTES) req.destroy();
        return;
      }
      if (size > MAX_BODY_BYTES) {
        rejected = true;
        chunks.length = 0;
        tooLarge();
        return;
      }
      chunks.push(chunk);
    });
    req.on('error', () => {
      if (!res.headersSent) sendError(res, 400, 'SerializationException', 'Could not read the request body');
    });
    req.on('end', () => {
      if (rejected) return;
      const target = req.headers['x-amz-target'];
      const raw = Buffer.concat(chunks).toString('utf8');
      service
        .handle(Array.isArray(target) ? target[0] : target, raw, req.headers, req.socket.remoteAddress ?? '')
        .then((result) => send(res, result.status, result.body, result.headers))
        .catch(() => sendError(res, 500, 'InternalErrorException', 'An internal error occurred.'));
    });
  };
}
