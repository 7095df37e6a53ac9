/**
 * The calendar's settings, kept in the address (a link or a reload shows the same calendar):
 * the view, the provider shown (everyone by default), the static 6-week month (the default
 * month shows the weeks of the month only) and the first day of the week (0 Sunday … 6 Saturday).
 */
import { addDays, monthEnd, startOfLocalDay, weekday } from '@emr/domain';
export const CALENDAR_VIEWS = { month: 'dayGridMonth', week: 'timeGridWeek', day: 'timeGridDay' } as const;
export type CalendarView = keyof typeof CALENDAR_VIEWS;

export interface CalendarSettings {
  view: CalendarView;
  /** YYYY-MM-DD the view opens on ('' today). */
  date: string;
  providerId: string;
  sixWeeks: boolean;
  firstDay: number;
}

export function readSettings(params: URLSearchParams): CalendarSettings {
  const view = params.get('view');
  const firstDay = Number(params.get('firstDay') ?? '0');
  const date = params.get('date') ?? '';
  return {
    view: view && view in CALENDAR_VIEWS ? (view as CalendarView) : 'month',
    date: /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : '',
    providerId: params.get('provider') ?? '',
    sixWeeks: params.get('weeks') === '6',
    firstDay: Number.isInteger(firstDay) && firstDay >= 0 && firstDay <= 6 ? firstDay : 0,
  };
}

/** The address's query for `settings` (defaults left out). */
export function writeSettings(settings: CalendarSettings): Record<string, string> {
  const out: Record<string, string> = {};
  if (settings.view !== 'month') out['view'] = settings.view;
  if (settings.date) out['date'] = settings.date;
  if (settings.providerId) out['provider'] = settings.providerId;
  if (settings.sixWeeks) out['weeks'] = '6';
  if (settings.firstDay !== 0) out['firstDay'] = String(settings.firstDay);
  return out;
}

/** The library's view name → ours. */
export const viewOf = (libraryView: string): CalendarView =>
  (Object.entries(CALENDAR_VIEWS).find(([, name]) => name === libraryView)?.[0] as CalendarView | undefined) ?? 'month';

/** The weekday names of a language, Sunday first. */
export function weekdayNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  // 2024-01-07 was a Sunday
  return Array.from({ length: 7 }, (_, day) => format.format(new Date(Date.UTC(2024, 0, 7 + day))));
}

/**
 * The instants the calendar shows for `settings` on `day` (YYYY-MM-DD, the clinic's): the first
 * shown day's midnight in the clinic's zone to the midnight after the last, as the library reports
 * them when it has drawn — known before it draws, so the page reads its rows while the library
 * draws. A month shows whole weeks (six when `sixWeeks`), a week the week holding the day, a day that day.
 */
export function viewRange(settings: Pick<CalendarSettings, 'view' | 'sixWeeks' | 'firstDay'>, day: string, timeZone: string): { from: string; to: string } {
  const weekStart = (d: string) => (weekday(d) - settings.firstDay + 7) % 7;
  let start: string;
  let days: number;
  if (settings.view === 'day') [start, days] = [day, 1];
  else if (settings.view === 'week') [start, days] = [addDays(day, -weekStart(day)), 7];
  else {
    const first = `${day.slice(0, 7)}-01`;
    const lead = weekStart(first);
    const monthDays = Number(monthEnd(day).slice(8));
    [start, days] = [addDays(first, -lead), settings.sixWeeks ? 42 : Math.ceil((lead + monthDays) / 7) * 7];
  }
  return { from: startOfLocalDay(start, timeZone), to: startOfLocalDay(addDays(start, days), timeZone) };
}
