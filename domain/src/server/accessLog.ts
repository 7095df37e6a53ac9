/**
 * The access log's rules (HIPAA §164.312(b)): who saw which patient's records, of which kind,
 * and when. Every row a server shows a caller that belongs to a patient (a Patient row, or any
 * row with a PatientID: chart records, visits, tasks, claims, audit entries, files of a
 * patient's records) is a view; the log's own entries are not. Repeats are coalesced: one
 * person seeing one patient's records of one kind again within the window of the entry
 * logged for them adds nothing, so paging through a list or reopening a chart writes one
 * entry per kind per window. How entries are written is each server's (the embedded server
 * buffers them; the cloud writes them before it answers).
 */
import type { Caller } from './access.ts';
import { type StoredItem, buildItem, newRowId } from './item.ts';

/** What was seen: the row's kind and, when it belongs to a patient, its `PatientID`. */
export type Viewed = Pick<StoredItem, 'EntityType'> & { PatientID?: unknown };

export const ACCESS_LOG_WINDOW_MS = 5 * 60_000;

/**
 * What one request showed its caller: every row it answers with (a get, a page, a write's
 * answer on any path) and every stored row a caller's filter or condition was evaluated on (a
 * predicate's outcome tells what the row holds). `present` and `pageItems` (rules.ts) add to
 * it; the server logs it when the request ends, answered or refused, so a transaction that
 * fails after a condition held is not a read that leaves no trace.
 */
export interface ViewSink {
  add(row: StoredItem): void;
  /** The rows seen so far, each once. */
  rows(): StoredItem[];
}

export function createViewSink(): ViewSink {
  const seen = new Map<string, StoredItem>();
  return {
    add: (row) => void seen.set(`${row.EntityType}|${row.id}`, row),
    rows: () => [...seen.values()],
  };
}

/** The access-log entry of `caller` seeing a record of `kind` of patient `patientId` at `stamp` (ISO). */
export function accessLogEntry(caller: Caller, kind: string, patientId: string, stamp: string): StoredItem {
  return buildItem({
    id: newRowId(),
    clinicId: caller.clinicId,
    kind: 'AccessLog',
    fields: { Log: 'view', Name: kind, PatientID: patientId, ChangedBy: caller.sub, ChangedByUser: caller.name || caller.email, Timestamp: stamp },
    version: 1,
    createdAt: stamp,
    updatedAt: stamp,
  });
}

export interface ViewLog {
  /** The entries these views call for (none for rows of no patient, for the log's own rows, or for repeats within the window). */
  entriesFor(caller: Caller, rows: readonly Viewed[], at: Date): StoredItem[];
  /** Forgets views older than the window. */
  prune(at: Date): void;
}

/** Remembers what was logged (per process: the embedded server, or one warm cloud function) to coalesce repeats. */
export function createViewLog(windowMs = ACCESS_LOG_WINDOW_MS): ViewLog {
  /** clinic|user|patient|kind → when its last entry was logged (ms). */
  const lastLogged = new Map<string, number>();
  return {
    entriesFor(caller, rows, at) {
      const entries: StoredItem[] = [];
      for (const row of rows) {
        const patientId = row.PatientID;
        if (typeof patientId !== 'string' || patientId === '' || row.EntityType === 'AccessLog') continue;
        const key = `${caller.clinicId}|${caller.sub}|${patientId}|${row.EntityType}`;
        const last = lastLogged.get(key);
        if (last !== undefined && at.getTime() - last < windowMs) continue;
        lastLogged.set(key, at.getTime());
        entries.push(accessLogEntry(caller, row.EntityType, patientId, at.toISOString()));
      }
      return entries;
    },
    prune(at) {
      const oldest = at.getTime() - windowMs;
      for (const [key, when] of lastLogged) if (when <= oldest) lastLogged.delete(key);
    },
  };
}
