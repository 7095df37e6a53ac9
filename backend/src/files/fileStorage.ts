/**
 * Where the embedded server keeps files (what S3 does in the cloud): the bytes under
 * <dataDir>/files/<clinicId>/<key>, the metadata (type, size, uploader, time, original name,
 * sha256) in the `stored_files` table (fileRepository.ts), which says which files exist.
 * Keys are always relative to one clinic's folder; nothing here knows about HTTP or roles.
 */
import { createHash, randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, openSync, renameSync, rmdirSync, unlinkSync } from 'node:fs';
import { type FileHandle, mkdir, open, unlink } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { dirname, resolve, sep } from 'node:path';
import { AppError, ERROR_TYPES } from '@emr/domain';
import type { Db } from '../db/database.ts';
import type { FileTarget, FolderTarget, Target } from './fileKeys.ts';
import { type FileMeta, createFileRepository } from './fileRepository.ts';

/** The public metadata of a stored file (answer of an upload, items of a listing): all but its hash. */
export type FileInfo = Omit<FileMeta, 'sha256'>;

/** A stored file opened for reading; the caller streams `handle` and closes it. */
export interface OpenedFile {
  meta: FileMeta;
  handle: FileHandle;
  size: number;
}

export interface NewFile {
  contentType: string;
  fileName: string;
  uploadedBy: string;
  /** Replace a file stored under the same key (else a clash is a conflict). */
  overwrite: boolean;
  /** Largest accepted size in bytes. */
  maxBytes: number;
}

/** The client went away mid-request: nobody to answer, nothing to log. */
export class ClientGone extends Error {
  constructor() {
    super('the client closed the connection before the request completed');
  }
}

export const notFound = (key: string) => new AppError(ERROR_TYPES.notFound, `No file at ${key}`);
const conflict = (message: string) => new AppError(ERROR_TYPES.conflict, message);
export const tooLarge = (maxBytes: number) => new AppError(ERROR_TYPES.payloadTooLarge, `The file is larger than the limit of ${maxBytes} bytes`);

function info(meta: FileMeta): FileInfo {
  const { key, size, contentType, uploadedAt, uploadedBy, fileName } = meta;
  return { key, size, contentType, uploadedAt, uploadedBy, fileName };
}

function errnoCode(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'string' ? err.code : undefined;
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
 * is left unread), or with ClientGone when the client goes away.
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

export function createFileStorage({ db, dataDir, logError }: { db: Db; dataDir: string; logError: (message: string, err: unknown) => void }) {
  const filesRoot = resolve(dataDir, 'files');
  const repo = createFileRepository(db);

  /** The absolute path of a key (or folder) inside the clinic's folder; refuses anything outside it. */
  function pathOf(clinicId: string, target: Target): { prefixDir: string; full: string } {
    const clinicDir = resolve(filesRoot, clinicId);
    const prefixDir = resolve(clinicDir, target.prefix);
    const full = resolve(prefixDir, ...target.segments);
    const inside = (child: string, parent: string) => child.startsWith(parent + sep);
    if (!inside(clinicDir, filesRoot) || !inside(prefixDir, clinicDir) || (full !== prefixDir && !inside(full, prefixDir))) {
      throw new AppError(ERROR_TYPES.badRequest, 'Key resolves outside of the clinic storage');
    }
    return { prefixDir, full };
  }

  /** Refuses a key that is taken (unless overwriting it) or that clashes with another stored file's path. */
  function checkClash(clinicId: string, key: string, overwrite: boolean): void {
    const clash = repo.clash(clinicId, key);
    if (!clash) return;
    if (clash.sameKey) {
      if (overwrite) return;
      throw conflict(`A file already exists at ${key}; add ?overwrite=true to replace it`);
    }
    throw conflict(`The key ${key} clashes with the stored file ${clash.key} (same name in other letter case, or a file where a folder is needed)`);
  }

  return {
    /** A stored file opened for reading, or NotFoundException. */
    async open(clinicId: string, target: FileTarget): Promise<OpenedFile> {
      const meta = repo.get(clinicId, target.key);
      if (!meta) throw notFound(target.key);
      const { full } = pathOf(clinicId, target);
      let handle: FileHandle;
      try {
        handle = await open(full, 'r');
      } catch (err) {
        const code = errnoCode(err);
        if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR') {
          logError(`files: metadata without a file for ${clinicId}/${target.key}`, err);
          throw notFound(target.key);
        }
        throw err;
      }
      try {
        const stat = await handle.stat();
        if (!stat.isFile()) throw notFound(target.key);
        return { meta, handle, size: stat.size };
      } catch (err) {
        await handle.close().catch(() => {});
        throw err;
      }
    },

    /** The files under a folder, recursively, sorted by key. */
    list(clinicId: string, target: FolderTarget): FileInfo[] {
      pathOf(clinicId, target);
      return repo.list(clinicId, target.folder).map(info);
    },

    /** Refuses an upload to `key` before its body is read (checked again when it is stored). */
    checkClash,

    /**
     * Stores the request body under the key: into a temp file (synced), then the metadata row and
     * the rename in one step, so a failure leaves neither a row without a file nor a half file.
     */
    async save(clinicId: string, target: FileTarget, body: IncomingMessage, file: NewFile): Promise<FileInfo> {
      checkClash(clinicId, target.key, file.overwrite);
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
        const { size, sha256 } = await receive(body, handle, file.maxBytes);
        await handle.sync();
        await handle.close();
        handle = undefined;

        const meta: FileMeta = { key: target.key, size, contentType: file.contentType, uploadedAt: new Date().toISOString(), uploadedBy: file.uploadedBy, fileName: file.fileName, sha256 };
        try {
          // Row and rename in one step: if the rename fails, the row is rolled back.
          repo.transaction(() => {
            checkClash(clinicId, target.key, file.overwrite);
            repo.save(clinicId, meta, file.overwrite);
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
        return info(meta);
      } finally {
        if (!committed) {
          if (handle) await handle.close().catch(() => {});
          await unlink(tempPath).catch(() => {});
          pruneEmptyDirs(dir, prefixDir);
        }
      }
    },

    /** Deletes a stored file (its row, then its bytes), or NotFoundException. */
    remove(clinicId: string, target: FileTarget): void {
      const { prefixDir, full } = pathOf(clinicId, target);
      repo.transaction(() => {
        if (!repo.remove(clinicId, target.key)) throw notFound(target.key);
        try {
          unlinkSync(full);
        } catch (err) {
          if (errnoCode(err) !== 'ENOENT') throw err;
        }
      });
      pruneEmptyDirs(dirname(full), prefixDir);
    },
  };
}

export type FileStorage = ReturnType<typeof createFileStorage>;
