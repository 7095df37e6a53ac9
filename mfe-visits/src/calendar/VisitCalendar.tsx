/**
 * The calendar itself (FullCalendar, ADR 0020): month, week and day views in the page's language
 * and direction, its colours from the theme's tokens (light and dark), entries focusable and
 * day numbers links to their day. A scheduled visit or an event is dragged to a new time; an
 * empty slot is clicked to schedule a visit there; an entry opens (click or Enter) to be moved
 * from the keyboard or to open its visit (MoveDialog.tsx).
 */
import { localDay, localTime } from '@emr/domain';
import { useClinicTimeZone, useClinicToday } from '@emr/shared-ui';
import FullCalendar, { type CalendarRef } from '@fullcalendar/react';
import type { DateClickInfo, DatesSetInfo, EventClickInfo, EventDisplayInfo, EventDropInfo } from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import arLocale from '@fullcalendar/react/locales/ar';
import frLocale from '@fullcalendar/react/locales/fr';
import classicTheme from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarItem, CalendarItemKind, MovedItem } from './calendarEvents.ts';
import type { OpenedItem } from './MoveDialog.tsx';
import { CalendarEntry, VisitEntry } from './VisitLabel.tsx';
import { CALENDAR_VIEWS, type CalendarSettings, viewOf } from './calendarSettings.ts';
import { MONTH_ENTRIES_PER_DAY, type OrderFields, entryOrder } from './monthEntries.ts';
import type { CalendarRange } from './calendar.resource.ts';

const PLUGINS = [classicTheme, dayGridPlugin, timeGridPlugin, interactionPlugin];
const LOCALES = [arLocale, frLocale];
// the library's default order, a day's "+N more" last (its compare objects carry an entry's fields and extendedProps)
const EVENT_ORDER = (a: unknown, b: unknown) => entryOrder(a as OrderFields, b as OrderFields);
// the month is given a day's first entries and its "+N more" (monthEntries.ts): all drawn
const VIEWS = { dayGridMonth: { dayMaxEvents: MONTH_ENTRIES_PER_DAY + 1 } };

// the classic theme's palette, from the theme's tokens (so the calendar follows light and dark)
const useStyles = makeStyles({
  calendar: {
    '--fc-classic-button': tokens.colorNeutralBackground1,
    '--fc-classic-button-border': tokens.colorNeutralStroke1,
    '--fc-classic-button-strong': tokens.colorNeutralBackground1Selected,
    '--fc-classic-button-strong-border': tokens.colorNeutralStroke1,
    '--fc-classic-button-outline': tokens.colorStrokeFocus2,
    '--fc-classic-button-foreground': tokens.colorNeutralForeground1,
    '--fc-classic-primary': tokens.colorBrandBackground,
    '--fc-classic-primary-foreground': tokens.colorNeutralForegroundOnBrand,
    '--fc-classic-event': tokens.colorBrandBackground,
    '--fc-classic-event-contrast': tokens.colorNeutralForegroundOnBrand,
    '--fc-classic-background-event': tokens.colorPaletteGreenBackground2,
    '--fc-classic-background-event-opacity': '15%',
    '--fc-classic-background-event-foreground-opacity': '50%',
    '--fc-classic-highlight': tokens.colorBrandBackground2,
    '--fc-classic-today': tokens.colorNeutralBackground1Hover,
    '--fc-classic-now': tokens.colorPaletteRedBorder2,
    '--fc-classic-small-dot-width': '8px',
    '--fc-classic-large-dot-width': '10px',
    '--fc-classic-background': tokens.colorNeutralBackground1,
    '--fc-classic-faint': tokens.colorNeutralBackground2,
    '--fc-classic-muted': tokens.colorNeutralBackground3,
    '--fc-classic-strong': tokens.colorNeutralBackground5,
    '--fc-classic-foreground': tokens.colorNeutralForeground1,
    '--fc-classic-faint-foreground': tokens.colorNeutralForeground2,
    '--fc-classic-muted-foreground': tokens.colorNeutralForeground2,
    '--fc-classic-border': tokens.colorNeutralStroke2,
    '--fc-classic-strong-border': tokens.colorNeutralStroke1,
    color: tokens.colorNeutralForeground1,
    '& a': { color: 'inherit' },
    // the library measures text in an element 10,000px off to the start: in right-to-left that
    // widened the page by as much; clipped here (clip, not hidden: the sticky headers keep working)
    position: 'relative',
    overflowX: 'clip',
  },
  more: { color: tokens.colorNeutralForeground1, fontWeight: tokens.fontWeightSemibold, paddingInline: tokens.spacingHorizontalXS, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0 },
});

