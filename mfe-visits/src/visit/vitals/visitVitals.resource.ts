/**
 * The vitals taken at one visit (index 5, `LinkedToVisit`), read-only: each reading's values,
 * its BMI and the values outside the domain's alert limits.
 */
import { queries } from '@emr/domain';
import { type ReadingValues, outOfRange } from '@emr/domain/care';
import { bodyMassIndex } from '@emr/domain/visits';
import { type EmrRecord, json, selection, str, useClinicId, useIndexAll } from '@emr/shared-ui';
import { useMemo } from 'react';

export const VITAL_COLUMNS = ['systolic', 'diastolic', 'heartRate', 'temperatureF', 'respiratoryRate', 'spo2', 'weightLb', 'heightIn'] as const;
export type VitalColumn = (typeof VITAL_COLUMNS)[number];

export interface VisitVitals {
  id: string;
  takenAt: string;
  values: Partial<Record<VitalColumn, number>>;
  bmi: number | null;
  /** The values outside the alert limits (`outOfRange`). */
  flagged: string[];
}

function toVisitVitals(row: EmrRecord): VisitVitals {
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
    flagged: outOfRange(values as ReadingValues),
  };
}

export function useVisitVitals(visitId: string) {
  const clinicId = useClinicId();
  const query = useIndexAll(clinicId ? queries.linkedToVisit(clinicId, 'Vitals', visitId) : null, { selectionSet: selection('DateConducted', 'Timestamp', 'Vitals') });
  const readings = useMemo(() => (query.data ?? []).map(toVisitVitals), [query.data]);
  return { ...query, readings };
}
