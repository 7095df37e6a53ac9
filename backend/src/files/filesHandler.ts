/**
 * The embedded server's file storage (`/files/…`): what S3 + Amplify Storage do in the cloud,
 * on the clinic's own disk. Files live under <dataDir>/files/<clinicId>/<key>; their metadata
 * (type, size, uploader, time, original name, sha256) lives in the `stored_files` table.
 *
 *   PUT    /files/<prefix>/<key…>[?overwrite=true]  raw bytes → 201 metadata (409 if the key exists)
 *   GET    /files/<prefix>/<key…>                   the bytes (HEAD: headers only)
 *   GET    /files/<prefix>/[<folder…>/]              { items: [metadata…] }, recursive, sorted by key
 *   DELETE /files/<prefix>/<key…>                   204
 *
 * Keys are always relative to the caller's clinic (from the token), so no request can name
 * another clinic's file. Errors answer `{ errorType, message }` JSON.
 */
import { createHash, randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, openSync, renameSync, rmdirSync, unlinkSync } from 'node:fs';
import { type FileHandle, mkdir, open, unlink } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  type AppAbility,
  AppError,
  ERROR_TYPES,
  type EntityType,
  type ErrorType,
  MAX_FILE_BYTES,
  type Role,
  abilityFor,
  isRole,
} from '@emr/domain';
import type { Db } from '../db/database.ts';
import type { CallerFrom } from '../http/caller.ts';
import {
  type FileTarget,
  type FolderTarget,
  type Target,
  contentDisposition,
  isSafeClinicFolder,
  parseContentType,
  parseFileName,
  parseTarget,
} from './fileKeys.ts';
import { type FileMeta, type FileRepository, createFileRepository } from './fileRepository.ts';

export interface FileCaller {
  sub: string;
  clinicId: string;
  group: 'admin' | 'dark' | 'user' | 'billing';
}

export interface FilesOptions {
  db: Db;
  /** Files live under <dataDir>/files/<clinicId>/<prefix>/<rest>. */
  dataDir: string;
  /** The caller from the request's headers; throws an AppError (UnauthorizedException) for a missing or bad token. */
  callerFrom: CallerFrom<FileCaller>;
  /** Default: always true. When false → 403 ModuleDisabledException. */
  isModuleEnabled?(clinicId: string, kind: EntityType): boolean;
  /** Largest accepted upload in bytes. Default 25 MiB. */
  maxBytes?: number;
  /** Where unexpected internal errors are reported. Default console.error. */
  logError?(message: string, err: unknown): void;
}

/** The public metadata of a stored file (answer of PUT, items of a listing). */
export interface FileInfo {
  key: string;
  size: number;
  contentType: string;
  uploadedAt: string;
  uploadedBy: string;
  fileName: string;
}

export type FilesHandler = (req: IncomingMessage, res: ServerResponse, path: string) => void;

export const DEFAULT_MAX_BYTES = MAX_FILE_BYTES;
/** After answering before the body was read, keep draining (so the client sees the answer) up to this much, then drop the connection. */
const MAX_DRAIN_BYTES = 1024 * 1024;
const METHODS = ['GET', 'HEAD', 'PUT', 'DELETE'];

const STATUS: Partial<Record<ErrorType, number>> = {
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

const abilities = new Map<Role, AppAbility>();
function abilityOf(role: Role): AppAbility {
  let ability = abilities.get(role);
  if (!ability) {
    ability = abilityFor(role);
    abilities.set(role, ability);
  }
  return ability;
}

function info(meta: FileMeta): FileInfo {
  const { key, size, contentType, uploadedAt, uploadedBy, fileName } = meta;
  return { key, size, contentType, uploadedAt, uploadedBy, fileName };
}

function errnoCode(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'string' ? err.code : undefined;
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Reads and discards what is left of an unread request body, up to a limit, then drops the connection. */
function drain(req: IncomingMessage): void {
  if (req.complete || req.destroyed) return;
  let drained = 0;
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > MAX_DRAIN_BYTES) req.destroy();
  });
  req.on('error', () => {});
  req.resume();
}

function sendJson(req: IncomingMessage, res: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const unread = !req.complete;
  const text = body === undefined ? '' : JSON.stringify(body);
  res.writeHead(status, {
    ...(text ? { 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(text)) } : {}),
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
    ...(unread ? { connection: 'close' } : {}),
    ...extra,
  });
  res.end(text || undefined);
  if (unread) drain(req);
}

function sendError(req: IncomingMessage, res: ServerResponse, err: AppError, extra: Record<string, string> = {}): void {
  sendJson(req, res, STATUS[err.errorType] ?? 500, { errorType: err.errorType, message: err.message }, extra);
}

const notFound = (key: string) => new AppError(ERROR_TYPES.notFound, `No file at ${key}`);
const conflict = (message: string) => new AppError(ERROR_TYPES.conflict, message);

