/**
 * The record operations behind the GraphQL API, with AppSync/DynamoDB semantics. Every rule —
 * tenant, role (CASL), module switches, one answer for missing and unseen rows, hidden fields
 * never named by a filter or condition, validation, derived index keys, histories,
 * server-owned attribution, optimistic concurrency on `Version`, the clinical safety rules — is
 * checked and planned by `@emr/domain/server` (the cloud's emr-api applies the same plans);
 * here the rows a rule asks for are read, the planned row and its audit entry are written in
 * one SQLite transaction (with the patient's ended "none" statement), and views go to the
 * access log.
 */
import { AppError, ERROR_TYPES, type EntityType, type GsiNumber, type ModuleKey, nextPatientId, pk as pkOf } from '@emr/domain';
import {
  type Caller,
  type IndexFields,
  type Predicate,
  type RuleContext,
  type RuleQuery,
  type StoredItem,
  assertUniqueCode,
  auditEntry,
  authorizeIndexQuery,
  authorizeScan,
  chartOf,
  chartReads,
  diff,
  enabledModules,
  idTaken,
  keyCondition,
  needsPatientId,
  pageItems,
  pageLimit,
  planCreate,
  planDelete,
  planSystemCreate,
  planSystemUpdate,
  planUpdate,
  present,
  raceLost,
  reviewEnding,
  reviewedPatientOf,
  uniqueCode,
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

  /** Codes in index 6 are unique in a clinic: checked inside the write's transaction. */
  function checkUniqueCode(item: StoredItem): void {
    const code = uniqueCode(item);
    if (code) assertUniqueCode(item, store.queryIndex({ index: 6, pk: code.pk, sk: { eq: code.sk }, descending: false, limit: 2 }));
  }

  /** The clinic's next PatientID (read and stored in one synchronous create, so two creates never get the same). */
  function assignPatientId(clinicId: string): string {
    const highest = store
      .queryIndex({ index: 6, pk: pkOf.code(clinicId, 'Patient'), descending: true, limit: 50 })
      .map((row) => String(row['PatientID'] ?? ''))
      .find((code) => /\d$/.test(code));
    return nextPatientId(highest, clinicId);
  }

  /** Every row of an index partition a rule asks for, in key order. */
  function readAll(query: RuleQuery): StoredItem[] {
    const out: StoredItem[] = [];
    let after: { sk: string; id: string } | undefined;
    for (;;) {
      const rows = store.queryIndex({ ...query, descending: false, limit: RULE_PAGE, after });
      out.push(...rows);
      const last = rows.at(-1);
      if (rows.length < RULE_PAGE || !last) return out;
      after = { sk: String(last[`GSI${query.index}SK`]), id: last.id };
    }
  }

  /** The patient's active allergies and medications a write is checked against. */
  const chartFor = (caller: Caller, kind: unknown, before: StoredItem | undefined, input: Args) =>
    chartOf(chartReads(caller.clinicId, kind as EntityType, before, input).map((read) => [read, readAll(read.query)] as const));

  /** Inside the write's transaction: an active allergy or medication ends its patient's "none" statement. */
  function endReview(caller: Caller, item: StoredItem): void {
    const query = reviewedPatientOf(item);
    const patient = query ? readAll(query)[0] : undefined;
    const changes = reviewEnding(item, patient);
    if (patient && changes) service.systemUpdate(caller, patient.id, changes, 'update');
  }

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
      const rc = context(caller);
      const stamp = now().toISOString();
      const patientId = needsPatientId(input) ? assignPatientId(caller.clinicId) : undefined;
      const chart = chartFor(caller, input['EntityType'], undefined, patientId ? { ...input, PatientID: patientId } : input);
      const item = planCreate(rc, input, condition, { now: stamp, chart, assignPatientId: () => patientId! });
      db.transaction(() => {
        // ids are per clinic: only a row of the caller's own clinic can collide
        if (store.get(caller.clinicId, item.id)) throw idTaken(item.id);
        checkUniqueCode(item);
        store.insert(item);
        store.insert(auditEntry(caller, 'create', item, diff(undefined, item), stamp));
        endReview(caller, item);
      })();
      if (item.EntityType === 'Clinic') clinicModules.delete(item.id);
      return present(rc, item);
    },

    update(caller: Caller, input: Args, condition?: Predicate): Record<string, unknown> {
      const rc = context(caller);
      const stamp = now().toISOString();
      const existing = store.get(caller.clinicId, String(input['id']));
      const visible = visibleRow(rc, existing);
      const chart = visible ? chartFor(caller, visible.EntityType, visible, input) : chartOf([]);
      const item = planUpdate(rc, existing, input, condition, { now: stamp, chart });
      db.transaction(() => {
        checkUniqueCode(item);
        if (!existing || !store.replace(item, existing.Version)) throw raceLost(item.EntityType);
        if (item.EntityType === 'User') opts.onUserChange?.(existing, item);
        store.insert(auditEntry(caller, 'update', item, diff(existing, item), stamp));
        endReview(caller, item);
      })();
      if (item.EntityType === 'Clinic') clinicModules.delete(item.id);
      return present(rc, item);
    },

    delete(caller: Caller, input: Args, condition?: Predicate): Record<string, unknown> {
      const rc = context(caller);
      const existing = planDelete(rc, store.get(caller.clinicId, String(input['id'])), input, condition);
      const stamp = now().toISOString();
      db.transaction(() => {
        store.delete(caller.clinicId, existing.id);
        store.insert(auditEntry(caller, 'delete', existing, diff(existing, undefined), stamp));
      })();
      return present(rc, existing);
    },

    /**
     * Applies a change the server makes on a caller's behalf (user administration): same
     * version bump and audit as an update, without the field-level role check.
     */
    systemUpdate(caller: Caller, id: string, changes: Args, log: string): StoredItem {
      const existing = store.get(caller.clinicId, id);
      if (!existing) throw new AppError(ERROR_TYPES.notFound, `No record with id ${id}`);
      const item = planSystemUpdate(existing, changes, now().toISOString());
      if (!store.replace(item, existing.Version)) throw new AppError(ERROR_TYPES.conflict, 'The record changed at the same moment; try again');
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
