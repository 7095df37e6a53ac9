/**
 * Static hosting of the built web app. Content-hashed chunks are cached for a year; entry
 * files (index.html, remoteEntry.js, mf-manifest.json) are revalidated on every load so a
 * redeployed remote is picked up on the next reload. Unknown paths without a file
 * extension get index.html (client-side routes).
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?)$/;

/**
 * @param webRoot the shell's build (index.html, its chunks); unknown client routes get its index.html
 * @param mounts URL prefix → directory for the remotes' builds (e.g. '/remotes/mfe-admin/'); no fallback there,
 *   so a remote that was not built answers 404 and the shell shows its error panel
 */
export function createStaticHandler(webRoot: string, mounts: Record<string, string> = {}) {
  const root = resolve(webRoot);
  const mounted = Object.entries(mounts).map(([prefix, dir]) => [prefix, resolve(dir)] as const);
  const send = (req: IncomingMessage, res: ServerResponse, file: string) => {
    const size = statSync(file).size;
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'content-length': size,
      'cache-control': HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
      'x-content-type-options': 'nosniff',
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  };

  return (req: IncomingMessage, res: ServerResponse, path: string): void => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      decoded = '/';
    }
    const mount = mounted.find(([prefix]) => decoded.startsWith(prefix));
    if (mount) {
      const [prefix, dir] = mount;
      const target = resolve(join(dir, decoded.slice(prefix.length)));
      if (target.startsWith(dir + sep) && existsSync(target) && statSync(target).isFile()) send(req, res, target);
      else {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
        res.end('Not found');
      }
      return;
    }
    const file = resolve(join(root, decoded));
    if ((file === root || file.startsWith(root + sep)) && existsSync(file) && statSync(file).isFile()) {
      send(req, res, file);
      return;
    }
    const index = join(root, 'index.html');
    if (!extname(decoded) && existsSync(index)) {
      send(req, res, index);
      return;
    }
    res.writeHead(extname(decoded) ? 404 : 503, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
    res.end(extname(decoded) ? 'Not found' : 'The web app has not been built yet: run `npm run build` (npm start does it for you).');
  };
}
