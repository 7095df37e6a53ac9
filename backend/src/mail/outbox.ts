/**
 * A local mail outbox: every message is written as one JSON file in a directory (mode 0600,
 * since messages carry reset codes and temporary passwords) and announced with one log line.
 * Nothing is sent over the network.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  kind: string;
  createdAt: string;
  meta?: Record<string, string>;
}

export interface Outbox {
  send(msg: Omit<OutboxMessage, 'id' | 'createdAt'>): OutboxMessage;
  list(): OutboxMessage[];
  latestFor(email: string, kind?: string): OutboxMessage | undefined;
}

function isMessage(value: unknown): value is OutboxMessage {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return ['id', 'to', 'subject', 'text', 'kind', 'createdAt'].every((f) => typeof v[f] === 'string');
}

export function createOutbox(dir: string, log: (line: string) => void = (line) => console.log(line)): Outbox {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  let seq = 0;

  function list(): OutboxMessage[] {
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort();
    const messages: OutboxMessage[] = [];
    for (const file of files) {
      try {
        const parsed: unknown = JSON.parse(readFileSync(join(dir, file), 'utf8'));
        if (isMessage(parsed)) messages.push(parsed);
      } catch {
        // a half-written or foreign file: skip it
      }
    }
    return messages;
  }

  return {
    send(msg) {
      const createdAt = new Date().toISOString();
      const message: OutboxMessage = {
        id: randomUUID(),
        createdAt,
        to: msg.to,
        subject: msg.subject,
        text: msg.text,
        kind: msg.kind,
        ...(msg.meta ? { meta: { ...msg.meta } } : {}),
      };
      seq = (seq + 1) % 1_000_000;
      // Sortable by name: time, then a per-process sequence for messages within one millisecond.
      const safeKind = msg.kind.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 40);
      const file = `${createdAt.replace(/[:.]/g, '-')}-${String(seq).padStart(6, '0')}-${safeKind}-${message.id}.json`;
      writeFileSync(join(dir, file), `${JSON.stringify(message, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
      log(`mail to ${message.to}: ${message.subject} (${join(dir, file)})`);
      return message;
    },
    list,
    latestFor(email, kind) {
      const wanted = email.trim().toLowerCase();
      const matches = list().filter((m) => m.to.toLowerCase() === wanted && (kind === undefined || m.kind === kind));
      return matches.at(-1);
    },
  };
}
