/**
 * Generic data access for the chart's record kinds: one patient's rows of a kind, newest first
 * (GSI2, `<clinic>#<kind>#<PatientID>`), and their create, update and delete. The server keeps
 * the audit (a delete keeps every field that was deleted) and the histories.
 */
import { type EntityType, type IndexQuery, queries } from '@emr/domain';
import { type EmrRecord, records, useClinicId, useIndexAll, useRecordMutation } from '@emr/shared-ui';

type Fields = Record<string, unknown>;

/** The query of a patient's rows of `kind`, newest first; null until there is a clinic and a patient. */
export function useChartQuery(kind: EntityType, patientId: string): IndexQuery | null {
  const clinicId = useClinicId();
  return clinicId && patientId ? queries.chart(clinicId, kind, patientId) : null;
}

/** Every row of `kind` for the patient, newest first (kinds a chart holds tens of, not thousands), with the fields its screen shows. */
export function useChartAll(kind: EntityType, patientId: string, selectionSet: readonly string[]) {
  return useIndexAll(useChartQuery(kind, patientId), { selectionSet });
}

export function useCreateChartRecord(kind: EntityType, patientId: string) {
  return useRecordMutation((fields: Fields) => records.create(kind, { ...fields, PatientID: patientId }));
}

/** Sends the changed fields with the Version that was read: a stale edit is refused, not lost. */
export function useUpdateChartRecord() {
  return useRecordMutation(({ record, changes }: { record: EmrRecord; changes: Fields }) => records.update(record, changes));
}

export function useDeleteChartRecord() {
  return useRecordMutation((record: EmrRecord) => records.remove(record.id));
}
