/**
 * The embedded server's file storage over HTTP (`/files/…`): what S3 + Amplify Storage do in
 * the cloud. Who may do what is fileAccess.ts (the record rules), where the bytes and their
 * metadata live is fileStorage.ts; here the request is read and answered.
 *
 *   PUT    /files/<prefix>/<key…>[?overwrite=true]  raw bytes → 201 metadata (409 if the key exists)
 *   GET    /files/<prefix>/<key…>                   the bytes (HEAD: headers only)
 *   GET    /files/<prefix>/[<folder…>/]              { items: [metadata…] }, recursive, sorted by key
 *   DELETE /files/<prefix>/<key…>                   204
 *
 * Keys are always relative to the caller's clinic (from the token), so no request can name
 * another clinic's file. Errors answer `{ errorType, message }` JSON. A download of a patient's
 * document is written to the access log, like a record the API returns.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { AppError, ERROR_TYPES, MAX_FILE_BYTES, isRole } from '@emr/domain';
import type { ModuleLookup, Viewed } from '@emr/domain/server';
import type { Db } from '../db/database.ts';
import { sendError, sendJson, unreadBody } from '../http/body.ts';
import type { CallerFrom } from '../http/caller.ts';
import { type FileAction, type FileCaller, authorizeFile, viewOf } from './fileAccess.ts';
import { type FileTarget, contentDisposition, isSafeClinicFolder, parseContentType, parseFileName, parseTarget } from './fileKeys.ts';
import { ClientGone, type FileStorage, createFileStorage, tooLarge } from './fileStorage.ts';

export type { FileCaller } from './fileAccess.ts';
export type { FileInfo } from './fileStorage.ts';

export interface FilesOptions<Caller extends FileCaller> {
  db: Db;
  /** Files live under <dataDir>/files/<clinicId>/<prefix>/<rest>. */
  dataDir: string;
  /** The caller from the request's headers; throws an AppError (UnauthorizedException) for a missing or bad token. */
  callerFrom: CallerFrom<Caller>;
  /** The modules switched on for a clinic (`null`: all); a file of a switched-off module → 403 ModuleDisabledException. Default: all. */
  modulesOf?: ModuleLookup;
  /** Where downloads of a patient's documents are logged (the record service's access log). */
  accessLog?: { record(caller: Caller, rows: readonly Viewed[]): void };
  /** Largest accepted upload in bytes. Default 25 MiB. */
  maxBytes?: number;
  /** Where unexpected internal errors are reported. Default console.error. */
  logError?(message: string, err: unknown): void;
}

export type FilesHandler = (req: IncomingMessage, res: ServerResponse, path: string) => void;

export const DEFAULT_MAX_BYTES = MAX_FILE_BYTES;
const METHODS = ['GET', 'HEAD', 'PUT', 'DELETE'];
const ACTION: Record<string, FileAction> = { GET: 'read', HEAD: 'read', PUT: 'write', DELETE: 'delete' };
/** Every JSON answer of /files: stored files' metadata is never cached. */
const JSON_HEADERS = { 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' };

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Answers JSON (or nothing, for 204); an answer sent before the body was read closes the connection and drains the body. */
function respond(req: IncomingMessage, res: ServerResponse, status: number, body?: unknown, extra: Record<string, string> = {}): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const unread = unreadBody(req);
  const headers = { ...JSON_HEADERS, ...unread.headers, ...extra };
  if (body === undefined) res.writeHead(status, headers).end();
  else sendJson(res, status, body, headers);
  unread.drain();
}

function fail(req: IncomingMessage, res: ServerResponse, error: AppError): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const unread = unreadBody(req);
  sendError(res, error, { ...JSON_HEADERS, ...unread.headers });
  unread.drain();
}

