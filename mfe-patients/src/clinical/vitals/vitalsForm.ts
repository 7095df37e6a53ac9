/** The vitals form: each measurement typed as text, checked against its physiological range. */
import { day } from '@emr/shared-ui';
import type { TFunction } from 'i18next';
import { fieldRule } from '@emr/shared-ui/form';
import { z } from 'zod';
import { dayToIso } from '../shared/dates.ts';
import { VITAL_KEYS, VITAL_RANGES, type VitalKey, type VitalValues, vitalProblem } from './vitals.ts';
import type { VitalsReading } from './vitals.resource.ts';

export type VitalsFormValues = Record<VitalKey, string> & { date: string };

export function vitalsValues(reading: VitalsReading | null, today: string): VitalsFormValues {
  const out = { date: reading ? day(reading.takenAt) : today } as VitalsFormValues;
  for (const key of VITAL_KEYS) {
    const value = reading?.values[key];
    out[key] = value === undefined ? '' : String(value);
  }
  return out;
}

export function vitalsSchema(t: TFunction) {
  const shape = Object.fromEntries(
    VITAL_KEYS.map((key) => {
      return [
        key,
        z.string().superRefine((value, ctx) => {
          const problem = vitalProblem(key, value);
          if (problem) ctx.addIssue({ code: 'custom', message: fieldRule(t, problem, t(`vitals.names.${key}`), { ...VITAL_RANGES[key] }) });
        }),
      ];
    }),
  ) as Record<VitalKey, z.ZodString>;
  return z
    .object({ ...shape, date: z.string().min(1, fieldRule(t, 'required', t('vitals.date'))).regex(/^\d{4}-\d{2}-\d{2}$/, fieldRule(t, 'date', t('vitals.date'))) })
    .superRefine((v, ctx) => {
      if (VITAL_KEYS.every((key) => v[key].trim() === '')) ctx.addIssue({ code: 'custom', path: ['systolic'], message: t('vitals.errors.oneRequired') });
      const [sys, dia] = [v.systolic.trim(), v.diastolic.trim()];
      if (sys === '' && dia !== '') ctx.addIssue({ code: 'custom', path: ['systolic'], message: t('vitals.errors.bothPressures') });
      if (dia === '' && sys !== '') ctx.addIssue({ code: 'custom', path: ['diastolic'], message: t('vitals.errors.bothPressures') });
      if (sys !== '' && dia !== '' && Number(dia) >= Number(sys)) ctx.addIssue({ code: 'custom', path: ['diastolic'], message: t('vitals.errors.diastolicBelow') });
    });
}

export function toVitalValues(v: VitalsFormValues): VitalValues {
  const out: VitalValues = {};
  for (const key of VITAL_KEYS) if (v[key].trim() !== '') out[key] = Number(v[key]);
  return out;
}

/** When the reading was taken: an unchanged day keeps the stored time; today is now; another day is noon. */
export function takenAt(chosen: string, today: string, previous: string | null, now: Date = new Date()): string {
  if (previous && day(previous) === chosen) return previous;
  return chosen === today ? now.toISOString() : dayToIso(chosen);
}
