/**
 * Plans writes as one transaction — one `createEMR`/`updateEMR`/`deleteEMR`, the operations of
 * a `transactEMR`, or a server planner's rows (`planServerWrites`) — each row through the one
 * write path (writePipeline.ts), then what the transaction as a whole calls for: the billing
 * totals its claim and posting changes move, the care team's task for an out-of-range RPM
 * reading. Every later read of the transaction sees the rows planned before it (transaction.ts).
 *
 * A plan is a generator: it yields the reads it needs and is handed their answers, so the one
 * plan runs over SQLite synchronously (`runPlan`) and over DynamoDB asynchronously
 * (`runPlanAsync`). It returns the changed rows, one change per row (first stored version → last
 * planned one): the server stores each with its audit entry, all or nothing, on the Version it
 * was read at, within the size a transaction may have (`assertTransactionSize`).
 */
import { isEntityType } from '../entities.ts';
import { AppError, ERROR_TYPES } from '../errors.ts';
import type { Caller } from './access.ts';
import { type FieldChange, auditEntry, diff } from './audit.ts';
import type { StoredItem } from './item.ts';
import { figuresAfter, reversedIds, totalFields, totalsDelta } from './billingTotals.ts';
import { INPUT_LIMITS } from './normalise.ts';
import { measureJson } from './queryLimits.ts';
import { planReadingAlerts } from './readingAlerts.ts';
import { type RuleContext, planSystemCreate, planSystemUpdate, uniqueCodes } from './rules.ts';
import type { Effect, Fields, Got, ReadAnswer, ReadRequest, Reads, WriteAction } from './ruleTypes.ts';
import { type Plan, type RowChange, Transaction, read } from './transaction.ts';
import { effectWrite, planRow } from './writePipeline.ts';

export { type Plan, type RowChange, runPlan, runPlanAsync } from './transaction.ts';

export interface WriteOperation {
  action: WriteAction;
  input: Fields;
  condition?: unknown;
}

export interface PlannedWrite {
  /** Each operation's row as the transaction leaves it (a deleted row as it was). */
  rows: StoredItem[];
  /** Every changed row, the operations' own and their effects', once each. */
  changes: RowChange[];
}

/**
 * One transaction takes at most this many items when stored on DynamoDB (TransactWriteItems'
 * limit): each changed row, its audit entry, and each unique code claimed or released.
 */
export const MAX_TRANSACTION_ITEMS = 100;
/** Operations one `transactEMR` call may send (each writes at least two items). */
export const MAX_TRANSACTION_OPERATIONS = 25;

/** What the transaction as a whole calls for, planned last so it sees every change: the care team's alerts, then the billing totals. */
function* planTransactionEffects(rc: RuleContext, tx: Transaction, now: string): Plan<void> {
  for (const effect of planReadingAlerts(tx.changes(), now)) yield* planRow(rc, tx, effectWrite(effect, 'effect'), now);
  yield* planBillingTotals(tx, rc.caller, now);
}

/**
 * The billing totals the transaction's claim and posting changes move (billingTotals.ts),
 * planned on their `BillingTotal` rows last, so they sum every change of the transaction.
 */
function* planBillingTotals(tx: Transaction, caller: Caller, now: string): Plan<void> {
  const changes = tx.changes();
  if (!changes.some(({ before, after }) => ['Claim', 'Payment'].includes(String((after ?? before)!.EntityType)))) return;
  const reversals = reversedIds(changes);
  const originals = yield* read(tx, Object.fromEntries(reversals.map((id) => [id, { get: id }])));
  const deltas = totalsDelta(changes, (id) => originals.row(id));
  const stored = yield* read(tx, Object.fromEntries([...deltas.keys()].map((id) => [id, { get: id }])));
  for (const [id, delta] of deltas) {
    const current = stored.row(id);
    const figures = figuresAfter(current, delta);
    tx.put(current, current ? planSystemUpdate(current, { Figures: figures }, now) : planSystemCreate(caller, 'BillingTotal', id, totalFields({ key: delta.key, figures }), now));
  }
}

/** What a server planner plans with: reads that see the rows planned so far, and writes on the caller's behalf. */
export interface ServerPlanner {
  read(reads: Reads): Plan<Got>;
  write(effect: Effect): Plan<StoredItem>;
  /**
   * Reads the planner's caller answered already (in the same store transaction, or as a batch
   * read it plans on): a rule that asks one again is answered from here, with this
   * transaction's changes applied, instead of the store.
   */
  know(answers: readonly (readonly [ReadRequest, ReadAnswer])[]): void;
}