function forbidden(action: string, target: Target): AppError {
  return new AppError(
    ERROR_TYPES.forbidden,
    `Not Authorized: your role may not ${action} ${target.prefix} files (${target.kind} records)`,
  );
}

/** Is this avatar key the caller's own: 'avatars/<sub>/…', 'avatars/<sub>' or 'avatars/<sub>.<ext>'? */
function ownsAvatar(sub: string, target: FileTarget): boolean {
  const first = target.segments[0];
  if (!sub || first === undefined) return false;
  return first === sub || (target.segments.length === 1 && first.startsWith(`${sub}.`));
}

function authorize(caller: FileCaller & { group: Role }, method: string, target: Target): void {
  const ability = abilityOf(caller.group);
  const reading = method === 'GET' || method === 'HEAD';
  if (target.prefix === 'avatars') {
    // Every signed-in user sees the avatars of their clinic and manages their own.
    if (reading) return;
    if (target.type === 'file' && ownsAvatar(caller.sub, target)) return;
    if (ability.can('update', 'User')) return;
    throw new AppError(ERROR_TYPES.forbidden, 'Not Authorized: you may change only your own avatar');
  }
  if (reading) {
    if (!ability.can('read', target.kind)) throw forbidden('read', target);
  } else if (method === 'PUT') {
    if (!ability.can('create', target.kind) && !ability.can('update', target.kind)) throw forbidden('upload', target);
  } else if (!ability.can('delete', target.kind)) {
    throw forbidden('delete', target);
  }
}

/** The client went away mid-request: nobody to answer, nothing to log. */
class ClientGone extends Error {
  constructor() {
    super('the client closed the connection before the request completed');
  }
}

function tooLarge(maxBytes: number): AppError {
  return new AppError(ERROR_TYPES.payloadTooLarge, `The file is larger than the limit of ${maxBytes} bytes`);
}

async function writeAll(handle: FileHandle, chunk: Buffer): Promise<void> {
  let offset = 0;
  while (offset < chunk.length) {
    const { bytesWritten } = await handle.write(chunk, offset, chunk.length - offset);
    offset += bytesWritten;
  }
}

/**
 * Streams the request body into `handle`, with backpressure, counting and hashing it. Rejects
 * with PayloadTooLargeException as soon as the count passes `maxBytes` (the rest of the body
 * is left unread), or with the stream's error when the client goes away.
 */
function receive(req: IncomingMessage, handle: FileHandle, maxBytes: number): Promise<{ size: number; sha256: string }> {
  return new Promise((resolvePromise, reject) => {
    // Gone while we were authorizing or opening the temp file: no 'close' will come any more.
    if (req.destroyed) {
      reject(new ClientGone());
      return;
    }
    const hash = createHash('sha256');
    let size = 0;
    let done = false;
    let writes: Promise<void> = Promise.resolve();

    const finish = (err: unknown) => {
      if (done) return;
      done = true;
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
      if (err) reject(err);
      else resolvePromise({ size, sha256: hash.digest('hex') });
    };
    const onData = (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > maxBytes) {
        req.pause();
        finish(tooLarge(maxBytes));
        return;
      }
      hash.update(chunk);
      req.pause();
      writes = writes.then(() => writeAll(handle, chunk));
      writes.then(
        () => {
          if (!done) req.resume();
        },
        (err: unknown) => finish(err),
      );
    };
    const onEnd = () => {
      writes.then(
        () => finish(null),
        (err: unknown) => finish(err),
      );
    };
    const onError = () => finish(new ClientGone());
    const onClose = () => {
      if (!req.complete) finish(new ClientGone());
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('close', onClose);
    req.resume();
  });
}

