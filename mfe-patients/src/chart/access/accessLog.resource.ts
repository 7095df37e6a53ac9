/**
 * "Who viewed or changed this patient" (admin only): the server's access log (views) and the
 * audit entries of the patient's rows (changes), one page at a time, newest first, by person
 * and by local day. The server writes both; nobody edits them.
 */
import { queries } from '@emr/domain';
import { type EmrRecord, useIndexAll, useIndexPage } from '@emr/shared-ui';
import { useMemo } from 'react';
import { useClinicId } from '../../session.resource.ts';

export type ActivityKind = 'views' | 'changes';

export const ACTIVITY_PAGE_SIZE = 25;

export interface ActivityFilter {
  userId: string;
  /** Local days, YYYY-MM-DD; empty for no bound. */
  from: string;
  to: string;
}

export interface ActivityEntry {
  id: string;
  /** `view`, or the audit's `create`, `update`, `delete`. */
  action: string;
  /** The record kind seen or changed. */
  kind: string;
  userId: string;
  userName: string;
  at: string;
}

/** A local day's first (or last) instant as UTC ISO text, as the keys store times. */
export function dayBound(day: string, end: boolean): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const date = new Date(`${day}T${end ? '23:59:59.999' : '00:00:00.000'}`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function toEntry(row: EmrRecord): ActivityEntry {
  return { id: row.id, action: text(row['Log']), kind: text(row['Name']), userId: text(row['ChangedBy']), userName: text(row['ChangedByUser']), at: text(row['Timestamp']) || row.createdAt };
}

export function usePatientActivity(kind: ActivityKind, patientId: string, filter: ActivityFilter, nextToken: string | null) {
  const clinicId = useClinicId();
  const range = { userId: filter.userId || undefined, from: dayBound(filter.from, false), to: dayBound(filter.to, true) };
  const query = clinicId && patientId ? (kind === 'views' ? queries.accessLogOfPatient : queries.changesOfPatient)(clinicId, patientId, range) : null;
  const page = useIndexPage(query, { limit: ACTIVITY_PAGE_SIZE, nextToken });
  const entries = useMemo(() => (page.data?.items ?? []).map(toEntry), [page.data]);
  return { entries, nextToken: page.data?.nextToken ?? null, isLoading: page.isLoading, isFetching: page.isFetching, error: page.error, refetch: page.refetch };
}

/** The clinic's staff (admin reads them), for the person filter. */
export function useStaff() {
  const clinicId = useClinicId();
  const query = useIndexAll(clinicId ? queries.usersByName(clinicId) : null);
  return useMemo(() => (query.data ?? []).map((row) => ({ id: row.id, name: text(row['FullName']) || text(row['Email']) || row.id })), [query.data]);
}