/**
 * Runs a server planner (sendVisitToBilling, closeCareMonth) as one transaction; `body` returns
 * the ids of the rows to answer with, each as the transaction leaves it.
 */
export function* planServerWrites(rc: RuleContext, now: string, body: (planner: ServerPlanner) => Plan<string[]>): Plan<PlannedWrite> {
  const tx = new Transaction();
  const know = (answers: readonly (readonly [ReadRequest, ReadAnswer])[]) => {
    for (const [request, answer] of answers) if (!tx.known(request)) tx.remember(request, answer);
  };
  const ids = yield* body({ read: (reads) => read(tx, reads), write: (effect) => planRow(rc, tx, effectWrite(effect, 'server'), now), know });
  yield* planTransactionEffects(rc, tx, now);
  const changes = tx.changes();
  const final = new Map(changes.filter((c) => c.after).map((c) => [c.after!.id, c.after!]));
  return { rows: ids.flatMap((id) => final.get(id) ?? []), changes };
}

/** The refusal of one operation of a transaction, saying which. */
function inOperation(error: unknown, index: number, count: number, op: WriteOperation): unknown {
  if (!(error instanceof AppError)) return error;
  const kind = isEntityType(op.input['EntityType']) ? ` ${op.input['EntityType']}` : '';
  const message = `Operation ${index + 1} of ${count} (${op.action}${kind}): ${error.message}. Nothing was saved.`;
  return new AppError(error.errorType, message, { ...error.fields, operation: String(index) });
}

/** Plans operations as one transaction: all are planned, or the first refusal is thrown. */
export function* planWrites(rc: RuleContext, operations: readonly WriteOperation[], now: string): Plan<PlannedWrite> {
  const tx = new Transaction();
  const rows: StoredItem[] = [];
  for (const [index, op] of operations.entries()) {
    try {
      rows.push(yield* planRow(rc, tx, { ...op, origin: 'client' }, now));
    } catch (error) {
      throw operations.length > 1 ? inOperation(error, index, operations.length, op) : error;
    }
  }
  yield* planTransactionEffects(rc, tx, now);
  const changes = tx.changes();
  // each operation's row as the transaction leaves it (effects of later operations included)
  const final = new Map(changes.filter((c) => c.after).map((c) => [c.after!.id, c.after!]));
  return { rows: rows.map((row) => final.get(row.id) ?? row), changes };
}

/** The refusal of a malformed `transactEMR` argument (nothing is planned). */
const badOperations = (message: string, field = 'operations') => new AppError(ERROR_TYPES.badRequest, `${message}. Nothing was saved.`, { [field]: message });
const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The operations of a `transactEMR` call (`operations`: a JSON array, or its text as AppSync may
 * hand it over), each `{ action: 'create' | 'update' | 'delete', input, condition? }` as
 * createEMR/updateEMR/deleteEMR take them; anything else is refused before any is planned. A
 * JSON field of an input (`jsonFields`, the model's AWSJSON fields) may be sent as its text, as
 * in createEMR, or as the value; it is stored as the value either way.
 */
export function transactOperations(value: unknown, jsonFields: ReadonlySet<string> = new Set()): WriteOperation[] {
  let list = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      throw badOperations('operations must be a JSON array of operations');
    }
  }
  if (!Array.isArray(list)) throw badOperations('operations must be an array of { action, input, condition? }');
  if (list.length === 0) throw badOperations('operations must hold at least one operation');
  if (list.length > MAX_TRANSACTION_OPERATIONS) throw badOperations(`operations may hold at most ${MAX_TRANSACTION_OPERATIONS} operations`);
  // GraphQL sees the operations as one text: their size is checked here, before anything walks them
  const size = measureJson(list, MAX_TRANSACTION_OPERATIONS * INPUT_LIMITS.maxNodes, INPUT_LIMITS.maxDepth + 2);
  if (size.nodes > MAX_TRANSACTION_OPERATIONS * INPUT_LIMITS.maxNodes || size.depth > INPUT_LIMITS.maxDepth + 2) {
    throw new AppError(ERROR_TYPES.tooComplex, `operations may hold at most ${INPUT_LIMITS.maxNodes} values per operation, nested at most ${INPUT_LIMITS.maxDepth} levels. Nothing was saved.`);
  }
  return list.map((op: unknown, i) => {
    const field = `operations[${i}]`;
    if (!isObject(op)) throw badOperations(`${field} must be an object { action, input, condition? }`, field);
    const extra = Object.keys(op).filter((key) => !['action', 'input', 'condition'].includes(key));
    if (extra.length) throw badOperations(`${field} has unknown keys: ${extra.join(', ')}`, field);
    const { action, input, condition } = op;
    if (action !== 'create' && action !== 'update' && action !== 'delete') throw badOperations(`${field}.action must be create, update or delete`, `${field}.action`);
    if (!isObject(input)) throw badOperations(`${field}.input must be an object`, `${field}.input`);
    if (action !== 'create' && (typeof input['id'] !== 'string' || !input['id'])) throw badOperations(`${field}.input.id is required to ${action}`, `${field}.input.id`);
    if (condition !== undefined && condition !== null && !isObject(condition)) throw badOperations(`${field}.condition must be an object`, `${field}.condition`);
    const values = Object.fromEntries(
      Object.entries(input).map(([name, v]) => {
        if (!jsonFields.has(name) || typeof v !== 'string') return [name, v];
        try {
          return [name, JSON.parse(v) as unknown];
        } catch {
          throw badOperations(`${field}.input.${name} is not valid JSON`, `${field}.input.${name}`);
        }
      }),
    );
    return { action, input: values, ...(isObject(condition) ? { condition } : {}) };
  });
}

