/**
 * The measurements of a Vitals row (the `Vitals` JSON field, keys and units as the seed
 * writes them), their physiological ranges, and BMI computed from weight (lb) and height (in).
 */
import { type FieldRule, type NumberLimits, numberRule } from '@emr/domain/fieldRules';

/**
 * When a reading was taken: its `DateConducted` (Timestamp is when it was recorded, stamped by
 * the server); rows saved before that change carry it in Timestamp.
 */
export function vitalsTakenAt(row: { DateConducted?: unknown; Timestamp?: unknown; createdAt: string }): string {
  for (const value of [row.DateConducted, row.Timestamp]) if (typeof value === 'string' && value) return value;
  return row.createdAt;
}

export const VITAL_KEYS = ['systolic', 'diastolic', 'heartRate', 'temperatureF', 'respiratoryRate', 'spo2', 'weightLb', 'heightIn'] as const;
export type VitalKey = (typeof VITAL_KEYS)[number];
/** What a trend can show: the typed measurements, blood pressure together, and BMI. */
export type TrendKey = 'bp' | Exclude<VitalKey, 'systolic' | 'diastolic'> | 'bmi';
export const TREND_KEYS: readonly TrendKey[] = ['bp', 'heartRate', 'temperatureF', 'respiratoryRate', 'spo2', 'weightLb', 'heightIn', 'bmi'];

export type VitalRange = NumberLimits;

export const VITAL_RANGES: Record<VitalKey, VitalRange> = {
  systolic: { min: 50, max: 300, decimals: 0 },
  diastolic: { min: 20, max: 200, decimals: 0 },
  heartRate: { min: 20, max: 250, decimals: 0 },
  temperatureF: { min: 90, max: 110, decimals: 1 },
  respiratoryRate: { min: 4, max: 60, decimals: 0 },
  spo2: { min: 50, max: 100, decimals: 0 },
  weightLb: { min: 1, max: 1000, decimals: 1 },
  heightIn: { min: 10, max: 100, decimals: 1 },
};

export type VitalValues = Partial<Record<VitalKey, number>>;

/** BMI = 703 × weight (lb) / height (in)², one decimal; null without both. */
export function bmi(weightLb: number | null | undefined, heightIn: number | null | undefined): number | null {
  if (!weightLb || !heightIn || weightLb <= 0 || heightIn <= 0) return null;
  return Math.round(((703 * weightLb) / (heightIn * heightIn)) * 10) / 10;
}

/** The field rule a typed value breaks (the domain's `numberRule` with the vital's limits), or null when fine. */
export function vitalProblem(key: VitalKey, text: string): FieldRule | null {
  return numberRule(text, VITAL_RANGES[key]);
}

/** Reads the stored JSON (numbers, or numeric strings) into numbers. */
export function readVitals(value: unknown): VitalValues {
  const out: VitalValues = {};
  if (!value || typeof value !== 'object') return out;
  for (const key of VITAL_KEYS) {
    const raw = (value as Record<string, unknown>)[key];
    const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
    if (Number.isFinite(n)) out[key] = n;
  }
  return out;
}
