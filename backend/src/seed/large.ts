/**
 * A large database for benchmarks: the demo clinics and accounts, then many more patients
 * with light charts (a few rows each), written in batched transactions.
 *
 *   npm run seed:large -- --patients 100000 [--data-dir DIR] [--fresh]
 *   npm run seed:large -- --rows 1000000
 *   npm run seed:large -- --patients 99600 --heavy-patient   (+ one patient with 1,000 visits and 5,000 lab results)
 *   npm run seed:large -- --patients 4600 --schedule          (+ Northside's busy year: 90 visits a weekday, 300 today, 20 tasks a day)
 *   npm run seed:large -- --patients 8000 --care-month 5000   (+ 5,000 Northside patients in CCM with last month's time entries)
 *
 * Default data directory: <repo>/.bench-data/large. With --rows, patients are added until
 * the table holds at least that many rows (stopping at a patient boundary).
 */
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createApp } from '../app.ts';
import { rebuildBillingTotals } from '../records/billingTotals.ts';
import { generatePatient } from './chart/patient.ts';
import { heavyPatientRows } from './heavy.ts';
import { isEmpty, seedDemoData } from './demo.ts';
import { careMonthRows } from './careMonth.ts';
import { type ScheduleOptions, scheduleRows } from './schedule.ts';

export interface LargeSeedOptions {
  dataDir: string;
  /** Extra patients beyond the demo's 400 (ignored when `rows` is given). */
  patients?: number;
  /** Total rows to reach instead of a patient count. */
  rows?: number;
  /** Rows per transaction. */
  batchSize?: number;
  /** Adds one Northside patient with a very long chart (seed/heavy.ts): its PatientID. */
  heavyPatient?: boolean;
  /** Adds a busy year of visits, tasks and meetings at Northside (seed/schedule.ts). */
  schedule?: ScheduleOptions;
  /** Enrols this many of the added Northside patients in CCM with last month's time entries (seed/careMonth.ts). */
  careMonth?: number;
  now?: Date;
  log?: (line: string) => void;
}

export interface LargeSeedResult {
  rows: number;
  patients: number;
  seconds: number;
}

/** What a finished seed leaves next to the database (the benchmark reuses a directory whose info matches). */
export const SEED_INFO_FILE = 'seed-info.json';

