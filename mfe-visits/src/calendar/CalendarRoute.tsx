/**
 * /apps/calendar as the remote's route list holds it: the calendar's rows are asked for at once,
 * while its page and the calendar library (a chunk of their own, loaded when the calendar first
 * opens) are still loading; the page finds them read or on their way (the same queries).
 * The route does not suspend while the page's code loads: a suspended route commits nothing, so
 * the reads (which start when the route commits) would wait for the code, and React holds the
 * content that replaces a fallback until 300 ms after the fallback appeared — together about a
 * third of a second of the month's opening, spent idle.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type LazyPage, useClinicTimeZone, useClinicToday } from '@emr/shared-ui';
import { useCalendarRows } from './calendar.resource.ts';
import { readSettings, viewRange } from './calendarSettings.ts';

export interface CalendarRouteProps {
  /** The calendar page (loaded on first use). */
  page: LazyPage;
}

export function CalendarRoute({ page: Page }: CalendarRouteProps) {
  const settings = readSettings(useSearchParams()[0]);
  const [today, timeZone] = [useClinicToday(), useClinicTimeZone()];
  useCalendarRows(viewRange(settings, settings.date || today, timeZone), settings.providerId);
  const [code, setCode] = useState<'loading' | 'loaded' | { error: unknown }>('loading');
  useEffect(() => {
    let live = true;
    Page.preload().then(
      () => live && setCode('loaded'),
      // code that fails to load is thrown from the render, to the remote's error panel
      (error: unknown) => live && setCode({ error }),
    );
    return () => {
      live = false;
    };
  }, [Page]);
  if (typeof code === 'object') throw code.error;
  return code === 'loaded' ? <Page /> : null;
}
