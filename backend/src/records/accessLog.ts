/**
 * The access log (HIPAA §164.312(b)) of the embedded server: which views are logged, and
 * how repeats are coalesced, are the domain's rules (`createViewLog` in @emr/domain/server,
 * which the cloud applies too); here the entries are buffered so reads never wait for them,
 * and written together, in one transaction, about once a second (and when the server
 * closes). A crash can lose the last second's entries.
 */
import { type Caller, type StoredItem, type Viewed, createViewLog } from '@emr/domain/server';
import type { Db } from '../db/database.ts';
import type { RecordStore } from './store.ts';

export interface AccessLog {
  /** Notes that `caller` was shown these rows. */
  record(caller: Caller, rows: readonly Viewed[]): void;
  /** Writes the buffered entries now. */
  flush(): void;
}

export interface AccessLogOptions {
  db: Db;
  store: RecordStore;
  now?: () => Date;
  /** Repeats of one person, patient and kind within this many ms are one entry. */
  windowMs?: number;
  /** How long an entry may wait in the buffer. */
  flushMs?: number;
  logError?: (message: string, error: unknown) => void;
}

/** Buffered entries above this are written at once, whatever the timer says. */
const MAX_BUFFER = 5000;

export function createAccessLog({ db, store, now = () => new Date(), windowMs, flushMs = 1000, logError = console.error }: AccessLogOptions): AccessLog {
  const views = createViewLog(windowMs);
  let buffer: StoredItem[] = [];
  let timer: NodeJS.Timeout | undefined;

  const write = db.transaction((items: StoredItem[]) => {
    for (const item of items) store.insert(item);
  });

  function flush(): void {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const items = buffer;
    buffer = [];
    if (items.length) {
      try {
        write(items);
      } catch (error) {
        logError(`access log: ${items.length} entries could not be written`, error);
      }
    }
    views.prune(now());
  }

  return {
    record(caller, rows) {
      if (rows.length === 0) return;
      buffer.push(...views.entriesFor(caller, rows, now()));
      if (buffer.length >= MAX_BUFFER) flush();
      else if (buffer.length && !timer) timer = setTimeout(flush, flushMs).unref();
    },
    flush,
  };
}
