/**
 * The care programs' data (CCM; RPM uses the same shapes): the active enrolments of a program,
 * the time entries of a month (index 11: one query per program-month, each patient's entries
 * together), one enrolment's entries, the patients' names and problem lists, the staff
 * directory for the billing practitioner, and the writes (enrol, disenrol, log time; closing a
 * month is shared/monthClose.resource.ts). The server checks every rule again (domain care/carePrograms.ts).
 */
import { planPatientSearch, queries } from '@emr/domain';
import {
  COMPLEX_CCM,
  type CareMonthOverview,
  ENROLMENT_STATUS,
  type InjectionProgram,
  type MonthEntry,
  type TimeRole,
  closedMonths,
  entryMinutes,
  entryPractitionerMinutes,
  entryRole,
  entryServiceDate,
  serviceDay,
  setupMonth,
  providerTimeOf,
} from '@emr/domain/care';
import { type EmrRecord, bool, day, json, readPatients, records, selection, str, clinicToday, useClinicId, useIndexAll, useRecordMutation } from '@emr/shared-ui';
import { useQuery } from '@tanstack/react-query';

export type CareProgram = 'ccm' | 'rpm';

export const ENROLMENT_FIELDS = selection('PatientID', 'Program', 'EnrollmentDate', 'Status', 'AssignedTo', 'Variation', 'Note', 'CustomString', 'CustomArray', 'Reason', 'Name', 'CustomID', 'StartDate', 'CustomTime');
export const ENTRY_FIELDS = selection('PatientID', 'Program', 'Time', 'ProviderTime', 'Description', 'ServiceDate', 'Timestamp', 'CreatedBy', 'LinkedToProgram', 'Supervised');
export const PATIENT_FIELDS = selection('PatientID', 'FirstName', 'LastName', 'DOB', 'ApcmSince');
const PROBLEM_FIELDS = selection('Diagnosis', 'DiagnosisType', 'Status');
const DIRECTORY_FIELDS = ['id', 'FullName', 'Role'];

export interface Enrolment {
  id: string;
  Version: number;
  patientId: string;
  program: string;
  consentDate: string;
  consentMethod: string;
  complex: boolean;
  /** An injection program's protocol (`Variation`). */
  protocol: string;
  carePlan: string;
  practitionerId: string;
  status: string;
  closedMonths: string[];
  /** RPM: the device assigned (type, serial, from) and the month whose claim carried its set-up, 99453 ('' none yet). */
  device: { type: string; serial: string; start: string; setupMonth: string };
}

export interface TimeEntry extends MonthEntry {
  id: string;
  role: TimeRole;
  patientId: string;
  enrolmentId: string;
  description: string;
  /** The date of service ('YYYY-MM-DD'): the minutes count in its month. */
  serviceDate: string;
  /** When it was recorded. */
  at: string;
  by: string;
  interactive: boolean;
}

export const toEnrolment = (row: EmrRecord): Enrolment => ({
  id: row.id,
  Version: row.Version,
  patientId: str(row['PatientID']),
  program: str(row['Program']),
  consentDate: day(row['EnrollmentDate']),
  consentMethod: str(row['CustomString']),
  complex: str(row['Variation']) === COMPLEX_CCM,
  protocol: str(row['Variation']),
  carePlan: str(row['Note']),
  practitionerId: str(row['AssignedTo']),
  status: str(row['Status'], ENROLMENT_STATUS.active),
  closedMonths: closedMonths(row),
  device: { type: str(row['Name']), serial: str(row['CustomID']), start: day(row['StartDate']), setupMonth: setupMonth(row) },
});

export const toTimeEntry = (row: EmrRecord): TimeEntry => ({
  id: row.id,
  patientId: str(row['PatientID']),
  enrolmentId: str(row['LinkedToProgram']),
  minutes: entryMinutes(row),
  practitionerMinutes: entryPractitionerMinutes(row),
  role: entryRole({ minutes: entryMinutes(row), practitionerMinutes: entryPractitionerMinutes(row) }),
  description: str(row['Description']),
  serviceDate: entryServiceDate(row).slice(0, 10),
  at: str(row['Timestamp']),
  by: str(row['CreatedBy']),
  interactive: bool(row['Supervised']),
});

