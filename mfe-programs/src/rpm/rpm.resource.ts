/**
 * RPM readings: a patient's device readings of a month (Vitals rows with `Program` 'rpm', index 2
 * by date) and recording one; for an out-of-range reading the server opens a high-priority task
 * for the care team (whoever saves it: server/readingAlerts.ts of @emr/domain). The RPM month of the enrolled patients, a server page at a time: a roster page, its
 * time entries and names (readRosterPage), and the readings of its PatientID range (index 11,
 * one range read per month the page's reading windows reach: two or three).
 */
import { type IndexQuery, queries } from '@emr/domain';
import { type CsvReading, type ReadingValues, type RpmMonthSummary, monthsBetween, outOfRange, rpmMonthSummary, rpmPeriodShown, setupBilledBefore } from '@emr/domain/care';
import { type EmrRecord, type PageSource, clinicToday, json, records, selection, str, useClinicId, useRecordMutation, useServerPages } from '@emr/shared-ui';
import { useQuery } from '@tanstack/react-query';
import type { Enrolment, PatientName, TimeEntry } from '../ccm/careProgram.resource.ts';
import { shownPatient } from '../ccm/ccmMonth.ts';
import { allOf, readRosterPage } from '../ccm/ccmMonthPages.ts';

const READING_FIELDS = selection('PatientID', 'Program', 'DateConducted', 'Vitals');

export interface Reading {
  id: string;
  at: string;
  values: ReadingValues;
  flags: string[];
}

const toReading = (row: EmrRecord): Reading => {
  const values = json<ReadingValues>(row['Vitals'], {});
  return { id: row.id, at: str(row['DateConducted']), values, flags: outOfRange(values) };
};

/** The days whose readings a month shows: its device period (rpmPeriodShown) and the calendar month, whichever reach further. */
export function readingWindow(month: string, deviceStart: string, today = clinicToday()): [string, string] {
  const period = rpmPeriodShown(deviceStart, month, today);
  const [from, to] = [`${month}-01`, `${month}-31`];
  if (period === null || period === 'month') return [from, to];
  return [period.start < from ? period.start : from, period.end > to ? period.end : to];
}

async function monthReadings(clinicId: string, patientId: string, month: string, deviceStart: string): Promise<Reading[]> {
  const [from, to] = readingWindow(month, deviceStart);
  const rows: EmrRecord[] = [];
  for await (const page of records.pages({ ...queries.chart(clinicId, 'Vitals', patientId), sk: { between: [from, `${to}\uffff`] } }, { selectionSet: READING_FIELDS })) rows.push(...page);
  return rows.filter((row) => str(row['Program']) === 'rpm').map(toReading);
}

/** One patient's readings of a month and of its device period (a period may begin in the month before), newest first. */
export function useReadings(patientId: string | null, month: string, deviceStart: string) {
  const clinicId = useClinicId();
  return useQuery({
    queryKey: ['emr', 'rpmReadings', clinicId, patientId, month, deviceStart],
    queryFn: () => monthReadings(clinicId!, patientId!, month, deviceStart),
    enabled: clinicId !== null && patientId !== null,
  });
}

export function useAddReading() {
  return useRecordMutation(({ patientId, at, values }: { patientId: string; at: string; values: ReadingValues }) =>
    records.create('Vitals', { PatientID: patientId, Program: 'rpm', DateConducted: at, Vitals: values }),
  );
}

export interface RpmPatientMonth {
  enrolment: Enrolment;
  patient: PatientName;
  entries: TimeEntry[];
  summary: RpmMonthSummary;
  closed: boolean;
}

/** The reading times of a page's patients, each in its own window (readingWindow): the RPM readings of the PatientID range, one read per month the windows reach. */
async function pageReadingTimes(clinicId: string, month: string, first: string, last: string, enrolments: readonly Enrolment[]): Promise<Map<string, string[]>> {
  const windows = new Map(enrolments.map((e) => [e.patientId, readingWindow(month, e.device.start)]));
  const days = [...windows.values()];
  const [from, to] = [days.map((w) => w[0]).sort()[0]!, days.map((w) => w[1]).sort().at(-1)!];
  const pages = await Promise.all(monthsBetween(from.slice(0, 7), to.slice(0, 7)).map((m) => allOf(queries.programReadingsOfPatients(clinicId, 'rpm', m, first, last), READING_FIELDS)));
  const times = new Map<string, string[]>();
  for (const row of pages.flat()) {
    const [patientId, at] = [str(row['PatientID']), str(row['DateConducted'])];
    const window = windows.get(patientId);
    if (window && at.slice(0, 10) >= window[0] && at.slice(0, 10) <= window[1]) times.set(patientId, [...(times.get(patientId) ?? []), at]);
  }
  return times;
}

/** What a month's meter needs of the enrolment, as the server's close reads it: the device's start, and whether another month's claim carried its set-up (99453). */
export const rpmMonthOptions = (enrolment: Enrolment, month: string, today = clinicToday()) => ({ deviceStart: enrolment.device.start, setupBilled: setupBilledBefore(enrolment.device.setupMonth, month), today });

/** The table page's rows: each enrolment's device days (from its readings), management minutes and codes (rpmMonthSummary). */
export async function readRpmMonthPage(clinicId: string, month: string, query: IndexQuery, page: { limit: number; nextToken: string | null }) {
  const read = await readRosterPage(clinicId, 'rpm', month, query, page, (first, last, enrolments) => pageReadingTimes(clinicId, month, first, last, enrolments));
  const items = read.enrolments.map((enrolment): RpmPatientMonth => {
    const own = read.entries.get(enrolment.id) ?? [];
    return {
      enrolment,
      patient: shownPatient(enrolment, read.names.get(enrolment.patientId)),
      entries: own,
      summary: rpmMonthSummary(month, read.more?.get(enrolment.patientId) ?? [], own, rpmMonthOptions(enrolment, month)),
      closed: enrolment.closedMonths.includes(month),
    };
  });
  return { items, nextToken: read.nextToken };
}

/** The RPM month of the enrolled patients, a server page at a time (the kit's pager), in PatientID order. */
export function useRpmMonthPages(month: string) {
  const clinicId = useClinicId();
  const source: PageSource<RpmPatientMonth> = { id: `rpmMonth:${month}`, read: (query, page) => readRpmMonthPage(clinicId!, month, query, page) };
  return useServerPages<RpmPatientMonth>(clinicId ? queries.programRoster(clinicId, 'rpm') : null, { source });
}

/**
 * Saves the readings of a CSV file in one transaction (transactEMR): every reading (the server
 * adds the care team's task when any is out of range). A refusal saves none of them.
 */
export function useImportReadings() {
  return useRecordMutation(({ patientId, readings }: { patientId: string; readings: readonly CsvReading[] }) => {
    const operations = readings.map((r) => ({ action: 'create', input: { id: crypto.randomUUID(), EntityType: 'Vitals', PatientID: patientId, Program: 'rpm', DateConducted: r.at, Vitals: r.values } }));
    return records.mutation<EmrRecord[]>('transactEMR', { operations: JSON.stringify(operations) });
  });
}
