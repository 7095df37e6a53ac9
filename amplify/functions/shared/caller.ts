/**
 * Who is calling, read from the EMR table on every request (as the embedded server reads
 * its user store): the caller's User row gives their clinic, their current role and whether
 * the account is active. Token claims are not trusted for role or clinic, so a role change
 * or a deactivation counts on the next request, not when the token expires.
 */
import { AppError, ERROR_TYPES, isRole } from '@emr/domain';
import { type Caller, type RuleContext, enabledModules, modelShape, ruleContext } from '@emr/domain/server';
import introspection from '../../generated/model-introspection.json' with { type: 'json' };
import type { Table } from './table.ts';

/** The identity AppSync passes for a user-pool caller (`$ctx.identity`). */
export interface ResolverIdentity {
  sub?: string;
  username?: string;
}

/** The EMR model's fields and their types, for field-level read checks and the input's checks. */
export const MODEL = modelShape(introspection.models.EMR.fields);
/** The model's AWSJSON fields (their text inside transactEMR's operations is stored as its value). */
export const JSON_FIELDS: ReadonlySet<string> = new Set(Object.values(introspection.models.EMR.fields).filter((field) => field.type === 'AWSJSON').map((field) => field.name));

const refuse = (message: string) => new AppError(ERROR_TYPES.unauthorized, `Unauthorized: ${message}`);

/** The caller and their clinic's module switches, or UnauthorizedException. */
export async function loadContext(table: Table, identity: ResolverIdentity | null | undefined): Promise<RuleContext> {
  const sub = identity?.sub;
  if (!sub) throw refuse('sign in with a staff account of the user pool');
  const clinic = await table.clinicOf(sub);
  const row = clinic ? await table.get(clinic, sub) : undefined;
  if (!row || row.EntityType !== 'User' || !isRole(row['Role'])) throw refuse('this sign-in has no staff record in any clinic');
  if (row['Status'] !== 'Active') throw refuse('this account is deactivated');
  const caller: Caller = {
    sub,
    clinicId: row.ClinicID,
    group: row['Role'],
    email: String(row['Email'] ?? ''),
    name: String(row['FullName'] ?? ''),
  };
  return ruleContext(caller, enabledModules(await table.get(caller.clinicId, caller.clinicId)), MODEL);
}
