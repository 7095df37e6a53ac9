/**
 * The shape of a rule that reads or changes other rows than the one written. A kind's rule
 * module (clinical.ts, ledger.ts, sending.ts; registered in recordRules.ts) declares:
 *
 * - `reads`: the rows it needs to plan a write (the claim a charge line belongs to, the
 *   patient's active allergies), by name — a row by id or every row of an index partition;
 * - `apply` (create, update) / `checkDelete`: the row to store, or an AppError refusing it —
 *   a move a state may make (a visit's status, a claim's), stamps, derived fields;
 * - `invariantReads` and `invariant`: the rules of the state the row is left in, checked on the
 *   row as it will be stored by every write that leaves it so — a client's, a server
 *   planner's, another rule's effect — whatever move got it there (a checked-out visit has a
 *   complete wrap-up and a signed note; a paid claim is what its postings say);
 * - `effectReads` and `effects`: once the row is planned, the changes it calls for on other
 *   rows (a claim's totals, a visit's `LinkedToClaim`, a patient's ended "none" statement).
 *
 * The planner (writes.ts) asks the server to read what is declared — answering from the rows
 * already planned in the same transaction first — and returns every changed row; the server
 * stores them with one audit entry each, all or nothing, each on the `Version` it was read at.
 */
import type { EntityType } from '../entities.ts';
import type { GsiNumber } from '../keys.ts';
import type { SortKeyCondition } from '../queries.ts';
import type { Caller } from './access.ts';
import type { WriteOrigin } from './fieldPolicy.ts';
import type { StoredItem } from './item.ts';

export type Fields = Record<string, unknown>;

/** An index query a rule asks for: every row of the partition in key order (or the first `limit`). */
export interface RuleQuery {
  index: GsiNumber;
  pk: string;
  sk?: SortKeyCondition | undefined;
  descending?: boolean;
  limit?: number;
}

/** One row by id (in the caller's clinic), or an index query. */
export type ReadRequest = { get: string } | { query: RuleQuery };
export type ReadAnswer = StoredItem | undefined | readonly StoredItem[];
/** Named reads: the name is how the rule finds the answer in `Got`. */
export type Reads = Readonly<Record<string, ReadRequest>>;

/** The answers to a rule's reads, by name. */
export class Got {
  constructor(private readonly answers: Readonly<Record<string, ReadAnswer>> = {}) {}

  /** The row read by id (undefined when there is none). */
  row(name: string): StoredItem | undefined {
    const answer = this.answer(name);
    if (Array.isArray(answer)) throw new Error(`${name} was read as a query, not a row`);
    return answer as StoredItem | undefined;
  }

  /** The rows of a query. */
  rows(name: string): readonly StoredItem[] {
    const answer = this.answer(name);
    if (!Array.isArray(answer)) throw new Error(`${name} was read as a row, not a query`);
    return answer;
  }

  has(name: string): boolean {
    return Object.hasOwn(this.answers, name);
  }

  with(more: Got): Got {
    return new Got({ ...this.answers, ...more.answers });
  }

  private answer(name: string): ReadAnswer {
    if (!this.has(name)) throw new Error(`${name} was not read for this write (declare it in reads)`);
    return this.answers[name];
  }
}

export type WriteAction = 'create' | 'update' | 'delete';

/** What a rule knows of the write it plans. */
export interface WriteContext {
  caller: Caller;
  kind: EntityType;
  action: WriteAction;
  /** The stored row (update, delete), as this transaction has it so far. */
  before: StoredItem | undefined;
  /** What the request sent. */
  input: Readonly<Fields>;
  /** ISO time of the write. */
  now: string;
  /** Who sends it: a client, a server planner (a month close, a visit sent to billing), or another rule's effect. */
  origin: WriteOrigin;
}

/** A change a write calls for on another row: fields set on a row read for it, or a new row. */
export type Effect = { update: StoredItem; changes: Fields } | { create: EntityType; id?: string; fields: Fields };

export interface RecordRules {
  reads?(w: WriteContext): Reads;
  /** The row to store after this rule (create, update); throw an AppError to refuse the write. */
  apply?(w: WriteContext, row: Fields, got: Got): Fields;
  /** What the invariants read, given the row as it will be stored. */
  invariantReads?(w: WriteContext, row: StoredItem): Reads;
  /** Throws an AppError when the row as it will be stored breaks a rule of its state. */
  invariant?(w: WriteContext, row: StoredItem, got: Got): void;
  /** Throws an AppError when the row may not be deleted. */
  checkDelete?(w: WriteContext, got: Got): void;
  /** What to read for the effects, once the row is planned (`item`: undefined for a delete). */
  effectReads?(w: WriteContext, item: StoredItem | undefined, got: Got): Reads;
  effects?(w: WriteContext, item: StoredItem | undefined, got: Got): Effect[];
}
