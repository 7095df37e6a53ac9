/**
 * The vitals taken at one visit (index 5, `LinkedToVisit`), read-only: each reading's values,
 * its BMI and the values outside the usual range for the patient's age (`vitalSignFlags`).
 */
import { queries } from '@emr/domain';
import { type VitalFlag, bodyMassIndex, vitalSignFlags } from '@emr/domain/visits';
import { type EmrRecord, json, selection, str, useClinicId, useIndexAll } from '@emr/shared-ui';
import { useMemo } from 'react';

export const VITAL_COLUMNS = ['systolic', 'diastolic', 'heartRate', 'temperatureF', 'respiratoryRate', 'spo2', 'weightLb', 'heightIn'] as const;
export type VitalColumn = (typeof VITAL_COLUMNS)[number];

export interface VisitVitals {
  id: string;
  takenAt: string;
  values: Partial<Record<VitalColumn, number>>;
  bmi: number | null;
  /** The values outside the usual range (`vitalSignFlags`). */
  flagged: VitalFlag[];
}

function toVisitVitals(row: EmrRecord, ageYears: number | null): VisitVitals {
  const stored = json<Record<string, unknown>>(row['Vitals'], {});
  const values: Partial<Record<VitalColumn, number>> = {};
  for (const key of VITAL_COLUMNS) {
    const n = Number(stored[key]);
    if (stored[key] !== null && stored[key] !== '' && Number.isFinite(n)) values[key] = n;
  }
  return {
    id: row.id,
    takenAt: str(row['DateConducted']) || str(row['Timestamp']),
    values,
    bmi: bodyMassIndex(values.weightLb, values.heightIn),
    flagged: vitalSignFlags(values, ageYears),
  };
}

/** The readings of a visit, flagged for a patient of `ageYears` (null: unknown, read as an adult). */
export function useVisitVitals(visitId: string, ageYears: number | null) {
  const clinicId = useClinicId();
  const query = useIndexAll(clinicId ? queries.linkedToVisit(clinicId, 'Vitals', visitId) : null, { selectionSet: selection('DateConducted', 'Timestamp', 'Vitals') });
  const readings = useMemo(() => (query.data ?? []).map((row) => toVisitVitals(row, ageYears)), [query.data, ageYears]);
  return { ...query, readings };
}
