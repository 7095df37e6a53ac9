/**
 * Who may call each operation that is not a plain record read or write — the one table of it:
 * the custom GraphQL operations of the model and the user pool's admin calls. Both servers
 * check every call against it before anything else (`requireOperation` in
 * `@emr/domain/server`: the embedded server's `backend/src/users/customOperations.ts`, the
 * cloud's emr-api and send-reset-email; `backend/src/cognito/operations/admin.ts` for the
 * user pool); the cloud's AppSync group rules are built from it (`amplify/data/resource.ts`)
 * and docs/permissions.md's tables are generated from it.
 */
import type { Role } from './entities.ts';

export interface OperationRule {
  /** The roles that may call it; everyone else is refused with AccessDeniedException. */
  roles: readonly Role[];
  /** What it does, for the docs. */
  does: string;
}

/** The custom queries and mutations of the `EMR` API. */
export const CUSTOM_OPERATIONS = {
  adminCreateUser: { roles: ['admin', 'dark'], does: "account + invitation, in a role whose rights the caller's role holds (dark gives dark only)" },
  sendResetEmail: { roles: ['admin', 'dark'], does: 'e-mails a staff member the way to reset their password (text by the server only)' },
  adminSetUserStatus: { roles: ['admin'], does: 'deactivation ends all sessions' },
  adminSetUserRole: { roles: ['admin'], does: 'moves a staff member to another role' },
  adminResetUserPassword: { roles: ['admin'], does: 'forces a new password: sessions end, a code is mailed' },
  transactEMR: {
    roles: ['admin', 'dark', 'user', 'billing'],
    does: 'record creates, updates and deletes all or nothing, each checked as createEMR/updateEMR/deleteEMR (role, clinic, hidden fields, Version, rules)',
  },
  sendVisitToBilling: { roles: ['admin', 'user', 'billing'], does: "a checked-out visit's wrap-up charges become a draft claim; the visit is marked sent, once" },
  scheduleVisitSeries: { roles: ['admin', 'user'], does: 'a visit and its recurring follow-ups (every N weeks or months), all or nothing, each checked as createEMR' },
  closeCareMonth: { roles: ['admin', 'user', 'billing'], does: "a patient's CCM or RPM month (its time entries) becomes a draft claim of its care codes, once" },
  searchCodes: { roles: ['admin', 'dark', 'user', 'billing'], does: 'searches the bundled ICD-10-CM or HCPCS Level II code set by code or description words (public data, no record read)' },
  describeCodes: { roles: ['admin', 'dark', 'user', 'billing'], does: 'the descriptions of up to 100 ICD-10-CM or HCPCS Level II codes (public data, no record read)' },
  careMonthOverview: {
    roles: ['admin', 'user', 'billing'],
    does: "a CCM or RPM month's figures (enrolled, minutes, under 20 minutes or 16 device days, billable, closed, minutes per staff member), counted by the server from the rows the caller may read",
  },
  closeCareMonths: {
    roles: ['admin', 'user', 'billing'],
    does: "a CCM or RPM month of every patient of the clinic, in batches: each patient's codes become a draft claim, or the month is locked with nothing to bill; closed months stay as they are",
  },
} as const satisfies Record<string, OperationRule>;

export type CustomOperation = keyof typeof CUSTOM_OPERATIONS;

/**
 * The user pool's admin calls (Cognito `Admin*` and `ListUsers`), made with a staff member's
 * access token; each acts only on accounts of the caller's clinic.
 */
export const USER_POOL_ADMIN_OPERATIONS = {
  AdminCreateUser: { roles: ['admin'], does: 'creates an account in the basic `user` group (only an administrator gives it), optionally with a chosen temporary password or no invitation' },
  AdminGetUser: { roles: ['admin', 'dark'], does: 'reads an account' },
  ListUsers: { roles: ['admin', 'dark'], does: "lists the clinic's accounts" },
  AdminListGroupsForUser: { roles: ['admin'], does: "reads an account's group" },
  AdminDisableUser: { roles: ['admin'], does: 'disables sign-in and ends all sessions' },
  AdminEnableUser: { roles: ['admin'], does: 'enables sign-in' },
  AdminAddUserToGroup: { roles: ['admin'], does: 'moves an account to a group (role)' },
  AdminRemoveUserFromGroup: { roles: ['admin'], does: 'moves an account back to `user`' },
  AdminResetUserPassword: { roles: ['admin'], does: 'forces a new password' },
} as const satisfies Record<string, OperationRule>;

export type UserPoolAdminOperation = keyof typeof USER_POOL_ADMIN_OPERATIONS;

/** Whether `role` may call the operation (false for an unknown operation or role). */
export function mayCall(table: Readonly<Record<string, OperationRule>>, operation: string, role: string): boolean {
  const rule = Object.hasOwn(table, operation) ? table[operation] : undefined;
  return rule !== undefined && (rule.roles as readonly string[]).includes(role);
}
