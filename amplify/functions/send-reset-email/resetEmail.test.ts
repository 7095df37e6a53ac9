import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ERROR_TYPES } from '@emr/domain';
import type { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { seededWorld, staffId } from '../shared/testing/fixtures.ts';
import { createSendResetEmail } from './resetEmail.ts';

function world() {
  const { table } = seededWorld();
  const sent: SendEmailCommand['input'][] = [];
  const ses = { send: async (command: SendEmailCommand) => void sent.push(command.input) } as never;
  const send = createSendResetEmail({ table, ses, from: 'no-reply@clinic.example', origin: 'https://emr.clinic.example' });
  const call = (sub: string, email: string) => send({ arguments: { email, resetToken: 'tok-1', expiresAt: '2026-12-01T00:00:00.000Z' }, identity: { sub } });
  return { sent, call };
}

test('sendResetEmail mails a staff member of the caller clinic the same notice as the embedded server, in its own words', async () => {
  const { sent, call } = world();
  assert.deepEqual(await call(staffId('north', 'dark'), 'User@North.test'), { data: 'sent' });
  assert.equal(sent.length, 1);
  assert.deepEqual(sent[0]!.Destination?.ToAddresses, ['user@north.test']);
  assert.equal(sent[0]!.FromEmailAddress, 'no-reply@clinic.example');
  const text = String(sent[0]!.Content?.Simple?.Body?.Text?.Data);
  assert.match(text, /https:\/\/emr\.clinic\.example\/forgot-password\?email=user%40north\.test /);
  // the mail's words are the server's alone: the caller's resetToken and expiresAt never reach it
  assert.doesNotMatch(text, /tok-1|2026-12-01/);
});

test("sendResetEmail refuses roles that may not run it and addresses of another clinic, and sends nothing", async () => {
  const { sent, call } = world();
  const refused = await call(staffId('north', 'user'), 'billing@north.test');
  assert.equal('error' in refused && refused.error.errorType, ERROR_TYPES.forbidden);
  const elsewhere = await call(staffId('north', 'admin'), 'user@south.test');
  assert.equal('error' in elsewhere && elsewhere.error.errorType, ERROR_TYPES.notFound);
  const inactive = await call(staffId('north', 'inactive'), 'user@north.test');
  assert.equal('error' in inactive && inactive.error.errorType, ERROR_TYPES.unauthorized);
  assert.equal(sent.length, 0);
});
