/**
 * Re-derives the index keys of stored rows, for a migration after a kind's index layout
 * (`INDEX_LAYOUT` in domain/src/keys.ts) gained or changed a slot: rows written before then
 * would otherwise be missing from the new index until their next edit.
 */
import { type EntityType, GSI_FIELDS, GSI_NUMBERS } from '@emr/domain';
import { indexKeysFor } from '@emr/domain/server';
import type { Db } from '../db/database.ts';

export function rederiveIndexKeys(db: Db, kinds: readonly EntityType[]): number {
  const select = db.prepare<[string], { id: string; clinic_id: string; item: string }>('SELECT id, clinic_id, item FROM emr WHERE entity_type = ?');
  const update = db.prepare(`UPDATE emr SET ${GSI_NUMBERS.flatMap((n) => [`gsi${n}pk = ?`, `gsi${n}sk = ?`]).join(', ')}, item = ? WHERE clinic_id = ? AND id = ?`);
  let changed = 0;
  for (const kind of kinds) {
    for (const row of select.all(kind)) {
      const item = JSON.parse(row.item) as Record<string, unknown>;
      const keys = indexKeysFor(kind, item);
      for (const field of GSI_FIELDS) {
        if (keys[field] === null) delete item[field];
        else item[field] = keys[field];
      }
      update.run(...GSI_NUMBERS.flatMap((n) => [keys[`GSI${n}PK`], keys[`GSI${n}SK`]]), JSON.stringify(item), row.clinic_id, row.id);
      changed += 1;
    }
  }
  return changed;
}
