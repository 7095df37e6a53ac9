/**
 * The one path every row's write takes, read top-down: a client's createEMR, updateEMR,
 * deleteEMR and each operation of transactEMR (a series' visits too), a server planner's rows
 * (sendVisitToBilling, closeCareMonth) and the rows a rule's effect changes (`origin`):
 *
 * 1. **the row** as stored (update, delete) — for a client, one answer for a row it may not
 *    see — and the client's right to the action on the kind;
 * 2. **normalise** what was sent: the model's types, UTC date-times, codes (normalise.ts);
 * 3. **refuse** what it may not send: secrets, server-owned fields, immutable fields, fields
 *    locked in the stored row's state (fieldPolicy.ts);
 * 4. **apply**: the row the write leaves — the stored row with what was sent, its history,
 *    the kind's rules (the moves its states allow, stamps, derived fields: recordRules.ts),
 *    attribution, derived keys — checked against the client's field rights and the kind's
 *    field specs (a delete: the kind's delete rules);
 * 5. **invariants**: the rules of the state the row is left in, whatever move got it there;
 * 6. the client's **condition**, on the stored row as they see it (a view, held or not);
 * 7. **unique** codes and a free id; the row joins the transaction;
 * 8. **effects**: the changes it calls for on other rows, each through this same path.
 *
 * Views go to the request's `rc.views` (rules.ts `present`, `checkCondition`); the server
 * writes every change with its audit entry (writes.ts `audited`) and logs the views when the
 * request ends.
 */
import { type EntityType, isEntityType } from '../entities.ts';
import { AppError, ERROR_TYPES } from '../errors.ts';
import { ATTRIBUTION_FIELDS, withAttribution, withHistory } from '../histories.ts';
import { GSI_FIELDS, pk } from '../keys.ts';
import { nextCode } from '../recordNumbers.ts';
import { assertValidRecord } from '../schemas.ts';
import { assertKind } from './access.ts';
import { diff } from './audit.ts';
import { IGNORED_ON_CREATE, type WriteOrigin, refuseFields } from './fieldPolicy.ts';
import { UNIQUE_SLOTS } from './indexKeys.ts';
import { type StoredItem, buildItem, newRowId } from './item.ts';
import { normaliseInput } from './normalise.ts';
import { applyRules, checkDeleteRules, checkInvariants, effectReadsOf, effectsOf, invariantReadsOf, rulesReads } from './recordRules.ts';
import {
  type RuleContext,
  assertPredicateReadable,
  authorize,
  checkCondition,
  codeInUse,
  hiddenOf,
  historyContext,
  idTaken,
  noSuchRecord,
  uniqueCodes,
  visibleRow,
} from './rules.ts';
import { type Effect, type Fields, Got, type ReadRequest, type WriteAction, type WriteContext } from './ruleTypes.ts';
import { type Plan, Transaction, read } from './transaction.ts';

/** One row's write: what was sent, by whom. */
export interface RowWrite {
  action: WriteAction;
  /** A create's fields (with `EntityType`); an update's changes with the row's `id` (and a client's `Version`); a delete's `id`. */
  input: Fields;
  /** A client's condition on the stored row. */
  condition?: unknown;
  origin: WriteOrigin;
}

/** The fields the server fills with the clinic's next code when a create sends none. */
const ASSIGNED_CODES: Partial<Record<EntityType, { first: (clinicId: string) => string }>> = {
  Patient: { first: (clinic) => `${letters(clinic)}-000001` },
  Claim: { first: (clinic) => `CLM-${letters(clinic)}-00001` },
  Payment: { first: (clinic) => `PMT-${letters(clinic)}-000001` },
  PaymentPlan: { first: (clinic) => `PP-${letters(clinic)}-0001` },
};
const letters = (clinicId: string) => clinicId.replace(/[^A-Za-z]/g, '').slice(0, 2).toUpperCase() || 'PT';
const blank = (value: unknown) => value === undefined || value === null || value === '';
const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$/;
const gone = (kind: string) => new AppError(ERROR_TYPES.conflict, `The ${kind} record this change needs was deleted at the same moment. Reload and try again.`);

