/**
 * The EMR table on DynamoDB with the access paths of the embedded server's store
 * (backend/src/records/store.ts): get by clinic and id, a clinic's scan, key-condition
 * queries on the eleven secondary indexes, and all-or-nothing writes of a change with its
 * audit entry (and the changes it calls for, each with its own). Ids are unique per clinic, as on the embedded server: a row is stored under the
 * key `<ClinicID>#<id>` (the table's key attribute is Amplify's `id`; the API keeps showing
 * the row's own id), so another clinic's ids can neither collide with nor be probed by a
 * create. A code that must be unique in a clinic (index 6: PatientID, e-mail, claim number, …)
 * is claimed by a marker row in the same transaction, so two writers cannot take one code;
 * each staff member's sign-in (`sub`) has a marker row naming their clinic, written with
 * their User row, so a caller is found before their clinic is known.
 */
import { type GsiNumber, type SortKeyCondition } from '@emr/domain';
import { type StoredItem, uniqueCodes } from '@emr/domain/server';
import { indexName } from './names.ts';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient, GetCommand, QueryCommand, ScanCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';

export type DocumentClient = Pick<DynamoDBDocumentClient, 'send'>;

/** The marker row that holds a unique code. Its key cannot be a record's (clinic ids have no `#`) and it has no ClinicID, so no caller ever reads it. */
export const codeClaimId = (code: { pk: string; sk: string }) => `unique#${code.pk}#${code.sk}`;

/** The key a record is stored under: its clinic, then its id (neither holds a `#`). */
export const rowKey = (clinicId: string, id: string) => `${clinicId}#${id}`;

/** The marker row of a sign-in: which clinic its User row is in (no ClinicID, so no caller reads it). */
export const staffKey = (sub: string) => `staff#${sub}`;

/** A record as stored: keyed by clinic and id. */
export const toItem = (row: StoredItem): Record<string, unknown> => ({ ...row, id: rowKey(row.ClinicID, row.id) });

/** A stored record as the rules see it: its own id. */
export function fromItem(item: Record<string, unknown>): StoredItem {
  const [clinic, key] = [item['ClinicID'], String(item['id'])];
  return (typeof clinic === 'string' && key.startsWith(`${clinic}#`) ? { ...item, id: key.slice(clinic.length + 1) } : item) as StoredItem;
}

export interface Page {
  rows: StoredItem[];
  /** The position after the last row read, when there may be more. */
  last: Record<string, unknown> | undefined;
}

export interface IndexQuery {
  index: GsiNumber;
  pk: string;
  sk?: SortKeyCondition | undefined;
  descending: boolean;
  limit: number;
  start?: Record<string, unknown> | undefined;
}

/** A change: the row before (none for a create) and after (none for a delete), and its audit entry. */
export interface Change {
  before: StoredItem | undefined;
  after: StoredItem | undefined;
  audit: StoredItem;
}

/** Why a change was refused by its conditions: the row moved on (or exists already), or its code is taken. */
export type WriteFailure = 'row' | 'code';

export class WriteRefused extends Error {
  /** `change`: the index of the change of the write whose condition failed; `code`: the code claim taken (`codeClaimId`). */
  constructor(
    readonly reason: WriteFailure,
    readonly change = 0,
    readonly code?: string,
  ) {
    super(reason === 'row' ? 'The row changed since it was read' : 'The unique code is taken');
  }
}

function sortKeyExpression(sk: SortKeyCondition | undefined): { expression: string; values: Record<string, unknown> } {
  if (!sk) return { expression: '', values: {} };
  if ('between' in sk) return { expression: ' AND #sk BETWEEN :lo AND :hi', values: { ':lo': sk.between[0], ':hi': sk.between[1] } };
  if ('beginsWith' in sk) return { expression: ' AND begins_with(#sk, :sk)', values: { ':sk': sk.beginsWith } };
  const [op, value] = Object.entries(sk)[0] as [keyof typeof SYMBOLS, unknown];
  return { expression: ` AND #sk ${SYMBOLS[op]} :sk`, values: { ':sk': value } };
}
const SYMBOLS = { eq: '=', le: '<=', lt: '<', ge: '>=', gt: '>' } as const;
/** DynamoDB's most requests in one batch write. */
const BATCH_SIZE = 25;

