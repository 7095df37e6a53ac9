import { type ClientSchema, a, defineData } from '@aws-amplify/backend';
import { CUSTOM_OPERATIONS, type CustomOperation } from '@emr/domain/operations';
import { emrFields } from './fields.ts';
import { sendResetEmail } from '../functions/send-reset-email/resource.ts';
import { userAdmin } from '../functions/user-admin/resource.ts';

/** The user-pool groups that may use the API. There is no public API-key access (see docs/permissions.md). */
export const STAFF_GROUPS = ['admin', 'dark', 'user', 'billing'];

/** Who may call a custom operation: the domain's table, which the embedded server enforces too. */
const callers = (operation: CustomOperation) => [...CUSTOM_OPERATIONS[operation].roles];

export const schema = a.schema({
  EMR: a
    .model(emrFields)
    .secondaryIndexes((index) => [
      index('GSI1PK').sortKeys(['GSI1SK']).queryField('listByGSI1'),
      index('GSI2PK').sortKeys(['GSI2SK']).queryField('listByGSI2'),
      index('GSI3PK').sortKeys(['GSI3SK']).queryField('listByGSI3'),
      index('GSI4PK').sortKeys(['GSI4SK']).queryField('listByGSI4'),
      index('GSI5PK').sortKeys(['GSI5SK']).queryField('listByGSI5'),
      index('GSI6PK').sortKeys(['GSI6SK']).queryField('listByGSI6'),
      index('GSI7PK').sortKeys(['GSI7SK']).queryField('listByGSI7'),
      index('GSI8PK').sortKeys(['GSI8SK']).queryField('listByGSI8'),
      index('GSI9PK').sortKeys(['GSI9SK']).queryField('listByGSI9'),
      index('GSI10PK').sortKeys(['GSI10SK']).queryField('listByGSI10'),
      index('GSI11PK').sortKeys(['GSI11SK']).queryField('listByGSI11'),
    ])
    .authorization((allow) => [allow.groups(STAFF_GROUPS)]),

  /** E-mails a password-reset link to a user of the caller's clinic (admin and dark only). */
  sendResetEmail: a
    .query()
    .arguments({ email: a.string().required(), resetToken: a.string().required(), expiresAt: a.string() })
    .returns(a.string())
    .authorization((allow) => [allow.groups(callers('sendResetEmail'))])
    .handler(a.handler.function(sendResetEmail)),

  /** Creates a staff account: user-pool user (invitation e-mail, temporary password) plus its User record. */
  adminCreateUser: a
    .mutation()
    .arguments({ email: a.string().required(), fullName: a.string().required(), role: a.string().required() })
    .returns(a.json())
    .authorization((allow) => [allow.groups(callers('adminCreateUser'))])
    .handler(a.handler.function(userAdmin)),

  /** Activates or deactivates a staff account; deactivation ends its sessions at once. */
  adminSetUserStatus: a
    .mutation()
    .arguments({ userId: a.string().required(), status: a.string().required() })
    .returns(a.json())
    .authorization((allow) => [allow.groups(callers('adminSetUserStatus'))])
    .handler(a.handler.function(userAdmin)),

  /** Moves a staff account to another role (user-pool group). */
  adminSetUserRole: a
    .mutation()
    .arguments({ userId: a.string().required(), role: a.string().required() })
    .returns(a.json())
    .authorization((allow) => [allow.groups(callers('adminSetUserRole'))])
    .handler(a.handler.function(userAdmin)),

  /** Forces a password reset: the user receives a code by e-mail and must choose a new password. */
  adminResetUserPassword: a
    .mutation()
    .arguments({ userId: a.string().required() })
    .returns(a.json())
    .authorization((allow) => [allow.groups(callers('adminResetUserPassword'))])
    .handler(a.handler.function(userAdmin)),
});

export type Schema = ClientSchema<typeof schema>;

export const data = defineData({
  schema,
  authorizationModes: { defaultAuthorizationMode: 'userPool' },
});
