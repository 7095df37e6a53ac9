/**
 * Plans writes — one `createEMR`/`updateEMR`/`deleteEMR`, or the operations of a
 * `transactEMR` — as every server applies them. For each operation it reads the stored row,
 * the rows the kind's rules declare (recordRules.ts), plans the row (rules.ts: tenant, role
 * and fields, Version, histories, the rules' `apply`), checks its id and unique codes, then
 * plans the effects on other rows. Every later read of the transaction sees the rows planned
 * before it (a charge line's effect sees the claim created two operations earlier).
 *
 * It is a generator: it yields the reads it needs and is handed their answers, so the one plan
 * runs over SQLite synchronously (`runPlan`) and over DynamoDB asynchronously (`runPlanAsync`).
 * It returns the changed rows, one change per row (first stored version → last planned one):
 * the server stores each with its audit entry, all or nothing, on the Version it was read at.
 */
import { type EntityType, isEntityType } from '../entities.ts';
import { AppError, ERROR_TYPES } from '../errors.ts';
import { withHistory } from '../histories.ts';
import { nextCode } from '../recordNumbers.ts';
import { pk } from '../keys.ts';
import { UNIQUE_SLOTS } from './indexKeys.ts';
import { keyConditionHolds } from '../queries.ts';
import { type Caller, assertKind } from './access.ts';
import { type FieldChange, auditEntry, diff } from './audit.ts';
import { type StoredItem, newRowId } from './item.ts';
import { figuresAfter, reversedIds, totalFields, totalsDelta } from './billingTotals.ts';
import { applyRules, checkDeleteRules, effectReadsOf, effectsOf, rulesReads } from './recordRules.ts';
import {
  type RuleContext,
  authorize,
  codeInUse,
  idTaken,
  planCreate,
  planDelete,
  planSystemCreate,
  planSystemUpdate,
  planUpdate,
  uniqueCodes,
  visibleRow,
} from './rules.ts';
import { type Effect, type Fields, Got, type ReadAnswer, type ReadRequest, type Reads, type RuleQuery, type WriteAction, type WriteContext } from './ruleTypes.ts';

export interface WriteOperation {
  action: WriteAction;
  input: Fields;
  condition?: unknown;
}

/** A row the write changes: as stored before the transaction (none: created) and as planned (none: deleted). */
export interface RowChange {
  before: StoredItem | undefined;
  after: StoredItem | undefined;
}

export interface PlannedWrite {
  /** Each operation's row as the transaction leaves it (a deleted row as it was). */
  rows: StoredItem[];
  /** Every changed row, the operations' own and their effects', once each. */
  changes: RowChange[];
}

export type Plan<T> = Generator<readonly ReadRequest[], T, readonly ReadAnswer[]>;

/**
 * One transaction takes at most this many items when stored on DynamoDB (TransactWriteItems'
 * limit): each changed row, its audit entry, and each unique code claimed or released.
 */
export const MAX_TRANSACTION_ITEMS = 100;
/** Operations one `transactEMR` call may send (each writes at least two items). */
export const MAX_TRANSACTION_OPERATIONS = 25;

/** The fields the server fills with the clinic's next code when a create sends none. */
const ASSIGNED_CODES: Partial<Record<EntityType, { first: (clinicId: string) => string }>> = {
  Patient: { first: (clinic) => `${letters(clinic)}-000001` },
  Claim: { first: (clinic) => `CLM-${letters(clinic)}-00001` },
  Payment: { first: (clinic) => `PMT-${letters(clinic)}-000001` },
  PaymentPlan: { first: (clinic) => `PP-${letters(clinic)}-0001` },
};
const letters = (clinicId: string) => clinicId.replace(/[^A-Za-z]/g, '').slice(0, 2).toUpperCase() || 'PT';
const blank = (value: unknown) => value === undefined || value === null || value === '';

/** Rows planned so far in the transaction, over the rows as stored: what every read answers from. */
class Transaction {
  private readonly pending = new Map<string, { stored: StoredItem | undefined; current: StoredItem | undefined }>();
  private readonly answers = new Map<string, ReadAnswer>();

  known(request: ReadRequest): boolean {
    return this.answers.has(JSON.stringify(request));
  }

  remember(request: ReadRequest, answer: ReadAnswer): void {
    this.answers.set(JSON.stringify(request), answer);
  }

  /** The answer as of now: the stored answer with this transaction's changes applied. */
  view(request: ReadRequest): ReadAnswer {
    const stored = this.answers.get(JSON.stringify(request));
    if ('get' in request) return this.pending.has(request.get) ? this.pending.get(request.get)!.current : stored;
    return this.query(request.query, (stored ?? []) as readonly StoredItem[]);
  }

