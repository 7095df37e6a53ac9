/**
 * The record operations behind the GraphQL API, with AppSync/DynamoDB semantics. Every rule —
 * tenant, role (CASL), module switches, one answer for missing and unseen rows, hidden fields
 * never named by a filter or condition, normalised input, server-owned and immutable fields,
 * each kind's moves and the invariants of the states it leaves, validation, derived index keys,
 * histories, optimistic concurrency on `Version`, the clinical safety rules — is checked and
 * planned by `@emr/domain/server` (`planWrites`; the cloud's emr-api applies the same plans);
 * here the rows a plan asks for are read and every row it changes — the written row, the rows
 * its rules' effects change, each with its audit entry — is stored in one SQLite transaction.
 * Every request runs with its own rule context (`serve`): the rows it showed its caller, on any
 * path and whether it succeeded or not, go to the access log when it ends.
 */
import { AppError, ERROR_TYPES, type EntityType, type GsiNumber, type ModuleKey } from '@emr/domain';
import type { CareMonthOverview } from '@emr/domain/care';
import {
  type Caller,
  type IndexFields,
  type ModelShape,
  type Plan,
  type PlannedWrite,
  type Predicate,
  type ReadRequest,
  type RowChange,
  type RuleContext,
  type StoredItem,
  type WriteOperation,
  assertTransactionSize,
  audited,
  auditEntry,
  authorizeIndexQuery,
  authorizeScan,
  diff,
  enabledModules,
  keyCondition,
  pageItems,
  pageLimit,
  planSystemCreate,
  type CareMonthsSummary,
  planCareMonthOverview,
  type PatientMonthOutcome,
  type PatientMonthRows,
  callIsOver,
  careMonthsRequest,
  failedOutcome,
  outcomeOf,
  pendingBatches,
  planBatchRows,
  patientMonthArgs,
  planCareMonthPatients,
  summarize,
  planCloseCareMonth,
  planVisitSeries,
  planSendVisit,
  planSystemUpdate,
  planWrites,
  present,
  raceLost,
  ruleContext,
  runPlan,
  visibleRow,
} from '@emr/domain/server';
import type { Db } from '../db/database.ts';
import type { PageTokenCodec } from './pageToken.ts';
import type { AccessLog } from './accessLog.ts';
import type { RecordStore } from './store.ts';

type Args = Record<string, unknown>;

/** Rows per page when reading a partition a rule needs whole. */
const RULE_PAGE = 500;

export interface RecordServiceOptions {
  db: Db;
  store: RecordStore;
  tokens: PageTokenCodec;
  /** The model's fields and their types (from the introspection: `modelShape`). */
  model: ModelShape;
  now?: () => Date;
  /** Called inside the transaction when a User record's Role or Status changes, to keep the user pool in step. */
  onUserChange?: (before: StoredItem, after: StoredItem) => void;
  /** Where views of a patient's records are logged. */
  accessLog?: AccessLog;
}

export interface Page {
  items: Record<string, unknown>[];
  nextToken: string | null;
}

