/**
 * The access log (HIPAA §164.312(b)): who saw which patient's records, of which kind, and
 * when. Every row the API returns to a caller that belongs to a patient (a Patient row, or any
 * row with a PatientID: chart records, visits, tasks, claims, audit entries) is a view; the
 * log's own entries are not.
 *
 * Reads must not wait for it: a view is a map lookup, and new entries are buffered and written
 * together, in one transaction, about once a second (and when the server closes). Repeats are
 * coalesced: one person seeing one patient's records of one kind again within `windowMs` of
 * the entry logged for them adds nothing, so paging through a list or reopening a chart
 * writes one entry per kind per window. A crash can lose the last second's entries.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import type { Caller } from './access.ts';
import { buildItem } from './item.ts';
import type { RecordStore, StoredItem } from './store.ts';

export interface AccessLog {
  /** Notes that `caller` was shown these rows. */
  record(caller: Caller, rows: readonly StoredItem[]): void;
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

export function createAccessLog({ db, store, now = () => new Date(), windowMs = 5 * 60_000, flushMs = 1000, logError = console.error }: AccessLogOptions): AccessLog {
  /** clinic|user|patient|kind → when its last entry was logged (ms). */
  const lastLogged = new Map<string, number>();
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
    const oldest = now().getTime() - windowMs;
    for (const [key, at] of lastLogged) if (at <= oldest) lastLogged.delete(key);
  }

  return {
    record(caller, rows) {
      let at: Date | undefined;
      for (const row of rows) {
        const patientId = row['PatientID'];
        if (typeof patientId !== 'string' || patientId === '' || row.EntityType === 'AccessLog') continue;
        at ??= now();
        const key = `${caller.clinicId}|${caller.sub}|${patientId}|${row.EntityType}`;
        const last = lastLogged.get(key);
        if (last !== undefined && at.getTime() - last < windowMs) continue;
        lastLogged.set(key, at.getTime());
        const stamp = at.toISOString();
        buffer.push(
          buildItem({
            id: randomUUID(),
            clinicId: caller.clinicId,
            kind: 'AccessLog',
            fields: { Log: 'view', Name: row.EntityType, PatientID: patientId, ChangedBy: caller.sub, ChangedByUser: caller.name || caller.email, Timestamp: stamp },
            version: 1,
            createdAt: stamp,
            updatedAt: stamp,
          }),
        );
      }
      if (buffer.length >= MAX_BUFFER) flush();
      else if (buffer.length && !timer) timer = setTimeout(flush, flushMs).unref();
    },
    flush,
  };
}
