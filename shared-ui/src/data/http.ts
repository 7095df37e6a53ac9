/**
 * The one HTTP client of the signed-in app for what does not go through aws-amplify: the file
 * store's `/files` and the module manifest `/modules.json` (ADR 0016). ky, with a time limit,
 * one retry of what may pass on a second try (a network failure, 408, 429, 500, 502, 503,
 * 504; never a refusal), the access token (refreshed by Amplify when it is about to expire),
 * and every failure turned into the one error shape, `AppError`, with the server's own
 * `{ errorType, message }` when it sent one. Uploads keep XMLHttpRequest for their progress.
 */
import { AppError, ERROR_TYPES, type ErrorType } from '@emr/domain';
import { currentAccessToken } from '@emr/shared-ui/core';
import ky, { isHTTPError, isTimeoutError } from 'ky';

const KNOWN = new Set<string>(Object.values(ERROR_TYPES));

const BY_STATUS: Record<number, ErrorType> = {
  400: ERROR_TYPES.badRequest,
  401: ERROR_TYPES.unauthorized,
  403: ERROR_TYPES.forbidden,
  404: ERROR_TYPES.notFound,
  409: ERROR_TYPES.conflict,
  413: ERROR_TYPES.payloadTooLarge,
  415: ERROR_TYPES.unsupportedMediaType,
  429: ERROR_TYPES.tooManyRequests,
};

/** A refusal as the one error shape: the server's `{ errorType, message }` when it sent one, else what the status says. */
export function answerError(status: number, body: unknown, fallbackMessage: string): AppError {
  const { errorType, message } = (body !== null && typeof body === 'object' ? body : {}) as { errorType?: unknown; message?: unknown };
  const type = typeof errorType === 'string' && KNOWN.has(errorType) ? (errorType as ErrorType) : (BY_STATUS[status] ?? ERROR_TYPES.internal);
  return new AppError(type, typeof message === 'string' ? message : fallbackMessage);
}

/** Any failure of a request (refusal, network, time limit) as the one error shape. */
export function httpError(error: Error): AppError {
  if (error instanceof AppError) return error;
  if (isHTTPError(error)) {
    const { status, statusText } = error.response;
    return answerError(status, error.data, `${error.request.method} ${new URL(error.request.url).pathname} answered ${status} ${statusText}`.trim());
  }
  if (isTimeoutError(error)) return new AppError(ERROR_TYPES.network, 'The server did not answer in time');
  return new AppError(ERROR_TYPES.network, error.message);
}

export const http = ky.create({
  // relative paths (/modules.json) are the page's own origin
  ...(globalThis.location ? { baseUrl: `${globalThis.location.origin}/` } : {}),
  timeout: 15_000,
  retry: { limit: 1, statusCodes: [408, 429, 500, 502, 503, 504], afterStatusCodes: [] },
  cache: 'no-store',
  hooks: {
    beforeRequest: [
      async ({ request }) => {
        const token = await currentAccessToken();
        if (token) request.headers.set('authorization', token);
      },
    ],
    beforeError: [({ error }) => httpError(error)],
  },
});
