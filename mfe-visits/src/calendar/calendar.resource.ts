/**
 * The calendar's data: the visits (index 1, or a provider's: index 4) and the clinic's calendar
 * events (index 1, or a person's: index 4) between the first and last instants the view shows,
 * and the move of one of them (the server checks role, clinic and the row's `Version`).
 */
import { queries } from '@emr/domain';
import { type EmrRecord, records, selection, str, useClinicId, useIndexAll, useRecordMutation } from '@emr/shared-ui';
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

/** The visits and events of the range, for one provider or everyone (`providerId` ''). */
export function useCalendarRows(range: CalendarRange | null, providerId: string) {
  const clinicId = useClinicId();
  const ready = clinicId !== null && range !== null;
  const [from, to] = [range?.from ?? '', range?.to ?? ''];
  const visitQuery = !ready ? null : providerId ? queries.visitsForProvider(clinicId, providerId, from, to) : queries.visitsBetween(clinicId, from, to);
  const eventQuery = !ready ? null : providerId ? queries.calendarForUser(clinicId, providerId, from, to) : queries.calendarBetween(clinicId, from, to);
  // a month of a busy clinic is thousands of visits: the largest pages the server answers
  const visits = useIndexAll(visitQuery, { selectionSet: CALENDAR_VISIT_FIELDS, limit: 1000 });
  const events = useIndexAll(eventQuery, { selectionSet: EVENT_FIELDS });
  const visitRows = useMemo(() => (visits.data ?? []).map((row) => ({ ...toVisit(row), end: str(row['End']) })), [visits.data]);
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
  return useRecordMutation((moved: MovedItem) => records.update({ id: moved.id, Version: moved.version }, moveFields(moved)));
}

/** Creates an event or changes one on the Version it was read at (a stale change is refused). */
export function useSaveEvent() {
  return useRecordMutation(({ event, fields }: { event: Pick<EmrRecord, 'id' | 'Version'> | null; fields: Record<string, unknown> }) =>
    event ? records.update(event, fields) : records.create('CalendarEvent', fields),
  );
}
