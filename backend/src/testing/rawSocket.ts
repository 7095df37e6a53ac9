/**
 * What fetch cannot do, for tests of the wire: a raw TCP (or TLS) connection that sends a
 * request's head without its body, trickles bytes, stays idle and sees when the server closes;
 * and a request whose headers (Host, Accept-Encoding) go out as given and whose answer comes back
 * as sent (not decompressed).
 */
import { type IncomingHttpHeaders, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { type Socket, connect } from 'node:net';
import { connect as connectTls } from 'node:tls';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** @param ca the certificate to trust for an https URL */
export function rawRequest(url: string, { method = 'GET', headers = {}, body, ca }: { method?: string; headers?: Record<string, string>; body?: string; ca?: Buffer } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const send = url.startsWith('https:') ? httpsRequest : httpRequest;
    const req = send(url, { method, headers, ...(ca ? { ca } : {}) }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

export interface RawConnection {
  socket: Socket;
  /** Everything the server sent so far. */
  received(): string;
  /** Resolves with the ms from opening to the server's close, or null if still open after `within` ms. */
  closed(within: number): Promise<number | null>;
  /** Writes `text` every `everyMs` until the connection closes. */
  trickle(text: string, everyMs: number): void;
  /** Resolves once `pattern` appears in what the server sent (or rejects after `within` ms). */
  waitFor(pattern: RegExp, within?: number): Promise<string>;
}

export async function openRaw(port: number, { tls = false } = {}): Promise<RawConnection> {
  const opened = Date.now();
  const socket: Socket = tls ? connectTls({ port, host: '127.0.0.1', rejectUnauthorized: false }) : connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once(tls ? 'secureConnect' : 'connect', resolve);
    socket.once('error', reject);
  });
  socket.on('error', () => undefined);
  let data = '';
  socket.on('data', (chunk: Buffer) => {
    data += chunk.toString('latin1');
  });
  let closedAt: number | undefined;
  const closing = new Promise<number>((resolve) => socket.once('close', () => resolve((closedAt = Date.now() - opened))));
  return {
    socket,
    received: () => data,
    closed: (within) =>
      closedAt !== undefined ? Promise.resolve(closedAt) : Promise.race([closing, new Promise<null>((resolve) => setTimeout(() => resolve(null), within).unref())]),
    trickle(text, everyMs) {
      const timer = setInterval(() => {
        if (socket.destroyed || socket.writableEnded) clearInterval(timer);
        else socket.write(text);
      }, everyMs);
      socket.once('close', () => clearInterval(timer));
    },
    waitFor(pattern, within = 3000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!pattern.test(data)) return false;
          clearTimeout(timer);
          socket.off('data', check);
          resolve(data);
          return true;
        };
        const timer = setTimeout(() => {
          socket.off('data', check);
          reject(new Error(`no ${pattern} within ${within} ms; got ${JSON.stringify(data.slice(0, 300))}`));
        }, within);
        if (!check()) socket.on('data', check);
      });
    },
  };
}
