/**
 * What a resolver Lambda answers AppSync: `{ data }`, or `{ error }` with the domain's error
 * type, which the response mapping template raises with `$util.error` — so a client sees
 * the same `{ message, errorType }` from the cloud as from the embedded server.
 */
import { AppError, ERROR_TYPES } from '@emr/domain';

export type ResolverResult =
  | { data: unknown }
  | { error: { errorType: string; message: string; info: { fields: Record<string, string> } | null } };

export async function resolve(run: () => Promise<unknown>): Promise<ResolverResult> {
  try {
    return { data: await run() };
  } catch (error) {
    if (error instanceof AppError) {
      return { error: { errorType: error.errorType, message: error.message, info: error.fields ? { fields: error.fields } : null } };
    }
    console.error('resolver failed', error);
    return {
      error: {
        errorType: ERROR_TYPES.internal,
        message: 'An internal error occurred; nothing was changed. Try again, and tell your administrator if it persists.',
        info: null,
      },
    };
  }
}
