/**
 * RPM readings: a patient's device readings of a month (Vitals rows with `Program` 'rpm', index 2
 * by date) and recording one; an out-of-range reading also opens a high-priority task for the
 * care team. The RPM month of every enrolled patient joins enrolments, time entries and readings.
 */
import { queries } from '@emr/domain';
import { type CsvReading, type ReadingValues, type RpmMonthSummary, outOfRange, rpmMonthSummary, rpmPeriodShown } from '@emr/domain/care';
import { type EmrRecord, json, readEach, records, selection, str, useClinicId, useRecordMutation } from '@emr/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type Enrolment, type PatientName, type TimeEntry, useEnrolments, useMonthEntries, usePatientNames } from '../ccm/careProgram.resource.ts';

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
export function readingWindow(month: string, deviceStart: string, today = new Date().toISOString().slice(0, 10)): [string, string] {
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
  return useRecordMutation(async ({ patientId, at, values, alert }: { patientId: string; at: string; values: ReadingValues; alert: string }) => {
    const reading = await records.create('Vitals', { PatientID: patientId, Program: 'rpm', DateConducted: at, Vitals: values });
    if (outOfRange(values).length > 0) {
      await records.create('Task', { Task: alert, PatientID: patientId, Priority: 'High', DueDate: new Date().toISOString(), Done: false });
    }
    return reading;
  });
}

export interface RpmPatientMonth {
  enrolment: Enrolment;
  patient: PatientName;
  entries: TimeEntry[];
  summary: RpmMonthSummary;
  closed: boolean;
}

/** Every RPM enrolment's month: device days from its readings, management minutes, codes. */
export function useRpmMonth(month: string) {
  const clinicId = useClinicId();
  const enrolments = useEnrolments('rpm');
  const entries = useMonthEntries('rpm', month);
  const names = usePatientNames(enrolments.data?.map((e) => e.patientId) ?? []);
  const readings = useQuery({
    queryKey: ['emr', 'rpmMonthReadings', clinicId, month, enrolments.data?.map((e) => e.patientId)],
    queryFn: async () => new Map(await readEach(enrolments.data!, async (e) => [e.patientId, await monthReadings(clinicId!, e.patientId, month, e.device.start)] as const)),
    enabled: clinicId !== null && !!enrolments.data,
  });
  const rows = useMemo<RpmPatientMonth[] | undefined>(() => {
    if (!enrolments.data || !entries.data || !names.data || !readings.data) return undefined;
    return enrolments.data
      .map((enrolment) => {
        const own = entries.data!.filter((entry) => entry.enrolmentId === enrolment.id);
        return {
          enrolment,
          patient: names.data!.get(enrolment.patientId) ?? { patientId: enrolment.patientId, name: enrolment.patientId, dob: '', apcmSince: '' },
          entries: own,
          summary: rpmMonthSummary(month, (readings.data!.get(enrolment.patientId) ?? []).map((r) => r.at), own, { deviceStart: enrolment.device.start }),
          closed: enrolment.closedMonths.includes(month),
        };
      })
      .sort((a, b) => a.patient.name.localeCompare(b.patient.name));
  }, [enrolments.data, entries.data, names.data, readings.data, month]);
  const error = enrolments.error ?? entries.error ?? names.error ?? readings.error;
  return {
    rows,
    isLoading: !rows && !error,
    error,
    refetch: () => {
      void enrolments.refetch();
      void entries.refetch();
      void readings.refetch();
    },
  };
}

/**
 * Saves the readings of a CSV file in one transaction (transactEMR): every reading, and one
 * high-priority task for the care team when any is out of range. A refusal saves none of them.
 */
export function useImportReadings() {
  return useRecordMutation(({ patientId, readings, alert }: { patientId: string; readings: readonly CsvReading[]; alert: string }) => {
    const create = (input: Record<string, unknown>) => ({ action: 'create', input: { id: crypto.randomUUID(), ...input } });
    const operations = readings.map((r) => create({ EntityType: 'Vitals', PatientID: patientId, Program: 'rpm', DateConducted: r.at, Vitals: r.values }));
    if (readings.some((r) => r.outOfRange)) {
      operations.push(create({ EntityType: 'Task', Task: alert, PatientID: patientId, Priority: 'High', DueDate: new Date().toISOString(), Done: false }));
    }
    return records.mutation<EmrRecord[]>('transactEMR', { operations: JSON.stringify(operations) });
  });
}
