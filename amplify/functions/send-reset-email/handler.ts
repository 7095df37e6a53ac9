import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { Schema } from '../../data/resource.ts';

const ses = new SESv2Client();

/** Cloud implementation of `sendResetEmail`; the embedded server writes the same message to its outbox. */
export const handler: Schema['sendResetEmail']['functionHandler'] = async (event) => {
  const { email, resetToken, expiresAt } = event.arguments;
  const until = expiresAt ? ` It expires at ${expiresAt}.` : '';
  await ses.send(
    new SendEmailCommand({
      FromEmailAddress: process.env['MAIL_FROM'],
      Destination: { ToAddresses: [email] },
      Content: {
        Simple: {
          Subject: { Data: 'Reset your EMR password' },
          Body: { Text: { Data: `Use this code to reset your password: ${resetToken}.${until}` } },
        },
      },
    }),
  );
  return 'sent';
};