/** The month now, 'YYYY-MM', on the clinic's calendar (its time zone): an entry's day of service is the clinic's day. */
export const currentMonth = (now?: Date) => clinicToday(now).slice(0, 7);

/** The program's active enrolments. */
export function useEnrolments(program: CareProgram) {
  const clinicId = useClinicId();
  const query = useIndexAll(clinicId ? queries.enrolledInProgram(clinicId, program) : null, { selectionSet: ENROLMENT_FIELDS });
  return { ...query, data: query.data?.map(toEnrolment) };
}

/** Every time entry of the program in a month, all patients. */
export function useMonthEntries(program: CareProgram, month: string) {
  const clinicId = useClinicId();
  const query = useIndexAll(clinicId ? queries.programTimeForMonth(clinicId, program, month) : null, { selectionSet: ENTRY_FIELDS });
  return { ...query, data: query.data?.map(toTimeEntry) };
}

/** One enrolment, by id. */
export function useEnrolment(id: string | null) {
  const query = useQuery({
    queryKey: ['emr', 'record', id, ENROLMENT_FIELDS],
    queryFn: () => records.get(id!, { selectionSet: ENROLMENT_FIELDS }),
    enabled: id !== null,
  });
  return { ...query, data: query.data ? toEnrolment(query.data) : query.data };
}

/** One enrolment's time entries of a month. */
export function useEnrolmentEntries(enrolmentId: string | null, month: string) {
  const clinicId = useClinicId();
  const query = useIndexAll(clinicId && enrolmentId ? { ...queries.timeEntriesOfEnrollment(clinicId, enrolmentId), sk: { beginsWith: month } } : null, {
    selectionSet: ENTRY_FIELDS,
  });
  return { ...query, data: query.data?.map(toTimeEntry) };
}

export interface PatientName {
  patientId: string;
  name: string;
  dob: string;
  /** The month APCM began for the patient ('YYYY-MM'), '' when not under APCM. */
  apcmSince: string;
}

export const toPatientName = (row: EmrRecord): PatientName => ({
  patientId: str(row['PatientID']),
  name: `${str(row['LastName'])}, ${str(row['FirstName'])}`,
  dob: day(row['DOB']),
  apcmSince: str(row['ApcmSince']),
});

/** The names of the given patients (by PatientID), read with the kit's `readPatients`: only those patients, in a few reads. */
export function usePatientNames(patientIds: readonly string[]) {
  const clinicId = useClinicId();
  const ids = [...new Set(patientIds)].sort();
  return useQuery({
    queryKey: ['emr', 'programPatients', clinicId, ids],
    queryFn: async () => {
      const names = new Map<string, PatientName>();
      for (const row of await readPatients(clinicId!, ids, PATIENT_FIELDS)) names.set(str(row['PatientID']), toPatientName(row));
      return names;
    },
    enabled: clinicId !== null,
  });
}

/** The patient's active problems (the problem list the eligibility counts). */
export function useActiveProblems(patientId: string | null) {
  const clinicId = useClinicId();
  const query = useIndexAll(clinicId && patientId ? queries.chart(clinicId, 'Diagnosis', patientId) : null, { selectionSet: PROBLEM_FIELDS });
  const problems = query.data
    ?.filter((row) => str(row['Status'], 'Active') === 'Active' && str(row['DiagnosisType'], 'Diagnosis') === 'Diagnosis')
    .map((row) => ({ id: row.id, name: str(row['Diagnosis']) }));
  return { ...query, data: problems };
}

/** The clinic's staff (the directory), by id. */
export function useStaff() {
  const clinicId = useClinicId();
  const query = useIndexAll(clinicId ? queries.usersByName(clinicId) : null, { selectionSet: DIRECTORY_FIELDS });
  const staff = new Map((query.data ?? []).map((row) => [row.id, { id: row.id, name: str(row['FullName']), role: str(row['Role']) }]));
  return { ...query, staff };
}

export interface EnrolInput {
  program: CareProgram | InjectionProgram;
  patientId: string;
  consentDate: string;
  consentMethod: string;
  complex: boolean;
  carePlan: string;
  practitionerId: string;
  device?: { type: string; serial: string; start: string };
  /** An injection program's protocol. */
  protocol?: string;
  /** GLP-1, Prolia: the prior authorisation's dates (ISO). */
  authorisation?: { from: string; until: string };
}

