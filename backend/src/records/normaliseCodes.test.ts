/**
 * The migrations of issue 24 on a database written before them: procedure codes stored with
 * spaces or in lower case are normalised (a fee schedule's duplicate active entries retired),
 * and a stored reversal holds its posting's unique slot, so the posting is not reversed again.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { pk } from '@emr/domain';
import { buildItem } from '@emr/domain/server';
import { migrate, openDatabase } from '../db/database.ts';
import { migrations } from '../db/migrations.ts';
import { createRecordStore } from './store.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'emr-codes-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));

test('opening an older database normalises its procedure codes, retires the duplicate fee schedule entries and keys its reversals', () => {
  const db = openDatabase({ dataDir });
  const store = createRecordStore(db);
  const now = new Date().toISOString();
  const put = (id: string, kind: 'FeeScheduleEntry' | 'Charge' | 'Payment', fields: Record<string, unknown>) =>
    store.insert(buildItem({ id, clinicId: 'north', kind, fields, version: 1, createdAt: `2026-01-0${id.length % 9}T00:00:00.000Z`, updatedAt: now }));
  const entry = { Description: 'Office visit', PriceCents: 12000, StartDate: '2026-01-01T00:00:00.000Z', Status: 'Active' };
  put('fee1', 'FeeScheduleEntry', { ...entry, CPTCode: '99213' });
  put('fee22', 'FeeScheduleEntry', { ...entry, CPTCode: ' 99213' });
  put('fee333', 'FeeScheduleEntry', { ...entry, CPTCode: 'j3420 ' });
  put('line1', 'Charge', { LinkedToClaim: 'c1', CPTCode: ' 99213 ', Amount: 120 });
  put('pay1', 'Payment', { LinkedToClaim: 'c1', PaymentDate: now, Amount: 40 });
  put('rev1', 'Payment', { LinkedToClaim: 'c1', PaymentDate: now, Amount: -40, Reverses: 'pay1', Reason: 'Wrong claim' });
  // as a server before these migrations stored them: the codes as typed, no reversal slot
  db.exec("UPDATE emr SET gsi7pk = NULL, gsi7sk = NULL, item = json_remove(item, '$.GSI7PK', '$.GSI7SK') WHERE entity_type = 'Payment'");
  db.pragma(`user_version = ${migrations.length - 2}`);

  migrate(db);
  const row = (id: string) => store.get('north', id)!;
  assert.deepEqual(['fee1', 'fee22', 'fee333', 'line1'].map((id) => row(id)['CPTCode']), ['99213', '99213', 'J3420', '99213']);
  assert.deepEqual(['fee1', 'fee22', 'fee333'].map((id) => row(id)['Status']), ['Active', 'Retired', 'Active'], 'the first entry of a code keeps it');
  const active = store.queryIndex({ index: 6, pk: pk.code('north', 'FeeScheduleEntry'), descending: false, limit: 10 }).map((r) => r.id);
  assert.deepEqual(active.sort(), ['fee1', 'fee333'], 'one active entry per code in the unique slot');
  assert.deepEqual(store.queryIndex({ index: 7, pk: pk.reversals('north'), sk: { eq: 'pay1' }, descending: false, limit: 2 }).map((r) => r.id), ['rev1']);
  db.close();
});