export interface VisitCalendarProps {
  settings: CalendarSettings;
  items: CalendarItem[];
  /** Empty slots can be clicked to schedule a visit there. */
  canSchedule: boolean;
  onRange: (range: CalendarRange, view: CalendarSettings['view'], date: string) => void;
  onSlot: (day: string, time: string | null) => void;
  onOpen: (item: OpenedItem) => void;
  /** `undo` puts the entry back where it was (the move was refused). */
  onMove: (moved: MovedItem, undo: () => void) => void;
}


export function VisitCalendar({ settings, items, canSchedule, onRange, onSlot, onOpen, onMove }: VisitCalendarProps) {
  const { t, i18n } = useTranslation('visits');
  const styles = useStyles();
  const language = i18n.language;
  const calendar = useRef<CalendarRef>(null);
  // the library draws in the clinic's zone (named zones through its Temporal polyfill) and reports real instants
  const timeZone = useClinicTimeZone();
  const today = useClinicToday();

  const datesSet = ({ start, end, view }: DatesSetInfo) => onRange({ from: start.toISOString(), to: end.toISOString() }, viewOf(view.type), localDay(view.currentStart, timeZone));
  const dateClick = ({ date, allDay }: DateClickInfo) => onSlot(localDay(date, timeZone), allDay ? null : localTime(date, timeZone));
  const moved = (event: EventClickInfo['event']): MovedItem => ({
    id: event.id,
    kind: event.extendedProps['kind'] as CalendarItemKind,
    version: event.extendedProps['version'] as number,
    start: event.start!,
    end: event.end,
    allDay: event.allDay,
  });
  const patientOf = (event: EventClickInfo['event']) => (event.extendedProps['kind'] === 'Visit' ? String(event.extendedProps['patientId'] ?? '') : '');
  const eventClick = ({ event, jsEvent }: EventClickInfo) => {
    jsEvent.preventDefault();
    // a month's "+N more" opens its day, which reads all of that day's entries
    if (event.extendedProps['kind'] === 'More') return calendar.current?.getApi().changeView(CALENDAR_VIEWS.day, event.start!);
    const patientId = patientOf(event);
    onOpen({ ...moved(event), title: event.title, movable: event.startEditable === true, ...(patientId ? { patientId } : {}) });
  };
  // a visit draws its patient's name, read only for the entries drawn; an event its title, in the title's direction
  const eventContent = ({ event, timeText }: EventDisplayInfo) => {
    if (event.extendedProps['kind'] === 'More') return <span className={styles.more}>{event.title}</span>;
    const patientId = patientOf(event);
    return patientId ? <VisitEntry time={timeText} patientId={patientId} type={event.title} /> : <CalendarEntry time={timeText}>{event.title}</CalendarEntry>;
  };
  const eventDrop = ({ event, revert }: EventDropInfo) => onMove(moved(event), revert);

  return (
    <div className={styles.calendar}>
      <FullCalendar
        ref={calendar}
        key={`${language}-${settings.firstDay}-${settings.sixWeeks}-${timeZone}`}
        plugins={PLUGINS}
        locales={LOCALES}
        locale={language}
        direction={i18n.dir(language)}
        initialView={CALENDAR_VIEWS[settings.view]}
        timeZone={timeZone}
        initialDate={settings.date || today}
        headerToolbar={{ start: 'prev,next today', center: 'title', end: 'dayGridMonth,timeGridWeek,timeGridDay' }}
        headingLevel={2}
        // the button's name is its visible text (the library's hint "This month" is not)
        todayText={t('calendar.today')}
        todayHint={t('calendar.today')}
        firstDay={settings.firstDay}
        fixedWeekCount={settings.sixWeeks}
        // a month grows with its weeks; a day or week scrolls its 24 hours, opening at 7 a.m.
        height={settings.view === 'month' ? 'auto' : 760}
        scrollTime="07:00:00"
        nowIndicator
        navLinks
        eventInteractive
        dayMaxEvents={MONTH_ENTRIES_PER_DAY}
        views={VIEWS}
        eventOrder={EVENT_ORDER}
        selectable={false}
        events={items}
        datesSet={datesSet}
        {...(canSchedule ? { dateClick } : {})}
        eventContent={eventContent}
        eventClick={eventClick}
        eventDrop={eventDrop}
      />
    </div>
  );
}