export function createRecordService(opts: RecordServiceOptions) {
  const { db, store, tokens, model } = opts;
  const now = opts.now ?? (() => new Date());
  const clinicModules = new Map<string, readonly ModuleKey[] | null>();

  function modulesOf(clinicId: string): readonly ModuleKey[] | null {
    if (!clinicModules.has(clinicId)) clinicModules.set(clinicId, enabledModules(store.get(clinicId, clinicId)));
    return clinicModules.get(clinicId) ?? null;
  }

  const context = (caller: Caller): RuleContext => ruleContext(caller, modulesOf(caller.clinicId), model);

  /**
   * Runs one request with its rule context; what it showed the caller — rows answered, rows a
   * filter or condition was evaluated on — is logged when it ends, answered or refused.
   */
  function serve<T>(caller: Caller, run: (rc: RuleContext) => T): T {
    const rc = context(caller);
    try {
      return run(rc);
    } finally {
      opts.accessLog?.record(caller, rc.views.rows());
    }
  }

  /** Answers a rule's read: a row by id, or every row of an index partition in key order (or the first `limit`). */
  function read(clinicId: string, request: ReadRequest): StoredItem | undefined | StoredItem[] {
    if ('get' in request) return store.get(clinicId, request.get);
    const { limit, descending = false, ...query } = request.query;
    if (limit) return store.queryIndex({ ...query, descending, limit });
    const out: StoredItem[] = [];
    let after: { sk: string; id: string } | undefined;
    for (;;) {
      const rows = store.queryIndex({ ...query, descending, limit: RULE_PAGE, after });
      out.push(...rows);
      const last = rows.at(-1);
      if (rows.length < RULE_PAGE || !last) return out;
      after = { sk: String(last[`GSI${query.index}SK`]), id: last.id };
    }
  }

  /** Stores planned changes with an audit entry each; a row that moved on since it was read is a lost race. */
  function commit(caller: Caller, changes: readonly RowChange[], stamp: string): void {
    for (const { before, after, audit } of audited(caller, changes, stamp)) {
      if (!before) store.insert(after!);
      else if (!after) store.delete(caller.clinicId, before.id);
      else if (!store.replace(after, before.Version, before)) throw raceLost(after.EntityType);
      if (before && after?.EntityType === 'User') opts.onUserChange?.(before, after);
      if ((after ?? before)!.EntityType === 'Clinic') clinicModules.delete((after ?? before)!.id);
      store.insert(audit);
    }
  }

  /**
   * Plans and stores writes as one SQLite transaction: the rules' reads, the rows and their
   * effects, the audit entries. One write at a time (the process is single-threaded and every
   * step is synchronous), so nothing changes between a read and the write it plans.
   */
  function storePlan(rc: RuleContext, plan: (rc: RuleContext, stamp: string) => Plan<PlannedWrite>): StoredItem[] {
    const { caller } = rc;
    const stamp = now().toISOString();
    return db.transaction(() => {
      const planned = runPlan(plan(rc, stamp), (request) => read(caller.clinicId, request));
      assertTransactionSize(planned.changes);
      commit(caller, planned.changes, stamp);
      return planned.rows;
    })();
  }

  const write = (rc: RuleContext, operations: readonly WriteOperation[]) => storePlan(rc, (ctx, stamp) => planWrites(ctx, operations, stamp));
  /** One createEMR, updateEMR or deleteEMR: its row as the caller sees it. */
  const one = (caller: Caller, operation: WriteOperation) => serve(caller, (rc) => present(rc, write(rc, [operation])[0]!));

  function page(rc: RuleContext, rows: StoredItem[], limit: number, filter: unknown, token: (last: StoredItem) => string): Page {
    const { items } = pageItems(rc, rows, filter);
    const last = rows.at(-1);
    return { items, nextToken: rows.length === limit && last ? token(last) : null };
  }

  /**
   * `closeCareMonths`: the patients of the program-month after `after`, `CARE_MONTH_BATCH` per
   * SQLite transaction (the batch's rows read at once inside it), each patient in its own
   * savepoint (a refused patient's month changes nothing and the others go on), until the
   * month is done or the call's time budget or `limit` is spent (then `next` says where to go on).
   */
  function closeMonths(rc: RuleContext, args: Args): CareMonthsSummary {
    const started = Date.now();
    const request = careMonthsRequest(rc, args, now().toISOString());
    const patients = runPlan(planCareMonthPatients(rc, request), (r) => read(rc.caller.clinicId, r));
    let previousClaim: string | undefined;
    const closeOne = (patientId: string, rows: PatientMonthRows | undefined) => {
      try {
        const outcome = outcomeOf(patientId, storePlan(rc, (ctx, at) => planCloseCareMonth(ctx, patientMonthArgs(request, patientId, previousClaim), at, 'batch', rows)));
        if (outcome.outcome === 'claim') previousClaim = outcome.number;
        return outcome;
      } catch (error) {
        previousClaim = undefined;
        return failedOutcome(patientId, error);
      }
    };
    const outcomes: PatientMonthOutcome[] = [];
    for (const batch of pendingBatches(request, patients)) {
      if (callIsOver(request, outcomes.length, Date.now() - started)) break;
      outcomes.push(
        ...db.transaction(() => {
          const rows = runPlan(planBatchRows(rc, request, batch), (r) => read(rc.caller.clinicId, r));
          return batch.map((patientId) => closeOne(patientId, rows.get(patientId)));
        })(),
      );
    }
    return summarize(request, patients, outcomes);
  }

  const service = {
    modulesOf,

    get(caller: Caller, id: string): Record<string, unknown> | null {
      return serve(caller, (rc) => {
        const item = visibleRow(rc, store.get(caller.clinicId, id));
        return item ? present(rc, item) : null;
      });
    },

    /** `listEMRS`: a scan of the caller's clinic in id order. */
    list(caller: Caller, args: Args): Page {
      return serve(caller, (rc) => {
        const limit = pageLimit(args['limit']);
        authorizeScan(rc, args);
        const scope = `scan|${caller.clinicId}`;
        const after = typeof args['nextToken'] === 'string' ? tokens.decode(scope, args['nextToken']).id : undefined;
        const rows = store.scan(caller.clinicId, limit, after);
        return page(rc, rows, limit, args['filter'], (last) => tokens.encode(scope, { sk: '', id: last.id }));
      });
    },

    listByIndex(caller: Caller, index: IndexFields, args: Args): Page {
      return serve(caller, (rc) => {
        const n = Number(index.queryField.replace('listByGSI', '')) as GsiNumber;
        const pk = authorizeIndexQuery(rc, index, args);
        const sk = index.skField ? keyCondition(args[index.skField]) : undefined;
        const descending = args['sortDirection'] === 'DESC';
        const limit = pageLimit(args['limit']);
        const scope = `${index.queryField}|${pk}|${JSON.stringify(sk ?? null)}|${descending ? 'D' : 'A'}`;
        const after = typeof args['nextToken'] === 'string' ? tokens.decode(scope, args['nextToken']) : undefined;
        const rows = store.queryIndex({ index: n, pk, sk, descending, limit, after });
        return page(rc, rows, limit, args['filter'], (last) => tokens.encode(scope, { sk: String(last[`GSI${n}SK`]), id: last.id }));
      });
    },

    create: (caller: Caller, input: Args, condition?: Predicate) => one(caller, { action: 'create', input, condition }),
    update: (caller: Caller, input: Args, condition?: Predicate) => one(caller, { action: 'update', input, condition }),
    delete: (caller: Caller, input: Args, condition?: Predicate) => one(caller, { action: 'delete', input, condition }),

    /** `transactEMR`: the operations all or nothing, each row as the caller sees it. */
    transact(caller: Caller, operations: readonly WriteOperation[]): Record<string, unknown>[] {
      return serve(caller, (rc) => write(rc, operations).map((row) => present(rc, row)));
    },

    /** `sendVisitToBilling`: `{ claim, visit, charges }`. */
    sendVisitToBilling(caller: Caller, args: Args): Record<string, unknown> {
      return serve(caller, (rc) => {
        const [claim, visit, ...charges] = storePlan(rc, (ctx, stamp) => planSendVisit(ctx, args['visitId'], stamp)).map((row) => present(rc, row));
        return { claim, visit, charges };
      });
    },

    /** `scheduleVisitSeries`: `{ visits }`, in date order. */
    scheduleVisitSeries(caller: Caller, args: Args): Record<string, unknown> {
      return serve(caller, (rc) => ({ visits: storePlan(rc, (ctx, stamp) => planVisitSeries(ctx, args, stamp)).map((row) => present(rc, row)) }));
    },

    /** `closeCareMonth`: `{ claim, charges }`. */
    closeCareMonth(caller: Caller, args: Args): Record<string, unknown> {
      return serve(caller, (rc) => {
        const [claim, ...charges] = storePlan(rc, (ctx, stamp) => planCloseCareMonth(ctx, args, stamp)).map((row) => present(rc, row));
        return { claim, charges };
      });
    },

    /** `closeCareMonths`: a program-month of every patient, in batches (`closeMonths`). */
    closeCareMonths(caller: Caller, args: Args): CareMonthsSummary {
      return serve(caller, (rc) => closeMonths(rc, args));
    },

    /** `careMonthOverview`: a program-month's figures, counted here from the rows the caller may read. */
    careMonthOverview(caller: Caller, args: Args): CareMonthOverview {
      return serve(caller, (rc) => runPlan(planCareMonthOverview(rc, args, now().toISOString()), (r) => read(caller.clinicId, r)));
    },

    /**
     * Applies a change the server makes on a caller's behalf (user administration): same
     * version bump and audit as an update, without the field-level role check.
     */
    systemUpdate(caller: Caller, id: string, changes: Args, log: string): StoredItem {
      const existing = store.get(caller.clinicId, id);
      if (!existing) throw new AppError(ERROR_TYPES.notFound, `No record with id ${id}`);
      const item = planSystemUpdate(existing, changes, now().toISOString());
      if (!store.replace(item, existing.Version)) throw raceLost(item.EntityType);
      store.insert(auditEntry(caller, log, item, diff(existing, item), item.updatedAt));
      return item;
    },

    /** Inserts a record the server creates on a caller's behalf, with its audit entry. */
    systemCreate(caller: Caller, kind: EntityType, id: string, fields: Args, log = 'create'): StoredItem {
      const item = planSystemCreate(caller, kind, id, fields, now().toISOString());
      store.insert(item);
      store.insert(auditEntry(caller, log, item, diff(undefined, item), item.createdAt));
      return item;
    },

    /** A row the server made on a caller's behalf (user administration), as they see it. */
    present: (caller: Caller, item: StoredItem) => serve(caller, (rc) => present(rc, item)),
  };
  return service;
}

export type RecordService = ReturnType<typeof createRecordService>;
