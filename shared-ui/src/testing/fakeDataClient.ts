/**
 * An in-memory Data client with the embedded server's behaviour for component tests: index
 * queries over keys derived by the domain builders, key conditions, paging, Version checks
 * (ConflictUnhandled), the signed-in role's permissions and each kind's validation
 * (`@emr/domain`, as the server refuses), the server's user administration (fakeUserAdmin.ts)
 * the code-set queries and ICD-10-CM rules (`@emr/domain/codes`: a signed note's diagnoses land on
 * the problem list) and the custom operations a test adds. Not a stub per call. A read returns only the fields its selection set
 * names, as AppSync does, so a screen showing a field it did not ask for fails its test; with
 * `requireSelectionSet` (every remote's `renderRemote`), a read without one is refused.
 */
import { AppError, keyConditionHolds, type EntityType, type Role, GSI_FIELDS, isActiveEntry, nextPatientId, pk } from '@emr/domain';
import { applyNoteRules, applyVisitStatusRules, wrapUpNote } from '@emr/domain/visits';
import { assertValidRecord } from '@emr/domain/schemas';
import {
  ATTRIBUTION_FIELDS,
  HISTORY_FIELDS,
  type Predicate,
  type ReadRequest,
  type StoredItem,
  can,
  codeInUse,
  forbidden,
  indexKeysFor,
  matches,
  planCareMonthOverview,
  planReadingAlerts,
  ruleContext,
  runPlan,
  uniqueCodes,
  withAttribution,
  withHistory,
} from '@emr/domain/server';
import { applyDiagnosisCode, applyNoteDiagnoses, codeSet, describeCodes, problemListAdditions, searchCodes, signsNote } from '@emr/domain/codes';
import { applyClinicalRules, reviewEndedBy, vocabulary } from '@emr/domain/vocabularies';
import type { EmrRecord } from '../data/records.ts';
import { sessionStore } from '../session/sessionStore.ts';
import { userAdministration } from './fakeUserAdmin.ts';

type Fields = Record<string, unknown>;
type Result<T> = { data: T; errors?: { errorType: string; message: string }[]; nextToken?: string | null };

export interface FakeDataClientOptions {
  clinicId?: string;
  /** Custom queries and mutations besides the server's user administration: name → handler returning data (throw to answer an error). */
  operations?: Record<string, (args: Fields, rows: Map<string, EmrRecord>) => unknown>;
  /** Refuse a read (get, index query) that names no selection set. */
  requireSelectionSet?: boolean;
}

/** The row as the selection set asks for it: AppSync returns the fields selected, null where a row has no value. */
function project(row: EmrRecord, selectionSet: unknown): EmrRecord {
  if (!Array.isArray(selectionSet)) return row;
  return Object.fromEntries(selectionSet.map((field: string) => [field, row[field] ?? null])) as EmrRecord;
}

function matchesCondition(sk: string, condition: Fields | undefined): boolean {
  if (!condition) return true;
  const [op, operand] = Object.entries(condition)[0] ?? [];
  switch (op) {
    case 'eq': return sk === operand;
    case 'le': return sk <= (operand as string);
    case 'lt': return sk < (operand as string);
    case 'ge': return sk >= (operand as string);
    case 'gt': return sk > (operand as string);
    case 'beginsWith': return sk.startsWith(operand as string);
    case 'between': return sk >= (operand as string[])[0]! && sk <= (operand as string[])[1]!;
    default: return true;
  }
}

