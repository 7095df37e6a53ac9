/**
 * What every request gets before it is routed: the security headers (securityHeaders.ts), a
 * deadline for its body (a file upload may take long — the server's request timeout bounds it;
 * any other body arrives quickly or not at all), and one answer for a route that fails.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppError, ERROR_TYPES } from '@emr/domain';
import { sendError } from './body.ts';
import { bodyDeadline } from './limits.ts';
import type { SecurityHeaders } from './securityHeaders.ts';

export type Route = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

export function serve(route: Route, { security, bodyTimeoutMs }: { security: SecurityHeaders; bodyTimeoutMs: number }) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    for (const [name, value] of Object.entries(security.common)) res.setHeader(name, value);
    if (!(req.method === 'PUT' && req.url?.startsWith('/files/'))) bodyDeadline(req, res, bodyTimeoutMs);
    (async () => route(req, res))().catch((error: unknown) => {
      console.error('request failed', error);
      if (!res.headersSent) sendError(res, new AppError(ERROR_TYPES.internal, 'Internal server error; nothing was changed'));
      else res.destroy();
    });
  };
}
