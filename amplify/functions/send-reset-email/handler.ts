/** The Lambda entry of sendResetEmail (resetEmail.ts), with the real DynamoDB and SES clients. */
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { tableFromEnvironment } from '../shared/table.ts';
import { createSendResetEmail } from './resetEmail.ts';

export const handler = createSendResetEmail({
  table: tableFromEnvironment(),
  ses: new SESv2Client(),
  from: process.env['MAIL_FROM'] ?? '',
  origin: process.env['APP_ORIGIN'] ?? '',
});