export function seedLarge({ dataDir, patients, rows, batchSize = 10_000, heavyPatient = false, schedule, careMonth = 0, now, log = console.log }: LargeSeedOptions): LargeSeedResult & { heavyPatientId: string | null } {
  if (patients === undefined && rows === undefined) throw new Error('seedLarge needs patients or rows');
  const started = performance.now();
  const app = createApp({ dataDir, publicOrigin: 'http://127.0.0.1', log: () => undefined });
  try {
    if (!isEmpty(app)) throw new Error(`${dataDir} already holds a database: pass --fresh to rebuild it`);
    const { db } = app;
    // Bulk load: no fsync per commit and a big page cache. Restored before the server uses the file.
    db.pragma('synchronous = OFF');
    db.pragma('cache_size = -524288');
    const demo = seedDemoData(app, now ? { now } : {});
    const { writer, clinics } = demo;
    let patientCount = demo.patients.length;
    log(`demo clinics: ${writer.count} rows, ${patientCount} patients`);
    const wanted = (count: number) => (rows !== undefined ? writer.count < rows : count < demo.patients.length + patients!);
    let heavyPatientId: string | null = null;
    if (heavyPatient) {
      const heavy = heavyPatientRows(clinics[0]!, now ? { now: now.getTime() } : {});
      db.transaction(() => heavy.forEach((row) => writer.write(clinics[0]!.clinicId, row)))();
      heavyPatientId = String(heavy[0]!.fields['PatientID']);
      log(`heavy patient ${heavyPatientId}: ${heavy.length} rows`);
    }
    if (schedule) {
      const northside = clinics[0]!;
      const patientIds = demo.patients.map((p) => p.patientId).filter((id) => id.startsWith(`${northside.code}-`));
      const booked = scheduleRows(northside, patientIds, schedule);
      db.transaction(() => booked.forEach((row) => writer.write(northside.clinicId, row)))();
      log(`schedule: ${booked.length} visits, tasks and meetings at ${northside.name}`);
    }
    const careIds: string[] = [];
    let lastReport = writer.count;
    const begin = db.prepare('BEGIN');
    const commit = db.prepare('COMMIT');
    while (wanted(patientCount)) {
      begin.run();
      const batchEnd = writer.count + batchSize;
      while (writer.count < batchEnd && wanted(patientCount)) {
        // Northside (the bigger practice) gets two patients for each one of Lakeview's.
        const clinic = clinics[patientCount % 3 === 2 ? 1 : 0]!;
        const patient = generatePatient(clinic, { detail: 'light' });
        for (const row of patient.rows) writer.write(clinic.clinicId, row);
        const inCcm = patient.rows.some((row) => row.kind === 'ProgramEnrollment' && row.fields['Program'] === 'ccm');
        if (clinic === clinics[0] && careIds.length < careMonth && patient.status === 'Active' && !inCcm) careIds.push(patient.patientId);
        patientCount++;
      }
      commit.run();
      if (writer.count - lastReport >= 100_000) {
        lastReport = writer.count;
        const seconds = (performance.now() - started) / 1000;
        log(`  ${writer.count.toLocaleString('en-US')} rows, ${patientCount.toLocaleString('en-US')} patients, ${seconds.toFixed(0)} s (${Math.round(writer.count / seconds).toLocaleString('en-US')} rows/s)`);
      }
    }
    if (careMonth > 0) {
      if (careIds.length < careMonth) throw new Error(`only ${careIds.length} added Northside patients can join CCM: add more patients for --care-month ${careMonth}`);
      const care = careMonthRows(clinics[0]!, careIds);
      db.transaction(() => care.forEach((row) => writer.write(clinics[0]!.clinicId, row)))();
      log(`care month: ${careIds.length} patients in CCM, ${care.length} rows`);
    }
    // the seed writes claims and postings straight to the store: their report totals follow at once
    log(`billing totals: ${db.transaction(() => rebuildBillingTotals(db))().toLocaleString('en-US')} rows`);
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.pragma('synchronous = FULL');
    const total = (db.prepare('SELECT count(*) AS n FROM emr').get() as { n: number }).n;
    const result = { rows: total, patients: patientCount, heavyPatientId, seconds: (performance.now() - started) / 1000 };
    writeFileSync(join(dataDir, SEED_INFO_FILE), `${JSON.stringify({ ...result, kinds: Object.fromEntries(writer.byKind), requestedRows: rows ?? null, requestedPatients: patients ?? null, seededAt: new Date().toISOString() }, null, 2)}\n`);
    log(`done: ${total.toLocaleString('en-US')} rows, ${patientCount.toLocaleString('en-US')} patients in ${result.seconds.toFixed(1)} s`);
    return result;
  } finally {
    app.server.closeAllConnections();
    app.db.close();
  }
}

/** The visits benchmark's clinic: 300 visits today and a 2,000-visit month (seed:large --schedule). */
export const BUSY_YEAR: ScheduleOptions = { perDay: 90, today: 300, tasksPerDay: 20 };

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

function main(): void {
  const { values } = parseArgs({
    options: {
      patients: { type: 'string' },
      rows: { type: 'string' },
      'data-dir': { type: 'string' },
      fresh: { type: 'boolean', default: false },
      'batch-size': { type: 'string' },
      'heavy-patient': { type: 'boolean', default: false },
      schedule: { type: 'boolean', default: false },
      'care-month': { type: 'string' },
    },
  });
  const number = (name: string, value: string | undefined) => {
    if (value === undefined) return undefined;
    const parsed = Number(value.replaceAll('_', ''));
    if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`--${name} must be a whole number (got ${value})`);
    return parsed;
  };
  const rows = number('rows', values.rows);
  const patients = rows === undefined ? (number('patients', values.patients) ?? 100_000) : undefined;
  const dataDir = resolve(repoRoot, values['data-dir'] ?? '.bench-data/large');
  if (values.fresh && existsSync(dataDir)) rmSync(dataDir, { recursive: true, force: true });
  console.log(`seeding ${dataDir} with ${rows !== undefined ? `${rows.toLocaleString('en-US')} rows` : `the demo plus ${patients!.toLocaleString('en-US')} patients`}`);
  const batchSize = number('batch-size', values['batch-size']);
  seedLarge({ dataDir, ...(rows !== undefined ? { rows } : { patients: patients! }), ...(batchSize ? { batchSize } : {}), heavyPatient: values['heavy-patient'], ...(values.schedule ? { schedule: BUSY_YEAR } : {}), careMonth: number('care-month', values['care-month']) ?? 0 });
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
