/**
 * The emr-api resolver: one Lambda behind the EMR model's fields and the user-administration
 * mutations. Each AppSync call loads the caller from the table (clinic, current role, active
 * account) and runs the operation with the embedded server's rules. A direct invocation
 * `{ "createAdmin": { … } }` (IAM only, never through AppSync) creates a clinic's first
 * administrator.
 */
import { AppError, ERROR_TYPES, GSI_NUMBERS, MODULES } from '@emr/domain';
import { CUSTOM_OPERATIONS, type CustomOperation } from '@emr/domain/operations';
import { describeCodes, searchCodes } from '@emr/domain/codes';
import { type Caller, type RuleContext, planSystemCreate, requireOperation, ruleContext, transactOperations } from '@emr/domain/server';
import { JSON_FIELDS, MODEL, type ResolverIdentity, loadContext } from '../shared/caller.ts';
import type { EmrApiOperation } from '../shared/names.ts';
import { type ResolverResult, resolve } from '../shared/resolverResult.ts';
import type { Table } from '../shared/table.ts';
import { createCloudRecords } from './records.ts';
import { createCloudUserAdmin, syncSignIn } from './userAdmin.ts';
import type { UserPool } from './userPool.ts';

type Args = Record<string, unknown>;
type Operation = (rc: RuleContext, args: Args) => Promise<unknown>;

/** What AppSync sends (the Lambda request mapping template's payload). */
export interface ResolverEvent {
  typeName: string;
  fieldName: string;
  arguments: Args;
  identity: ResolverIdentity | null;
}

export interface CreateAdminEvent {
  createAdmin: { email: string; name: string; clinic: string; clinicName?: string };
}

export function createEmrApi({ table, userPool, now = () => new Date() }: { table: Table; userPool: UserPool; now?: () => Date }) {
  const records = createCloudRecords({ table, now, onUserChange: (before, after) => syncSignIn(userPool, before, after) });
  const userAdmin = createCloudUserAdmin({ table, records, userPool, now });

  // a handler for every custom operation of the domain's table that emr-api answers
  const custom: Record<EmrApiOperation, Operation> = {
    ...userAdmin,
    transactEMR: (rc, args) => records.transact(rc, transactOperations(args['operations'], JSON_FIELDS)),
    sendVisitToBilling: records.sendVisitToBilling,
    closeCareMonth: records.closeCareMonth,
    // the bundled code sets (public data): the caller was loaded and checked, no row is read
    searchCodes: async (_rc, args) => searchCodes(args),
    describeCodes: async (_rc, args) => describeCodes(args),
    closeCareMonths: records.closeCareMonths,
    careMonthOverview: records.careMonthOverview,
    scheduleVisitSeries: records.scheduleVisitSeries,
  };
  const operations: Record<string, Operation> = {
    getEMR: records.get,
    listEMRS: records.list,
    ...Object.fromEntries(GSI_NUMBERS.map((n) => [`listByGSI${n}`, (rc: RuleContext, args: Args) => records.listByIndex(rc, n, args)])),
    createEMR: records.create,
    updateEMR: records.update,
    deleteEMR: records.delete,
    ...custom,
  };

  /** A clinic's first administrator: the Clinic row (every module on) when it is new, the account and its User row. */
  async function createAdmin({ email, name, clinic, clinicName }: CreateAdminEvent['createAdmin']): Promise<Args> {
    if (!/^[a-z0-9-]{2,40}$/.test(clinic ?? '')) throw new AppError(ERROR_TYPES.validation, 'clinic must be 2–40 of a-z, 0-9 and -');
    const caller: Caller = { sub: 'create-admin', clinicId: clinic, group: 'admin', email: 'create-admin', name: 'create-admin (deployment)' };
    const rc: RuleContext = ruleContext(caller, null, MODEL);
    if (!(await table.get(clinic, clinic))) {
      const stamp = now().toISOString();
      const row = planSystemCreate(caller, 'Clinic', clinic, { Name: clinicName ?? clinic, EnabledModules: [...MODULES] }, stamp);
      await records.commit(rc, [{ before: undefined, after: row }], stamp);
    }
    const user = await userAdmin.adminCreateUser(rc, { email, fullName: name, role: 'admin' });
    return { clinic, userId: user['id'], email: user['Email'] };
  }

  return async function handle(event: ResolverEvent | CreateAdminEvent): Promise<ResolverResult> {
    if ('createAdmin' in event) return resolve(() => createAdmin(event.createAdmin));
    return resolve(async () => {
      const operation = operations[event.fieldName];
      if (!operation) throw new AppError(ERROR_TYPES.badRequest, `emr-api does not answer ${event.typeName}.${event.fieldName}`);
      const rc = await loadContext(table, event.identity);
      try {
        // a custom operation: who may call it is the domain's one table, as on the embedded server
        if (Object.hasOwn(CUSTOM_OPERATIONS, event.fieldName)) requireOperation(rc.caller, event.fieldName as CustomOperation);
        return await operation(rc, event.arguments ?? {});
      } finally {
        // what the call showed the caller, answered or refused (a condition evaluated is a read)
        await records.logViews(rc);
      }
    });
  };
}