export function createFilesHandler<Caller extends FileCaller>(opts: FilesOptions<Caller>): FilesHandler {
  const maxBytes = opts.maxBytes ?? DEFAULT_MAX_BYTES;
  const modulesOf = opts.modulesOf ?? (() => null);
  const logError = opts.logError ?? ((message: string, err: unknown) => console.error(message, err));
  const storage: FileStorage = createFileStorage({ db: opts.db, dataDir: opts.dataDir, logError });

  async function authenticate(req: IncomingMessage): Promise<Caller> {
    const caller = await opts.callerFrom(req);
    if (!caller || typeof caller.sub !== 'string' || !caller.sub || !isRole(caller.group)) {
      throw new AppError(ERROR_TYPES.unauthorized, 'The token does not name a user of a known role');
    }
    if (typeof caller.clinicId !== 'string' || !isSafeClinicFolder(caller.clinicId)) {
      throw new AppError(ERROR_TYPES.forbidden, 'Your clinic id cannot be used as a storage folder');
    }
    return caller;
  }

  async function download(req: IncomingMessage, res: ServerResponse, caller: Caller, target: FileTarget): Promise<void> {
    const { meta, handle, size } = await storage.open(caller.clinicId, target);
    res.writeHead(200, {
      'content-type': meta.contentType,
      'content-length': String(size),
      'content-disposition': contentDisposition(meta.fileName),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'content-security-policy': "default-src 'none'; sandbox",
      etag: `"${meta.sha256}"`,
      'last-modified': new Date(meta.uploadedAt).toUTCString(),
    });
    if (req.method === 'HEAD') {
      await handle.close().catch(() => {});
      res.end();
      return;
    }
    const view = viewOf(target);
    if (view) opts.accessLog?.record(caller, [view]);
    await pipeline(handle.createReadStream(), res).catch(() => {
      // the client went away mid-download; the stream closes the file
    });
  }

  async function upload(req: IncomingMessage, res: ServerResponse, caller: Caller, target: FileTarget, overwrite: boolean): Promise<void> {
    const contentType = parseContentType(header(req, 'content-type'), target.prefix);
    const lengthHeader = header(req, 'content-length');
    if (lengthHeader !== undefined) {
      if (!/^\d{1,16}$/.test(lengthHeader.trim())) throw new AppError(ERROR_TYPES.badRequest, 'Invalid content-length');
      if (Number(lengthHeader) > maxBytes) throw tooLarge(maxBytes);
    }
    const fileName = parseFileName(header(req, 'x-file-name'), target.segments.at(-1) ?? target.key);
    const stored = await storage.save(caller.clinicId, target, req, { contentType, fileName, uploadedBy: caller.sub, overwrite, maxBytes });
    respond(req, res, 201, stored);
  }

  async function handle(req: IncomingMessage, res: ServerResponse, rawPath: string): Promise<void> {
    const method = req.method ?? '';
    const action = ACTION[method];
    if (!action) {
      respond(req, res, 405, { errorType: ERROR_TYPES.badRequest, message: `Method ${method} is not allowed on /files` }, { allow: METHODS.join(', ') });
      return;
    }
    // The query string may come with `path` or only on req.url.
    const queryAt = rawPath.indexOf('?');
    const pathPart = queryAt >= 0 ? rawPath.slice(0, queryAt) : rawPath;
    const urlQueryAt = (req.url ?? '').indexOf('?');
    const query = queryAt >= 0 ? rawPath.slice(queryAt + 1) : urlQueryAt >= 0 ? (req.url ?? '').slice(urlQueryAt + 1) : '';

    const caller = await authenticate(req);
    const target = parseTarget(pathPart);
    authorizeFile(caller, action, target, modulesOf);

    if (target.type === 'folder') {
      if (action !== 'read') throw new AppError(ERROR_TYPES.badRequest, `${method} needs a file key, not a folder (trailing slash)`);
      respond(req, res, 200, { items: storage.list(caller.clinicId, target) });
    } else if (action === 'write') {
      await upload(req, res, caller, target, new URLSearchParams(query).get('overwrite') === 'true');
    } else if (action === 'delete') {
      storage.remove(caller.clinicId, target);
      respond(req, res, 204);
    } else {
      await download(req, res, caller, target);
    }
  }

  return (req, res, path) => {
    const rawPath = typeof path === 'string' ? path : '';
    handle(req, res, rawPath).catch((err: unknown) => {
      try {
        if (err instanceof ClientGone) {
          res.destroy();
        } else if (err instanceof AppError) {
          fail(req, res, err);
        } else {
          logError(`files: ${req.method ?? '?'} ${rawPath} failed`, err);
          fail(req, res, new AppError(ERROR_TYPES.internal, 'An internal error occurred'));
        }
      } catch (sendErr) {
        logError('files: could not send an error answer', sendErr);
        res.destroy();
      }
    });
  };
}
