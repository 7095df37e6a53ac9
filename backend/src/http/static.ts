/**
 * Static hosting of the built web app.
 * - Content-hashed files are cached for a year (`immutable`); entry files (remoteEntry.js,
 *   mf-manifest.json, main.js) are revalidated on every load (`no-cache`, with an ETag) so a
 *   redeployed remote is picked up on the next reload.
 * - The build writes Brotli and gzip copies (`x.js.br`, `x.js.gz`, ADR 0013): the best one the
 *   browser accepts is sent, with `Vary: Accept-Encoding`.
 * - An HTML page gets a fresh CSP nonce: a `<meta name="csp-nonce">` the app reads for the style
 *   elements it inserts at run time, and the page's Content-Security-Policy (securityHeaders.ts).
 * - Unknown paths without a file extension get the shell's index.html (client-side routes).
 */
import { createReadStream, type Stats, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { acceptedEncodings } from './compression.ts';
import type { SecurityHeaders } from './securityHeaders.ts';

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

const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|svg|png)$/;
/** Preferred first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

function fileStats(path: string): Stats | undefined {
  try {
    const stats = statSync(path);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
}

export interface StaticOptions {
  /** Nonce and CSP of HTML pages; without it pages are sent as they are (tests of other concerns). */
  security?: Pick<SecurityHeaders, 'nonce' | 'forDocument'>;
}

/**
 * @param webRoot the shell's build (index.html, its chunks); unknown client routes get its index.html
 * @param mounts URL prefix → directory for the remotes' builds (e.g. '/remotes/mfe-admin/'); no fallback there,
 *   so a remote that was not built answers 404 and the shell shows its error panel
 */
export function createStaticHandler(webRoot: string, mounts: Record<string, string> = {}, { security }: StaticOptions = {}) {
  const root = resolve(webRoot);
  const mounted = Object.entries(mounts).map(([prefix, dir]) => [prefix, resolve(dir)] as const);

  const sendPage = async (req: IncomingMessage, res: ServerResponse, file: string) => {
    let html = await readFile(file, 'utf8');
    let headers: Record<string, string> = {};
    if (security) {
      const nonce = security.nonce();
      const meta = `<meta name="csp-nonce" nonce="${nonce}">`;
      // first thing in <head> (or after the doctype: nothing may precede it, or the page falls into quirks mode)
      const after = /<head\b[^>]*>/i.exec(html) ?? /^\s*<!doctype[^>]*>/i.exec(html);
      const at = after ? after.index + after[0].length : 0;
      html = html.slice(0, at) + meta + html.slice(at);
      headers = security.forDocument(nonce);
    }
    res.writeHead(200, { 'content-type': TYPES['.html']!, 'content-length': Buffer.byteLength(html), 'cache-control': 'no-cache', ...headers });
    res.end(req.method === 'HEAD' ? undefined : html);
  };

  const send = async (req: IncomingMessage, res: ServerResponse, file: string, stats: Stats) => {
    if (extname(file) === '.html') return sendPage(req, res, file);
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    const variants = ENCODINGS.map((encoding) => ({ ...encoding, stats: fileStats(file + encoding.suffix) })).filter((variant) => variant.stats);
    const chosen = variants.find((variant) => accepted.has(variant.name));
    const sent = chosen ? { path: file + chosen.suffix, stats: chosen.stats! } : { path: file, stats };
    const etag = `"${sent.stats.size.toString(36)}-${Math.floor(sent.stats.mtimeMs).toString(36)}${chosen ? `-${chosen.name}` : ''}"`;
    const headers: Record<string, string> = {
      'cache-control': HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
      etag,
      ...(variants.length ? { vary: 'Accept-Encoding' } : {}),
    };
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    res.writeHead(200, {
      ...headers,
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'content-length': String(sent.stats.size),
      ...(chosen ? { 'content-encoding': chosen.name } : {}),
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(sent.path).pipe(res);
  };

  const notFound = (res: ServerResponse, status: number, text: string) => {
    res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
    res.end(text);
  };

  return async (req: IncomingMessage, res: ServerResponse, path: string): Promise<void> => {
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
      const stats = target.startsWith(dir + sep) ? fileStats(target) : undefined;
      return stats ? send(req, res, target, stats) : notFound(res, 404, 'Not found');
    }
    const file = resolve(join(root, decoded));
    const stats = file === root || file.startsWith(root + sep) ? fileStats(file) : undefined;
    if (stats) return send(req, res, file, stats);
    const index = join(root, 'index.html');
    const indexStats = extname(decoded) ? undefined : fileStats(index);
    if (indexStats) return send(req, res, index, indexStats);
    if (extname(decoded)) notFound(res, 404, 'Not found');
    else notFound(res, 503, 'The web app has not been built yet: run `npm run build` (npm start does it for you).');
  };
}
