/**
 * The medical programs' data: the active enrolments of a program (index 11) with the patients'
 * names, each enrolled patient's chart rows a page needs (vitals for the obesity program;
 * problems, imaging and labs for the kidney-stone program, index 2), and setting an obesity
 * enrolment's goal weight (`CustomFloat`, lb).
 */
import { type EntityType, queries } from '@emr/domain';
import { type EmrRecord, readEach, records, selection, useClinicId, useRecordMutation } from '@emr/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { ENROLMENT_FIELDS, type Enrolment, type PatientName, toEnrolment, usePatientNames } from '../ccm/careProgram.resource.ts';

export type MedicalProgram = 'obesity' | 'stone';

export interface MedicalEnrolment extends Enrolment {
  /** The obesity program's goal weight (lb), null when not set. */
  goalLb: number | null;
}

const FIELDS = [...ENROLMENT_FIELDS, 'CustomFloat'];

async function allRows(query: Parameters<typeof records.pages>[0], selectionSet: readonly string[]): Promise<EmrRecord[]> {
  const rows: EmrRecord[] = [];
  for await (const page of records.pages(query, { selectionSet })) rows.push(...page);
  return rows;
}

/** The program's enrolled patients with their chart rows of the given kinds (one patient's rows at a time, eight at once). */
export function useMedicalPatients(program: MedicalProgram, kinds: readonly { kind: EntityType; fields: readonly string[] }[]) {
  const clinicId = useClinicId();
  const enrolments = useQuery({
    queryKey: ['emr', 'medicalEnrolments', clinicId, program],
    queryFn: async () =>
      (await allRows(queries.enrolledInProgram(clinicId!, program), FIELDS)).map((row): MedicalEnrolment => {
        const goal = Number(row['CustomFloat']);
        return { ...toEnrolment(row), goalLb: Number.isFinite(goal) && goal > 0 ? goal : null };
      }),
    enabled: clinicId !== null,
  });
  const names = usePatientNames(enrolments.data?.map((e) => e.patientId) ?? []);
  const charts = useQuery({
    queryKey: ['emr', 'medicalCharts', clinicId, program, enrolments.data?.map((e) => e.patientId), kinds.map((k) => k.kind)],
    queryFn: async () =>
      new Map(
        await readEach(enrolments.data!, async (e) => {
          const lists = await Promise.all(kinds.map(({ kind, fields }) => allRows(queries.chart(clinicId!, kind, e.patientId), fields)));
          return [e.patientId, Object.fromEntries(kinds.map(({ kind }, i) => [kind, lists[i]!])) as Partial<Record<EntityType, EmrRecord[]>>] as const;
        }),
      ),
    enabled: clinicId !== null && !!enrolments.data,
  });
  const rows =
    enrolments.data && names.data && charts.data
      ? enrolments.data.map((enrolment) => ({
          enrolment,
          patient: names.data.get(enrolment.patientId) ?? ({ patientId: enrolment.patientId, name: enrolment.patientId, dob: '', apcmSince: '' } satisfies PatientName),
          chart: charts.data.get(enrolment.patientId) ?? {},
        }))
      : undefined;
  const error = enrolments.error ?? names.error ?? charts.error;
  return {
    rows,
    isLoading: !rows && !error,
    error,
    refetch: () => void (enrolments.refetch(), names.refetch(), charts.refetch()),
  };
}

export const VITALS_FIELDS = selection('DateConducted', 'Timestamp', 'Vitals', 'Program');

/** Sets an obesity enrolment's goal weight (lb). */
export function useSetGoal() {
  return useRecordMutation(({ enrolment, goalLb }: { enrolment: MedicalEnrolment; goalLb: number }) => records.update(enrolment, { CustomFloat: goalLb }));
}
