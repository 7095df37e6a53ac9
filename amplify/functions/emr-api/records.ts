/**
 * The EMR model's operations in the cloud — getEMR, listEMRS, listByGSI1…11, createEMR,
 * updateEMR, deleteEMR — with the embedded server's semantics: every rule comes from
 * `@emr/domain/server` (the same checks and plans backend/src/records/service.ts applies, the
 * clinical safety rules included: this reads what they ask for), each change is written with
 * its audit entry in one DynamoDB transaction that also checks the row's `Version` (with the
 * patient's "none" statement an allergy or medication ends, and its audit entry), and the
 * rows of a patient it shows are written to the access log before it answers (a function may
 * be frozen once it has answered, so nothing waits in a buffer).
 */
import { AppError, ERROR_TYPES, type EntityType, type GsiNumber, nextPatientId, pk as pkOf } from '@emr/domain';
import {
  type RuleContext,
  type RuleQuery,
  type StoredItem,
  assertUniqueCode,
  auditEntry,
  authorizeIndexQuery,
  authorizeScan,
  chartOf,
  chartReads,
  codeInUse,
  createViewLog,
  diff,
  idTaken,
  keyCondition,
  needsPatientId,
  pageItems,
  pageLimit,
  planCreate,
  planDelete,
  planSystemUpdate,
  planUpdate,
  present,
  raceLost,
  reviewEnding,
  reviewedPatientOf,
  uniqueCode,
  visibleRow,
} from '@emr/domain/server';
import { type Change, type Table, WriteRefused } from '../shared/table.ts';

type Args = Record<string, unknown>;
type Write = Omit<Change, 'audit'>;

/** Rows per page when reading a partition a rule needs whole. */
const RULE_PAGE = 500;

export interface Connection {
  items: Record<string, unknown>[];
  nextToken: string | null;
}

const badToken = () => new AppError(ERROR_TYPES.badRequest, 'nextToken does not belong to this query');

/** Page tokens are DynamoDB's LastEvaluatedKey, base64url-encoded; a token is checked against the query it continues. */
export function encodeToken(last: Record<string, unknown> | undefined): string | null {
  return last ? Buffer.from(JSON.stringify(last)).toString('base64url') : null;
}

function decodeToken(token: unknown, fits: (key: Args) => boolean): Args | undefined {
  if (token === undefined || token === null) return undefined;
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(String(token), 'base64url').toString('utf8'));
  } catch {
    throw badToken();
  }
  if (!key || typeof key !== 'object' || Array.isArray(key) || !fits(key as Args)) throw badToken();
  return key as Args;
}

export interface CloudRecordsOptions {
  table: Table;
  now?: () => Date;
  /** Called after a User row's Role or Status changed, to bring the user pool in step. */
  onUserChange?: (before: StoredItem, after: StoredItem) => Promise<void>;
}

