/**
 * Generic data access for the chart's record kinds: one patient's rows of a kind, newest first
 * (GSI2, `<clinic>#<kind>#<PatientID>`), and their create, update and delete. The server keeps
 * the audit (a delete keeps every field that was deleted) and the histories.
 */
import { type EntityType, queries } from '@emr/domain';
import { type EmrRecord, records, useIndexAll, useIndexPage, useRecordMutation } from '@emr/shared-ui';
import { useClinicId } from '../session.resource.ts';

type Fields = Record<string, unknown>;

/** One page of a patient's rows of `kind`, newest first; `nextToken` pages on. */
export function useChartPage(kind: EntityType, patientId: string, { limit = 25, nextToken = null }: { limit?: number; nextToken?: string | null } = {}) {
  const clinicId = useClinicId();
  return useIndexPage(clinicId && patientId ? queries.chart(clinicId, kind, patientId) : null, { limit, nextToken });
}

/** Every row of `kind` for the patient, newest first (kinds a chart holds tens of, not thousands). */
export function useChartAll(kind: EntityType, patientId: string) {
  const clinicId = useClinicId();
  return useIndexAll(clinicId && patientId ? queries.chart(clinicId, kind, patientId) : null);
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
