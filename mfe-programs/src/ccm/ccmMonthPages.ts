/**
 * The CCM month of the enrolled patients one table page at a time (tracking, month close), at
 * any clinic size: a page of the program's roster (index 3, the active enrolments in PatientID
 * order), then, at once, the month's time entries of that PatientID range (index 11: each
 * patient's entries together) and the page's patients' names (`readPatients`: only those, a few
 * filtered ranges of index 6), joined in one pass; each patient's codes
 * from `careMonthCodes` (ccmMonthSummary).
 */
import { type IndexQuery, queries } from '@emr/domain';
import { type EmrRecord, type PageSource, readPatients, records, str, useClinicId, useServerPages } from '@emr/shared-ui';
import { ENROLMENT_FIELDS, ENTRY_FIELDS, PATIENT_FIELDS, type TimeEntry, toEnrolment, toPatientName, toTimeEntry } from './careProgram.resource.ts';
import { type PatientMonth, patientMonthOf } from './ccmMonth.ts';

/** Every row of a key-condition query (a page's PatientID range: a few dozen rows). */
async function allOf(query: IndexQuery, selectionSet: readonly string[]): Promise<EmrRecord[]> {
  const rows: EmrRecord[] = [];
  for await (const page of records.pages(query, { selectionSet, limit: 1000 })) rows.push(...page);
  return rows;
}

/** The table page's rows: the roster page joined with the month's entries of its PatientID range and its patients' names. */
export async function readCcmMonthPage(clinicId: string, month: string, query: IndexQuery, page: { limit: number; nextToken: string | null }) {
  const roster = await records.query(query, { ...page, selectionSet: ENROLMENT_FIELDS });
  const enrolments = roster.items.map(toEnrolment);
  if (enrolments.length === 0) return { items: [] as PatientMonth[], nextToken: roster.nextToken };
  const ids = enrolments.map((e) => e.patientId).sort();
  const [first, last] = [ids[0]!, ids.at(-1)!];
  const [entryRows, patientRows] = await Promise.all([
    allOf(queries.programTimeOfPatients(clinicId, 'ccm', month, first, last), ENTRY_FIELDS),
    readPatients(clinicId, ids, PATIENT_FIELDS),
  ]);
  const entries = new Map<string, TimeEntry[]>();
  for (const entry of entryRows.map(toTimeEntry)) entries.set(entry.enrolmentId, [...(entries.get(entry.enrolmentId) ?? []), entry]);
  const names = new Map(patientRows.map((row) => [str(row['PatientID']), toPatientName(row)]));
  const items = enrolments.map((enrolment) => patientMonthOf(month, enrolment, entries.get(enrolment.id) ?? [], names.get(enrolment.patientId)));
  return { items, nextToken: roster.nextToken };
}

/** The CCM month of the enrolled patients, a server page at a time (the kit's pager). */
export function useCcmMonthPages(month: string) {
  const clinicId = useClinicId();
  const source: PageSource<PatientMonth> = { id: `ccmMonth:${month}`, read: (query, page) => readCcmMonthPage(clinicId!, month, query, page) };
  return useServerPages<PatientMonth>(clinicId ? queries.programRoster(clinicId, 'ccm') : null, { source });
}