/** The enrolment row an enrolment form sends (its rules: ENROLMENT_FIELD_RULES, enrolRules.ts). */
export function enrolmentRecord(input: EnrolInput): Record<string, unknown> {
  return {
    PatientID: input.patientId,
    Program: input.program,
    EnrollmentDate: input.consentDate ? `${input.consentDate}T12:00:00.000Z` : null,
    Status: ENROLMENT_STATUS.active,
    CustomString: input.consentMethod || null,
    Variation: input.protocol ?? (input.complex ? COMPLEX_CCM : null),
    Note: input.carePlan || null,
    AssignedTo: input.practitionerId || null,
    ...(input.authorisation ? { StartDate: input.authorisation.from || null, DateExpired: input.authorisation.until || null } : {}),
    ...(input.device ? { Name: input.device.type, CustomID: input.device.serial, StartDate: input.device.start ? `${input.device.start}T12:00:00.000Z` : null } : {}),
  };
}

export function useEnrol() {
  return useRecordMutation((input: EnrolInput) => records.create('ProgramEnrollment', enrolmentRecord(input)));
}

export function useDisenrol() {
  return useRecordMutation(({ enrolment, reason }: { enrolment: Enrolment; reason: string }) =>
    records.update(enrolment, { Status: ENROLMENT_STATUS.disenrolled, Reason: reason, EndDate: new Date().toISOString() }),
  );
}

export interface TimeInput {
  enrolment: Enrolment;
  minutes: number;
  role: TimeRole;
  description: string;
  /** The date of service, 'YYYY-MM-DD'. */
  serviceDate: string;
  /** The stopwatch's span, when the time was clocked. */
  start?: string;
  end?: string;
  /** RPM: the time included interactive communication with the patient. */
  interactive?: boolean;
}

export function useLogTime() {
  return useRecordMutation(({ enrolment, minutes, role, description, serviceDate, start, end, interactive }: TimeInput) =>
    records.create('TimeEntry', {
      PatientID: enrolment.patientId,
      Program: enrolment.program,
      LinkedToProgram: enrolment.id,
      Time: String(minutes),
      ProviderTime: providerTimeOf(role, minutes),
      Description: description,
      ServiceDate: serviceDay(serviceDate),
      ...(start && end ? { Start: start, End: end } : {}),
      ...(interactive ? { Supervised: true } : {}),
    }),
  );
}

/** Patients matching a search entry (the navbar's plan), at most 10. */
export function useFindPatients(term: string) {
  const clinicId = useClinicId();
  const plan = clinicId ? planPatientSearch(clinicId, term) : null;
  return useQuery({
    queryKey: ['emr', 'programFind', plan?.queries ?? null],
    queryFn: async () => {
      const pages = await Promise.all(plan!.queries.map((q) => records.query(q, { limit: 10, selectionSet: PATIENT_FIELDS })));
      const seen = new Map<string, PatientName>();
      for (const row of pages.flatMap((page) => page.items)) {
        const patientId = str(row['PatientID']);
        if (!seen.has(patientId)) seen.set(patientId, toPatientName(row));
      }
      return [...seen.values()].slice(0, 10);
    },
    enabled: plan !== null,
  });
}

/** The patient's row (for its `Version` and APCM start), by PatientID. */
export function usePatientRow(patientId: string | null) {
  const clinicId = useClinicId();
  return useQuery({
    queryKey: ['emr', 'programPatient', clinicId, patientId],
    queryFn: async () => (await records.query(queries.patientByPatientId(clinicId!, patientId!), { limit: 1, selectionSet: PATIENT_FIELDS })).items[0] ?? null,
    enabled: clinicId !== null && patientId !== null,
  });
}

/** Sets (a month) or ends (null) the patient's APCM. */
export function useSetApcm() {
  return useRecordMutation(({ patient, since }: { patient: EmrRecord; since: string | null }) => records.update(patient, { ApcmSince: since }));
}

/** A program-month's figures as the server counts them (`careMonthOverview`): no page reads every patient's month. */
export function useCareMonthOverview(program: CareProgram, month: string) {
  const clinicId = useClinicId();
  return useQuery({
    queryKey: ['emr', 'careMonthOverview', clinicId, program, month],
    queryFn: async () => json<CareMonthOverview | null>(await records.customQuery('careMonthOverview', { program, month }), null),
    enabled: clinicId !== null,
  });
}
