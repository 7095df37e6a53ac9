/**
 * An in-memory DynamoDB document client for the functions' tests. It answers exactly the
 * commands and expressions shared/table.ts sends — get, a filtered scan, index queries with
 * sort-key conditions and pages, batches of puts (at most 25), and all-or-nothing
 * transactions with conditions — and throws
 * on anything else, so a change of table.ts that the fake does not follow fails loudly.
 */
import { BatchWriteCommand, GetCommand, QueryCommand, ScanCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { DocumentClient } from '../table.ts';

type Item = Record<string, unknown>;
type Names = Record<string, string>;
type Values = Record<string, unknown>;

const clone = <T>(value: T): T => structuredClone(value);

function conditionHolds(expression: string | undefined, current: Item | undefined, names: Names = {}, values: Values = {}): boolean {
  if (!expression) return true;
  if (expression === 'attribute_not_exists(id)') return current === undefined;
  const equal = /^(#\w+) = (:\w+)$/.exec(expression);
  if (equal) return current !== undefined && current[names[equal[1]!]!] === values[equal[2]!];
  throw new Error(`fakeDynamo: unsupported condition ${expression}`);
}

function sortKeyMatches(expression: string, sk: string, values: Values): boolean {
  if (expression === '') return true;
  const between = /^ AND #sk BETWEEN :lo AND :hi$/.exec(expression);
  if (between) return sk >= String(values[':lo']) && sk <= String(values[':hi']);
  if (expression === ' AND begins_with(#sk, :sk)') return sk.startsWith(String(values[':sk']));
  const compare = /^ AND #sk (=|<=|<|>=|>) :sk$/.exec(expression);
  if (!compare) throw new Error(`fakeDynamo: unsupported key condition${expression}`);
  const operand = String(values[':sk']);
  return { '=': sk === operand, '<=': sk <= operand, '<': sk < operand, '>=': sk >= operand, '>': sk > operand }[compare[1]!]!;
}

/** A page after `start` (rows in key order); its LastEvaluatedKey holds the key attributes only, as DynamoDB's. */
function pageAfter(rows: Item[], limit: number, start: Item | undefined, keyFields: string[]): { Items: Item[]; LastEvaluatedKey?: Item } {
  const from = start ? rows.findIndex((row) => row['id'] === start['id']) + 1 : 0;
  const page = rows.slice(from, from + limit);
  const last = page.at(-1);
  const key = last && Object.fromEntries(keyFields.map((field) => [field, last[field]]));
  return { Items: clone(page), ...(from + limit < rows.length && key ? { LastEvaluatedKey: key } : {}) };
}

export function createFakeDynamo() {
  const rows = new Map<string, Item>();
  const sent: { command: string; input: Item }[] = [];
  /** Runs once just before the next transaction (a concurrent writer). */
  let beforeNextWrite: (() => void) | undefined;

  function transact(items: Item[]): void {
    beforeNextWrite?.();
    beforeNextWrite = undefined;
    const reasons = items.map((entry) => {
      const [kind, op] = Object.entries(entry)[0] as ['Put' | 'Delete', Item];
      const id = String(kind === 'Put' ? (op['Item'] as Item)['id'] : (op['Key'] as Item)['id']);
      const ok = conditionHolds(op['ConditionExpression'] as string | undefined, rows.get(id), op['ExpressionAttributeNames'] as Names, op['ExpressionAttributeValues'] as Values);
      return { Code: ok ? 'None' : 'ConditionalCheckFailed' };
    });
    if (reasons.some((reason) => reason.Code !== 'None')) {
      throw Object.assign(new Error('Transaction cancelled'), { name: 'TransactionCanceledException', CancellationReasons: reasons });
    }
    for (const entry of items) {
      const [kind, op] = Object.entries(entry)[0] as ['Put' | 'Delete', Item];
      if (kind === 'Put') rows.set(String((op['Item'] as Item)['id']), clone(op['Item'] as Item));
      else rows.delete(String((op['Key'] as Item)['id']));
    }
  }

  const client: DocumentClient = {
    send: (async (command: { input: Item }) => {
      const input = command.input;
      sent.push({ command: command.constructor.name, input: clone(input) });
      if (command instanceof GetCommand) return { Item: clone(rows.get(String((input['Key'] as Item)['id']))) };
      if (command instanceof ScanCommand) {
        const names = input['ExpressionAttributeNames'] as Names;
        const values = input['ExpressionAttributeValues'] as Values;
        const all = [...rows.values()].sort((a, b) => String(a['id']).localeCompare(String(b['id'])));
        const page = pageAfter(all, Number(input['Limit']), input['ExclusiveStartKey'] as Item | undefined, ['id']);
        return { ...page, Items: page.Items.filter((row) => conditionHolds(input['FilterExpression'] as string, row, names, values)) };
      }
      if (command instanceof QueryCommand) {
        const n = /^eMRSByGSI(\d+)PKAndGSI\1SK$/.exec(String(input['IndexName']))?.[1];
        if (!n) throw new Error(`fakeDynamo: unknown index ${String(input['IndexName'])}`);
        const [pkField, skField] = [`GSI${n}PK`, `GSI${n}SK`];
        const values = input['ExpressionAttributeValues'] as Values;
        const keyExpression = String(input['KeyConditionExpression']);
        if (!keyExpression.startsWith('#pk = :pk')) throw new Error(`fakeDynamo: unsupported key condition ${keyExpression}`);
        const matching = [...rows.values()]
          .filter((row) => typeof row[pkField] === 'string' && typeof row[skField] === 'string' && row[pkField] === values[':pk'])
          .filter((row) => sortKeyMatches(keyExpression.slice('#pk = :pk'.length), String(row[skField]), values))
          .sort((a, b) => String(a[skField]).localeCompare(String(b[skField])) || String(a['id']).localeCompare(String(b['id'])));
        if (input['ScanIndexForward'] === false) matching.reverse();
        return pageAfter(matching, Number(input['Limit']), input['ExclusiveStartKey'] as Item | undefined, ['id', pkField, skField]);
      }
      if (command instanceof BatchWriteCommand) {
        const [requests, ...others] = Object.values(input['RequestItems'] as Record<string, { PutRequest?: { Item: Item } }[]>);
        if (others.length || !requests || requests.length > 25 || requests.some((r) => !r.PutRequest)) throw new Error('fakeDynamo: unsupported batch write');
        for (const request of requests) rows.set(String(request.PutRequest!.Item['id']), clone(request.PutRequest!.Item));
        return {};
      }
      if (command instanceof TransactWriteCommand) {
        transact(input['TransactItems'] as Item[]);
        return {};
      }
      throw new Error(`fakeDynamo: unsupported command ${command.constructor.name}`);
    }) as DocumentClient['send'],
  };

  return {
    client,
    rows,
    sent,
    put(item: Item): void {
      rows.set(String(item['id']), clone(item));
    },
    beforeNextWrite(run: () => void): void {
      beforeNextWrite = run;
    },
  };
}
