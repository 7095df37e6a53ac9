/**
 * /apps/calendar as the remote's route list holds it: the calendar's rows are asked for at once,
 * while its page and the calendar library (a chunk of their own, loaded when the calendar first
 * opens) are still loading; the page finds them read or on their way (the same queries).
 */
import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import { localToday } from '../shared/visitTypes.ts';
import { useCalendarRows } from './calendar.resource.ts';
import { readSettings, viewRange } from './calendarSettings.ts';

export interface CalendarRouteProps {
  /** The calendar page (loaded on first use). */
  page: ComponentType;
}

export function CalendarRoute({ page: Page }: CalendarRouteProps) {
  const settings = readSettings(useSearchParams()[0]);
  useCalendarRows(viewRange(settings, settings.date || localToday()), settings.providerId);
  return <Page />;
}
