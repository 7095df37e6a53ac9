/**
 * Remote patient monitoring readings and their month: the kinds of reading a device sends
 * (blood pressure, glucose, weight, SpO2), which values are out of range (flagged for the care
 * team), the device days of a month (distinct days with a reading, at most 30: the device
 * supply codes count per 30-day period, policy), and the month's codes from `careMonthCodes`.
 *
 * A reading is a Vitals row with `Program` 'rpm' and its values in `Vitals` (`systolic`,
 * `diastolic`, `glucose`, `weightLb`, `spo2`), taken at `DateConducted`.
 */
import { careMonthCodes, type CodeLine } from './careMonthCodes.ts';

export const READING_KINDS = ['bloodPressure', 'glucose', 'weight', 'spo2'] as const;
export type ReadingKind = (typeof READING_KINDS)[number];

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

export interface RpmMonthSummary {
  deviceDays: number;
  managementMinutes: number;
  interactive: boolean;
  codes: CodeLine[];
}

/** One patient's RPM month: its device days, management minutes (interactive when any entry was), and codes. */
export function rpmMonthSummary(
  month: string,
  readingTimes: readonly string[],
  entries: readonly { minutes: number; interactive: boolean }[],
  { setupBilled = true } = {},
): RpmMonthSummary {
  const days = deviceDays(readingTimes.filter((at) => at.startsWith(month)));
  const managementMinutes = entries.reduce((sum, entry) => sum + entry.minutes, 0);
  const interactive = entries.some((entry) => entry.interactive);
  const codes = careMonthCodes({ month, apcm: false, rpm: { deviceDays: days, setupBilled, managementMinutes, interactiveCommunication: interactive } });
  return { deviceDays: days, managementMinutes, interactive, codes };
}
