import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { migrations } from './migrations.ts';

export type Db = Database.Database;

export interface OpenDatabaseOptions {
  /** Directory that holds emr.sqlite (and its WAL). Created when missing. */
  dataDir: string;
}

/**
 * Opens (and migrates) the clinic database. WAL mode with synchronous=FULL: a write
 * acknowledged to a client has been fsynced, so it survives a killed process and a
 * power cut alike. Temporary storage in memory: the savepoints a batch opens per patient (the
 * month close) keep their sub-journals there instead of in temporary files (~10% of its CPU).
 */
export function openDatabase({ dataDir }: OpenDatabaseOptions): Db {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, 'emr.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('temp_store = MEMORY');
  migrate(db);
  return db;
}

export function migrate(db: Db): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > migrations.length) {
    throw new Error(
      `database schema version ${current} is newer than this server knows (${migrations.length}); upgrade the server`,
    );
  }
  for (let version = current; version < migrations.length; version++) {
    db.transaction(() => {
      const migration = migrations[version]!;
      if (typeof migration === 'string') db.exec(migration);
      else migration(db);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}
