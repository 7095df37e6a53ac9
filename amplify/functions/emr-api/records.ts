/**
 * The EMR model's operations in the cloud — getEMR, listEMRS, listByGSI1…11, createEMR,
 * updateEMR, deleteEMR — with the embedded server's semantics: every rule comes from
 * `@emr/domain/server` (`planWrites`, the same plans backend/src/records/service.ts runs: this
 * reads what they ask for), every row a write changes — its own and its rules' effects, each
 * with its audit entry — is written in one DynamoDB transaction that checks each row's
 * `Version`, and the
 * rows of a patient a call shows (or evaluates a caller's predicate on) are written to the
 * access log before it answers, whether it succeeded or not (a function may be frozen once it
 * has answered, so nothing waits in a buffer).
 */
import { AppError, ERROR_TYPES, type GsiNumber } from '@emr/domain';
import type { CareMonthOverview } from '@emr/domain/care';
import {
  type Plan,
  type PlannedWrite,
  type ReadRequest,
  type RowChange,
  type RuleContext,
  type StoredItem,
  type WriteOperation,
  assertTransactionSize,
  audited,
  authorizeIndexQuery,
  authorizeScan,
  codeInUse,
  createViewLog,
  idTaken,
  keyCondition,
  pageItems,
  pageLimit,
  type CareMonthsSummary,
  planCareMonthOverview,
  type PatientMonthOutcome,
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
  planSendVisit,
  planVisitSeries,
  planWrites,
  present,
  raceLost,
  runPlanAsync,
  uniqueCodes,
  visibleRow,
} from '@emr/domain/server';
import { type Change, type Table, WriteRefused, codeClaimId } from '../shared/table.ts';

type Args = Record<string, unknown>;

/** Rows per page when reading a partition a rule needs whole. */
const RULE_PAGE = 500;

/**
 * Races a caller does not cause, on which a write is planned again on fresh reads: on a row the
 * server keeps for every writer (the billing totals, ADR 0047), and on a number the server
 * assigns (a PatientID, a claim number: two creates at once took the same next one). A number the
 * caller chose and someone took meanwhile is refused by the new plan, in the planner's words.
 */
