/**
 * Which measurements of an office vitals reading are outside the usual range, for the visit's
 * and the chart's flags. Not the RPM protocol's alert limits (`READING_LIMITS`, urgent outreach
 * from home readings): a fever of 101.9 °F or a heart rate of 118 is within those and still
 * something the clinician must see at a glance.
 *
 * Adults (18 and over, or age unknown): the ranges most US clinics print beside a reading —
 * blood pressure under 90/60 or 140/90 and over (ACC/AHA stage 2), heart rate under 60 or over
 * 100, respiratory rate under 12 or over 20, BMI under 18.5 or 30 and over. At any age: a
 * temperature of 100.4 °F and over (fever) or under 95 °F (hypothermia), and an SpO₂ under 95 %.
 * A child's heart rate, breathing rate, blood pressure and BMI depend on age, height and sex
 * (percentile tables), so they are not flagged for patients under 18.
 */
import type { VitalKey } from '../fieldSpecs.ts';
import { bodyMassIndex } from './bodyMassIndex.ts';

export type FlaggedVital = VitalKey | 'bmi';

export interface VitalFlag {
  key: FlaggedVital;
  direction: 'low' | 'high';
}

interface Range {
  /** Flagged low below this. */
  low?: number;
  /** Flagged high at or above this. */
  high?: number;
  /** Flagged for patients under 18 too. */
  anyAge?: boolean;
}

/** The usual ranges (low: below; high: at or above). */
export const VITAL_SIGN_RANGES: Readonly<Partial<Record<FlaggedVital, Range>>> = {
  systolic: { low: 90, high: 140 },
  diastolic: { low: 60, high: 90 },
  heartRate: { low: 60, high: 101 },
  respiratoryRate: { low: 12, high: 21 },
  temperatureF: { low: 95, high: 100.4, anyAge: true },
  spo2: { low: 95, anyAge: true },
  bmi: { low: 18.5, high: 30 },
};

/** The flags of a reading, in the order of the ranges; `ageYears` null when the patient's age is unknown (read as an adult). */
export function vitalSignFlags(values: Partial<Record<VitalKey, number>>, ageYears: number | null): VitalFlag[] {
  const adult = ageYears === null || ageYears >= 18;
  const measured: Partial<Record<FlaggedVital, number | null>> = { ...values, bmi: bodyMassIndex(values.weightLb, values.heightIn) };
  const flags: VitalFlag[] = [];
  for (const [key, range] of Object.entries(VITAL_SIGN_RANGES) as [FlaggedVital, Range][]) {
    const value = measured[key];
    if (value === undefined || value === null || (!adult && !range.anyAge)) continue;
    if (range.low !== undefined && value < range.low) flags.push({ key, direction: 'low' });
    else if (range.high !== undefined && value >= range.high) flags.push({ key, direction: 'high' });
  }
  return flags;
}
