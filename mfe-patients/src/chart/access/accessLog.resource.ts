/**
 * "Who viewed or changed this patient" (admin only): the server's access log (views) and the
 * audit entries of the patient's rows (changes), one page at a time, newest first, by person
 * and by local day. The server writes both; nobody edits them.
 */
import { queries } from '@emr/domain';
import { type EmrRecord, type PageSize, selection, str, useClinicId, useIndexAll, useServerPages } from '@emr/shared-ui';
import { useMemo } from 'react';

export type ActivityKind = 'views' | 'changes';

export const ACTIVITY_PAGE_SIZE: PageSize = 25;
/** What a line of the log shows (the access log's views and the audit's changes have the same fields). */
const ACTIVITY_FIELDS = selection('Log', 'Name', 'ChangedBy', 'ChangedByUser', 'Timestamp', 'createdAt');
const STAFF_FIELDS = selection('FullName', 'Email');

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


function toEntry(row: EmrRecord): ActivityEntry {
  return { id: row.id, action: str(row['Log']), kind: str(row['Name']), userId: str(row['ChangedBy']), userName: str(row['ChangedByUser']), at: str(row['Timestamp']) || row.createdAt };
}

/** The views or the changes, newest first, one server page at a time; another kind or filter starts on page 1. */
export function usePatientActivity(kind: ActivityKind, patientId: string, filter: ActivityFilter) {
  const clinicId = useClinicId();
  const range = { userId: filter.userId || undefined, from: dayBound(filter.from, false), to: dayBound(filter.to, true) };
  const query = clinicId && patientId ? (kind === 'views' ? queries.accessLogOfPatient : queries.changesOfPatient)(clinicId, patientId, range) : null;
  const pages = useServerPages(query, { pageSize: ACTIVITY_PAGE_SIZE, selectionSet: ACTIVITY_FIELDS });
  const entries = useMemo(() => pages.rows.map(toEntry), [pages.rows]);
  return { ...pages, entries };
}

/** The clinic's staff (admin reads them), for the person filter. */
export function useStaff() {
  const clinicId = useClinicId();
  const query = useIndexAll(clinicId ? queries.usersByName(clinicId) : null, { selectionSet: STAFF_FIELDS });
  return useMemo(() => (query.data ?? []).map((row) => ({ id: row.id, name: str(row['FullName']) || str(row['Email']) || row.id })), [query.data]);
}
