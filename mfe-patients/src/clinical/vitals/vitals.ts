/**
 * The measurements of a Vitals row (the `Vitals` JSON field, keys and units as the seed
 * writes them), their physiological ranges (the domain's), and BMI computed from weight (lb)
 * and height (in).
 */
import { type FieldRule, type NumberLimits, VITAL_FIELD_RULES, VITAL_KEYS, type VitalKey, numberRule } from '@emr/domain/fieldRules';

/**
 * When a reading was taken: its `DateConducted` (Timestamp is when it was recorded, stamped by
 * the server); rows saved before that change carry it in Timestamp.
 */
export function vitalsTakenAt(row: { DateConducted?: unknown; Timestamp?: unknown; createdAt: string }): string {
  for (const value of [row.DateConducted, row.Timestamp]) if (typeof value === 'string' && value) return value;
  return row.createdAt;
}

export { VITAL_KEYS, type VitalKey } from '@emr/domain/fieldRules';
/** What a trend can show: the typed measurements, blood pressure together, and BMI. */
export type TrendKey = 'bp' | Exclude<VitalKey, 'systolic' | 'diastolic'> | 'bmi';
export const TREND_KEYS: readonly TrendKey[] = ['bp', 'heartRate', 'temperatureF', 'respiratoryRate', 'spo2', 'weightLb', 'heightIn', 'bmi'];

export type VitalRange = NumberLimits;

/** Each measurement's range: the domain's (VITAL_FIELD_RULES, which the server validates with). */
export const VITAL_RANGES = Object.fromEntries(VITAL_KEYS.map((key) => [key, VITAL_FIELD_RULES[key].number])) as Record<VitalKey, VitalRange>;

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