/** Best effort: make a rename durable (not possible on every platform, e.g. Windows). */
function fsyncDir(dir: string): void {
  try {
    const fd = openSync(dir, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // ignore
  }
}

/** Removes `dir` and its parents while they are empty, stopping below `stopAt`. */
function pruneEmptyDirs(dir: string, stopAt: string): void {
  let current = dir;
  while (current.startsWith(stopAt + sep) && current !== stopAt) {
    try {
      rmdirSync(current);
    } catch {
      return;
    }
    current = dirname(current);
  }
}

export function createFilesHandler(opts: FilesOptions): FilesHandler {
  const maxBytes = opts.maxBytes ?? DEFAULT_MAX_BYTES;
  const filesRoot = resolve(opts.dataDir, 'files');
  const repo: FileRepository = createFileRepository(opts.db);
  const isModuleEnabled = opts.isModuleEnabled ?? (() => true);
  const logError = opts.logError ?? ((message: string, err: unknown) => console.error(message, err));

  /** The absolute path of a key (or folder) inside the caller's clinic folder; refuses anything outside it. */
  function pathOf(clinicId: string, target: Target): { clinicDir: string; prefixDir: string; full: string } {
    const clinicDir = resolve(filesRoot, clinicId);
    const prefixDir = resolve(clinicDir, target.prefix);
    const full = resolve(prefixDir, ...target.segments);
    const inside = (child: string, parent: string) => child.startsWith(parent + sep);
    if (!inside(clinicDir, filesRoot) || !inside(prefixDir, clinicDir) || (full !== prefixDir && !inside(full, prefixDir))) {
      throw new AppError(ERROR_TYPES.badRequest, 'Key resolves outside of the clinic storage');
    }
    return { clinicDir, prefixDir, full };
  }

  async function authenticate(req: IncomingMessage): Promise<FileCaller & { group: Role }> {
    let caller: FileCaller;
    try {
      caller = await opts.callerFrom(req);
    } catch (err) {
      if (err instanceof AppError) throw err;
      const type = typeof err === 'object' && err !== null ? (err as { type?: unknown; name?: unknown }) : {};
      if (type.type === 'NotAuthorizedException' || type.name === 'NotAuthorizedException' || type.name === 'UnauthorizedException') {
        throw new AppError(ERROR_TYPES.unauthorized, err instanceof Error ? err.message : 'Unauthorized');
      }
      throw err;
    }
    if (!caller || typeof caller.sub !== 'string' || !caller.sub || !isRole(caller.group)) {
      throw new AppError(ERROR_TYPES.unauthorized, 'The token does not name a user of a known role');
    }
    if (typeof caller.clinicId !== 'string' || !isSafeClinicFolder(caller.clinicId)) {
      throw new AppError(ERROR_TYPES.forbidden, 'Your clinic id cannot be used as a storage folder');
    }
    return { ...caller, group: caller.group };
  }

  async function download(req: IncomingMessage, res: ServerResponse, caller: FileCaller, target: FileTarget): Promise<void> {
    const meta = repo.get(caller.clinicId, target.key);
    if (!meta) throw notFound(target.key);
    const { full } = pathOf(caller.clinicId, target);
    let handle: FileHandle;
    try {
      handle = await open(full, 'r');
    } catch (err) {
      const code = errnoCode(err);
      if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR') {
        logError(`files: metadata without a file for ${caller.clinicId}/${target.key}`, err);
        throw notFound(target.key);
      }
      throw err;
    }
    let streaming = false;
    try {
      const stat = await handle.stat();
      if (!stat.isFile()) throw notFound(target.key);
      res.writeHead(200, {
        'content-type': meta.contentType,
        'content-length': String(stat.size),
        'content-disposition': contentDisposition(meta.fileName),
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
        'content-security-policy': "default-src 'none'; sandbox",
        etag: `"${meta.sha256}"`,
        'last-modified': new Date(meta.uploadedAt).toUTCString(),
      });
      if (req.method === 'HEAD') {
        res.end();
        return;
      }
      streaming = true;
      await pipeline(handle.createReadStream(), res).catch(() => {
        // the client went away mid-download; the stream closes the file
      });
    } finally {
      if (!streaming) await handle.close().catch(() => {});
    }
  }

  function list(req: IncomingMessage, res: ServerResponse, caller: FileCaller, target: FolderTarget): void {
    pathOf(caller.clinicId, target);
    const items = repo.list(caller.clinicId, target.folder).map(info);
    sendJson(req, res, 200, { items });
  }

  async function upload(req: IncomingMessage, res: ServerResponse, caller: FileCaller, target: Target, overwrite: boolean): Promise<void> {
    if (target.type !== 'file') throw new AppError(ERROR_TYPES.badRequest, 'PUT needs a file key, not a folder (trailing slash)');
    const contentType = parseContentType(header(req, 'content-type'), target.prefix);
    const lengthHeader = header(req, 'content-length');
    if (lengthHeader !== undefined) {
      if (!/^\d{1,16}$/.test(lengthHeader.trim())) throw new AppError(ERROR_TYPES.badRequest, 'Invalid content-length');
      if (Number(lengthHeader) > maxBytes) throw tooLarge(maxBytes);
    }
    const fileName = parseFileName(header(req, 'x-file-name'), target.segments.at(-1) ?? target.key);
    const { clinicId } = caller;
    const checkClash = () => {
      const clash = repo.clash(clinicId, target.key);
      if (!clash) return;
      if (clash.sameKey) {
        if (overwrite) return;
        throw conflict(`A file already exists at ${target.key}; add ?overwrite=true to replace it`);
      }
      throw conflict(`The key ${target.key} clashes with the stored file ${clash.key} (same name in other letter case, or a file where a folder is needed)`);
    };
    checkClash();

    const { prefixDir, full } = pathOf(clinicId, target);
    const dir = dirname(full);
    const tempPath = `${full}~upload-${randomBytes(8).toString('hex')}`;
    let handle: FileHandle | undefined;
    let committed = false;
    try {
      // A concurrent delete may prune the folder between mkdir and open: retry a few times.
      for (let attempt = 0; !handle; attempt++) {
        try {
          await mkdir(dir, { recursive: true, mode: 0o700 });
          handle = await open(tempPath, 'wx', 0o600);
        } catch (err) {
          const code = errnoCode(err);
          if (code === 'ENOENT' && attempt < 3) continue;
          if (code === 'EEXIST' || code === 'ENOTDIR') throw conflict(`A file exists where ${target.key} needs a folder`);
          throw err;
        }
      }
      const { size, sha256 } = await receive(req, handle, maxBytes);
      await handle.sync();
      await handle.close();
      handle = undefined;

      const meta: FileMeta = {
        key: target.key,
        size,
        contentType,
        uploadedAt: new Date().toISOString(),
        uploadedBy: caller.sub,
        fileName,
        sha256,
      };
      try {
        // Row and rename in one step: if the rename fails, the row is rolled back.
        repo.transaction(() => {
          checkClash();
          repo.save(clinicId, meta, overwrite);
          renameSync(tempPath, full);
        });
      } catch (err) {
        const code = errnoCode(err);
        if (code === 'EISDIR' || code === 'ENOTEMPTY' || code === 'EEXIST' || code === 'EPERM' || code === 'ENOTDIR') {
          throw conflict(`A folder exists at ${target.key}`);
        }
        throw err;
      }
      committed = true;
      fsyncDir(dir);
      sendJson(req, res, 201, info(meta));
    } finally {
      if (!committed) {
        if (handle) await handle.close().catch(() => {});
        await unlink(tempPath).catch(() => {});
        pruneEmptyDirs(dir, prefixDir);
      }
    }
  }

  function remove(req: IncomingMessage, res: ServerResponse, caller: FileCaller, target: Target): void {
    if (target.type !== 'file') throw new AppError(ERROR_TYPES.badRequest, 'DELETE needs a file key, not a folder (trailing slash)');
    const { prefixDir, full } = pathOf(caller.clinicId, target);
    repo.transaction(() => {
      if (!repo.remove(caller.clinicId, target.key)) throw notFound(target.key);
      try {
        unlinkSync(full);
      } catch (err) {
        if (errnoCode(err) !== 'ENOENT') throw err;
      }
    });
    pruneEmptyDirs(dirname(full), prefixDir);
    sendJson(req, res, 204, undefined);
  }

  async function handle(req: IncomingMessage, res: ServerResponse, rawPath: string): Promise<void> {
    const method = req.method ?? '';
    if (!METHODS.includes(method)) {
      sendJson(
        req,
        res,
        405,
        { errorType: ERROR_TYPES.badRequest, message: `Method ${method} is not allowed on /files` },
        { allow: METHODS.join(', ') },
      );
      return;
    }
    // The query string may come with `path` or only on req.url.
    const queryAt = rawPath.indexOf('?');
    const pathPart = queryAt >= 0 ? rawPath.slice(0, queryAt) : rawPath;
    const urlQueryAt = (req.url ?? '').indexOf('?');
    const query = queryAt >= 0 ? rawPath.slice(queryAt + 1) : urlQueryAt >= 0 ? (req.url ?? '').slice(urlQueryAt + 1) : '';

    const caller = await authenticate(req);
    const target = parseTarget(pathPart);
    authorize(caller, method, target);
    if (!isModuleEnabled(caller.clinicId, target.kind)) {
      throw new AppError(ERROR_TYPES.moduleDisabled, `The module that holds ${target.kind} records is switched off for your clinic`);
    }

    if (method === 'PUT') {
      const overwrite = new URLSearchParams(query).get('overwrite') === 'true';
      await upload(req, res, caller, target, overwrite);
    } else if (method === 'DELETE') {
      remove(req, res, caller, target);
    } else if (target.type === 'folder') {
      list(req, res, caller, target);
    } else {
      await download(req, res, caller, target);
    }
  }

  return (req, res, path) => {
    let rawPath = path;
    if (typeof rawPath !== 'string') rawPath = '';
    handle(req, res, rawPath).catch((err: unknown) => {
      try {
        if (err instanceof ClientGone) {
          res.destroy();
        } else if (err instanceof AppError) {
          sendError(req, res, err);
        } else {
          logError(`files: ${req.method ?? '?'} ${rawPath} failed`, err);
          sendError(req, res, new AppError(ERROR_TYPES.internal, 'An internal error occurred'));
        }
      } catch (sendErr) {
        logError('files: could not send an error answer', sendErr);
        res.destroy();
      }
    });
  };
}
