/**
 * `transactEMR` for the fake Data client, planned by the servers' own planner (`planWrites` of
 * @emr/domain/server over the fake's rows): the ledger rules, the Version checks and the
 * all-or-nothing answer are the real ones, so a component test saves a claim as the server would.
 */
import { AppError, type Role, keyConditionHolds } from '@emr/domain';
import { type ReadRequest, type StoredItem, modelShape, planWrites, ruleContext, runPlan, transactOperations } from '@emr/domain/server';
import { type EmrRecord, sessionStore } from '@emr/shared-ui';
import introspection from '../../../amplify/generated/model-introspection.json';

const MODEL = modelShape(introspection.models.EMR.fields);

type Client = { mutations: Record<string, (args: Record<string, unknown>) => Promise<unknown>> };

function read(rows: Map<string, EmrRecord>, request: ReadRequest): StoredItem | undefined | StoredItem[] {
  if ('get' in request) return rows.get(request.get) as StoredItem | undefined;
  const { index, pk, sk, descending, limit } = request.query;
  const key = (row: EmrRecord) => row[`GSI${index}SK`];
  const found = [...rows.values()].filter((row) => row[`GSI${index}PK`] === pk && typeof key(row) === 'string' && keyConditionHolds(key(row) as string, sk));
  found.sort((a, b) => String(key(a)).localeCompare(String(key(b))) * (descending ? -1 : 1));
  return (limit ? found.slice(0, limit) : found) as StoredItem[];
}

/** The client with `transactEMR` answered over `rows` (the fake's, read when a call comes). */
export function withTransactions(client: Client, rows: () => Map<string, EmrRecord>, clinicId: string): Client {
  const transactEMR = async ({ operations }: Record<string, unknown>) => {
    const me = sessionStore.getState().userData!;
    const caller = { sub: me.id, clinicId, group: me.Role as Role, email: me.Email, name: me.FullName };
    const store = rows();
    try {
      const planned = runPlan(planWrites(ruleContext(caller, null, MODEL), transactOperations(operations), new Date().toISOString()), (request) => read(store, request));
      for (const { before, after } of planned.changes) {
        if (after) store.set(after.id, after as unknown as EmrRecord);
        else store.delete(before!.id);
      }
      return { data: JSON.stringify(planned.rows) };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return { data: null, errors: [{ errorType: error.errorType, message: error.message }] };
    }
  };
  return { ...client, mutations: new Proxy(client.mutations, { get: (target, name: string) => (name === 'transactEMR' ? transactEMR : target[name]) }) };
}
