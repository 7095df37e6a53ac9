import { defineFunction } from '@aws-amplify/backend';

export const sendResetEmail = defineFunction({
  name: 'send-reset-email',
  entry: './handler.ts',
  environment: { MAIL_FROM: 'no-reply@clinic.example' },
});
