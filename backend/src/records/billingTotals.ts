/**
 * Rebuilds the billing totals (`BillingTotal`, ADR 0047) of every clinic from its stored claims
 * and postings, with the domain's arithmetic (`totalsOf`): for a database written before the
 * server kept them (a migration), and after a seed that writes claims straight to the store.
 * From then on the write planner keeps them in the transaction of every change.
 */
import { totalsOf } from '@emr/domain/billing';
import { buildItem, ledgerClaimOf, totalFields, totalPostingOf } from '@emr/domain/server';
import type { Db } from '../db/database.ts';
import { createRecordStore } from './store.ts';

export function rebuildBillingTotals(db: Db, now = new Date().toISOString()): number {
  const store = createRecordStore(db);
  const clinics = db.prepare<[], { clinic_id: string }>("SELECT DISTINCT clinic_id FROM emr WHERE entity_type IN ('Claim', 'Payment', 'BillingTotal')").all();
  const rows = db.prepare<[string, string], { item: string }>('SELECT item FROM emr WHERE clinic_id = ? AND entity_type = ?');
  const drop = db.prepare<[string]>("DELETE FROM emr WHERE clinic_id = ? AND entity_type = 'BillingTotal'");
  let written = 0;
  for (const { clinic_id: clinicId } of clinics) {
    const of = (kind: string) => rows.all(clinicId, kind).map((row) => JSON.parse(row.item) as Record<string, unknown>);
    const totals = totalsOf(of('Claim').map(ledgerClaimOf), of('Payment').map(totalPostingOf));
    drop.run(clinicId);
    for (const [id, total] of totals) {
      store.insert(buildItem({ id, clinicId, kind: 'BillingTotal', fields: totalFields(total), version: 1, createdAt: now, updatedAt: now }));
      written += 1;
    }
  }
  return written;
}