/** The clinic's next code for a create that sends none (PatientID, claim number, PaymentID, PaymentPlanID). */
function* withAssignedCode(tx: Transaction, rc: RuleContext, kind: EntityType, input: Fields): Plan<Fields> {
  const assigned = ASSIGNED_CODES[kind];
  const field = UNIQUE_SLOTS[kind]?.[6];
  if (!assigned || !field || !blank(input[field])) return input;
  const got = yield* read(tx, { codes: { query: { index: 6, pk: pk.code(rc.caller.clinicId, kind), descending: true, limit: 50 } } });
  const highest = got.rows('codes').map((row) => String(row[field] ?? '')).find((code) => /\d$/.test(code));
  return { ...input, [field]: nextCode(highest, assigned.first(rc.caller.clinicId)) };
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

/** 1. The row an update or delete changes: for a client, as missing when it may not see it. */
function* storedRow(rc: RuleContext, tx: Transaction, id: string, origin: WriteOrigin): Plan<StoredItem> {
  const stored = (yield* read(tx, { self: { get: id } })).row('self');
  if (origin === 'client') {
    const visible = visibleRow(rc, stored);
    if (!visible) throw noSuchRecord(id);
    return visible;
  }
  if (!stored) throw gone('requested');
  return stored;
}

/** Index keys are derived by the server; a client that sends others is refused (they would not be the keys stored). */
function checkSentKeys(input: Fields, item: StoredItem): void {
  for (const field of GSI_FIELDS) {
    if (input[field] !== undefined && input[field] !== null && input[field] !== item[field]) {
      throw new AppError(ERROR_TYPES.badRequest, `${field} is derived from the record's fields (expected ${JSON.stringify(item[field] ?? null)}); use the domain key builders`);
    }
  }
}

/** The client's `Version` is the stored row's (optimistic concurrency). */
function checkVersion(kind: EntityType, stored: StoredItem, version: unknown): void {
  if (!Number.isInteger(version)) throw new AppError(ERROR_TYPES.validation, 'Version is required on update: send the Version of the record you edited', { Version: 'Required' });
  if (version !== stored.Version) {
    throw new AppError(
      ERROR_TYPES.conflict,
      `This ${kind} record was changed by someone else after you opened it (you edited version ${String(version)}, it is now at version ${stored.Version}). Reload it and apply your change again.`,
    );
  }
}

/** What a write sends for the row's own fields (not its id, Version, keys, or attribution a create may not set). */
function sentFields(input: Fields, creating: boolean): Fields {
  const skip = new Set<string>(['id', 'Version', ...GSI_FIELDS, ...(creating ? IGNORED_ON_CREATE : [])]);
  return Object.fromEntries(Object.entries(input).filter(([field]) => !skip.has(field)));
}

/**
 * 4. The row a create or update leaves: the stored row with what was sent, its history, the
 * kind's rules (but an effect's: its rule computed the values), attribution, derived keys; a
 * client's changed fields checked against its rights, and the row against the kind's specs.
 */
function applyWrite(rc: RuleContext, w: WriteContext, got: Got, id: string, sent: Fields): StoredItem {
  const { caller, kind, before, now } = w;
  const ctx = historyContext(caller, now);
  const client = w.origin === 'client';
  let row: Fields = { ...(before ?? {}), ...sent };
  if (client) {
    const fields = before ? diff(before, row).map((change) => change.field) : Object.keys(sent).filter((f) => f !== 'EntityType' && sent[f] !== null);
    authorize(rc, w.action, { id, EntityType: kind }, fields.filter((f) => !ATTRIBUTION_FIELDS.includes(f as never)));
  }
  if (w.origin !== 'effect') row = applyRules(w, withHistory(kind, before, row, ctx), got);
  const version = before ? before.Version + 1 : 1;
  const build = (fields: Fields) => buildItem({ id, clinicId: caller.clinicId, kind, fields, version, createdAt: before?.createdAt ?? now, updatedAt: now });
  // keys a client sent are checked against its own fields (a create's carry its own Timestamp); the stored ones carry the server's attribution
  if (client) checkSentKeys(w.input, build(before ? withAttribution(before, row, ctx) : row));
  const item = build(withAttribution(before, row, ctx));
  assertValidRecord(kind, item, before);
  return item;
}

/** The row's kind and id, as a create names them (a client's kind checked against its rights first). */
function createdRow(rc: RuleContext, input: Fields, origin: WriteOrigin): { kind: EntityType; id: string } {
  const kind = assertKind(input['EntityType']);
  if (origin === 'client') {
    if (kind === 'User') throw new AppError(ERROR_TYPES.validation, 'Staff accounts are created with adminCreateUser, which also creates their sign-in');
    authorize(rc, 'create', { id: '', EntityType: kind });
    if (!blank(input['ClinicID']) && input['ClinicID'] !== rc.caller.clinicId) throw new AppError(ERROR_TYPES.forbidden, 'Not Authorized: records can only be created in your own clinic');
  }
  const id = blank(input['id']) ? newRowId() : String(input['id']);
  if (!ID_PATTERN.test(id)) throw new AppError(ERROR_TYPES.badRequest, 'id may hold letters, digits and . _ : - (at most 128)');
  return { kind, id };
}

/** Plans one row's write through every step; returns the row as planned (a deleted row as it was). */
export function* planRow(rc: RuleContext, tx: Transaction, write: RowWrite, now: string): Plan<StoredItem> {
  const { action, condition, origin } = write;
  const client = origin === 'client';

  // 1. the row, and the client's right to the action
  const creating = action === 'create' ? createdRow(rc, write.input, origin) : undefined;
  const id = creating?.id ?? String(write.input['id']);
  const before = creating ? undefined : yield* storedRow(rc, tx, id, origin);
  const kind = creating?.kind ?? assertKind(before!.EntityType);
  if (client) assertPredicateReadable(condition, hiddenOf(rc, { id, EntityType: kind }), 'condition');
  if (client && action === 'delete') authorize(rc, 'delete', before!);
  if (client && action === 'update') checkVersion(kind, before!, write.input['Version']);

  // 2. normalise (an effect's values are the server's own), 3. refuse what it may not send
  let input = origin === 'effect' ? write.input : normaliseInput(write.input, rc.fieldTypes, client);
  if (creating) input = yield* withAssignedCode(tx, rc, kind, input);
  refuseFields(kind, input, before, origin);
  const w: WriteContext = { caller: rc.caller, kind, action, before, input, now, origin };

  if (action === 'delete') {
    // 4. the kind's delete rules, 6. the condition
    checkCondition(rc, before, condition);
    const got = yield* read(tx, rulesReads(w));
    checkDeleteRules(w, got);
    tx.put(before, undefined);
    if (origin !== 'effect') yield* planEffects(rc, tx, w, undefined, got);
    return before!;
  }

  // 4. apply
  const got = origin === 'effect' ? new Got() : yield* read(tx, rulesReads(w));
  const item = applyWrite(rc, w, got, id, sentFields(input, !!creating));
  // 5. invariants of the state the row is left in
  checkInvariants(w, item, got.with(yield* read(tx, invariantReadsOf(w, item))));
  // 6. the client's condition
  if (client) checkCondition(rc, before, condition);
  // 7. unique codes, a free id
  yield* assertFree(tx, item, before);
  tx.put(before, item);
  // 8. effects (an effect's row plans none: its rule planned what follows)
  if (origin !== 'effect') yield* planEffects(rc, tx, w, item, got);
  return item;
}

/** 8. The changes a write calls for on other rows, each planned through `planRow` as the server's. */
function* planEffects(rc: RuleContext, tx: Transaction, w: WriteContext, item: StoredItem | undefined, got: Got): Plan<void> {
  const all = got.with(yield* read(tx, effectReadsOf(w, item, got)));
  for (const effect of effectsOf(w, item, all)) yield* planRow(rc, tx, effectWrite(effect, 'effect'), w.now);
}

/** A rule's effect (or a server planner's row) as a row write. */
export function effectWrite(effect: Effect, origin: WriteOrigin): RowWrite {
  if ('create' in effect) return { action: 'create', input: { ...effect.fields, EntityType: effect.create, ...(effect.id ? { id: effect.id } : {}) }, origin };
  if (!isEntityType(effect.update.EntityType)) throw gone(effect.update.EntityType);
  return { action: 'update', input: { ...effect.changes, id: effect.update.id }, origin };
}

/**
 * Checks a row as stored against its kind's invariants (step 5 alone), reading what they need:
 * for rows a migration writes outside the write path, and for a data set (the demo) that must
 * hold every rule a write would hold it to.
 */
export function* planStoredRowCheck(rc: RuleContext, row: StoredItem, now: string): Plan<void> {
  const w: WriteContext = { caller: rc.caller, kind: assertKind(row.EntityType), action: 'update', before: row, input: {}, now, origin: 'effect' };
  checkInvariants(w, row, yield* read(new Transaction(), invariantReadsOf(w, row)));
}
