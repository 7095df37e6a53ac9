/**
 * The signed-in clinic's time zone and today (ADR 0056). The shell loads the zone with the
 * session (the Clinic row's `TimeZone`) into the session store; everything that shows a time or
 * counts days reads it here: the formatting module, "today" for date inputs and lists, the
 * day's range queries. Until the zone is known (or when the row holds none) it is the domain's
 * default.
 */
import { type CalendarDay, DEFAULT_CLINIC_TIME_ZONE, type Instant, addDays, isTimeZone, startOfLocalDay, today } from '@emr/domain';
import { sessionStore, useSession } from '@emr/shared-ui/core';
import { useEffect, useReducer } from 'react';

const valid = (zone: string | null): string => (isTimeZone(zone) ? zone : DEFAULT_CLINIC_TIME_ZONE);

/** The signed-in clinic's time zone, outside React (formatting, event handlers). */
export const currentClinicTimeZone = (): string => valid(sessionStore.getState().clinicTimeZone);

/** The signed-in clinic's time zone: times are shown and days counted in it. */
export function useClinicTimeZone(): string {
  return valid(useSession((s) => s.clinicTimeZone));
}

/** Today in the clinic's time zone, outside React (an event handler, a default value); `now` for tests. */
export const clinicToday = (now?: Instant): CalendarDay => today(currentClinicTimeZone(), now);

/** Today in the clinic's time zone; the component renders again when the clinic's midnight passes. */
export function useClinicToday(): CalendarDay {
  const timeZone = useClinicTimeZone();
  const [, tick] = useReducer((n: number) => n + 1, 0);
  const day = today(timeZone);
  useEffect(() => {
    const wait = Date.parse(startOfLocalDay(addDays(day, 1), timeZone)) - Date.now();
    // a moment past midnight, so the new day has begun when it renders
    const timer = setTimeout(tick, Math.max(wait, 0) + 250);
    return () => clearTimeout(timer);
  }, [day, timeZone]);
  return day;
}
