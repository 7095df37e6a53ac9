/**
 * Who is calling, from the request's headers alone: every authenticated route (GraphQL, files,
 * the module manifest, the user pool's admin calls) asks this before it reads a byte of the
 * body, so a request without a valid token is refused with 401 at the cost of its headers.
 * The one place the `Authorization` header is read.
 */
import { AppError, BACKGROUND_REQUEST_HEADER, ERROR_TYPES } from '@emr/domain';
import type { Caller } from '@emr/domain/server';
import type { VerifiedCaller } from '../cognito/types.ts';

/** A request, or anything with its headers. */
export interface WithHeaders {
  headers: Record<string, string | string[] | undefined>;
}

/** The access token of `Authorization`: raw (as AppSync takes it) or after `Bearer `. */
export function bearerToken(req: WithHeaders): string | undefined {
  const raw = req.headers['authorization'];
  const header = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  const token = header?.replace(/^Bearer\s+/i, '').trim();
  return token || undefined;
}

export type CallerFrom<Caller> = (req: WithHeaders) => Promise<Caller>;

/**
 * @param verify checks a token and loads its caller (the request tells it more, e.g. that a page sent it on a timer);
 *   any failure becomes UnauthorizedException
 */
export function createCallerFrom<Caller>(verify: (token: string, req: WithHeaders) => Promise<Caller>): CallerFrom<Caller> {
  return async (req) => {
    const token = bearerToken(req);
    if (!token) throw new AppError(ERROR_TYPES.unauthorized, 'Sign in first: no access token was sent');
    try {
      return await verify(token, req);
    } catch (error) {
      if (error instanceof AppError && error.errorType === ERROR_TYPES.unauthorized) throw error;
      throw new AppError(ERROR_TYPES.unauthorized, `Unauthorized: ${(error as Error).message}`);
    }
  };
}

export function toCaller(verified: VerifiedCaller): Caller {
  return { sub: verified.sub, clinicId: verified.clinicId, group: verified.group, email: verified.email, name: verified.name };
}

/** Whether the person did this, rather than their page on a timer (BACKGROUND_REQUEST_HEADER). */
function isActivity(req: WithHeaders): boolean {
  return req.headers[BACKGROUND_REQUEST_HEADER] !== '1';
}

/** The caller of a user-pool access token (current role and clinic from the database); the request counts as the person's activity unless marked background. */
export function userPoolCallerFrom(pool: { verifyAccessToken(token: string, options: { activity: boolean }): Promise<VerifiedCaller> }): CallerFrom<Caller> {
  return createCallerFrom(async (token, req) => toCaller(await pool.verifyAccessToken(token, { activity: isActivity(req) })));
}
