/**
 * Who is calling, from the request's headers alone: every authenticated route (GraphQL, files,
 * the module manifest) asks this before it reads a byte of the body, so a request without a
 * valid token is refused with 401 at the cost of its headers.
 */
import { AppError, ERROR_TYPES } from '@emr/domain';

/** A request, or anything with its headers. */
export interface WithHeaders {
  headers: Record<string, string | string[] | undefined>;
}

/** The access token of `Authorization`: raw (as AppSync takes it) or after `Bearer `. */
export function bearerToken(req: WithHeaders): string | undefined {
  const raw = req.headers['authorization'];
  const header = typeof raw === 'string' ? raw.trim() : undefined;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : header;
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