  private query(query: RuleQuery, stored: readonly StoredItem[]): StoredItem[] {
    const skOf = (row: StoredItem) => row[`GSI${query.index}SK`];
    const inPartition = (row: StoredItem | undefined): row is StoredItem =>
      !!row && row[`GSI${query.index}PK`] === query.pk && typeof skOf(row) === 'string' && keyConditionHolds(skOf(row) as string, query.sk);
    const rows = [...stored.filter((row) => !this.pending.has(row.id)), ...[...this.pending.values()].map((p) => p.current).filter(inPartition)];
    const order = (a: StoredItem, b: StoredItem) => String(skOf(a)).localeCompare(String(skOf(b))) || a.id.localeCompare(b.id);
    rows.sort((a, b) => (query.descending ? order(b, a) : order(a, b)));
    return query.limit ? rows.slice(0, query.limit) : rows;
  }

  put(before: StoredItem | undefined, after: StoredItem | undefined): void {
    const id = (after ?? before)!.id;
    const stored = this.pending.has(id) ? this.pending.get(id)!.stored : before;
    this.pending.set(id, { stored, current: after });
  }

  has(id: string): boolean {
    return this.pending.has(id);
  }

  changes(): RowChange[] {
    return [...this.pending.values()].filter((p) => p.stored || p.current).map((p) => ({ before: p.stored, after: p.current }));
  }
}

/** Reads what is declared (what this transaction read already is not asked again). */
function* read(tx: Transaction, reads: Reads): Plan<Got> {
  const names = Object.keys(reads);
  const asked = [...new Set(names.map((name) => reads[name]!).filter((request) => !tx.known(request)))];
  if (asked.length) {
    const answers = yield asked;
    asked.forEach((request, i) => tx.remember(request, answers[i]));
  }
  return new Got(Object.fromEntries(names.map((name) => [name, tx.view(reads[name]!)])));
}

/** The clinic's next code for a create that sends none (PatientID, claim number, PaymentID, PaymentPlanID). */
function* withAssignedCode(tx: Transaction, caller: Caller, kind: EntityType, input: Fields): Plan<Fields> {
  const assigned = ASSIGNED_CODES[kind];
  const field = UNIQUE_SLOTS[kind]?.[6];
  if (!assigned || !field || !blank(input[field])) return input;
  const got = yield* read(tx, { codes: { query: { index: 6, pk: pk.code(caller.clinicId, kind), descending: true, limit: 50 } } });
  const highest = got.rows('codes').map((row) => String(row[field] ?? '')).find((code) => /\d$/.test(code));
  return { ...input, [field]: nextCode(highest, assigned.first(caller.clinicId)) };
}

/** Refuses a new row whose id the clinic holds, and a row taking a unique code another row holds. */
function* assertFree(tx: Transaction, item: StoredItem, before: StoredItem | undefined): Plan<void> {
  const isNew = !before;
  const held = new Set((before ? uniqueCodes(before) : []).map((code) => `${code.pk}|${code.sk}`));
  const codes = uniqueCodes(item).filter((code) => !held.has(`${code.pk}|${code.sk}`));
  const reads: Record<string, ReadRequest> = Object.fromEntries(codes.map((code) => [`code ${code.index}`, { query: { index: code.index, pk: code.pk, sk: { eq: code.sk }, limit: 2 } }]));
  if (isNew) {
    if (tx.has(item.id)) throw idTaken(item.id);
    reads['self'] = { get: item.id };
  }
  const got = yield* read(tx, reads);
  if (isNew && got.row('self')) throw idTaken(item.id);
  for (const code of codes) if (got.rows(`code ${code.index}`).some((row) => row.id !== item.id)) throw codeInUse(item, code);
}

/** Plans the changes a write calls for on other rows, each on the row as this transaction has it. */
function* planEffects(tx: Transaction, w: WriteContext, item: StoredItem | undefined, got: Got): Plan<void> {
  const all = got.with(yield* read(tx, effectReadsOf(w, item, got)));
  for (const effect of effectsOf(w, item, all)) {
    if ('create' in effect) {
      const row = planSystemCreate(w.caller, effect.create, effect.id ?? newRowId(), effect.fields, w.now);
      yield* assertFree(tx, row, undefined);
      tx.put(undefined, row);
      continue;
    }
    // the row as stored (read by id: consistent) with what this transaction changed
    const current = (yield* read(tx, { target: { get: effect.update.id } })).row('target');
    if (!current) throw new AppError(ERROR_TYPES.conflict, `The ${effect.update.EntityType} record this change needs was deleted at the same moment. Reload and try again.`);
    const after = planSystemUpdate(current, effect.changes, w.now);
    yield* assertFree(tx, after, current);
    tx.put(current, after);
  }
}

