/** Builds a stored row: server-owned fields plus the index keys derived from its fields. */
import type { EntityType } from '../entities.ts';
import { GSI_FIELDS } from '../keys.ts';
import { indexKeysFor } from './indexKeys.ts';

/** A row of the EMR table as both servers store it (SQLite here, DynamoDB in the cloud). */
export interface StoredItem {
  id: string;
  ClinicID: string;
  EntityType: string;
  Version: number;
  createdAt: string;
  updatedAt: string;
  __typename: 'EMR';
  [field: string]: unknown;
}

export interface BuildItemInput {
  id: string;
  clinicId: string;
  kind: EntityType;
  fields: Record<string, unknown>;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** Drops null and undefined fields: an attribute set to null is removed, as on DynamoDB. */
export function compact(fields: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) if (value !== null && value !== undefined) result[key] = value;
  return result;
}

export function buildItem({ id, clinicId, kind, fields, version, createdAt, updatedAt }: BuildItemInput): StoredItem {
  const base: Record<string, unknown> = { ...compact(fields), id, ClinicID: clinicId, EntityType: kind };
  for (const field of GSI_FIELDS) delete base[field];
  const keys = indexKeysFor(kind, base);
  for (const field of GSI_FIELDS) if (keys[field] !== null) base[field] = keys[field];
  return { ...base, Version: version, createdAt, updatedAt, __typename: 'EMR' } as StoredItem;
}
