/**
 * The EMR table on SQLite with DynamoDB-like access paths: get by id, a clinic-scoped scan,
 * and key-condition queries on the eleven sparse secondary indexes. Each row keeps the
 * whole item as JSON; the index keys are mirrored into indexed columns. Ids are unique per
 * clinic (the primary key is clinic and id), so every access by id names the clinic.
 */
import { GSI_NUMBERS, type GsiNumber, type SortKeyCondition } from '@emr/domain';
import type { StoredItem } from '@emr/domain/server';
import type { Statement } from 'better-sqlite3';
import type { Db } from '../db/database.ts';

export type { StoredItem };

/** A sort-key condition of an index query (the domain's type: the Data client's operators). */
export type KeyCondition = SortKeyCondition;

/** Position after the last row of a page: sort key and id (the tie-breaker). */
export interface Cursor {
  sk: string;
  id: string;
}

export interface IndexQueryInput {
  index: GsiNumber;
  pk: string;
  sk?: KeyCondition | undefined;
  descending: boolean;
  limit: number;
  after?: Cursor | undefined;
}

const columns = ['id', 'clinic_id', 'entity_type', 'version', 'created_at', 'updated_at', ...GSI_NUMBERS.flatMap((n) => [`gsi${n}pk`, `gsi${n}sk`]), 'item'];

function rowValues(item: StoredItem): unknown[] {
  const keys = GSI_NUMBERS.flatMap((n) => {
    const pk = item[`GSI${n}PK`];
    const sk = item[`GSI${n}SK`];
    // sparse: in the index only when both halves are set
    return typeof pk === 'string' && typeof sk === 'string' ? [pk, sk] : [null, null];
  });
  return [item.id, item.ClinicID, item.EntityType, item.Version, item.createdAt, item.updatedAt, ...keys, JSON.stringify(item)];
}

/** The exclusive upper bound of all strings that start with `prefix`. */
function prefixEnd(prefix: string): string {
  return `${prefix}\u{10FFFF}`;
}

export function createRecordStore(db: Db) {
  const placeholders = columns.map(() => '?').join(', ');
  const insertStmt = db.prepare(`INSERT INTO emr (${columns.join(', ')}) VALUES (${placeholders})`);
  const updateStmt = db.prepare(
    `UPDATE emr SET ${columns.slice(2).map((c) => `${c} = ?`).join(', ')} WHERE clinic_id = ? AND id = ? AND version = ?`,
  );
  // an update that leaves every index key as it was rewrites the row only, not its index entries
  const updateRowStmt = db.prepare('UPDATE emr SET entity_type = ?, version = ?, created_at = ?, updated_at = ?, item = ? WHERE clinic_id = ? AND id = ? AND version = ?');
  const getStmt = db.prepare<[string, string], { item: string }>('SELECT item FROM emr WHERE clinic_id = ? AND id = ?');
  const deleteStmt = db.prepare('DELETE FROM emr WHERE clinic_id = ? AND id = ?');
  const scanFirst = db.prepare<[string, number], { item: string }>(
    'SELECT item FROM emr WHERE clinic_id = ? ORDER BY id LIMIT ?',
  );
  const scanAfter = db.prepare<[string, string, number], { item: string }>(
    'SELECT item FROM emr WHERE clinic_id = ? AND id > ? ORDER BY id LIMIT ?',
  );
  const queryCache = new Map<string, Statement<unknown[], { item: string }>>();

  function prepareQuery(index: GsiNumber, skOp: string, descending: boolean, paged: boolean) {
    const cacheKey = `${index}:${skOp}:${descending}:${paged}`;
    let stmt = queryCache.get(cacheKey);
    if (!stmt) {
      const pkCol = `gsi${index}pk`;
      const skCol = `gsi${index}sk`;
      const where = [`${pkCol} = ?`, `${skCol} IS NOT NULL`];
      switch (skOp) {
        case 'eq': where.push(`${skCol} = ?`); break;
        case 'le': where.push(`${skCol} <= ?`); break;
        case 'lt': where.push(`${skCol} < ?`); break;
        case 'ge': where.push(`${skCol} >= ?`); break;
        case 'gt': where.push(`${skCol} > ?`); break;
        case 'between': where.push(`${skCol} >= ?`, `${skCol} <= ?`); break;
        case 'beginsWith': where.push(`${skCol} >= ?`, `${skCol} < ?`); break;
      }
      if (paged) where.push(descending ? `(${skCol}, id) < (?, ?)` : `(${skCol}, id) > (?, ?)`);
      const dir = descending ? 'DESC' : 'ASC';
      stmt = db.prepare<unknown[], { item: string }>(`SELECT item FROM emr WHERE ${where.join(' AND ')} ORDER BY ${skCol} ${dir}, id ${dir} LIMIT ?`);
      queryCache.set(cacheKey, stmt);
    }
    return stmt;
  }

  return {
    get(clinicId: string, id: string): StoredItem | undefined {
      const row = getStmt.get(clinicId, id);
      return row ? (JSON.parse(row.item) as StoredItem) : undefined;
    },

    /** Inserts a new row; throws on an id the clinic already has (SQLITE_CONSTRAINT_PRIMARYKEY). */
    insert(item: StoredItem): void {
      insertStmt.run(...rowValues(item));
    },

    /**
     * Replaces a row only if it is still at `expectedVersion`; false when it moved on or is gone.
     * With the row it replaces (`before`), an update that changes no index key leaves the
     * eleven indexes alone (SQLite rewrites an index entry whenever its column is set, even to
     * the same value).
     */
    replace(item: StoredItem, expectedVersion: number, before?: StoredItem): boolean {
      if (before && GSI_NUMBERS.every((n) => item[`GSI${n}PK`] === before[`GSI${n}PK`] && item[`GSI${n}SK`] === before[`GSI${n}SK`])) {
        return updateRowStmt.run(item.EntityType, item.Version, item.createdAt, item.updatedAt, JSON.stringify(item), item.ClinicID, item.id, expectedVersion).changes === 1;
      }
      const [, , ...rest] = rowValues(item);
      return updateStmt.run(...rest, item.ClinicID, item.id, expectedVersion).changes === 1;
    },

    delete(clinicId: string, id: string): boolean {
      return deleteStmt.run(clinicId, id).changes === 1;
    },

    /** A page of a clinic's rows in id order (the table scan of `listEMRS`). */
    scan(clinicId: string, limit: number, afterId?: string): StoredItem[] {
      const rows = afterId === undefined ? scanFirst.all(clinicId, limit) : scanAfter.all(clinicId, afterId, limit);
      return rows.map((row) => JSON.parse(row.item) as StoredItem);
    },

    /** A page of one index partition in sort-key order (ties by id), as a DynamoDB Query. */
    queryIndex({ index, pk, sk, descending, limit, after }: IndexQueryInput): StoredItem[] {
      const op = sk ? Object.keys(sk)[0]! : 'none';
      const params: unknown[] = [pk];
      if (sk) {
        if ('between' in sk) params.push(sk.between[0], sk.between[1]);
        else if ('beginsWith' in sk) params.push(sk.beginsWith, prefixEnd(sk.beginsWith));
        else params.push(Object.values(sk)[0]);
      }
      if (after) params.push(after.sk, after.id);
      params.push(limit);
      const stmt = prepareQuery(index, op, descending, after !== undefined);
      return stmt.all(...params).map((row) => JSON.parse(row.item) as StoredItem);
    },
  };
}

export type RecordStore = ReturnType<typeof createRecordStore>;