export function createCloudRecords({ table, now = () => new Date(), onUserChange }: CloudRecordsOptions) {
  /** Coalesces repeated views within this function instance (another instance logs its own). */
  const views = createViewLog();

  /** Writes the access-log entries of the rows shown to the caller. */
  async function logViews(rc: RuleContext, shown: readonly StoredItem[]): Promise<void> {
    const at = now();
    const entries = views.entriesFor(rc.caller, shown, at);
    views.prune(at);
    if (entries.length) await table.putAll(entries);
  }

  /** A page as the caller sees it, its views logged. */
  async function answer(rc: RuleContext, page: { rows: StoredItem[]; last: Record<string, unknown> | undefined }, filter: unknown): Promise<Connection> {
    const { shown, items } = pageItems(rc, page.rows, filter);
    await logViews(rc, shown);
    return { items, nextToken: encodeToken(page.last) };
  }

  /**
   * Writes a change with its audit entry, and the changes it calls for (`also`, each logged as
   * an update), all or nothing; a lost race or a taken code is answered as the embedded server
   * answers it.
   */
  async function commit(rc: RuleContext, log: string, change: Write, stamp: string, also: readonly Write[] = []): Promise<void> {
    const withAudit = (write: Write, entry: string): Change => {
      const target = (write.after ?? write.before)!;
      return { ...write, audit: auditEntry(rc.caller, entry, target, diff(write.before, write.after), stamp) };
    };
    const changes = [withAudit(change, log), ...also.map((write) => withAudit(write, 'update'))];
    try {
      await table.write(changes);
    } catch (error) {
      if (!(error instanceof WriteRefused)) throw error;
      const failed = changes[error.change]!;
      const target = (failed.after ?? failed.before)!;
      if (error.reason === 'code') throw codeInUse(target);
      if (!failed.before) throw idTaken(target.id);
      throw raceLost(target.EntityType);
    }
  }

  /** Every row of an index partition a rule asks for, in key order (secondary indexes are eventually consistent). */
  async function readAll(query: RuleQuery): Promise<StoredItem[]> {
    const out: StoredItem[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await table.query({ ...query, descending: false, limit: RULE_PAGE, start });
      out.push(...page.rows);
      start = page.last;
    } while (start);
    return out;
  }

  /** The patient's active allergies and medications a write is checked against. */
  async function chartFor(rc: RuleContext, kind: unknown, before: StoredItem | undefined, input: Args) {
    const reads = chartReads(rc.caller.clinicId, kind as EntityType, before, input);
    return chartOf(await Promise.all(reads.map(async (read) => [read, await readAll(read.query)] as const)));
  }

  /** The Patient row change a written allergy or medication calls for (its "none" statement ends), read consistently. */
  async function reviewEnded(item: StoredItem, stamp: string): Promise<Write[]> {
    const query = reviewedPatientOf(item);
    const found = query ? (await readAll(query))[0] : undefined;
    const patient = found && (await table.get(found.ClinicID, found.id));
    const changes = reviewEnding(item, patient);
    return patient && changes ? [{ before: patient, after: planSystemUpdate(patient, changes, stamp) }] : [];
  }

  /** Refuses a code another row of the clinic holds already (the transaction's claim row closes the race). */
  async function checkUniqueCode(item: StoredItem): Promise<void> {
    const code = uniqueCode(item);
    if (!code) return;
    const { rows } = await table.query({ index: 6, pk: code.pk, sk: { eq: code.sk }, descending: false, limit: 2 });
    assertUniqueCode(item, rows);
  }

  async function nextPatientIdOf(clinicId: string): Promise<string> {
    const { rows } = await table.query({ index: 6, pk: pkOf.code(clinicId, 'Patient'), descending: true, limit: 50 });
    const highest = rows.map((row) => String(row['PatientID'] ?? '')).find((code) => /\d$/.test(code));
    return nextPatientId(highest, clinicId);
  }

  return {
    async get(rc: RuleContext, args: Args): Promise<Record<string, unknown> | null> {
      const row = visibleRow(rc, await table.get(rc.caller.clinicId, String(args['id'])));
      if (!row) return null;
      await logViews(rc, [row]);
      return present(rc, row);
    },

    /** `listEMRS`: a scan of the table keeping the caller's clinic. */
    async list(rc: RuleContext, args: Args): Promise<Connection> {
      const limit = pageLimit(args['limit']);
      authorizeScan(rc, args);
      const start = decodeToken(args['nextToken'], (key) => Object.keys(key).join() === 'id');
      return answer(rc, await table.scan(rc.caller.clinicId, limit, start), args['filter']);
    },

    async listByIndex(rc: RuleContext, n: GsiNumber, args: Args): Promise<Connection> {
      const pk = authorizeIndexQuery(rc, { queryField: `listByGSI${n}`, pkField: `GSI${n}PK` }, args);
      const start = decodeToken(args['nextToken'], (key) => key[`GSI${n}PK`] === pk);
      const page = await table.query({
        index: n,
        pk,
        sk: keyCondition(args[`GSI${n}SK`]),
        descending: args['sortDirection'] === 'DESC',
        limit: pageLimit(args['limit']),
        start,
      });
      return answer(rc, page, args['filter']);
    },

    async create(rc: RuleContext, args: Args): Promise<Record<string, unknown>> {
      const input = (args['input'] ?? {}) as Args;
      const stamp = now().toISOString();
      const patientId = needsPatientId(input) ? await nextPatientIdOf(rc.caller.clinicId) : undefined;
      const chart = await chartFor(rc, input['EntityType'], undefined, patientId ? { ...input, PatientID: patientId } : input);
      const item = planCreate(rc, input, args['condition'], { now: stamp, chart, assignPatientId: () => patientId! });
      await checkUniqueCode(item);
      await commit(rc, 'create', { before: undefined, after: item }, stamp, await reviewEnded(item, stamp));
      return present(rc, item);
    },

    async update(rc: RuleContext, args: Args): Promise<Record<string, unknown>> {
      const input = (args['input'] ?? {}) as Args;
      const stamp = now().toISOString();
      const existing = await table.get(rc.caller.clinicId, String(input['id']));
      const visible = visibleRow(rc, existing);
      const chart = visible ? await chartFor(rc, visible.EntityType, visible, input) : chartOf([]);
      const item = planUpdate(rc, existing, input, args['condition'], { now: stamp, chart });
      await checkUniqueCode(item);
      await commit(rc, 'update', { before: existing, after: item }, stamp, await reviewEnded(item, stamp));
      if (existing && item.EntityType === 'User') await onUserChange?.(existing, item);
      return present(rc, item);
    },

    async delete(rc: RuleContext, args: Args): Promise<Record<string, unknown>> {
      const input = (args['input'] ?? {}) as Args;
      const existing = planDelete(rc, await table.get(rc.caller.clinicId, String(input['id'])), input, args['condition']);
      await commit(rc, 'delete', { before: existing, after: undefined }, now().toISOString());
      return present(rc, existing);
    },

    commit,
  };
}

export type CloudRecords = ReturnType<typeof createCloudRecords>;
