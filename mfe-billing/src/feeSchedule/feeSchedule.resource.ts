/**
 * The clinic's fee schedule (FeeScheduleEntry rows, `queries.feeSchedule`): the entries of one
 * status by code, the active prices the claim form fills lines from, and the writes (add, edit,
 * retire). The server keeps one active entry per code and lets only billing and admin write.
 */
import { type EntityType, queries } from '@emr/domain';
import { type EmrRecord, day, num, records, selection, str, useClinicId, useIndexAll, useRecordMutation } from '@emr/shared-ui';
import { useMemo } from 'react';

const KIND: EntityType = 'FeeScheduleEntry';
export const FEE_FIELDS = selection('CPTCode', 'Description', 'PriceCents', 'StartDate', 'EndDate', 'Status');

export type FeeStatus = 'Active' | 'Retired';

export interface FeeEntry {
  id: string;
  code: string;
  description: string;
  priceCents: number;
  /** YYYY-MM-DD or ''. */
  startDate: string;
  endDate: string;
  status: FeeStatus;
  record: EmrRecord;
}

export const toFeeEntry = (row: EmrRecord): FeeEntry => ({
  id: row.id,
  code: str(row['CPTCode']),
  description: str(row['Description']),
  priceCents: num(row['PriceCents']) ?? 0,
  startDate: day(row['StartDate']),
  endDate: day(row['EndDate']),
  status: str(row['Status']) === 'Retired' ? 'Retired' : 'Active',
  record: row,
});

/** The entries of one status, by code. */
export function useFeeSchedule(status: FeeStatus) {
  const clinicId = useClinicId();
  const result = useIndexAll(clinicId ? queries.feeSchedule(clinicId, status) : null, { selectionSet: FEE_FIELDS });
  const entries = useMemo(() => (result.data ?? []).map(toFeeEntry), [result.data]);
  return { ...result, entries };
}

/** The active prices by code (the claim form's lookup); empty while loading. */
export function useActivePrices(): ReadonlyMap<string, FeeEntry> {
  const { entries } = useFeeSchedule('Active');
  return useMemo(() => new Map(entries.map((entry) => [entry.code, entry])), [entries]);
}

export type FeeFields = Record<string, unknown>;

/** Adds an entry, or changes one (`entry` as last read: its Version guards the change). */
export function useSaveFeeEntry() {
  return useRecordMutation(({ entry, fields }: { entry: FeeEntry | null; fields: FeeFields }) =>
    entry ? records.update(entry.record, fields) : records.create(KIND, { ...fields, Status: 'Active' }),
  );
}

/** Retires an entry from a day on: it no longer prices new lines; claims written keep their amounts. */
export function useRetireFeeEntry() {
  return useRecordMutation(({ entry, on }: { entry: FeeEntry; on: string }) => records.update(entry.record, { Status: 'Retired', EndDate: `${on}T00:00:00.000Z` }));
}