export function createTable(client: DocumentClient, tableName: string) {
  const sameVersion = (version: number) => ({
    ConditionExpression: '#version = :version',
    ExpressionAttributeNames: { '#version': 'Version' },
    ExpressionAttributeValues: { ':version': version },
  });

  /** The transaction items of a change, each with what its failed condition would mean. */
  function transactItems({ before, after, audit }: Change): [object, WriteFailure | null, string?][] {
    const items: [object, WriteFailure | null, string?][] = [];
    if (after) {
      const condition = before ? sameVersion(before.Version) : { ConditionExpression: 'attribute_not_exists(id)' };
      items.push([{ Put: { TableName: tableName, Item: toItem(after), ...condition } }, 'row']);
      if (!before && after.EntityType === 'User') items.push([{ Put: { TableName: tableName, Item: { id: staffKey(after.id), StaffClinic: after.ClinicID } } }, null]);
    } else if (before) {
      items.push([{ Delete: { TableName: tableName, Key: { id: rowKey(before.ClinicID, before.id) }, ...sameVersion(before.Version) } }, 'row']);
    }
    const claims = (row: StoredItem | undefined) => new Set((row ? uniqueCodes(row) : []).map(codeClaimId));
    const [was, is] = [claims(before), claims(after)];
    for (const id of was) if (!is.has(id)) items.push([{ Delete: { TableName: tableName, Key: { id } } }, null]);
    for (const id of is) {
      if (!was.has(id)) items.push([{ Put: { TableName: tableName, Item: { id, CustomID: after?.id }, ConditionExpression: 'attribute_not_exists(id)' } }, 'code', id]);
    }
    items.push([{ Put: { TableName: tableName, Item: toItem(audit) } }, null]);
    return items;
  }

  const page = (out: { Items?: Record<string, unknown>[]; LastEvaluatedKey?: Record<string, unknown> }): Page => ({
    rows: (out.Items ?? []).map(fromItem),
    last: out.LastEvaluatedKey,
  });

  return {
    async get(clinicId: string, id: string): Promise<StoredItem | undefined> {
      const out = await client.send(new GetCommand({ TableName: tableName, Key: { id: rowKey(clinicId, id) }, ConsistentRead: true }));
      return out.Item && fromItem(out.Item);
    },

    /** The clinic of a sign-in's User row, from its marker row. */
    async clinicOf(sub: string): Promise<string | undefined> {
      const out = await client.send(new GetCommand({ TableName: tableName, Key: { id: staffKey(sub) }, ConsistentRead: true }));
      const clinic = out.Item?.['StaffClinic'];
      return typeof clinic === 'string' ? clinic : undefined;
    },

    /** A page of one clinic's rows (a DynamoDB scan: `limit` counts the rows read before the clinic filter). */
    async scan(clinicId: string, limit: number, start?: Record<string, unknown>): Promise<Page> {
      return page(
        await client.send(
          new ScanCommand({
            TableName: tableName,
            Limit: limit,
            FilterExpression: '#clinic = :clinic',
            ExpressionAttributeNames: { '#clinic': 'ClinicID' },
            ExpressionAttributeValues: { ':clinic': clinicId },
            ExclusiveStartKey: start,
          }),
        ),
      );
    },

    /** A page of one index partition in sort-key order (secondary indexes are eventually consistent). */
    async query({ index, pk, sk, descending, limit, start }: IndexQuery): Promise<Page> {
      const condition = sortKeyExpression(sk);
      return page(
        await client.send(
          new QueryCommand({
            TableName: tableName,
            IndexName: indexName(index),
            KeyConditionExpression: `#pk = :pk${condition.expression}`,
            ExpressionAttributeNames: { '#pk': `GSI${index}PK`, ...(sk ? { '#sk': `GSI${index}SK` } : {}) },
            ExpressionAttributeValues: { ':pk': pk, ...condition.values },
            ScanIndexForward: !descending,
            Limit: limit,
            ExclusiveStartKey: start,
          }),
        ),
      );
    },

    /**
     * Stores new rows that need no condition (access-log entries), 25 to a batch write; rows
     * DynamoDB leaves unprocessed (throttling) are sent again, a few times, then it fails.
     */
    async putAll(items: readonly StoredItem[]): Promise<void> {
      for (let from = 0; from < items.length; from += BATCH_SIZE) {
        let requests: unknown[] = items.slice(from, from + BATCH_SIZE).map((row) => ({ PutRequest: { Item: toItem(row) } }));
        for (let attempt = 0; requests.length; attempt += 1) {
          if (attempt === 4) throw new Error(`${requests.length} rows were left unprocessed`);
          const out = await client.send(new BatchWriteCommand({ RequestItems: { [tableName]: requests as never } }));
          requests = out.UnprocessedItems?.[tableName] ?? [];
        }
      }
    },

    /**
     * Writes changes (a change and those it calls for), their code claims and audit entries all
     * or nothing; throws WriteRefused, naming the change, when a condition fails.
     */
    async write(changes: readonly Change[]): Promise<void> {
      const items = changes.flatMap((change, index) => transactItems(change).map(([item, meaning, code]) => [item, meaning, index, code] as const));
      try {
        await client.send(new TransactWriteCommand({ TransactItems: items.map(([item]) => item) as never }));
      } catch (error) {
        const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
        const failed = items[reasons.findIndex((reason) => reason.Code === 'ConditionalCheckFailed')];
        if (failed?.[1]) throw new WriteRefused(failed[1], failed[2], failed[3]);
        throw error;
      }
    },
  };
}

export type Table = ReturnType<typeof createTable>;

/** The table a deployed function is given (`EMR_TABLE_NAME`, set in amplify/backend.ts). */
export function tableFromEnvironment(): Table {
  const name = process.env['EMR_TABLE_NAME'];
  if (!name) throw new Error('EMR_TABLE_NAME is not set');
  return createTable(DynamoDBDocumentClient.from(new DynamoDBClient({}), { marshallOptions: { removeUndefinedValues: true } }), name);
}
