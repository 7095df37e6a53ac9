import { defineFunction } from '@aws-amplify/backend';

/**
 * The sender and the app's address in the notice come from the deploy environment
 * (docs/deploy-aws.md); SES must have verified the sender's domain. In the data stack:
 * it reads the EMR table (the caller and the addressee), granted in amplify/backend.ts.
 */
export const MAIL_FROM = process.env['EMR_MAIL_FROM'] ?? 'no-reply@clinic.example';
export const APP_ORIGIN = process.env['EMR_APP_ORIGIN'] ?? 'https://clinic.example';

export const sendResetEmail = defineFunction({
  name: 'send-reset-email',
  entry: './handler.ts',
  resourceGroupName: 'data',
  runtime: 22,
  environment: { MAIL_FROM, APP_ORIGIN },
});
