/**
 * The CCM month of every enrolled patient, as the overview, tracking, provider time and month
 * close show it: the enrolments, the month's time entries and the patients' names, read once
 * each and joined; each patient's codes from `careMonthCodes` (ccmMonthSummary).
 */
import { type CcmMonthSummary, ccmMonthSummary, underApcm } from '@emr/domain/care';
import { useMemo } from 'react';
import { monthEnd } from '@emr/domain';
import { clinicToday } from '@emr/shared-ui';
import { type Enrolment, type PatientName, type TimeEntry, useEnrolments, useMonthEntries, usePatientNames } from './careProgram.resource.ts';

export interface PatientMonth {
  month: string;
  enrolment: Enrolment;
  patient: PatientName;
  entries: TimeEntry[];
  summary: CcmMonthSummary;
  closed: boolean;
}

/** The enrolment's patient as a table shows it: its name, or its PatientID when the name was not read. */
export const shownPatient = (enrolment: Enrolment, patient: PatientName | undefined): PatientName =>
  patient ?? { patientId: enrolment.patientId, name: enrolment.patientId, dob: '', apcmSince: '' };

/** One patient's CCM month: its entries, the codes careMonthCodes gives them (ccmMonthSummary), and whether it is closed. */
export function patientMonthOf(month: string, enrolment: Enrolment, own: TimeEntry[], patient: PatientName | undefined): PatientMonth {
  const shown = shownPatient(enrolment, patient);
  return {
    month,
    enrolment,
    patient: shown,
    entries: own,
    summary: ccmMonthSummary(month, own, { complex: enrolment.complex, apcm: underApcm(shown.apcmSince, month) }),
    closed: enrolment.closedMonths.includes(month),
  };
}

export function useCcmMonth(month: string) {
  const enrolments = useEnrolments('ccm');
  const entries = useMonthEntries('ccm', month);
  const names = usePatientNames(enrolments.data?.map((e) => e.patientId) ?? []);
  const rows = useMemo<PatientMonth[] | undefined>(() => {
    if (!enrolments.data || !entries.data || !names.data) return undefined;
    return enrolments.data
      .map((enrolment) =>
        patientMonthOf(
          month,
          enrolment,
          entries.data!.filter((entry) => entry.enrolmentId === enrolment.id),
          names.data!.get(enrolment.patientId),
        ),
      )
      .sort((a, b) => a.patient.name.localeCompare(b.patient.name));
  }, [enrolments.data, entries.data, names.data, month]);
  const error = enrolments.error ?? entries.error ?? names.error;
  return {
    rows,
    entries: entries.data,
    isLoading: !rows && !error,
    error,
    refetch: () => {
      void enrolments.refetch();
      void entries.refetch();
      void names.refetch();
    },
  };
}

/** Days left in the month after today on the clinic's calendar (0 for a past month). */
export function daysLeft(month: string, now?: Date): number {
  const last = Number(monthEnd(month).slice(8, 10));
  const day = clinicToday(now);
  if (month < day.slice(0, 7)) return 0;
  if (month > day.slice(0, 7)) return last;
  return last - Number(day.slice(8, 10));
}
