/** The vitals form: each measurement typed as text, checked against its physiological range. */
import { storedDayOf } from '@emr/domain';
import { currentClinicTimeZone } from '@emr/shared-ui';
import type { TFunction } from 'i18next';
import { VITAL_FIELD_RULES, VITALS_ROW_FIELD_RULES } from '@emr/domain/fieldRules';
import { domainRules } from '@emr/shared-ui/form';
import { z } from 'zod';
import { dayToIso } from '../shared/dates.ts';
import { VITAL_KEYS, type VitalKey, type VitalValues } from './vitals.ts';
import type { VitalsReading } from './vitals.resource.ts';

export type VitalsFormValues = Record<VitalKey, string> & { date: string };

export function vitalsValues(reading: VitalsReading | null, today: string): VitalsFormValues {
  const out = { date: reading ? (storedDayOf(reading.takenAt, currentClinicTimeZone()) ?? '') : today } as VitalsFormValues;
  for (const key of VITAL_KEYS) {
    const value = reading?.values[key];
    out[key] = value === undefined ? '' : String(value);
  }
  return out;
}

/**
 * The form's values typed by a zod shape; each measurement's rules the domain's
 * (VITAL_FIELD_RULES: ranges, both pressures, the diastolic below the systolic), in this form's
 * words for the pressures; at least one measurement (the server's rule too); the day taken, not
 * in the future (VITALS_ROW_FIELD_RULES).
 */
export function vitalsSchema(t: TFunction) {
  const shape = Object.fromEntries(VITAL_KEYS.map((key) => [key, z.string()])) as Record<VitalKey, z.ZodString>;
  const fields = Object.fromEntries(VITAL_KEYS.map((key) => [key, key]));
  return z
    .object({ ...shape, date: z.string() })
    .superRefine(domainRules(t, VITALS_ROW_FIELD_RULES, { toRecord: (values) => ({ DateConducted: values.date }), fields: { DateConducted: 'date' }, label: () => t('vitals.date') }))
    .superRefine(
      domainRules(t, VITAL_FIELD_RULES, {
        toRecord: (values) => values,
        fields,
        label: (key) => t(`vitals.names.${key}`),
        message: ({ rule }) => (rule === 'required' ? t('vitals.errors.bothPressures') : rule === 'lessThan' ? t('vitals.errors.diastolicBelow') : undefined),
      }),
    )
    .superRefine((v, ctx) => {
      if (VITAL_KEYS.every((key) => v[key].trim() === '')) ctx.addIssue({ code: 'custom', path: ['systolic'], message: t('vitals.errors.oneRequired') });
    });
}

export function toVitalValues(v: VitalsFormValues): VitalValues {
  const out: VitalValues = {};
  for (const key of VITAL_KEYS) if (v[key].trim() !== '') out[key] = Number(v[key]);
  return out;
}

/** When the reading was taken: an unchanged day (the clinic's) keeps the stored time; today is now; another day is noon. */
export function takenAt(chosen: string, today: string, previous: string | null, now: Date = new Date()): string {
  if (previous && storedDayOf(previous, currentClinicTimeZone()) === chosen) return previous;
  return chosen === today ? now.toISOString() : dayToIso(chosen);
}
