/**
 * What a migration that changes stored rows checks before it keeps them: each row it writes
 * holds its kind's invariants (`planStoredRowCheck` of @emr/domain/server, the step every write
 * takes), read against the database as the migration leaves it. A row that breaks one stops
 * the migration (its transaction rolls back) with the rule's words.
 */
import type { StoredItem } from '@emr/domain/server';
import { type ReadRequest, planStoredRowCheck, ruleContext, runPlan } from '@emr/domain/server';
import type { RecordStore } from './store.ts';

export function assertStoredRowsHold(store: RecordStore, rows: readonly StoredItem[], now = new Date().toISOString()): void {
  for (const row of rows) {
    const caller = { sub: 'migration', clinicId: row.ClinicID, group: 'admin' as const, email: '', name: 'migration' };
    const read = (request: ReadRequest) =>
      'get' in request ? store.get(row.ClinicID, request.get) : store.queryIndex({ ...request.query, descending: request.query.descending ?? false, limit: request.query.limit ?? 10_000 });
    try {
      runPlan(planStoredRowCheck(ruleContext(caller, null, { modelFields: [], fieldTypes: {} }), row, now), read);
    } catch (error) {
      throw new Error(`migration: ${row.EntityType} ${row.id} of ${row.ClinicID} would break a rule: ${(error as Error).message}`, { cause: error });
    }
  }
}
