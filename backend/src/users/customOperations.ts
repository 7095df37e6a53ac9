/**
 * The custom GraphQL operations, each behind the one rule of who may call it: the domain's
 * CUSTOM_OPERATIONS table, checked here (`requireOperation`, as the cloud's emr-api does)
 * before the operation runs. A caller whose role is not listed is refused with
 * AccessDeniedException and nothing happens. The record type makes every operation of the
 * table have a handler, and no handler exist without a rule.
 */
import type { CustomOperation } from '@emr/domain/operations';
import introspection from '@emr/amplify/model-introspection.json' with { type: 'json' };
import { describeCodes, searchCodes } from '@emr/domain/codes';
import { type Caller, requireOperation, transactOperations } from '@emr/domain/server';
import type { ResolverContext } from '../graphql/schema.ts';
import type { RecordService } from '../records/service.ts';
import type { UserAdmin } from './userAdmin.ts';

type Args = Record<string, unknown>;

/** The model's AWSJSON fields: their text inside transactEMR's operations is stored as its value, as createEMR does. */
const JSON_FIELDS = new Set(Object.values(introspection.models.EMR.fields).filter((field) => field.type === 'AWSJSON').map((field) => field.name));
type Handler = (caller: Caller, args: Args) => unknown;

export function customOperations(userAdmin: UserAdmin, records: RecordService): Record<CustomOperation, (ctx: ResolverContext<Caller>, args: Args) => unknown> {
  const handlers: Record<CustomOperation, Handler> = {
    sendResetEmail: (caller, args) => userAdmin.sendResetEmail(caller, args),
    adminCreateUser: (caller, args) => records.present(caller, userAdmin.adminCreateUser(caller, args)),
    adminSetUserStatus: (caller, args) => records.present(caller, userAdmin.adminSetUserStatus(caller, args)),
    adminSetUserRole: (caller, args) => records.present(caller, userAdmin.adminSetUserRole(caller, args)),
    adminResetUserPassword: (caller, args) => records.present(caller, userAdmin.adminResetUserPassword(caller, args)),
    transactEMR: (caller, args) => records.transact(caller, transactOperations(args['operations'], JSON_FIELDS)),
    sendVisitToBilling: (caller, args) => records.sendVisitToBilling(caller, args),
    closeCareMonth: (caller, args) => records.closeCareMonth(caller, args),
    searchCodes: (_caller, args) => searchCodes(args),
    describeCodes: (_caller, args) => describeCodes(args),
    closeCareMonths: (caller, args) => records.closeCareMonths(caller, args),
    careMonthOverview: (caller, args) => records.careMonthOverview(caller, args),
    scheduleVisitSeries: (caller, args) => records.scheduleVisitSeries(caller, args),
  };
  const guarded = (name: CustomOperation, handler: Handler) => (ctx: ResolverContext<Caller>, args: Args) => {
    requireOperation(ctx.caller, name);
    return handler(ctx.caller, args);
  };
  return Object.fromEntries(
    (Object.keys(handlers) as CustomOperation[]).map((name) => [name, guarded(name, handlers[name])]),
  ) as Record<CustomOperation, (ctx: ResolverContext<Caller>, args: Args) => unknown>;
}
