/**
 * Versioned schema migrations. Each entry runs once, in order, inside a transaction;
 * `PRAGMA user_version` records how far a database has come. Never edit a shipped
 * migration: append a new one. An entry is SQL, or a function for what SQL cannot derive
 * (index keys built by the domain's key builders).
 */
import { rebuildBillingTotals } from '../records/billingTotals.ts';
import { rederiveIndexKeys } from '../records/reindex.ts';
import { markRpmSetups } from '../records/rpmSetupMarks.ts';
import { normaliseStoredCodes } from '../records/normaliseCodes.ts';
import type { Db } from './database.ts';
import { machineTimeZone } from './machineTimeZone.ts';

export type Migration = string | ((db: Db) => void);
const GSI_COUNT = 11;

const gsiColumns = Array.from({ length: GSI_COUNT }, (_, i) => `gsi${i + 1}pk TEXT, gsi${i + 1}sk TEXT`).join(',\n  ');
// Sparse indexes, as on DynamoDB: a row is in index n only when both of its key attributes are set.
const gsiIndexes = Array.from(
  { length: GSI_COUNT },
  (_, i) =>
    `CREATE INDEX emr_gsi${i + 1} ON emr (gsi${i + 1}pk, gsi${i + 1}sk, id) WHERE gsi${i + 1}pk IS NOT NULL AND gsi${i + 1}sk IS NOT NULL;`,
).join('\n');

