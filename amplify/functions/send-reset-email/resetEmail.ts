/**
 * `sendResetEmail` in the cloud, with the embedded server's rules: only a role that may run
 * it (admin, dark), only for a staff member of the caller's clinic, and the same notice.
 */
import { type SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { AppError, ERROR_TYPES } from '@emr/domain';
import { indexKeysFor, normalizeEmail, requireOperation, resetNotice } from '@emr/domain/server';
import { type ResolverIdentity, loadContext } from '../shared/caller.ts';
import { type ResolverResult, resolve } from '../shared/resolverResult.ts';
import type { Table } from '../shared/table.ts';

export interface ResetEmailEvent {
  arguments: { email?: string; resetToken?: string; expiresAt?: string | null };
  identity: ResolverIdentity | null;
}

export function createSendResetEmail({ table, ses, from, origin }: { table: Table; ses: Pick<SESv2Client, 'send'>; from: string; origin: string }) {
  return (event: ResetEmailEvent): Promise<ResolverResult> =>
    resolve(async () => {
      const { caller } = await loadContext(table, event.identity);
      requireOperation(caller, 'sendResetEmail');
      const email = normalizeEmail(event.arguments.email);
      // the staff member's e-mail is their code in index 6, per clinic
      const keys = indexKeysFor('User', { id: 'lookup', ClinicID: caller.clinicId, Email: email });
      const found = keys.GSI6PK && keys.GSI6SK ? await table.query({ index: 6, pk: keys.GSI6PK, sk: { eq: keys.GSI6SK }, descending: false, limit: 1 }) : null;
      if (!found?.rows.some((row) => row.EntityType === 'User')) throw new AppError(ERROR_TYPES.notFound, 'No staff member with this e-mail in your clinic');
      const notice = resetNotice(origin, email);
      await ses.send(
        new SendEmailCommand({
          FromEmailAddress: from,
          Destination: { ToAddresses: [email] },
          Content: { Simple: { Subject: { Data: notice.subject }, Body: { Text: { Data: notice.text } } } },
        }),
      );
      return 'sent';
    });
}
