/**
 * What the calendar draws: the visits (patient and type, by status; only a scheduled visit moves)
 * and the clinic's calendar events (title, colour, all-day or timed), and the write a move makes
 * (the row's new times on the `Version` it was read at: the server refuses a stale one).
 */
import { dayToStored, localDay } from '@emr/domain';
import { type EmrRecord, bool, str } from '@emr/shared-ui';
import { tokens } from '@fluentui/react-components';
import type { Visit } from '../shared/visit.resource.ts';

/** 'More': a month's day's "+N more" (monthEntries.ts). */
export type CalendarItemKind = 'Visit' | 'CalendarEvent' | 'More';

/** One entry of the calendar, in the library's event shape (`extendedProps` carries the row). */
export interface CalendarItem {
  id: string;
  title: string;
  start: string;
  end?: string;
  allDay: boolean;
  color: string;
  contrastColor: string;
  startEditable: boolean;
  durationEditable: false;
  extendedProps: { kind: CalendarItemKind; version: number; patientId?: string; count?: number };
}

/** A visit without a planned end is drawn this long. */
export const DEFAULT_VISIT_MINUTES = 30;

const channel = (hex: string) => {
  const c = parseInt(hex, 16) / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** Black or white, whichever reads better on `color` (`#rrggbb`); white for anything else. */
export function readableOn(color: string): string {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  if (!match) return '#ffffff';
  const [r, g, b] = [match[1]!, match[2]!, match[3]!].map(channel) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return (luminance + 0.05) / 0.05 >= 1.05 / (luminance + 0.05) ? '#000000' : '#ffffff';
}

/** The colours of a visit by its status (theme tokens: light and dark alike). */
const ENDED: [string, string] = [tokens.colorNeutralBackground5, tokens.colorNeutralForeground1];
const VISIT_COLORS: Record<string, [string, string]> = {
  Scheduled: [tokens.colorBrandBackground, tokens.colorNeutralForegroundOnBrand],
  Cancelled: ENDED,
  NoShow: ENDED,
};
/** Checked in to checked out. */
const VISIT_ACTIVE: [string, string] = [tokens.colorPaletteGreenBackground2, tokens.colorNeutralForeground1];

/** A visit's entry: its title is the visit's type (the patient's name is drawn with it: VisitLabel.tsx, read for the entries shown). */
export function visitItem(visit: Visit & { end: string }, typeLabel: string, canMove: boolean): CalendarItem {
  const [color, contrastColor] = VISIT_COLORS[visit.status] ?? VISIT_ACTIVE;
  const end = visit.end || new Date(new Date(visit.date).getTime() + DEFAULT_VISIT_MINUTES * 60_000).toISOString();
  return {
    id: visit.id,
    title: typeLabel,
    start: visit.date,
    end,
    allDay: false,
    color,
    contrastColor,
    startEditable: canMove && visit.status === 'Scheduled',
    durationEditable: false,
    extendedProps: { kind: 'Visit', version: visit.version, patientId: visit.patientId },
  };
}

/** An all-day event's stored instants are UTC midnights: the calendar reads their dates. */
const dateOnly = (value: string) => value.slice(0, 10);

export function eventItem(row: EmrRecord, canMove: boolean): CalendarItem {
  const allDay = bool(row['AllDay']);
  const color = /^#[0-9a-f]{6}$/i.test(str(row['Color'])) ? str(row['Color']) : '#1e88e5';
  const [start, end] = [str(row['Start']), str(row['End'])];
  return {
    id: row.id,
    title: str(row['Title']),
    start: allDay ? dateOnly(start) : start,
    ...(end ? { end: allDay ? dateOnly(end) : end } : {}),
    allDay,
    color,
    contrastColor: readableOn(color),
    startEditable: canMove,
    durationEditable: false,
    extendedProps: { kind: 'CalendarEvent', version: row.Version },
  };
}

/** A moved entry as the library reports it. */
export interface MovedItem {
  id: string;
  kind: CalendarItemKind;
  version: number;
  start: Date;
  end: Date | null;
  allDay: boolean;
}

/** The fields a move writes: a visit's `VisitDate`/`End`, an event's `Start`/`End` (all-day ones as the UTC midnights of their days in the clinic's zone). */
export function moveFields(moved: MovedItem, timeZone: string): Record<string, string | null> {
  const at = (date: Date | null) => (date ? (moved.allDay ? dayToStored(localDay(date, timeZone)) : date.toISOString()) : null);
  return moved.kind === 'Visit' ? { VisitDate: at(moved.start), End: at(moved.end) } : { Start: at(moved.start), End: at(moved.end) };
}
