/**
 * The `stored_files` table: metadata of every stored file, keyed by (clinic_id, key). The
 * table, not the disk, says which files exist: a file without a row (an upload cut short
 * between rename and commit) is invisible and gets overwritten by the next upload.
 */
import type { Db } from '../db/database.ts';

export interface FileMeta {
  key: string;
  size: number;
  contentType: string;
  uploadedAt: string;
  uploadedBy: string;
  fileName: string;
  sha256: string;
}

interface Row {
  key: string;
  size: number;
  content_type: string;
  uploaded_at: string;
  uploaded_by: string;
  file_name: string;
  sha256: string;
}

const COLUMNS = 'key, size, content_type, uploaded_at, uploaded_by, file_name, sha256';

function toMeta(row: Row): FileMeta {
  return {
    key: row.key,
    size: row.size,
    contentType: row.content_type,
    uploadedAt: row.uploaded_at,
    uploadedBy: row.uploaded_by,
    fileName: row.file_name,
    sha256: row.sha256,
  };
}

/** Upper bound of a range scan over every string that starts with `prefix` (which ends with '/'). */
function rangeEnd(prefix: string): string {
  // '0' is the character right after '/', so [prefix, end) holds exactly the strings starting with prefix.
  return `${prefix.slice(0, -1)}0`;
}

export interface FileRepository {
  get(clinicId: string, key: string): FileMeta | undefined;
  /**
   * A stored key that would occupy the same place on disk as `key` on a case-insensitive
   * file system, or that collides with it as a folder: the same key in any letter case, a
   * file where `key` needs a folder (an ancestor), or files inside a folder named `key`.
   * Returns the first such key, or undefined.
   */
  clash(clinicId: string, key: string): { key: string; sameKey: boolean } | undefined;
  /** Everything under `folder` (which ends with '/'), recursively, sorted by key. */
  list(clinicId: string, folder: string): FileMeta[];
  /** Inserts or (when `replace`) replaces the row. */
  save(clinicId: string, meta: FileMeta, replace: boolean): void;
  remove(clinicId: string, key: string): boolean;
  /** Runs `fn` inside one immediate transaction. */
  transaction<T>(fn: () => T): T;
}

export function createFileRepository(db: Db): FileRepository {
  const getStmt = db.prepare<[string, string], Row>(`SELECT ${COLUMNS} FROM stored_files WHERE clinic_id = ? AND key = ?`);
  const sameKeyStmt = db.prepare<[string, string], { key: string }>(
    'SELECT key FROM stored_files WHERE clinic_id = ? AND lower(key) = lower(?)',
  );
  const descendantStmt = db.prepare<[string, string, string], { key: string }>(
    'SELECT key FROM stored_files WHERE clinic_id = ? AND lower(key) >= ? AND lower(key) < ? LIMIT 1',
  );
  const listStmt = db.prepare<[string, string, string], Row>(
    `SELECT ${COLUMNS} FROM stored_files WHERE clinic_id = ? AND key >= ? AND key < ? ORDER BY key`,
  );
  const insertStmt = db.prepare(
    `INSERT INTO stored_files (clinic_id, ${COLUMNS}) VALUES (@clinicId, @key, @size, @contentType, @uploadedAt, @uploadedBy, @fileName, @sha256)`,
  );
  const replaceStmt = db.prepare(
    `INSERT INTO stored_files (clinic_id, ${COLUMNS}) VALUES (@clinicId, @key, @size, @contentType, @uploadedAt, @uploadedBy, @fileName, @sha256)
     ON CONFLICT (clinic_id, key) DO UPDATE SET size = excluded.size, content_type = excluded.content_type,
       uploaded_at = excluded.uploaded_at, uploaded_by = excluded.uploaded_by, file_name = excluded.file_name,
       sha256 = excluded.sha256`,
  );
  const deleteStmt = db.prepare<[string, string]>('DELETE FROM stored_files WHERE clinic_id = ? AND key = ?');

  return {
    get(clinicId, key) {
      const row = getStmt.get(clinicId, key);
      return row ? toMeta(row) : undefined;
    },
    clash(clinicId, key) {
      const same = sameKeyStmt.get(clinicId, key);
      if (same) return { key: same.key, sameKey: same.key === key };
      const parts = key.split('/');
      // Ancestors below the prefix: 'lab-results/a/b/c.pdf' → 'lab-results/a', 'lab-results/a/b'.
      for (let i = 2; i < parts.length; i++) {
        const ancestor = sameKeyStmt.get(clinicId, parts.slice(0, i).join('/'));
        if (ancestor) return { key: ancestor.key, sameKey: false };
      }
      const folder = `${key.toLowerCase()}/`;
      const child = descendantStmt.get(clinicId, folder, rangeEnd(folder));
      return child ? { key: child.key, sameKey: false } : undefined;
    },
    list(clinicId, folder) {
      return listStmt.all(clinicId, folder, rangeEnd(folder)).map(toMeta);
    },
    save(clinicId, meta, replace) {
      (replace ? replaceStmt : insertStmt).run({ clinicId, ...meta });
    },
    remove(clinicId, key) {
      return deleteStmt.run(clinicId, key).changes > 0;
    },
    transaction(fn) {
      return db.transaction(fn).immediate();
    },
  };
}
