/**
 * The injection programs' data: each program's active enrolments and its doses (index 11, newest
 * first), joined into one row per enrolled patient with the last dose and the next one due by the
 * protocol; a patient's medications (the GLP-1/Prolia prior authorisation); recording a dose,
 * which is an Injection row of the chart (its injections sub-page shows it).
 */
import { queries } from '@emr/domain';
import { type InjectionProgram, givenMilligrams, nextInjectionDue } from '@emr/domain/care';
import { type EmrRecord, day, records, selection, str, useClinicToday, useClinicId, useIndexAll, useRecordMutation } from '@emr/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { ENROLMENT_FIELDS, type Enrolment, type PatientName, toEnrolment, usePatientNames } from '../ccm/careProgram.resource.ts';

const DOSE_FIELDS = selection('PatientID', 'Program', 'Injection', 'MedicationName', 'Dosage', 'InjectionType', 'DateAdministered', 'CreatedBy', 'CustomString', 'Comment');
const MEDICATION_FIELDS = selection('Medication', 'Status', 'PriorAuthorizationRequired', 'PriorAuthorizationStatus', 'DateExpired');

export type DueState = 'overdue' | 'today' | 'upcoming';

export interface ProgramPatient {
  program: InjectionProgram;
  enrolment: Enrolment;
  patient: PatientName;
  lastGiven: string | null;
  nextDue: string;
  state: DueState;
}

export interface Dose {
  id: string;
  patientId: string;
  product: string;
  route: string;
  at: string;
  lot: string;
  site: string;
  /** The dose in milligrams (NaN when it does not say). */
  mg: number;
}

const toDose = (row: EmrRecord): Dose => ({
  id: row.id,
  patientId: str(row['PatientID']),
  product: str(row['Injection']) || str(row['MedicationName']),
  route: str(row['InjectionType']),
  at: str(row['DateAdministered']),
  lot: str(row['CustomString']),
  site: str(row['Comment']),
  mg: givenMilligrams(row),
});

async function allRows(query: ReturnType<typeof queries.injectionsOfProgram>, selectionSet: readonly string[]) {
  const rows: EmrRecord[] = [];
  for await (const page of records.pages(query, { selectionSet })) rows.push(...page);
  return rows;
}

/** The programs' enrolled patients with their last dose and the next one due, and each program's doses. */
export function useInjectionPrograms(programs: readonly InjectionProgram[]) {
  const clinicId = useClinicId();
  const data = useQuery({
    queryKey: ['emr', 'injectionPrograms', clinicId, programs],
    queryFn: async () =>
      Promise.all(
        programs.map(async (program) => ({
          program,
          enrolments: (await allRows(queries.enrolledInProgram(clinicId!, program), ENROLMENT_FIELDS)).map(toEnrolment),
          doses: (await allRows(queries.injectionsOfProgram(clinicId!, program), DOSE_FIELDS)).map(toDose),
        })),
      ),
    enabled: clinicId !== null,
  });
  const names = usePatientNames(data.data?.flatMap((p) => p.enrolments.map((e) => e.patientId)) ?? []);
  const today = useClinicToday();
  const rows: ProgramPatient[] | undefined =
    data.data && names.data
      ? data.data.flatMap(({ program, enrolments, doses }) =>
          enrolments.map((enrolment) => {
            const last = doses.find((dose) => dose.patientId === enrolment.patientId)?.at ?? null;
            const nextDue = nextInjectionDue(program, last, today);
            return {
              program,
              enrolment,
              patient: names.data.get(enrolment.patientId) ?? { patientId: enrolment.patientId, name: enrolment.patientId, dob: '', apcmSince: '' },
              lastGiven: last ? day(last) : null,
              nextDue,
              state: nextDue < today ? 'overdue' : nextDue === today ? 'today' : 'upcoming',
            } satisfies ProgramPatient;
          }),
        )
      : undefined;
  const error = data.error ?? names.error;
  return { rows, doses: data.data?.flatMap((p) => p.doses), isLoading: !rows && !error, error, refetch: () => void data.refetch() };
}

/** A patient's medications (for the prior authorisation of GLP-1 and Prolia). */
export function usePatientMedications(patientId: string | null) {
  const clinicId = useClinicId();
  return useIndexAll(clinicId && patientId ? queries.chart(clinicId, 'Medication', patientId) : null, { selectionSet: MEDICATION_FIELDS });
}

export interface DoseInput {
  program: InjectionProgram;
  enrolment: Enrolment;
  product: string;
  dose: string;
  lot: string;
  expiry: string;
  site: string;
  route: string;
}

/** The chart's Injection row a dose form sends, given at `at` (its rules: doseRules.ts). */
export function doseRecord(input: DoseInput, at: string): Record<string, unknown> {
  return {
    PatientID: input.enrolment.patientId,
    Program: input.program,
    LinkedToProgram: input.enrolment.id,
    Injection: `${input.product} ${input.dose}`.trim(),
    MedicationName: input.product,
    Dosage: input.dose,
    InjectionType: input.route,
    CustomString: input.lot ? `Lot ${input.lot}` : null,
    // usable through its expiry day
    DateExpired: input.expiry ? `${input.expiry}T23:59:59.000Z` : null,
    Comment: input.site,
    DateAdministered: at,
  };
}

export function useRecordDose() {
  return useRecordMutation((input: DoseInput) => records.create('Injection', doseRecord(input, new Date().toISOString())));
}