export const migrations: readonly Migration[] = [
  // 1: the EMR model table and the auth tables
  `
CREATE TABLE emr (
  id TEXT PRIMARY KEY,
  clinic_id TEXT NOT NULL,
  entity_type TEXT NOT NULL,
  version INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  ${gsiColumns},
  item TEXT NOT NULL
) STRICT;
CREATE INDEX emr_clinic_scan ON emr (clinic_id, id);
${gsiIndexes}

CREATE TABLE auth_users (
  sub TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  clinic_id TEXT NOT NULL,
  group_name TEXT NOT NULL,
  enabled INTEGER NOT NULL DEFAULT 1,
  user_status TEXT NOT NULL,
  email_verified INTEGER NOT NULL DEFAULT 1,
  srp_salt TEXT NOT NULL,
  srp_verifier TEXT NOT NULL,
  attributes TEXT NOT NULL DEFAULT '{}',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
) STRICT;

CREATE TABLE auth_refresh_tokens (
  token_hash TEXT PRIMARY KEY,
  sub TEXT NOT NULL REFERENCES auth_users(sub),
  origin_jti TEXT NOT NULL,
  client_id TEXT NOT NULL,
  auth_time INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
) STRICT;
CREATE INDEX auth_refresh_tokens_sub ON auth_refresh_tokens (sub);
CREATE INDEX auth_refresh_tokens_origin ON auth_refresh_tokens (origin_jti);

CREATE TABLE auth_revoked_origins (
  origin_jti TEXT PRIMARY KEY,
  sub TEXT NOT NULL,
  revoked_at INTEGER NOT NULL
) STRICT;

CREATE TABLE auth_challenges (
  session TEXT PRIMARY KEY,
  sub TEXT NOT NULL REFERENCES auth_users(sub),
  challenge TEXT NOT NULL,
  payload TEXT NOT NULL,
  expires_at INTEGER NOT NULL
) STRICT;

CREATE TABLE auth_codes (
  sub TEXT NOT NULL REFERENCES auth_users(sub),
  purpose TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (sub, purpose)
) STRICT;
`,
  // file storage metadata (backend/src/files): one row per stored file of a clinic. Keys are
  // unique per clinic regardless of letter case, so they map to one file on case-insensitive disks too.
  `
CREATE TABLE stored_files (
  clinic_id TEXT NOT NULL,
  key TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  sha256 TEXT NOT NULL,
  file_name TEXT NOT NULL,
  uploaded_by TEXT NOT NULL,
  uploaded_at TEXT NOT NULL,
  PRIMARY KEY (clinic_id, key)
) STRICT;
CREATE UNIQUE INDEX stored_files_key_nocase ON stored_files (clinic_id, lower(key));
`,
  // user-pool throttles (reset codes, sign-in failures, per source address; keyed by purpose and account or
  // address, so unknown sign-in names count like real ones) and the last activity of each session
  // (refresh-token family), for the automatic logoff after a clinic's idle time
  `
CREATE TABLE auth_throttle (
  key TEXT PRIMARY KEY,
  count INTEGER NOT NULL,
  window_ends INTEGER NOT NULL
) STRICT;
CREATE TABLE auth_sessions (
  origin_jti TEXT PRIMARY KEY,
  sub TEXT NOT NULL,
  last_active_at INTEGER NOT NULL
) STRICT;
CREATE INDEX auth_sessions_sub ON auth_sessions (sub);
`,
  // 4: record ids are unique per clinic, not across clinics: another clinic's id is simply free in
  // yours, so a create cannot tell that it exists (docs/permissions.md, "Existence"). And a vitals
  // reading's time moves to DateConducted (Timestamp is now when it was recorded, stamped by the server).
  `
ALTER TABLE emr RENAME TO emr_v2;
CREATE TABLE emr (
  id TEXT NOT NULL,
  clinic_id TEXT NOT NULL,
  entity_type TEXT NOT NULL,
  version INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  ${gsiColumns},
  item TEXT NOT NULL,
  PRIMARY KEY (clinic_id, id)
) STRICT;
INSERT INTO emr SELECT * FROM emr_v2 ORDER BY rowid;
DROP TABLE emr_v2;
${gsiIndexes}
UPDATE emr SET item = json_set(item, '$.DateConducted', json_extract(item, '$.Timestamp'))
  WHERE entity_type = 'Vitals' AND json_extract(item, '$.DateConducted') IS NULL AND json_extract(item, '$.Timestamp') IS NOT NULL;
`,
  // patients gained the last-four-digits phone indexes (GSI4 cell, GSI5 home): derive them for the rows already stored
  (db) => void rederiveIndexKeys(db, ['Patient']),
  // payments gained the plan postings index (GSI4, any plan's postings by date): derive it for the rows already stored
  (db) => void rederiveIndexKeys(db, ['Payment']),
  // program enrolments gained the roster index by PatientID (GSI3): derive it for the rows already stored
  (db) => void rederiveIndexKeys(db, ['ProgramEnrollment']),
  // the server keeps billing totals for the reports (BillingTotal, ADR 0047): build them from the claims and postings stored
  (db) => void rebuildBillingTotals(db),
  // a program's readings gained the month index by PatientID (GSI11: the RPM tables read a page's readings as one range): derive it for the rows stored
  (db) => void rederiveIndexKeys(db, ['Vitals']),
  // the billing totals gained the A/R aging's open balances per day and month of service × payer (ADR 0051): build them again
  (db) => void rebuildBillingTotals(db),
  // an RPM enrolment names the month whose claim carried its set-up, 99453 (CustomTime): mark it on the enrolments closed before
  (db) => void markRpmSetups(db),
  // 12: a clinic has a time zone (TimeZone, ADR 0056): the clinics stored before get the server machine's, as their days were
  (db) => void db.prepare("UPDATE emr SET item = json_set(item, '$.TimeZone', ?) WHERE entity_type = 'Clinic' AND coalesce(json_extract(item, '$.TimeZone'), '') = ''").run(machineTimeZone()),
  // 13: a posting is reversed once: its reversal holds the reversed posting's unique slot (Payment GSI7): derive it for the postings stored
  (db) => void rederiveIndexKeys(db, ['Payment']),
  // 14: procedure codes are stored trimmed and upper case: normalise those stored before, retiring a fee schedule's duplicate active entries
  (db) => void normaliseStoredCodes(db),
];
