/**
 * A migration: procedure codes (`CPTCode`) stored before the server normalised them (" 99213",
 * "99213 ", "j3420") are stored as the server writes them now (trimmed, upper case: normalise.ts
 * of @emr/domain/server), so the fee schedule's unique slot, the scrubber and the price lookup
 * see one text. Where a clinic's fee schedule then holds two active entries of one code, the
 * first one entered stays active and the others are retired (`EndDate` the day of the
 * migration), as an administrator retiring a duplicate would. The rows' index keys are derived
 * again, and each row changed is checked against its kind's rules before it is kept.
 */
import { indexKeysFor } from '@emr/domain/server';
import type { StoredItem } from '@emr/domain/server';
import type { Db } from '../db/database.ts';
import { assertStoredRowsHold } from './storedRows.ts';
import { createRecordStore } from './store.ts';

const KINDS = ['FeeScheduleEntry', 'Charge', 'Payment'] as const;
const normal = (code: string) => code.trim().toUpperCase();

export function normaliseStoredCodes(db: Db, now = new Date().toISOString()): number {
  const store = createRecordStore(db);
  const select = db.prepare<[string], { clinic_id: string; id: string }>("SELECT clinic_id, id FROM emr WHERE entity_type = ? AND json_extract(item, '$.CPTCode') IS NOT NULL ORDER BY created_at, id");
  const changed: StoredItem[] = [];
  const active = new Set<string>();
  for (const kind of KINDS) {
    for (const { clinic_id, id } of select.all(kind)) {
      const row = store.get(clinic_id, id)!;
      const code = typeof row['CPTCode'] === 'string' ? row['CPTCode'] : '';
      let next: StoredItem = code === normal(code) ? row : { ...row, CPTCode: normal(code) };
      if (kind === 'FeeScheduleEntry' && next['Status'] === 'Active') {
        const slot = `${clinic_id}|${normal(code)}`;
        // the first active entry of a code keeps it; a later one (a spacing or case variant) is retired
        if (active.has(slot)) next = { ...next, Status: 'Retired', EndDate: `${now.slice(0, 10)}T00:00:00.000Z` };
        active.add(slot);
      }
      if (next === row) continue;
      const keyed = { ...next, ...indexKeysFor(kind, next) } as StoredItem;
      for (const [field, value] of Object.entries(keyed)) if (value === null) delete keyed[field];
      store.replace(keyed, row.Version, row);
      changed.push(keyed);
    }
  }
  assertStoredRowsHold(store, changed, now);
  return changed.length;
}
