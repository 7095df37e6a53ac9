/**
 * A transaction being planned: the rows planned so far over the rows as stored, which every
 * later read of the same transaction answers from (a charge line's effect sees the claim
 * created two operations earlier), and `read`, how a plan asks the server for rows — a
 * generator that yields the reads it needs and is handed their answers, so one plan runs over
 * SQLite synchronously (`runPlan`) and over DynamoDB asynchronously (`runPlanAsync`).
 */
import { keyConditionHolds } from '../queries.ts';
import type { StoredItem } from './item.ts';
import { Got, type ReadAnswer, type ReadRequest, type Reads, type RuleQuery } from './ruleTypes.ts';

export type Plan<T> = Generator<readonly ReadRequest[], T, readonly ReadAnswer[]>;

/** A row the write changes: as stored before the transaction (none: created) and as planned (none: deleted). */
export interface RowChange {
  before: StoredItem | undefined;
  after: StoredItem | undefined;
}

/** Rows planned so far in the transaction, over the rows as stored: what every read answers from. */
export class Transaction {
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
export function* read(tx: Transaction, reads: Reads): Plan<Got> {
  const names = Object.keys(reads);
  const asked = [...new Set(names.map((name) => reads[name]!).filter((request) => !tx.known(request)))];
  if (asked.length) {
    const answers = yield asked;
    asked.forEach((request, i) => tx.remember(request, answers[i]));
  }
  return new Got(Object.fromEntries(names.map((name) => [name, tx.view(reads[name]!)])));
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
