/** Content codings: what a browser accepts, and answers compressed once for all requests. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';

/** The content codings an `Accept-Encoding` header accepts (q > 0). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    if (name && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  return accepted;
}

/**
 * A JSON answer that never changes while the server runs (/amplify_outputs.json: 26 KB, 2.4 KB
 * in Brotli), compressed once at start and sent in the best coding the browser accepts.
 */
export function createPrecompressed(json: string) {
  const plain = Buffer.from(json);
  const encoded = [
    { name: 'br', body: brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) },
    { name: 'gzip', body: gzipSync(plain, { level: 9 }) },
  ];
  return {
    send(req: IncomingMessage, res: ServerResponse): void {
      const accepted = acceptedEncodings(req.headers['accept-encoding']);
      const chosen = encoded.find(({ name }) => accepted.has(name));
      const body = chosen?.body ?? plain;
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': body.length,
        'cache-control': 'no-store',
        vary: 'Accept-Encoding',
        ...(chosen ? { 'content-encoding': chosen.name } : {}),
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    },
  };
}

/**
 * Streams `text` compressed when the request accepts Brotli or gzip (chunked, off the event loop:
 * zlib works in node's thread pool); false when it accepts neither. Brotli at quality 4 and gzip
 * at level 6 take ~0.7 ms for a 230 KB page of records and send 9–11 KB of it (docs/benchmarks.md).
 */
export function sendCompressed(res: ServerResponse, status: number, text: string, headers: Record<string, string | number>): boolean {
  const accepted = acceptedEncodings(res.req.headers['accept-encoding']);
  const coding = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
  if (!coding) return false;
  res.writeHead(status, { ...headers, vary: 'Accept-Encoding', 'content-encoding': coding });
  const compressor = coding === 'br' ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) : createGzip();
  compressor.on('error', () => res.destroy());
  compressor.pipe(res);
  compressor.end(text);
  return true;
}
