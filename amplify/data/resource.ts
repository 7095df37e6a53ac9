import { type ClientSchema, a, defineData } from '@aws-amplify/backend';
import { ROLES, modelActionsOf } from '@emr/domain';
import { CUSTOM_OPERATIONS, type CustomOperation } from '@emr/domain/operations';
import { emrFields } from './fields.ts';
import { emrApi } from '../functions/emr-api/resource.ts';
import { sendResetEmail } from '../functions/send-reset-email/resource.ts';

/** Who may call a custom operation: the domain's one table (CUSTOM_OPERATIONS), which both servers enforce too. */
const callers = (operation: CustomOperation) => [...CUSTOM_OPERATIONS[operation].roles];

/**
 * The API. Its group rules are a first gate only, derived from the domain: the model's from
 * the role matrix (`modelActionsOf`), the custom operations' from CUSTOM_OPERATIONS. emr-api
 * (data/modelResolvers.ts) and send-reset-email apply the full rules behind them. There is no
 * public API-key access (docs/permissions.md).
 */
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
    // subscriptions would broadcast every clinic's changes to every subscriber: none
    .disableOperations(['subscriptions'])
    .authorization((allow) => ROLES.filter((role) => modelActionsOf(role).length > 0).map((role) => allow.group(role).to(modelActionsOf(role)))),

  /** E-mails a password-reset notice to a staff member of the caller's clinic. */
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
    .handler(a.handler.function(emrApi)),

  /** Activates or deactivates a staff account; deactivation ends its sessions at once. */
  adminSetUserStatus: a
    .mutation()
    .arguments({ userId: a.string().required(), status: a.string().required() })
    .returns(a.json())
    .authorization((allow) => [allow.groups(callers('adminSetUserStatus'))])
    .handler(a.handler.function(emrApi)),

  /** Moves a staff account to another role (user-pool group). */
  adminSetUserRole: a
    .mutation()
    .arguments({ userId: a.string().required(), role: a.string().required() })
    .returns(a.json())
    .authorization((allow) => [allow.groups(callers('adminSetUserRole'))])
    .handler(a.handler.function(emrApi)),

  /** Forces a password reset: the user receives a code by e-mail and must choose a new password. */
  adminResetUserPassword: a
    .mutation()
    .arguments({ userId: a.string().required() })
    .returns(a.json())
    .authorization((allow) => [allow.groups(callers('adminResetUserPassword'))])
    .handler(a.handler.function(emrApi)),

  /**
   * Several record writes all or nothing: `operations` is a JSON array of
   * `{ action: 'create' | 'update' | 'delete', input, condition? }`, each checked as
   * createEMR/updateEMR/deleteEMR would check it; answers the rows in the same order.
   */
  transactEMR: a
    .mutation()
    .arguments({ operations: a.json().required() })
    .returns(a.json())
    .authorization((allow) => [allow.groups(callers('transactEMR'))])
    .handler(a.handler.function(emrApi)),

  /** Sends a wrapped-up visit to billing: a draft claim with its wrap-up charge lines; the visit is marked sent. Answers { claim, visit, charges }. */
  sendVisitToBilling: a
    .mutation()
    .arguments({ visitId: a.string().required() })
    .returns(a.json())
    .authorization((allow) => [allow.groups(callers('sendVisitToBilling'))])
    .handler(a.handler.function(emrApi)),

  /** Books a visit and its recurring follow-ups in one transaction (visits/recurrence.ts). Answers { visits }. */
  scheduleVisitSeries: a
    .mutation()
    .arguments({ visit: a.json().required(), recurrence: a.json().required(), timeZone: a.string().required() })
    .returns(a.json())
    .authorization((allow) => [allow.groups(callers('scheduleVisitSeries'))])
    .handler(a.handler.function(emrApi)),

  /** Closes a patient's CCM or RPM month: a draft claim of its care codes (careMonthCodes). Answers { claim, charges }. */
  closeCareMonth: a
    .mutation()
    .arguments({ patientId: a.string().required(), program: a.string().required(), month: a.string().required(), facts: a.json() })
    .returns(a.json())
    .authorization((allow) => [allow.groups(callers('closeCareMonth'))])
    .handler(a.handler.function(emrApi)),

  /** Searches a bundled code set (`system` ICD10CM or HCPCS) by code prefix or description words. Answers `[{ code, description }]`, best first. */
  searchCodes: a
    .query()
    .arguments({ system: a.string().required(), text: a.string().required(), limit: a.integer() })
    .returns(a.json())
    .authorization((allow) => [allow.groups(callers('searchCodes'))])
    .handler(a.handler.function(emrApi)),

  /** The descriptions of codes of a bundled code set. Answers `[{ code, description }]` for the known ones, in the order asked. */
  describeCodes: a
    .query()
    .arguments({ system: a.string().required(), codes: a.string().required().array().required() })
    .returns(a.json())
    .authorization((allow) => [allow.groups(callers('describeCodes'))])
    .handler(a.handler.function(emrApi)),

  /**
   * A CCM or RPM month's figures counted by the server: { enrolled, minutes, underTwenty, sixteenDays, billable, closed,
   * staff: [{ by, minutes, patients, entries }] }, from the rows the caller may read.
   */
  careMonthOverview: a
    .query()
    .arguments({ program: a.string().required(), month: a.string().required() })
    .returns(a.json())
    .authorization((allow) => [allow.groups(callers('careMonthOverview'))])
    .handler(a.handler.function(emrApi)),

  /**
   * Closes a CCM or RPM month for every patient of the caller's clinic, in batches, each patient's month atomic. `facts`:
   * PatientID → facts. One call works at most about 15 s (or `limit` patients) and answers a summary { patients, done,
   * next, claims, locked, closedAlready, failed }: while `next` is not null, call again with `after: next`.
   */
  closeCareMonths: a
    .mutation()
    .arguments({ program: a.string().required(), month: a.string().required(), facts: a.json(), after: a.string(), limit: a.integer() })
    .returns(a.json())
    .authorization((allow) => [allow.groups(callers('closeCareMonths'))])
    .handler(a.handler.function(emrApi)),
});

export type Schema = ClientSchema<typeof schema>;

export const data = defineData({
  schema,
  authorizationModes: { defaultAuthorizationMode: 'userPool' },
});
