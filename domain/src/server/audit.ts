/**
 * Audit entries (spec: Log, Changes, ChangedBy, ChangedByUser): one per create, update and
 * delete, written in the same transaction as the change. `Changes` lists each changed field
 * as { field, from, to }; a delete keeps every field the record had. An entry carries the
 * changed row's `PatientID`, so "who changed this patient's records" is one index query.
 */
import { GSI_FIELDS } from '../keys.ts';
import type { Caller } from './access.ts';
import { type StoredItem, buildItem, newRowId } from './item.ts';

export interface FieldChange {
  field: string;
  from: unknown;
  to: unknown;
}

const NOT_AUDITED = new Set<string>(['updatedAt', 'createdAt', 'Version', '__typename', ...GSI_FIELDS]);

export function diff(before: Record<string, unknown> | undefined, after: Record<string, unknown> | undefined): FieldChange[] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: FieldChange[] = [];
  for (const field of [...fields].sort()) {
    if (NOT_AUDITED.has(field)) continue;
    const from = before?.[field] ?? null;
    const to = after?.[field] ?? null;
    if (JSON.stringify(from) !== JSON.stringify(to)) changes.push({ field, from, to });
  }
  return changes;
}

export function auditEntry(
  caller: Caller,
  log: string,
  target: Pick<StoredItem, 'id' | 'EntityType'> & { PatientID?: unknown },
  changes: FieldChange[],
  now: string,
): StoredItem {
  return buildItem({
    id: newRowId(),
    clinicId: caller.clinicId,
    kind: 'Audit',
    fields: {
      Log: log,
      CustomID: target.id,
      Name: target.EntityType,
      ...(typeof target.PatientID === 'string' && target.PatientID ? { PatientID: target.PatientID } : {}),
      Changes: changes,
      ChangedBy: caller.sub,
      ChangedByUser: caller.name || caller.email,
      Timestamp: now,
    },
    version: 1,
    createdAt: now,
    updatedAt: now,
  });
}