/** A change as stored: the audit entry says create, update or delete, with every field that changed. */
export interface AuditedChange extends RowChange {
  audit: StoredItem;
  changes: FieldChange[];
}

/** The changes with their audit entries; `log` names a change the server makes on a caller's behalf (`deactivate`, …). */
export function audited(caller: Caller, changes: readonly RowChange[], now: string, log?: string): AuditedChange[] {
  return changes.map((change) => {
    const action = log ?? (!change.before ? 'create' : !change.after ? 'delete' : 'update');
    const fields = diff(change.before, change.after);
    return { ...change, changes: fields, audit: auditEntry(caller, action, (change.after ?? change.before)!, fields, now) };
  });
}

/** The DynamoDB items a transaction writes: each row, its audit entry, each unique code claimed or released. */
export function transactionItemCount(changes: readonly RowChange[]): number {
  return changes.reduce((sum, { before, after }) => {
    const was = new Set((before ? uniqueCodes(before) : []).map((c) => `${c.pk}|${c.sk}`));
    const is = new Set((after ? uniqueCodes(after) : []).map((c) => `${c.pk}|${c.sk}`));
    const moved = [...was].filter((c) => !is.has(c)).length + [...is].filter((c) => !was.has(c)).length;
    return sum + 2 + moved;
  }, 0);
}

/** The most one stored item (a row, an audit entry) may hold, in bytes of JSON: a DynamoDB item's limit (400 KB). */
export const MAX_ITEM_BYTES = 400_000;
/** The most one transaction may write, in bytes of JSON (rows and audit entries): a DynamoDB transaction's limit (4 MB). */
export const MAX_TRANSACTION_BYTES = 4_000_000;

const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value ?? null)).length;

/**
 * Refuses a transaction too big for one DynamoDB transaction (both servers, so they answer
 * alike): more items than it holds, a row or an audit entry over an item's size, or more bytes
 * in all than it takes (a series of visits each carrying megabytes).
 */
export function assertTransactionSize(changes: readonly RowChange[]): void {
  const items = transactionItemCount(changes);
  if (items > MAX_TRANSACTION_ITEMS) {
    throw new AppError(
      ERROR_TYPES.badRequest,
      `This change writes ${items} items (rows, their audit entries and unique codes), more than the ${MAX_TRANSACTION_ITEMS} one transaction can hold: send it in smaller parts. Nothing was saved.`,
    );
  }
  let total = 0;
  for (const { before, after } of changes) {
    const row = bytes(after);
    // the audit entry holds each changed field's value before and after
    const audit = bytes(diff(before, after));
    const kind = (after ?? before)!.EntityType;
    if (row > MAX_ITEM_BYTES || audit > MAX_ITEM_BYTES) {
      throw new AppError(ERROR_TYPES.badRequest, `This ${kind} record would hold ${Math.max(row, audit).toLocaleString('en-US')} bytes, more than the ${MAX_ITEM_BYTES.toLocaleString('en-US')} one record may hold. Nothing was saved.`);
    }
    total += row + audit;
  }
  if (total > MAX_TRANSACTION_BYTES) {
    throw new AppError(ERROR_TYPES.badRequest, `This change writes ${total.toLocaleString('en-US')} bytes, more than the ${MAX_TRANSACTION_BYTES.toLocaleString('en-US')} one transaction may hold: send it in smaller parts. Nothing was saved.`);
  }
}
