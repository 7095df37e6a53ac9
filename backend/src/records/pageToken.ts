/**
 * Opaque, tamper-evident nextTokens: the position after the last row read, bound to the
 * query it came from (index and partition key, or the scan) and signed with a server key.
 * A token that was altered, forged or used with another query is refused.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError, ERROR_TYPES } from '@emr/domain';
import type { Cursor } from './store.ts';

export interface PageTokenCodec {
  encode(scope: string, cursor: Cursor): string;
  decode(scope: string, token: string): Cursor;
}

export function createPageTokenCodec(secret: Buffer): PageTokenCodec {
  const sign = (payload: string) => createHmac('sha256', secret).update(payload).digest();
  const invalid = () => new AppError(ERROR_TYPES.badRequest, 'Invalid nextToken: pass back the nextToken of the same query unchanged');
  return {
    encode(scope, cursor) {
      const payload = JSON.stringify({ s: scope, k: cursor.sk, i: cursor.id });
      return `${Buffer.from(payload).toString('base64url')}.${sign(payload).toString('base64url')}`;
    },
    decode(scope, token) {
      const [body, mac] = token.split('.');
      if (!body || !mac || token.length > 4096) throw invalid();
      const payload = Buffer.from(body, 'base64url').toString();
      const expected = sign(payload);
      const given = Buffer.from(mac, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
      const parsed = JSON.parse(payload) as { s: string; k: string; i: string };
      if (parsed.s !== scope) throw invalid();
      return { sk: parsed.k, id: parsed.i };
    },
  };
}
