/**
 * Vitals rows of one patient: mapped to view types (BMI recomputed from weight and height,
 * never typed), server-paged for the list, a bounded recent window for the trend.
 */
import { type EmrRecord, type PageSize, json, selection, useIndexPage, useServerPages } from '@emr/shared-ui';
import { useMemo } from 'react';
import { useChartQuery, useCreateChartRecord, useDeleteChartRecord, useUpdateChartRecord } from '../../chart/chartRecords.resource.ts';
import { type VitalValues, bmi, readVitals, vitalsTakenAt } from './vitals.ts';

export const VITALS_PAGE_SIZE: PageSize = 25;
/** What the list and the trend show of a reading (vitalsTakenAt reads the three times). */
export const VITALS_FIELDS = selection('DateConducted', 'Timestamp', 'createdAt', 'Vitals');
/** The most recent readings drawn in a trend. */
export const VITALS_TREND_LIMIT = 100;

export interface VitalsReading {
  id: string;
  /** DateConducted as stored (ISO date-time). */
  takenAt: string;
  values: VitalValues;
  bmi: number | null;
  record: EmrRecord;
}

export function toVitalsReading(row: EmrRecord): VitalsReading {
  const values = readVitals(json<unknown>(row['Vitals'], {}));
  return { id: row.id, takenAt: vitalsTakenAt(row), values, bmi: bmi(values.weightLb, values.heightIn), record: row };
}

/** The patient's readings, newest first, one server page at a time. */
export function useVitalsPages(patientId: string) {
  const pages = useServerPages(useChartQuery('Vitals', patientId), { pageSize: VITALS_PAGE_SIZE, selectionSet: VITALS_FIELDS });
  const readings = useMemo(() => pages.rows.map(toVitalsReading), [pages.rows]);
  return { ...pages, readings };
}

/** The most recent VITALS_TREND_LIMIT readings, newest first (the trend). */
export function useRecentVitals(patientId: string) {
  const query = useIndexPage(useChartQuery('Vitals', patientId), { limit: VITALS_TREND_LIMIT, selectionSet: VITALS_FIELDS });
  const readings = useMemo(() => (query.data?.items ?? []).map(toVitalsReading), [query.data]);
  return { readings, isLoading: query.isLoading, error: query.error, refetch: query.refetch };
}

/** The stored JSON of a reading: the measurements plus the computed BMI (as the seed stores it). */
export function vitalsJson(values: VitalValues): Record<string, number> {
  const out: Record<string, number> = { ...(values as Record<string, number>) };
  const computed = bmi(values.weightLb, values.heightIn);
  if (computed !== null) out['bmi'] = computed;
  return out;
}

export function useSaveVitals(patientId: string) {
  const create = useCreateChartRecord('Vitals', patientId);
  const update = useUpdateChartRecord();
  return {
    isPending: create.isPending || update.isPending,
    save: (reading: VitalsReading | null, takenAt: string, values: VitalValues) => {
      const fields = { DateConducted: takenAt, Vitals: vitalsJson(values) };
      if (!reading) return create.mutateAsync(fields);
      const changes: Record<string, unknown> = { Vitals: fields.Vitals };
      // an older reading dated only by its Timestamp gets the day the server now requires
      if (takenAt !== reading.takenAt || !reading.record['DateConducted']) changes['DateConducted'] = takenAt;
      return update.mutateAsync({ record: reading.record, changes });
    },
  };
}

export function useDeleteVitals() {
  return useDeleteChartRecord();
}
