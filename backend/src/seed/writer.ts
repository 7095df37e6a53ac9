/**
 * Stores seed rows straight through the record store (no audit entries, no per-row
 * validation): one prepared INSERT per row, inside whatever transaction the caller holds.
 */
import { DATE_FIELD } from '@emr/domain';
import type { Db } from '../db/database.ts';
import { buildItem } from '@emr/domain/server';
import { createRecordStore } from '../records/store.ts';
import type { SeedRow } from './chart/types.ts';
import { iso } from './clock.ts';

export interface RowWriter {
  write(clinicId: string, row: SeedRow): void;
  /** Rows written so far. */
  readonly count: number;
  /** Rows written per record kind. */
  readonly byKind: ReadonlyMap<string, number>;
}

export function createRowWriter(db: Db, now: number): RowWriter {
  const store = createRecordStore(db);
  const byKind = new Map<string, number>();
  const nowIso = iso(now);
  let count = 0;
  return {
    write(clinicId, row) {
      // A row was created when it happened (or now, for things booked ahead).
      const when = row.fields[DATE_FIELD[row.kind]];
      const stamp = typeof when === 'string' && when < nowIso ? when : nowIso;
      store.insert(buildItem({ id: row.id, clinicId, kind: row.kind, fields: row.fields, version: 1, createdAt: stamp, updatedAt: stamp }));
      byKind.set(row.kind, (byKind.get(row.kind) ?? 0) + 1);
      count++;
    },
    get count() {
      return count;
    },
    byKind,
  };
}
