import { type ClientSchema, a, defineData } from '@aws-amplify/backend';
import { emrFields } from './fields.ts';
import { sendResetEmail } from '../functions/send-reset-email/resource.ts';
import { userAdmin } from '../functions/user-admin/resource.ts';

/** The user-pool groups that may use the API. There is no public API-key access (see docs/permissions.md). */
export const STAFF_GROUPS = ['admin', 'dark', 'user', 'billing'];
const GSI = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;

export const schema = a.schema({
  EMR: a
    .model(emrFields)
    .secondaryIndexes((index) =>
      GSI.map((n) =>
        index(`GSI${n}PK`)
          .sortKeys([`GSI${n}SK`])
          .queryField(`listByGSI${n}`),
      ),
    )
    .authorization((allow) => [allow.groups(STAFF_GROUPS)]),

  /** E-mails a password-reset link to a user of the caller's clinic (admin and dark only). */
  sendResetEmail: a
    .query()
    .arguments({ email: a.string().required(), resetToken: a.string().required(), expiresAt: a.string() })
    .returns(a.string())
    .authorization((allow) => [allow.groups(['admin', 'dark'])])
    .handler(a.handler.function(sendResetEmail)),

  /** Creates a staff account: user-pool user (invitation e-mail, temporary password) plus its User record. */
  adminCreateUser: a
    .mutation()
    .arguments({ email: a.string().required(), fullName: a.string().required(), role: a.string().required() })
    .returns(a.json())
    .authorization((allow) => [allow.groups(['admin', 'dark'])])
    .handler(a.handler.function(userAdmin)),

  /** Activates or deactivates a staff account; deactivation ends its sessions at once. */
  adminSetUserStatus: a
    .mutation()
    .arguments({ userId: a.string().required(), status: a.string().required() })
    .returns(a.json())
    .authorization((allow) => [allow.groups(['admin'])])
    .handler(a.handler.function(userAdmin)),

  /** Moves a staff account to another role (user-pool group). */
  adminSetUserRole: a
    .mutation()
    .arguments({ userId: a.string().required(), role: a.string().required() })
    .returns(a.json())
    .authorization((allow) => [allow.groups(['admin'])])
    .handler(a.handler.function(userAdmin)),

  /** Forces a password reset: the user receives a code by e-mail and must choose a new password. */
  adminResetUserPassword: a
    .mutation()
    .arguments({ userId: a.string().required() })
    .returns(a.json())
    .authorization((allow) => [allow.groups(['admin'])])
    .handler(a.handler.function(userAdmin)),
});

export type Schema = ClientSchema<typeof schema>;

export const data = defineData({
  schema,
  authorizationModes: { defaultAuthorizationMode: 'userPool' },
});
