/**
 * `transactEMR`: several record writes saved all or nothing, each checked by the server as
 * createEMR/updateEMR/deleteEMR would be (role, clinic, Version, the ledger rules). A claim with
 * its lines, or every posting of an EOB, is one call: a refusal saves none of it.
 */
import type { EntityType } from '@emr/domain';
import { type EmrRecord, records } from '@emr/shared-ui';

type Fields = Record<string, unknown>;

export type WriteOp = { action: 'create'; input: Fields & { id: string; EntityType: EntityType } } | { action: 'update'; input: Fields & { id: string; Version: number } } | { action: 'delete'; input: { id: string } };

/** A create with its id chosen here, so later operations of the same call can point to it. */
export const createOp = (kind: EntityType, fields: Fields, id: string = crypto.randomUUID()): WriteOp => ({ action: 'create', input: { ...fields, id, EntityType: kind } });
export const updateOp = (id: string, version: number, fields: Fields): WriteOp => ({ action: 'update', input: { ...fields, id, Version: version } });
export const deleteOp = (id: string): WriteOp => ({ action: 'delete', input: { id } });

/** The rows in the order of the operations, as the transaction leaves them. */
export function transact(operations: readonly WriteOp[]): Promise<EmrRecord[]> {
  return records.mutation<EmrRecord[]>('transactEMR', { operations: JSON.stringify(operations) });
}
