/**
 * Remote patient monitoring readings and their month: the kinds of reading a device sends
 * (blood pressure, glucose, weight, SpO2), which values are out of range (flagged for the care
 * team), the device days of a month (distinct days with a reading, at most 30: the device
 * supply codes count per 30-day period, policy), and the month's codes from `careMonthCodes`.
 *
 * A reading is a Vitals row with `Program` 'rpm' and its values in `Vitals` (`systolic`,
 * `diastolic`, `glucose`, `weightLb`, `spo2`), taken at `DateConducted`.
 */
import { addDays, addMonths } from '../calendarDays.ts';
import { careMonthCodes, type CodeLine } from './careMonthCodes.ts';
import type { RPM_DEVICE_TYPES } from '../programs/fieldSpecs.ts';

export const READING_KINDS = ['bloodPressure', 'glucose', 'weight', 'spo2'] as const;
export type ReadingKind = (typeof READING_KINDS)[number];

/** The kind of reading each RPM device type (the enrolment's `Name`, RPM_DEVICE_TYPES) sends. */
export const DEVICE_READING_KINDS = {
  bloodPressureCuff: 'bloodPressure',
  glucometer: 'glucose',
  scale: 'weight',
  pulseOximeter: 'spo2',
} as const satisfies Record<(typeof RPM_DEVICE_TYPES)[number], ReadingKind>;

/** The kind of reading an enrolment's device sends (blood pressure when its type is unknown). */
export const readingKindOf = (deviceType: string): ReadingKind => (Object.hasOwn(DEVICE_READING_KINDS, deviceType) ? DEVICE_READING_KINDS[deviceType as keyof typeof DEVICE_READING_KINDS] : 'bloodPressure');

export interface ReadingValues {
  systolic?: number;
  diastolic?: number;
  glucose?: number;
  weightLb?: number;
  spo2?: number;
}

/** Alert limits of the monitoring protocol (policy: urgent outreach outside them). */
export const READING_LIMITS = {
  systolic: { low: 90, high: 180 },
  diastolic: { low: 50, high: 110 },
  glucose: { low: 70, high: 250 },
  spo2: { low: 90, high: 100 },
} as const;

/** The care team's task the server opens when an RPM reading is out of range (server/readingAlerts.ts). */
export const RPM_ALERT_TASK = 'RPM reading out of range: review and contact the patient';

/** The values of a reading outside their limits (empty: in range). */
export function outOfRange(values: ReadingValues): (keyof typeof READING_LIMITS)[] {
  return (Object.keys(READING_LIMITS) as (keyof typeof READING_LIMITS)[]).filter((key) => {
    const value = values[key];
    return typeof value === 'number' && (value < READING_LIMITS[key].low || value > READING_LIMITS[key].high);
  });
}

/** Distinct days (UTC) with a reading among the given reading times, at most 30. */
export function deviceDays(takenAt: readonly string[]): number {
  return Math.min(30, new Set(takenAt.map((at) => at.slice(0, 10)).filter(Boolean)).size);
}

/** Days of the RPM period: device supply codes count per 30-day period (CPT 99445/99454). */
export const RPM_PERIOD_DAYS = 30;