export function createFakeDataClient({ clinicId = 'north', operations = {}, requireSelectionSet = false }: FakeDataClientOptions = {}) {
  const rows = new Map<string, EmrRecord>();
  /** Every call; `headers` when the call sent its own (the Data client's per-call `headers` option). */
  const calls: { op: string; args: unknown; headers?: Record<string, string> }[] = [];
  const error = (errorType: string, message: string) => ({ data: null, errors: [{ errorType, message }] });
  const unselected = (op: string, options: Fields | undefined) =>
    requireSelectionSet && !Array.isArray(options?.['selectionSet'])
      ? error('BadRequestException', `${op} without a selectionSet: a resource names the fields its screen shows (selection(...) beside the resource)`)
      : null;

  const store = (fields: Fields, version: number, createdAt: string): EmrRecord => {
    const base: Fields = { ...fields, ClinicID: clinicId };
    for (const field of GSI_FIELDS) delete base[field];
    const keys = indexKeysFor(base['EntityType'] as EntityType, base);
    const now = new Date().toISOString();
    return { ...base, ...keys, Version: version, createdAt, updatedAt: now } as unknown as EmrRecord;
  };

  // the server's own rules: it stamps who and when, keeps the histories and assigns PatientIDs (domain/src/histories.ts)
  const caller = () => {
    const me = sessionStore.getState().userData;
    return { by: me?.id ?? 'unknown', ...(me?.FullName ? { name: me.FullName } : {}), at: new Date().toISOString() };
  };
  const put = (fields: Fields, version = 1): EmrRecord => {
    const id = (fields['id'] as string) ?? crypto.randomUUID();
    const before = rows.get(id);
    const row = store({ ...fields, id }, version, before?.createdAt ?? new Date().toISOString());
    rows.set(id, row);
    return row;
  };
  const handlers = {
    ...userAdministration({
      rows,
      put,
      caller: () => {
        const me = sessionStore.getState().userData;
        return { id: me?.id ?? 'unknown', role: String(me?.Role ?? ''), name: me?.FullName ?? '' };
      },
    }),
    searchCodes: (args: Fields) => searchCodes(args),
    describeCodes: (args: Fields) => describeCodes(args),
    // the server's own count (domain/src/server/careMonthOverview.ts) over these rows, as the signed-in role
    careMonthOverview: (args: Fields) => {
      const me = sessionStore.getState().userData;
      const caller = { sub: me?.id ?? 'unknown', clinicId, group: String(me?.Role ?? 'user') as Role, email: '', name: me?.FullName ?? '' };
      const read = (request: ReadRequest) => {
        if ('get' in request) return rows.get(request.get) as StoredItem | undefined;
        const { index, pk, sk } = request.query;
        const found = [...rows.values()].filter((row) => row[`GSI${index}PK`] === pk && typeof row[`GSI${index}SK`] === 'string' && keyConditionHolds(row[`GSI${index}SK`] as string, sk));
        return found.sort((a, b) => String(a[`GSI${index}SK`]).localeCompare(String(b[`GSI${index}SK`]))) as unknown as StoredItem[];
      };
      return JSON.stringify(runPlan(planCareMonthOverview(ruleContext(caller, null, { modelFields: [], fieldTypes: {} }), args, new Date().toISOString()), read));
    },
    ...operations,
  } as Record<string, (args: Fields, rows: Map<string, EmrRecord>) => unknown>;
  const withoutHistory = (kind: EntityType, fields: Fields): Fields => {
    const field = HISTORY_FIELDS[kind];
    if (!field) return fields;
    const { [field]: _ignored, ...rest } = fields;
    return rest;
  };
  // a visit's note as the server reads it for a check-out (its parent index, visits/wrapUp.ts)
  const checksOut = (before: Fields | undefined, row: Fields) => before !== undefined && row['VisitStatus'] === 'CheckedOut' && before['VisitStatus'] !== 'CheckedOut';
  const visitNote = (visitId: string) => wrapUpNote([...rows.values()].filter((r) => r['GSI5PK'] === pk.parent(clinicId, 'Note', visitId)));
  // the clinical rules (domain/src/vocabularies/clinicalRules.ts): reviews, duplicates, warnings
  // the server's record rules of a write: a visit's status moves (visits/visitStatus.ts), then the clinical rules
  const clinical = (kind: EntityType, before: Fields | undefined, row: Fields, input: Fields, at: { by: string; name?: string; at: string }) =>
    applyClinicalRules(vocabulary(), kind, before, kind === 'Visit' ? applyVisitStatusRules(before, row, at.at, checksOut(before, row) ? visitNote(String(before!.id)) : undefined) : kind === 'Note' ? applyNoteRules(before, row) : row, input, {
      ...at,
      activeEntries: (list, patientId) => [...rows.values()].filter((r) => r.EntityType === list && r['PatientID'] === patientId && isActiveEntry(r)),
    });
  // ICD-10-CM (codes/diagnosisCodes.ts): a Diagnosis's ConceptCode and a note's diagnoses are known codes
  const coded = (kind: EntityType, row: Fields): Fields => {
    if (kind === 'Diagnosis') return applyDiagnosisCode(codeSet('ICD10CM'), row);
    if (kind !== 'Note') return row;
    const checked = applyNoteDiagnoses(codeSet('ICD10CM'), row);
    return checked === row || typeof row['Notes'] !== 'string' ? checked : { ...checked, Notes: JSON.stringify(checked['Notes']) };
  };
  // signing a note puts its diagnoses on the problem list (server/diagnosisRules.ts)
  const addProblems = (before: Fields | undefined, row: EmrRecord, ctx: { by: string; name?: string; at: string }) => {
    if (row.EntityType !== 'Note' || !signsNote(before, row)) return;
    const active = [...rows.values()].filter((r) => r.EntityType === 'Diagnosis' && r['PatientID'] === row['PatientID'] && isActiveEntry(r));
    for (const fields of problemListAdditions(parsedJson(row), active, ctx.at)) {
      put(withAttribution(undefined, withHistory('Diagnosis', undefined, { ...fields, EntityType: 'Diagnosis' }, ctx), ctx));
    }
  };
  const endReviews = (row: EmrRecord) => {
    const patient = [...rows.values()].find((r) => r.EntityType === 'Patient' && r['PatientID'] === row['PatientID']);
    const changes = patient ? reviewEndedBy(row.EntityType, row, patient) : null;
    if (patient && changes) rows.set(patient.id, store({ ...patient, ...changes }, patient.Version + 1, patient.createdAt));
  };
  /** A row's AWSJSON fields as the server validates them: parsed (the client sends them as JSON strings). */
  const parsedJson = (fields: Fields): Fields =>
    Object.fromEntries(
      Object.entries(fields).map(([key, value]) => {
        if (typeof value !== 'string' || !/^\s*[[{]/.test(value)) return [key, value];
        try {
          return [key, JSON.parse(value) as unknown];
        } catch {
          return [key, value];
        }
      }),
    );
  /** As the server: the signed-in role must be allowed the action on the kind (no one signed in: a test's setup, allowed). */
  const assertAllowed = (action: 'create' | 'update' | 'delete', row: { id: string; EntityType: EntityType }, fields: string[] = []) => {
    const me = sessionStore.getState().userData;
    if (!me) return;
    const caller = { sub: me.id, clinicId, group: me.Role as Role, email: me.Email, name: me.FullName };
    if (!can(caller, action, row, fields)) throw forbidden(action, row.EntityType, fields);
  };
  const refused = (e: unknown) => {
    if (!(e instanceof AppError)) throw e;
    return error(e.errorType, e.message);
  };
  /** As the server: a code unique in the clinic (UNIQUE_SLOTS: PatientID, claim number, a fee schedule's active code…) held by another row is refused. */
  const assertCodesFree = (row: EmrRecord) => {
    for (const code of uniqueCodes(row as unknown as StoredItem)) {
      const holder = [...rows.values()].find((other) => other.id !== row.id && other[`GSI${code.index}PK`] === code.pk && other[`GSI${code.index}SK`] === code.sk);
      if (holder) throw codeInUse(row as unknown as StoredItem, code);
    }
  };
  const highestPatientId = () =>
    [...rows.values()]
      .filter((row) => row.EntityType === 'Patient' && /\d$/.test(String(row['PatientID'] ?? '')))
      .map((row) => String(row['PatientID']))
      .sort()
      .at(-1);

  const models = {
    EMR: new Proxy(
      {
        async get({ id }: { id: string }, options?: { headers?: Record<string, string>; selectionSet?: string[] }): Promise<Result<EmrRecord | null>> {
          calls.push({ op: 'get', args: { id, ...(options?.selectionSet ? { selectionSet: options.selectionSet } : {}) }, ...(options?.headers ? { headers: options.headers } : {}) });
          const row = rows.get(id);
          return unselected('get', options) ?? { data: row ? project(row, options?.selectionSet) : null };
        },
        async create(input: Fields): Promise<Result<EmrRecord | null>> {
          calls.push({ op: 'create', args: input });
          const id = (input['id'] as string) ?? crypto.randomUUID();
          if (rows.has(id)) return error('DynamoDB:ConditionalCheckFailedException', 'exists');
          const kind = input['EntityType'] as EntityType;
          const fields = withoutHistory(kind, { ...input, id });
          if (kind === 'Patient' && !fields['PatientID']) fields['PatientID'] = nextPatientId(highestPatientId(), clinicId);
          const ctx = caller();
          let ruled: Fields;
          try {
            assertAllowed('create', { id, EntityType: kind });
            assertValidRecord(kind, parsedJson(fields));
            ruled = coded(kind, clinical(kind, undefined, withHistory(kind, undefined, fields, ctx), input, ctx));
          } catch (e) {
            return refused(e);
          }
          const row = store(withAttribution(undefined, ruled, ctx), 1, new Date().toISOString());
          try {
            assertCodesFree(row);
          } catch (e) {
            return refused(e);
          }
          rows.set(id, row);
          endReviews(row);
          addProblems(undefined, row, ctx);
          // the care team's task of an out-of-range RPM reading is the server's (server/readingAlerts.ts)
          for (const alert of planReadingAlerts([{ before: undefined, after: row as unknown as StoredItem }], ctx.at)) {
            if ('create' in alert) put(withAttribution(undefined, { ...alert.fields, EntityType: alert.create }, ctx));
          }
          return { data: row };
        },
        async update(input: Fields): Promise<Result<EmrRecord | null>> {
          calls.push({ op: 'update', args: input });
          const existing = rows.get(input['id'] as string);
          if (!existing) return error('DynamoDB:ConditionalCheckFailedException', 'No record');
          if (input['Version'] !== existing.Version) return error('ConflictUnhandled', 'This record was changed by someone else');
          const restamped = ATTRIBUTION_FIELDS.find((field) => input[field] !== undefined && input[field] !== null && input[field] !== existing[field]);
          if (restamped) return error('ValidationException', `${restamped} of a record cannot change`);
          const sent = { ...existing, ...withoutHistory(existing.EntityType, input) };
          const ctx = caller();
          let ruled: Fields;
          try {
            assertAllowed('update', existing, Object.keys(input).filter((field) => !['id', 'Version', 'EntityType'].includes(field)));
            assertValidRecord(existing.EntityType, parsedJson(sent), parsedJson(existing));
            ruled = coded(existing.EntityType, clinical(existing.EntityType, existing, withHistory(existing.EntityType, existing, sent, ctx), input, ctx));
          } catch (e) {
            return refused(e);
          }
          const row = store(ruled, existing.Version + 1, existing.createdAt);
          try {
            assertCodesFree(row);
          } catch (e) {
            return refused(e);
          }
          rows.set(row.id, row);
          endReviews(row);
          addProblems(existing, row, ctx);
          return { data: row };
        },
        async delete({ id }: { id: string }): Promise<Result<EmrRecord | null>> {
          calls.push({ op: 'delete', args: { id } });
          const existing = rows.get(id) ?? null;
          try {
            if (existing) assertAllowed('delete', existing);
          } catch (e) {
            return refused(e);
          }
          rows.delete(id);
          return { data: existing };
        },
      } as Record<string, unknown>,
      {
        get(target, property: string) {
          if (property in target) return target[property];
          const index = /^listByGSI(\d+)$/.exec(property)?.[1];
          if (!index) return undefined;
          return async (keys: Fields, options: Fields = {}) => {
            calls.push({ op: property, args: { keys, options } });
            const unasked = unselected(property, options);
            if (unasked) return unasked;
            const pk = keys[`GSI${index}PK`];
            const condition = keys[`GSI${index}SK`] as Fields | undefined;
            let found = [...rows.values()].filter((row) => row[`GSI${index}PK`] === pk && typeof row[`GSI${index}SK`] === 'string' && matchesCondition(row[`GSI${index}SK`] as string, condition));
            found.sort((a, b) => String(a[`GSI${index}SK`]).localeCompare(String(b[`GSI${index}SK`])));
            if (options['sortDirection'] === 'DESC') found = found.reverse();
            const start = options['nextToken'] ? Number(options['nextToken']) : 0;
            const limit = (options['limit'] as number) ?? 100;
            // DynamoDB semantics: the limit bounds the rows read, the filter then drops rows
            const filter = options['filter'] as Predicate | undefined;
            const page = found.slice(start, start + limit).filter((row) => matches(row, filter)).map((row) => project(row, options['selectionSet']));
            return { data: page, nextToken: start + limit < found.length ? String(start + limit) : null };
          };
        },
      },
    ),
  };

  const custom = (kind: string) =>
    new Proxy({} as Record<string, (args: Fields) => Promise<Result<unknown>>>, {
      get(_target, name: string) {
        return async (args: Fields) => {
          calls.push({ op: `${kind}.${name}`, args });
          const handler = handlers[name];
          if (!handler) return error('BadRequestException', `no operation ${name}`);
          try {
            return { data: handler(args, rows) };
          } catch (e) {
            const err = e as { errorType?: string; message?: string };
            return error(err.errorType ?? 'BadRequestException', err.message ?? String(e));
          }
        };
      },
    });

  return {
    client: { models, queries: custom('query'), mutations: custom('mutation') } as never,
    rows,
    calls,
    /** Puts a row as the server would store it (keys derived). */
    seed(fields: Fields & { EntityType: EntityType }): EmrRecord {
      return put(fields);
    },
  };
}
