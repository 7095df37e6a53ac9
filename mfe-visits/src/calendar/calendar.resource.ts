/**
 * The calendar's data: the visits (index 1, or a provider's: index 4) and the clinic's calendar
 * events (index 1, or a person's: index 4) between the first and last instants the view shows,
 * and the move of one of them (the server checks role, clinic and the row's `Version`). A busy
 * clinic's month is thousands of visits: they are read a week at a time, the weeks side by side
 * (one after another, the pages of a month took longer than drawing it).
 */
import { type IndexQuery, queries } from '@emr/domain';
import { type EmrRecord, currentClinicTimeZone, recordKeys, records, selection, str, useClinicId, useIndexAll, useRecordMutation } from '@emr/shared-ui';
import { type UseQueryResult, useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { toVisit } from '../shared/visit.resource.ts';
import { type MovedItem, moveFields } from './calendarEvents.ts';

// what an entry draws and moves: a month holds thousands of visits, so no more (their status history stays on the server)
const CALENDAR_VISIT_FIELDS = selection('PatientID', 'VisitType', 'VisitStatus', 'VisitDate', 'End', 'AssignedTo');
export const EVENT_FIELDS = selection('Title', 'Color', 'Start', 'End', 'AllDay', 'AssignedTo');

export interface CalendarRange {
  /** The first instant the view shows (ISO). */
  from: string;
  /** The instant after the last one it shows (ISO). */
  to: string;
}

const WEEK_MS = 7 * 86_400_000;

/** The range cut into weeks (the last one shorter when the range is). */
export function weeksOf({ from, to }: CalendarRange): CalendarRange[] {
  const [start, end] = [Date.parse(from), Date.parse(to)];
  const weeks: CalendarRange[] = [];
  for (let at = start; at < end; at += WEEK_MS) weeks.push({ from: new Date(at).toISOString(), to: new Date(Math.min(at + WEEK_MS, end)).toISOString() });
  return weeks;
}

async function readAll(query: IndexQuery): Promise<EmrRecord[]> {
  const rows: EmrRecord[] = [];
  // the largest pages the server answers: a week of a busy clinic is one page
  for await (const page of records.pages(query, { selectionSet: CALENDAR_VISIT_FIELDS, limit: 1000 })) rows.push(...page);
  return rows;
}

/** The weeks' visits as one list (a visit at a week's last instant is read with both weeks: kept once). */
function combineWeeks(weeks: UseQueryResult<EmrRecord[]>[]) {
  const seen = new Set<string>();
  const rows = weeks.flatMap((week) => week.data ?? []).filter((row) => !seen.has(row.id) && seen.add(row.id));
  return {
    rows,
    isLoading: weeks.some((week) => week.isLoading),
    error: weeks.find((week) => week.error)?.error ?? null,
    refetch: () => Promise.all(weeks.map((week) => week.refetch())),
  };
}

/** The visits and events of the range, for one provider or everyone (`providerId` ''). */
export function useCalendarRows(range: CalendarRange | null, providerId: string) {
  const clinicId = useClinicId();
  const ready = clinicId !== null && range !== null;
  const [from, to] = [range?.from ?? '', range?.to ?? ''];
  const visitQuery = (week: CalendarRange) => (providerId ? queries.visitsForProvider(clinicId!, providerId, week.from, week.to) : queries.visitsBetween(clinicId!, week.from, week.to));
  const eventQuery = !ready ? null : providerId ? queries.calendarForUser(clinicId, providerId, from, to) : queries.calendarBetween(clinicId, from, to);
  const visits = useQueries({
    queries: (ready ? weeksOf(range) : []).map((week) => {
      const query = visitQuery(week);
      return { queryKey: recordKeys.index(query, { selectionSet: CALENDAR_VISIT_FIELDS, all: true }), queryFn: () => readAll(query) };
    }),
    combine: combineWeeks,
  });
  const events = useIndexAll(eventQuery, { selectionSet: EVENT_FIELDS });
  const visitRows = useMemo(() => visits.rows.map((row) => ({ ...toVisit(row), end: str(row['End']) })), [visits.rows]);
  return {
    visits: visitRows,
    events: events.data ?? [],
    isLoading: visits.isLoading || events.isLoading,
    error: visits.error ?? events.error,
    refetch: () => void Promise.all([visits.refetch(), events.refetch()]),
  };
}

/** Moves a visit or an event to new times. */
export function useMoveOnCalendar() {
  return useRecordMutation((moved: MovedItem) => records.update({ id: moved.id, Version: moved.version }, moveFields(moved, currentClinicTimeZone())));
}

/** Creates an event or changes one on the Version it was read at (a stale change is refused). */
export function useSaveEvent() {
  return useRecordMutation(({ event, fields }: { event: Pick<EmrRecord, 'id' | 'Version'> | null; fields: Record<string, unknown> }) =>
    event ? records.update(event, fields) : records.create('CalendarEvent', fields),
  );
}
