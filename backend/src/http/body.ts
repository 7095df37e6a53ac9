/** Small HTTP helpers shared by the endpoints: bodies in, JSON and errors out. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppError, ERROR_TYPES, type ErrorType } from '@emr/domain';
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

/** The HTTP status of each error type, for the endpoints that answer errors as `{ errorType, message }` (/files, /modules.json). */
export const ERROR_STATUS: Partial<Record<ErrorType, number>> = {
  UnauthorizedException: 401,
  AccessDeniedException: 403,
  ModuleDisabledException: 403,
  NotFoundException: 404,
  ConflictUnhandled: 409,
  ValidationException: 400,
  BadRequestException: 400,
  PayloadTooLargeException: 413,
  UnsupportedMediaTypeException: 415,
  InternalFailure: 500,
};

/** Answers an error as `{ errorType, message }` with its status (500 for a type without one). */
export function sendError(res: ServerResponse, error: AppError, headers: Record<string, string> = {}): void {
  sendJson(res, ERROR_STATUS[error.errorType] ?? 500, { errorType: error.errorType, message: error.message }, headers);
}

/** After answering before the body was read, keep draining (so the client sees the answer) up to this much, then drop the connection. */
const MAX_DRAIN_BYTES = 1024 * 1024;

/**
 * For an answer sent before the request's body was read (a refusal): the headers that close
 * the connection after it, and a `drain` to call once it is sent, which reads and drops what is
 * left of the body, up to 1 MiB, so the client gets to read the answer.
 */
export function unreadBody(req: IncomingMessage): { headers: Record<string, string>; drain: () => void } {
  if (req.complete) return { headers: {}, drain: () => undefined };
  return {
    headers: { connection: 'close' },
    drain: () => {
      if (req.complete || req.destroyed) return;
      let drained = 0;
      req.on('data', (chunk: Buffer) => {
        drained += chunk.length;
        if (drained > MAX_DRAIN_BYTES) req.destroy();
      });
      req.on('error', () => {});
      req.resume();
    },
  };
}
