/**
 * How long and how many: every socket the server accepts is bounded in time (headers, body,
 * idle keep-alive, silence) and in number (in all, and per client address), so slow or idle
 * connections cannot pile up and hold memory (docs/permissions.md, "What the server promises").
 * Tests inject small limits through `AppOptions.limits`.
 */
import type { IncomingMessage, Server as HttpServer, ServerOptions, ServerResponse } from 'node:http';
import type { Server as HttpsServer } from 'node:https';
import type { Socket } from 'node:net';

export interface ServerLimits {
  /** The whole header block must arrive within this after the request starts (slowloris). */
  headersTimeoutMs: number;
  /** The whole request, headers and body, must arrive within this (bounds uploads, up to 25 MiB). */
  requestTimeoutMs: number;
  /** Every body but a file upload (GraphQL, the user pool) must arrive within this. */
  bodyTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** A socket with no traffic in either direction (opened and silent, a stalled upload) is closed after this. */
  idleSocketTimeoutMs: number;
  /** A TLS handshake must finish within this. */
  handshakeTimeoutMs: number;
  /** How often node looks for requests past their header or request deadline. */
  checkIntervalMs: number;
  /** Open connections in all; more are dropped at once. */
  maxConnections: number;
  /** Open connections from one client address; more are dropped at once. */
  maxConnectionsPerAddress: number;
  /** Largest header block, in bytes. */
  maxHeaderBytes: number;
}

export const DEFAULT_LIMITS: ServerLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 120_000,
  bodyTimeoutMs: 10_000,
  keepAliveTimeoutMs: 5_000,
  idleSocketTimeoutMs: 30_000,
  handshakeTimeoutMs: 10_000,
  checkIntervalMs: 1_000,
  maxConnections: 1_000,
  maxConnectionsPerAddress: 100,
  maxHeaderBytes: 16 * 1024,
};

/** What node takes when the server is created (http or https). */
export function serverOptions(limits: ServerLimits): ServerOptions & { handshakeTimeout: number } {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    connectionsCheckingInterval: limits.checkIntervalMs,
    maxHeaderSize: limits.maxHeaderBytes,
    handshakeTimeout: limits.handshakeTimeoutMs,
  };
}

/** What node sets on a created server, and the per-address cap. */
export function applyLimits(server: HttpServer | HttpsServer, limits: ServerLimits): void {
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.timeout = limits.idleSocketTimeoutMs;
  server.maxConnections = limits.maxConnections;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > limits.maxConnectionsPerAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

/**
 * Answers 408 and closes the connection when the request's body has not fully arrived within
 * `ms` (a body trickled byte by byte). Nothing to do for a request without a body.
 */
export function bodyDeadline(req: IncomingMessage, res: ServerResponse, ms: number): void {
  const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  if (!hasBody || req.complete) return;
  const timer = setTimeout(() => {
    if (req.complete) return;
    if (!res.headersSent) {
      const text = JSON.stringify({ errorType: 'RequestTimeout', message: `The request body did not arrive within ${ms / 1000} s` });
      res.writeHead(408, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text), connection: 'close' });
      res.end(text);
    }
    req.socket.destroySoon();
  }, ms);
  timer.unref();
  const stop = () => clearTimeout(timer);
  req.once('end', stop);
  req.once('close', stop);
}
