/** Small HTTP helpers shared by the endpoints. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppError, ERROR_TYPES } from '@emr/domain';
import { sendCompressed } from './compression.ts';

/** Reads a request body as UTF-8, refusing more than `limit` bytes. Call it after the caller is known. */
export function readBody(req: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const tooLarge = () => new AppError(ERROR_TYPES.payloadTooLarge, `The request body is larger than ${limit} bytes`);
    if (Number(req.headers['content-length'] ?? 0) > limit) {
      reject(tooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        chunks.length = 0;
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
    req.on('close', () => {
      if (!req.complete) reject(new AppError(ERROR_TYPES.badRequest, 'The client closed the connection before the body arrived'));
    });
  });
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  sendJsonText(res, status, JSON.stringify(body), headers);
}

/**
 * Sends JSON that is already text. An answer of 8 KB or more (a page of records: 50 patients with
 * every field are ~230 KB) goes compressed when the browser accepts it (compression.ts).
 */
export function sendJsonText(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  const json = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers };
  if (text.length >= 8 * 1024 && sendCompressed(res, status, text, json)) return;
  res.writeHead(status, { ...json, 'content-length': Buffer.byteLength(text) });
  res.end(text);
}