const KEPT_BY_SERVER: ReadonlySet<string> = new Set(['BillingTotal']);
const RACE_ATTEMPTS = 4;
class RaceToPlanAgain extends Error {
  constructor(readonly refusal: AppError) {
    super(refusal.message);
  }
}

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

  /**
   * Writes the access-log entries of what a call showed its caller (`rc.views`: the rows it
   * answered with and the rows a filter or condition was evaluated on), before the function
   * answers: api.ts calls it when every call ends, answered or refused.
   */
  async function logViews(rc: RuleContext): Promise<void> {
    const at = now();
    const entries = views.entriesFor(rc.caller, rc.views.rows(), at);
    views.prune(at);
    if (entries.length) await table.putAll(entries);
  }

  /** A page as the caller sees it (its views noted in `rc.views`). */
  function answer(rc: RuleContext, page: { rows: StoredItem[]; last: Record<string, unknown> | undefined }, filter: unknown): Connection {
    return { items: pageItems(rc, page.rows, filter).items, nextToken: encodeToken(page.last) };
  }

  /**
   * Stores changes with an audit entry each, all or nothing; a lost race or a taken code is
   * answered as the embedded server answers it. `log` names a single change the server makes
   * on a caller's behalf (user administration: `deactivate`, …).
   */
  async function commit(rc: RuleContext, changes: readonly RowChange[], stamp: string, log?: string): Promise<void> {
    const withAudit: Change[] = audited(rc.caller, changes, stamp, log).map(({ before, after, audit }) => ({ before, after, audit }));
    try {
      await table.write(withAudit);
    } catch (error) {
      if (!(error instanceof WriteRefused)) throw error;
      const failed = withAudit[error.change]!;
      const target = (failed.after ?? failed.before)!;
      const code = error.reason === 'code' && failed.after ? uniqueCodes(failed.after).find((c) => codeClaimId(c) === error.code) : undefined;
      if (code) throw new RaceToPlanAgain(codeInUse(target, code));
      if (KEPT_BY_SERVER.has(target.EntityType)) throw new RaceToPlanAgain(raceLost(target.EntityType));
      if (!failed.before) throw idTaken(target.id);
      throw raceLost(target.EntityType);
    }
  }

  /** Answers a rule's read: a row by id (consistent), or an index partition (eventually consistent) in key order. */
  async function read(clinicId: string, request: ReadRequest): Promise<StoredItem | undefined | StoredItem[]> {
    if ('get' in request) return table.get(clinicId, request.get);
    const { limit, descending = false, ...query } = request.query;
    const out: StoredItem[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await table.query({ ...query, descending, limit: limit ?? RULE_PAGE, start });
      out.push(...page.rows);
      start = limit ? undefined : page.last;
    } while (start);
    return out;
  }

  async function commitPlan(rc: RuleContext, plan: (stamp: string) => Plan<PlannedWrite>, attempt = 1): Promise<PlannedWrite> {
    const stamp = now().toISOString();
    const planned = await runPlanAsync(plan(stamp), (request) => read(rc.caller.clinicId, request));
    assertTransactionSize(planned.changes);
    try {
      await commit(rc, planned.changes, stamp);
    } catch (error) {
      if (!(error instanceof RaceToPlanAgain)) throw error;
      if (attempt >= RACE_ATTEMPTS) throw error.refusal;
      return commitPlan(rc, plan, attempt + 1);
    }
    return planned;
  }

  /**
   * Plans writes as one transaction (the rules' reads, the rows, their effects) and stores them;
   * a race the caller did not cause (RaceToPlanAgain) plans it again, a few times.
   */
  async function storePlan(rc: RuleContext, plan: (stamp: string) => Plan<PlannedWrite>): Promise<StoredItem[]> {
    const planned = await commitPlan(rc, plan);
    for (const { before, after } of planned.changes) if (before && after?.EntityType === 'User') await onUserChange?.(before, after);
    return planned.rows;
  }

  const write = (rc: RuleContext, operations: readonly WriteOperation[]) => storePlan(rc, (stamp) => planWrites(rc, operations, stamp));

  const one = (action: WriteOperation['action']) => async (rc: RuleContext, args: Args) =>
    present(rc, (await write(rc, [{ action, input: (args['input'] ?? {}) as Args, condition: args['condition'] }]))[0]!);

  return {
    async get(rc: RuleContext, args: Args): Promise<Record<string, unknown> | null> {
      const row = visibleRow(rc, await table.get(rc.caller.clinicId, String(args['id'])));
      return row ? present(rc, row) : null;
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

    create: one('create'),
    update: one('update'),
    delete: one('delete'),

    /** `transactEMR`: the operations all or nothing, each row as the caller sees it. */
    async transact(rc: RuleContext, operations: readonly WriteOperation[]): Promise<Record<string, unknown>[]> {
      return (await write(rc, operations)).map((row) => present(rc, row));
    },

    /** `sendVisitToBilling`: `{ claim, visit, charges }`. */
    async sendVisitToBilling(rc: RuleContext, args: Args): Promise<Record<string, unknown>> {
      const [claim, visit, ...charges] = (await storePlan(rc, (stamp) => planSendVisit(rc, args['visitId'], stamp))).map((row) => present(rc, row));
      return { claim, visit, charges };
    },

    /** `scheduleVisitSeries`: `{ visits }`, in date order. */
    async scheduleVisitSeries(rc: RuleContext, args: Args): Promise<Record<string, unknown>> {
      return { visits: (await storePlan(rc, (stamp) => planVisitSeries(rc, args, stamp))).map((row) => present(rc, row)) };
    },

    /** `closeCareMonth`: `{ claim, charges }`. */
    async closeCareMonth(rc: RuleContext, args: Args): Promise<Record<string, unknown>> {
      const [claim, ...charges] = (await storePlan(rc, (stamp) => planCloseCareMonth(rc, args, stamp))).map((row) => present(rc, row));
      return { claim, charges };
    },

    /**
     * `closeCareMonths`: the patients of the program-month after `after`, one after another (each
     * claim takes the number after the one made before: patients closed side by side would take
     * the same), each patient's month one DynamoDB transaction, a batch's rows read at once; it
     * answers with a continuation (`next`) once its time budget or `limit` is spent, well inside
     * AppSync's 30 seconds.
     */
    async closeCareMonths(rc: RuleContext, args: Args): Promise<CareMonthsSummary> {
      const started = Date.now();
      const request = careMonthsRequest(rc, args, now().toISOString());
      const patients = await runPlanAsync(planCareMonthPatients(rc, request), (r) => read(rc.caller.clinicId, r));
      const outcomes: PatientMonthOutcome[] = [];
      let previousClaim: string | undefined;
      for (const batch of pendingBatches(request, patients)) {
        if (callIsOver(request, outcomes.length, Date.now() - started)) break;
        const rows = await runPlanAsync(planBatchRows(rc, request, batch), (r) => read(rc.caller.clinicId, r));
        for (const patientId of batch) {
          try {
            const outcome = outcomeOf(patientId, await storePlan(rc, (stamp) => planCloseCareMonth(rc, patientMonthArgs(request, patientId, previousClaim), stamp, 'batch', rows.get(patientId))));
            if (outcome.outcome === 'claim') previousClaim = outcome.number;
            outcomes.push(outcome);
          } catch (error) {
            previousClaim = undefined;
            outcomes.push(failedOutcome(patientId, error));
          }
        }
      }
      return summarize(request, patients, outcomes);
    },

    /** `careMonthOverview`: a program-month's figures, counted from the rows the caller may read. */
    careMonthOverview: (rc: RuleContext, args: Args): Promise<CareMonthOverview> => runPlanAsync(planCareMonthOverview(rc, args, now().toISOString()), (r) => read(rc.caller.clinicId, r)),

    commit,
    logViews,
  };
}

export type CloudRecords = ReturnType<typeof createCloudRecords>;
