/**
 * The records of one kind a visit may link: the patient's chart rows of that kind (index 2,
 * newest first), split into those linked to this visit (`LinkedToVisit`) and those linked to
 * no visit. A Visit's own `LinkedToVisit` has no index (docs/data-model.md "Known gaps"), so
 * every kind is read through the patient's chart the same way. Linking is an update of the
 * record's `LinkedToVisit` with the Version read; the server decides who may.
 */
import { DATE_FIELD, queries } from '@emr/domain';
import { type EmrRecord, records, selection, str, useClinicId, useIndexAll, useRecordMutation } from '@emr/shared-ui';
import { useMemo } from 'react';
import type { LinkedKind } from './linkedKinds.ts';

export interface LinkableRecord {
  id: string;
  patientId: string;
  date: string;
  /** The kind's describing fields that have a value, in order. */
  details: string[];
  record: EmrRecord;
}

export function useLinkableRecords({ kind, fields }: LinkedKind, patientId: string, visitId: string) {
  const clinicId = useClinicId();
  const query = useIndexAll(clinicId && patientId ? queries.chart(clinicId, kind, patientId) : null, {
    selectionSet: selection('PatientID', 'LinkedToVisit', DATE_FIELD[kind], ...fields),
  });
  const split = useMemo(() => {
    const toLinkable = (row: EmrRecord): LinkableRecord => ({
      id: row.id,
      patientId: str(row['PatientID']),
      date: str(row[DATE_FIELD[kind]]),
      details: fields.map((field) => str(row[field])).filter(Boolean),
      record: row,
    });
    const rows = (query.data ?? []).filter((row) => row.id !== visitId);
    return {
      linked: rows.filter((row) => str(row['LinkedToVisit']) === visitId).map(toLinkable),
      available: rows.filter((row) => !str(row['LinkedToVisit'])).map(toLinkable),
    };
  }, [query.data, kind, fields, visitId]);
  return { ...query, ...split };
}

/** Links a record to a visit, or unlinks it (`visitId` null). */
export function useLinkToVisit() {
  return useRecordMutation(({ record, visitId }: { record: EmrRecord; visitId: string | null }) => records.update(record, { LinkedToVisit: visitId }));
}
