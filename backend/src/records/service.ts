/**
 * The record operations behind the GraphQL API, with AppSync/DynamoDB semantics. Every rule —
 * tenant, role (CASL), module switches, one answer for missing and unseen rows, hidden fields
 * never named by a filter or condition, validation, derived index keys, histories,
 * server-owned attribution, optimistic concurrency on `Version`, the clinical safety rules — is
 * checked and planned by `@emr/domain/server` (`planWrites`; the cloud's emr-api applies the
 * same plans); here the rows a plan asks for are read and every row it changes — the written
 * row, the rows its rules' effects change, each with its audit entry — is stored in one
 * SQLite transaction, and views go to the access log.
 */
import { AppError, ERROR_TYPES, type EntityType, type GsiNumber, type ModuleKey } from '@emr/domain';
import type { CareMonthOverview } from '@emr/domain/care';
import {
  type Caller,
  type IndexFields,
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
  /** Every field of the model (from the introspection), for field-level read checks. */
  modelFields: readonly string[];
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
  const { db, store, tokens, modelFields } = opts;
  const now = opts.now ?? (() => new Date());
  const clinicModules = new Map<string, readonly ModuleKey[] | null>();

  function modulesOf(clinicId: string): readonly ModuleKey[] | null {
    if (!clinicModules.has(clinicId)) clinicModules.set(clinicId, enabledModules(store.get(clinicId, clinicId)));
    return clinicModules.get(clinicId) ?? null;
  }

  const context = (caller: Caller): RuleContext => ({ caller, modules: modulesOf(caller.clinicId), modelFields });

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
  function storePlan(caller: Caller, plan: (rc: RuleContext, stamp: string) => Plan<PlannedWrite>): StoredItem[] {
    const rc = context(caller);
    const stamp = now().toISOString();
    return db.transaction(() => {
      const planned = runPlan(plan(rc, stamp), (request) => read(caller.clinicId, request));
      assertTransactionSize(planned.changes);
      commit(caller, planned.changes, stamp);
      return planned.rows;
    })();
  }

  const write = (caller: Caller, operations: readonly WriteOperation[]) => storePlan(caller, (rc, stamp) => planWrites(rc, operations, stamp));

  function page(caller: Caller, rows: StoredItem[], limit: number, filter: unknown, token: (last: StoredItem) => string): Page {
    const { shown, items } = pageItems(context(caller), rows, filter);
    opts.accessLog?.record(caller, shown);
    const last = rows.at(-1);
    return { items, nextToken: rows.length === limit && last ? token(last) : null };
  }

  const service = {
    modulesOf,

    get(caller: Caller, id: string): Record<string, unknown> | null {
      const rc = context(caller);
      const item = visibleRow(rc, store.get(caller.clinicId, id));
      if (!item) return null;
      opts.accessLog?.record(caller, [item]);
      return present(rc, item);
    },

    /** `listEMRS`: a scan of the caller's clinic in id order. */
    list(caller: Caller, args: Args): Page {
      const limit = pageLimit(args['limit']);
      authorizeScan(context(caller), args);
      const scope = `scan|${caller.clinicId}`;
      const after = typeof args['nextToken'] === 'string' ? tokens.decode(scope, args['nextToken']).id : undefined;
      const rows = store.scan(caller.clinicId, limit, after);
      return page(caller, rows, limit, args['filter'], (last) => tokens.encode(scope, { sk: '', id: last.id }));
    },

    listByIndex(caller: Caller, index: IndexFields, args: Args): Page {
      const n = Number(index.queryField.replace('listByGSI', '')) as GsiNumber;
      const pk = authorizeIndexQuery(context(caller), index, args);
      const sk = index.skField ? keyCondition(args[index.skField]) : undefined;
      const descending = args['sortDirection'] === 'DESC';
      const limit = pageLimit(args['limit']);
      const scope = `${index.queryField}|${pk}|${JSON.stringify(sk ?? null)}|${descending ? 'D' : 'A'}`;
      const after = typeof args['nextToken'] === 'string' ? tokens.decode(scope, args['nextToken']) : undefined;
      const rows = store.queryIndex({ index: n, pk, sk, descending, limit, after });
      return page(caller, rows, limit, args['filter'], (last) => tokens.encode(scope, { sk: String(last[`GSI${n}SK`]), id: last.id }));
    },

    create(caller: Caller, input: Args, condition?: Predicate): Record<string, unknown> {
      return present(context(caller), write(caller, [{ action: 'create', input, condition }])[0]!);
    },

    update(caller: Caller, input: Args, condition?: Predicate): Record<string, unknown> {
      return present(context(caller), write(caller, [{ action: 'update', input, condition }])[0]!);
    },

    delete(caller: Caller, input: Args, condition?: Predicate): Record<string, unknown> {
      return present(context(caller), write(caller, [{ action: 'delete', input, condition }])[0]!);
    },

    /** `transactEMR`: the operations all or nothing, each row as the caller sees it. */
    transact(caller: Caller, operations: readonly WriteOperation[]): Record<string, unknown>[] {
      const rc = context(caller);
      return write(caller, operations).map((row) => present(rc, row));
    },

    /** `sendVisitToBilling`: `{ claim, visit, charges }`. */
    sendVisitToBilling(caller: Caller, args: Args): Record<string, unknown> {
      const [claim, visit, ...charges] = storePlan(caller, (rc, stamp) => planSendVisit(rc, args['visitId'], stamp)).map((row) => present(context(caller), row));
      return { claim, visit, charges };
    },

    /** `scheduleVisitSeries`: `{ visits }`, in date order. */
    scheduleVisitSeries(caller: Caller, args: Args): Record<string, unknown> {
      return { visits: storePlan(caller, (rc, stamp) => planVisitSeries(rc, args, stamp)).map((row) => present(context(caller), row)) };
    },

    /** `closeCareMonth`: `{ claim, charges }`. */
    closeCareMonth(caller: Caller, args: Args): Record<string, unknown> {
      const [claim, ...charges] = storePlan(caller, (rc, stamp) => planCloseCareMonth(rc, args, stamp)).map((row) => present(context(caller), row));
      return { claim, charges };
    },

    /**
     * `closeCareMonths`: the patients of the program-month after `after`, `CARE_MONTH_BATCH` per
     * SQLite transaction (the batch's rows read at once inside it), each patient in its own
     * savepoint (a refused patient's month changes nothing and the others go on), until the
     * month is done or the call's time budget or `limit` is spent (then `next` says where to go on).
     */
    closeCareMonths(caller: Caller, args: Args): CareMonthsSummary {
      const started = Date.now();
      const rc = context(caller);
      const request = careMonthsRequest(rc, args, now().toISOString());
      const patients = runPlan(planCareMonthPatients(rc, request), (r) => read(caller.clinicId, r));
      let previousClaim: string | undefined;
      const closeOne = (patientId: string, rows: PatientMonthRows | undefined) => {
        try {
          const outcome = outcomeOf(patientId, storePlan(caller, (ctx, at) => planCloseCareMonth(ctx, patientMonthArgs(request, patientId, previousClaim), at, 'batch', rows)));
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
            const rows = runPlan(planBatchRows(rc, request, batch), (r) => read(caller.clinicId, r));
            return batch.map((patientId) => closeOne(patientId, rows.get(patientId)));
          })(),
        );
      }
      return summarize(request, patients, outcomes);
    },

    /** `careMonthOverview`: a program-month's figures, counted here from the rows the caller may read. */
    careMonthOverview(caller: Caller, args: Args): CareMonthOverview {
      return runPlan(planCareMonthOverview(context(caller), args, now().toISOString()), (r) => read(caller.clinicId, r));
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

    present: (caller: Caller, item: StoredItem) => present(context(caller), item),
  };
  return service;
}

export type RecordService = ReturnType<typeof createRecordService>;
