/**
 * Importing RPM readings from a device's CSV export: a header naming the columns (`taken_at` and
 * any of `systolic`, `diastolic`, `glucose`, `weight_lb`, `spo2`), then one reading a line.
 * Every line is checked before anything is saved: a date-time (`YYYY-MM-DD`, `YYYY-MM-DD HH:MM`
 * or ISO 8601; UTC unless it says otherwise) not in the future, numbers within the ranges the
 * reading form and the server hold (READING_FIELD_RULES, with their sentences),
 * blood pressure as both values, at least one value. An import is one transaction of at most
 * `MAX_IMPORT_READINGS` readings plus the care team's task for the out-of-range ones, so it is
 * saved all or nothing. The values are plain numbers: a quoted field is refused.
 */
import { type FieldSpec, READING_FIELD_RULES, fieldMessage, recordProblems } from '@emr/domain/fieldRules';
import { type ReadingValues, outOfRange } from './rpmReadings.ts';

/** Readings one file may hold: with the care team's task, one transaction of at most 25 writes. */
export const MAX_IMPORT_READINGS = 24;

const COLUMNS = { systolic: 'systolic', diastolic: 'diastolic', glucose: 'glucose', weight_lb: 'weightLb', spo2: 'spo2' } as const satisfies Record<string, keyof ReadingValues>;
type Column = keyof typeof COLUMNS;
/** A reading field's column name ('weightLb' → 'weight_lb'). */
const column = (key: string) => Object.entries(COLUMNS).find(([, field]) => field === key)?.[0] ?? key;

export interface CsvReading {
  line: number;
  at: string;
  values: ReadingValues;
  outOfRange: boolean;
}

export interface CsvProblem {
  /** 1-based line of the file (1: the header). */
  line: number;
  message: string;
}

export interface ReadingsImport {
  readings: CsvReading[];
  problems: CsvProblem[];
}

function dateTime(value: string): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:?\d{2})?)?$/.exec(value);
  if (!m) return null;
  const ms = Date.parse(`${m[1]}T${m[2] ?? '12:00'}${m[3] ?? 'Z'}`);
  if (Number.isNaN(ms)) return null;
  const iso = new Date(ms).toISOString();
  // a day that does not exist (2026-02-30) rolls over: refused
  return m[3] || iso.slice(0, 10) === m[1] ? iso : null;
}

/** The readings of a CSV file and every problem in it, by line (nothing is to be saved while there is one). */
export function parseReadingsCsv(text: string, now: string): ReadingsImport {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = (lines[0] ?? '').split(',').map((h) => h.trim().toLowerCase());
  const problems: CsvProblem[] = [];
  const readings: CsvReading[] = [];
  const unknown = header.filter((h) => h !== 'taken_at' && !Object.hasOwn(COLUMNS, h));
  if (!header.includes('taken_at') || unknown.length > 0 || header.length < 2) {
    const named = Object.keys(COLUMNS).join(', ');
    return { readings, problems: [{ line: 1, message: `The header must name taken_at and some of ${named}${unknown.length ? ` (unknown: ${unknown.join(', ')})` : ''}` }] };
  }
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (index === 0 || raw.trim() === '') return;
    if (raw.includes('"')) return void problems.push({ line, message: 'Quoted values are not read: the values are plain numbers' });
    const cells = raw.split(',').map((c) => c.trim());
    if (cells.length !== header.length) return void problems.push({ line, message: `${cells.length} values for ${header.length} columns` });
    const typed: Partial<Record<keyof ReadingValues, string>> = {};
    let at: string | null = null;
    const before = problems.length;
    header.forEach((name, i) => {
      const cell = cells[i]!;
      if (name !== 'taken_at') typed[COLUMNS[name as Column]] = cell;
      else if (!(at = dateTime(cell))) problems.push({ line, message: `taken_at "${cell}" is not a date-time (YYYY-MM-DD HH:MM)` });
      else if (at > now) problems.push({ line, message: `taken_at ${cell} is in the future` });
    });
    // the reading form's and the server's rules: ranges, a blood pressure of two numbers, the diastolic below the systolic
    for (const [key, { rule, params }] of Object.entries(recordProblems(READING_FIELD_RULES, typed, now.slice(0, 10)))) {
      const spec: FieldSpec = READING_FIELD_RULES[key as keyof ReadingValues];
      const other = params?.['other'];
      problems.push({ line, message: `${column(key)} "${typed[key as keyof ReadingValues] ?? ''}": ${fieldMessage(rule, spec.label ?? key, other === undefined ? params : { ...params, other: column(String(other)) })}` });
    }
    if (problems.length > before) return;
    const values: ReadingValues = Object.fromEntries(Object.entries(typed).filter(([, cell]) => cell !== '').map(([key, cell]) => [key, Number(cell)]));
    if (Object.keys(values).length === 0) return void problems.push({ line, message: 'The line has no value' });
    readings.push({ line, at: at!, values, outOfRange: outOfRange(values).length > 0 });
  });
  if (readings.length + problems.length === 0) problems.push({ line: 2, message: 'The file has no reading' });
  if (readings.length > MAX_IMPORT_READINGS) problems.push({ line: 1, message: `At most ${MAX_IMPORT_READINGS} readings a file (this one has ${readings.length}): split it` });
  return { readings, problems };
}
