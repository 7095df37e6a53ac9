/**
 * A care program's month of the enrolled patients one table page at a time (CCM and RPM
 * tracking and month close, RPM's enrolled list), at any clinic size: a page of the program's
 * roster (index 3, the active enrolments in PatientID order), then, at once, the month's time
 * entries of that PatientID range (index 11: each patient's entries together), the page's
 * patients' names (`readPatients`: only those, a few filtered ranges of index 6) and, for RPM,
 * the readings of that range (rpm.resource.ts), joined in one pass; each patient's codes from
 * `careMonthCodes` (ccmMonthSummary, rpmMonthSummary).
 */
import { type IndexQuery, queries } from '@emr/domain';
import { type EmrRecord, type PageSource, readPatients, records, str, useClinicId, useServerPages } from '@emr/shared-ui';
import { type CareProgram, ENROLMENT_FIELDS, ENTRY_FIELDS, type Enrolment, PATIENT_FIELDS, type PatientName, type TimeEntry, toEnrolment, toPatientName, toTimeEntry } from './careProgram.resource.ts';
import { type PatientMonth, patientMonthOf } from './ccmMonth.ts';

/** Every row of a key-condition query (a page's PatientID range: a few dozen rows). */
export async function allOf(query: IndexQuery, selectionSet: readonly string[]): Promise<EmrRecord[]> {
  const rows: EmrRecord[] = [];
  for await (const page of records.pages(query, { selectionSet, limit: 1000 })) rows.push(...page);
  return rows;
}

/** A roster page with the month's time entries (by enrolment) and the names of its PatientID range, and what `more` read beside them. */
export interface RosterPage<More> {
  enrolments: Enrolment[];
  entries: ReadonlyMap<string, TimeEntry[]>;
  names: ReadonlyMap<string, PatientName>;
  /** What `more` read (undefined on an empty page). */
  more: More | undefined;
  nextToken: string | null;
}

/**
 * One page of a program's roster (index 3), then, at once, the month's time entries of its
 * PatientID range (index 11), its patients' names (`readPatients`) and what `more` reads for the
 * same range (RPM: the readings): three or four reads whatever the page size.
 */
export async function readRosterPage<More>(
  clinicId: string,
  program: CareProgram,
  month: string,
  query: IndexQuery,
  page: { limit: number; nextToken: string | null },
  more: (first: string, last: string, enrolments: Enrolment[]) => Promise<More>,
): Promise<RosterPage<More>> {
  const roster = await records.query(query, { ...page, selectionSet: ENROLMENT_FIELDS });
  const enrolments = roster.items.map(toEnrolment);
  if (enrolments.length === 0) return { enrolments, entries: new Map(), names: new Map(), more: undefined, nextToken: roster.nextToken };
  const ids = enrolments.map((e) => e.patientId).sort();
  const [first, last] = [ids[0]!, ids.at(-1)!];
  const [entryRows, patientRows, extra] = await Promise.all([
    allOf(queries.programTimeOfPatients(clinicId, program, month, first, last), ENTRY_FIELDS),
    readPatients(clinicId, ids, PATIENT_FIELDS),
    more(first, last, enrolments),
  ]);
  const entries = new Map<string, TimeEntry[]>();
  for (const entry of entryRows.map(toTimeEntry)) entries.set(entry.enrolmentId, [...(entries.get(entry.enrolmentId) ?? []), entry]);
  const names = new Map(patientRows.map((row) => [str(row['PatientID']), toPatientName(row)]));
  return { enrolments, entries, names, more: extra, nextToken: roster.nextToken };
}

/** The table page's rows: the roster page joined with the month's entries of its PatientID range and its patients' names. */
export async function readCcmMonthPage(clinicId: string, month: string, query: IndexQuery, page: { limit: number; nextToken: string | null }) {
  const read = await readRosterPage(clinicId, 'ccm', month, query, page, async () => null);
  const items = read.enrolments.map((enrolment) => patientMonthOf(month, enrolment, read.entries.get(enrolment.id) ?? [], read.names.get(enrolment.patientId)));
  return { items, nextToken: read.nextToken };
}

/** The CCM month of the enrolled patients, a server page at a time (the kit's pager). */
export function useCcmMonthPages(month: string) {
  const clinicId = useClinicId();
  const source: PageSource<PatientMonth> = { id: `ccmMonth:${month}`, read: (query, page) => readCcmMonthPage(clinicId!, month, query, page) };
  return useServerPages<PatientMonth>(clinicId ? queries.programRoster(clinicId, 'ccm') : null, { source });
}