export interface RpmPeriod {
  /** First and last day of the period, 'YYYY-MM-DD' (UTC), inclusive. */
  start: string;
  end: string;
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Math.floor(Date.parse(`${day.slice(0, 10)}T00:00:00.000Z`) / DAY_MS);
const dayOf = (n: number) => addDays('1970-01-01', n);

/**
 * The patient's 30-day RPM period holding `day`: periods start on the device's start date and
 * roll every 30 days (start … start+29, start+30 … start+59, …). Null before the device's start
 * or without a valid start date.
 */
export function rpmPeriod(deviceStart: string, day: string): RpmPeriod | null {
  const [first, on] = [dayNumber(deviceStart), dayNumber(day)];
  if (!Number.isFinite(first) || !Number.isFinite(on) || on < first) return null;
  const start = first + Math.floor((on - first) / RPM_PERIOD_DAYS) * RPM_PERIOD_DAYS;
  return { start: dayOf(start), end: dayOf(start + RPM_PERIOD_DAYS - 1) };
}

/**
 * The period a calendar month's close bills device days for: the last period that ends within
 * the month (a period is billed once, when it is complete). Null when none ends in it (the
 * device started late in the month, or a 30-day period spans a February). Policy: in a 31-day
 * month where two periods end (on the 1st and the 31st), the earlier one's days are not billed.
 */
export function rpmPeriodOfMonth(deviceStart: string, month: string): RpmPeriod | null {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const lastDay = dayOf(Date.UTC(year, mon, 0) / DAY_MS);
  const holding = rpmPeriod(deviceStart, lastDay);
  if (!holding) return null;
  if (holding.end === lastDay) return holding;
  const previousEnd = dayNumber(holding.start) - 1;
  return dayOf(previousEnd).startsWith(month) && dayNumber(deviceStart) <= previousEnd ? rpmPeriod(deviceStart, dayOf(previousEnd)) : null;
}

/** Device days of a period: distinct days (UTC) with a reading from its start to its end, inclusive. */
export function periodDeviceDays(takenAt: readonly string[], period: RpmPeriod | null): number {
  if (!period) return 0;
  return deviceDays(takenAt.filter((at) => at.slice(0, 10) >= period.start && at.slice(0, 10) <= period.end));
}

export interface RpmMonthSummary {
  deviceDays: number;
  /** The 30-day period the device days count in; null: the calendar month (no device start date). */
  period: RpmPeriod | null;
  managementMinutes: number;
  interactive: boolean;
  codes: CodeLine[];
}

/**
 * The period whose device days a month shows and bills: with a device start date, the period in
 * progress today when `today` ('YYYY-MM-DD') is in the month (the live count), else the period
 * that ends within the month (`rpmPeriodOfMonth`); without one, null (the calendar month).
 */
export function rpmPeriodShown(deviceStart: string, month: string, today: string): RpmPeriod | null | 'month' {
  if (!deviceStart) return 'month';
  return today.startsWith(month) ? rpmPeriod(deviceStart, today) : rpmPeriodOfMonth(deviceStart, month);
}

/** Device days of a month: in its period (rpmPeriodShown), or in the calendar month without a device start date. */
export function monthDeviceDays(readingTimes: readonly string[], month: string, { deviceStart = '', today }: { deviceStart?: string; today: string }) {
  const period = rpmPeriodShown(deviceStart, month, today);
  if (period === 'month') return { deviceDays: deviceDays(readingTimes.filter((at) => at.startsWith(month))), period: null };
  return { deviceDays: periodDeviceDays(readingTimes, period), period };
}

/** One patient's RPM month: its device days (in its 30-day period), management minutes (interactive when any entry was), and codes. */
export function rpmMonthSummary(
  month: string,
  readingTimes: readonly string[],
  entries: readonly { minutes: number; interactive: boolean }[],
  { setupBilled = true, deviceStart = '', today }: { setupBilled?: boolean; deviceStart?: string; today: string },
): RpmMonthSummary {
  const { deviceDays: days, period } = monthDeviceDays(readingTimes, month, { deviceStart, today });
  const managementMinutes = entries.reduce((sum, entry) => sum + entry.minutes, 0);
  const interactive = entries.some((entry) => entry.interactive);
  const codes = careMonthCodes({ month, apcm: false, rpm: { deviceDays: days, setupBilled, managementMinutes, interactiveCommunication: interactive } });
  return { deviceDays: days, period, managementMinutes, interactive, codes };
}

/** The months from `from` to `to` ('YYYY-MM', inclusive). */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from; month <= to; month = addMonths(month, 1)) months.push(month);
  return months;
}
