/**
 * The plain-HTTP port of a server that speaks TLS (`EMR_HTTP_PORT`): it answers every request
 * with a redirect to the same path on the HTTPS public origin, never with data, and never reads
 * a body.
 */
import { type Server, createServer } from 'node:http';
import { type ServerLimits, applyLimits, serverOptions } from './limits.ts';

/**
 * `publicOrigin` + the request's path and query. Appended as text after the origin, so no path
 * (`//evil.example`, `/\\evil.example`) can name another host; an absolute-form target goes to `/`.
 */
export function redirectTarget(publicOrigin: string, requestUrl: string | undefined): string {
  return new URL(publicOrigin).origin + (requestUrl?.startsWith('/') ? requestUrl : '/');
}

export function createRedirectServer(publicOrigin: string, limits: ServerLimits): Server {
  const server = createServer(serverOptions(limits), (req, res) => {
    const location = redirectTarget(publicOrigin, req.url);
    const text = `Use ${location}\n`;
    res.writeHead(308, {
      location,
      'content-type': 'text/plain; charset=utf-8',
      'content-length': Buffer.byteLength(text),
      'x-content-type-options': 'nosniff',
      connection: 'close',
    });
    res.end(req.method === 'HEAD' ? undefined : text);
  });
  applyLimits(server, limits);
  return server;
}