function* planOperation(rc: RuleContext, tx: Transaction, { action, input, condition }: WriteOperation, now: string): Plan<StoredItem> {
  const { caller } = rc;
  if (action === 'create') {
    const kind = assertKind(input['EntityType']);
    authorize(rc, 'create', { id: '', EntityType: kind });
    const sent = yield* withAssignedCode(tx, caller, kind, input);
    const w: WriteContext = { caller, kind, action, before: undefined, input: sent, now };
    const got = yield* read(tx, rulesReads(w));
    const item = planCreate(rc, sent, condition, { now, got });
    yield* assertFree(tx, item, undefined);
    tx.put(undefined, item);
    yield* planEffects(tx, w, item, got);
    return item;
  }
  const id = String(input['id']);
  const stored = (yield* read(tx, { self: { get: id } })).row('self');
  if (action === 'update') {
    const visible = visibleRow(rc, stored);
    // a row the caller may not see is answered as missing by planUpdate, before any rule reads
    const w: WriteContext | undefined = visible && { caller, kind: visible.EntityType as EntityType, action, before: visible, input, now };
    const got = w ? yield* read(tx, rulesReads(w)) : new Got();
    const item = planUpdate(rc, stored, input, condition, { now, got });
    yield* assertFree(tx, item, stored);
    tx.put(stored, item);
    yield* planEffects(tx, w!, item, got);
    return item;
  }
  const existing = planDelete(rc, stored, input, condition);
  const w: WriteContext = { caller, kind: existing.EntityType as EntityType, action, before: existing, input, now };
  const got = yield* read(tx, rulesReads(w));
  checkDeleteRules(w, got);
  tx.put(existing, undefined);
  yield* planEffects(tx, w, undefined, got);
  return existing;
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

/**
 * Plans a row the server writes on the caller's behalf in a server planner (a custom mutation):
 * no role or field check — the mutation's own rule decides who may call it — but the kind's
 * rules (apply, unique codes, assigned codes, effects) as for any write.
 */
function* planServerWrite(rc: RuleContext, tx: Transaction, effect: Effect, now: string): Plan<StoredItem> {
  const { caller } = rc;
  const ctx = { by: caller.sub, name: caller.name || caller.email, at: now };
  if ('create' in effect) {
    const kind = effect.create;
    const input = yield* withAssignedCode(tx, caller, kind, { ...effect.fields, EntityType: kind });
    const w: WriteContext = { caller, kind, action: 'create', before: undefined, input, now, system: true };
    const got = yield* read(tx, rulesReads(w));
    const { EntityType: _kind, ...fields } = applyRules(w, withHistory(kind, undefined, input, ctx), got);
    const row = planSystemCreate(caller, kind, effect.id ?? newRowId(), fields, now);
    yield* assertFree(tx, row, undefined);
    tx.put(undefined, row);
    yield* planEffects(tx, w, row, got);
    return row;
  }
  const current = (yield* read(tx, { target: { get: effect.update.id } })).row('target');
  if (!current) throw new AppError(ERROR_TYPES.conflict, `The ${effect.update.EntityType} record this change needs was deleted at the same moment. Reload and try again.`);
  const kind = current.EntityType as EntityType;
  const w: WriteContext = { caller, kind, action: 'update', before: current, input: effect.changes, now, system: true };
  const got = yield* read(tx, rulesReads(w));
  const after = planSystemUpdate(current, applyRules(w, withHistory(kind, current, { ...current, ...effect.changes }, ctx), got), now);
  yield* assertFree(tx, after, current);
  tx.put(current, after);
  yield* planEffects(tx, w, after, got);
  return after;
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
  const ids = yield* body({ read: (reads) => read(tx, reads), write: (effect) => planServerWrite(rc, tx, effect, now), know });
  yield* planBillingTotals(tx, rc.caller, now);
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
      rows.push(yield* planOperation(rc, tx, op, now));
    } catch (error) {
      throw operations.length > 1 ? inOperation(error, index, operations.length, op) : error;
    }
  }
  yield* planBillingTotals(tx, rc.caller, now);
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

/** Runs a plan over a synchronous store (the embedded server, inside its SQLite transaction). */
export function runPlan<T>(plan: Plan<T>, read: (request: ReadRequest) => ReadAnswer): T {
  let step = plan.next();
  while (!step.done) step = plan.next(step.value.map(read));
  return step.value;
}

/** Runs a plan over an asynchronous store (DynamoDB): the reads of a step in parallel. */
export async function runPlanAsync<T>(plan: Plan<T>, read: (request: ReadRequest) => Promise<ReadAnswer>): Promise<T> {
  let step = plan.next();
  while (!step.done) step = plan.next(await Promise.all(step.value.map(read)));
  return step.value;
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

/** Refuses a transaction too big for one DynamoDB transaction (both servers, so they answer alike). */
export function assertTransactionSize(changes: readonly RowChange[]): void {
  const items = transactionItemCount(changes);
  if (items > MAX_TRANSACTION_ITEMS) {
    throw new AppError(
      ERROR_TYPES.badRequest,
      `This change writes ${items} items (rows, their audit entries and unique codes), more than the ${MAX_TRANSACTION_ITEMS} one transaction can hold: send it in smaller parts. Nothing was saved.`,
    );
  }
}
