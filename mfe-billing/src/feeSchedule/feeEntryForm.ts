/**
 * The fee schedule entry form: its values, its rules (the domain's FEE_SCHEDULE_FIELD_RULES, which
 * the server validates with: a CPT or HCPCS code, a short description, a price above 0 with at most
 * two decimals, the retirement not before the effective date) over the entry it would send, plus
 * what a single entry cannot know: another active entry holds the code (the server refuses it too).
 */
import { FEE_SCHEDULE_FIELD_RULES } from '@emr/domain/fieldRules';
import { normalizeProcedureCode, priceCents, priceText } from '@emr/domain/billing';
import { domainRules } from '@emr/shared-ui/form';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { FeeEntry } from './feeSchedule.resource.ts';

export interface FeeEntryValues {
  code: string;
  description: string;
  /** Dollars as typed: "125" or "125.50". */
  price: string;
  /** YYYY-MM-DD or ''. */
  startDate: string;
}

export const feeEntryValues = (entry: FeeEntry | null): FeeEntryValues =>
  entry ? { code: entry.code, description: entry.description, price: priceText(entry.priceCents), startDate: entry.startDate } : { code: '', description: '', price: '', startDate: '' };

/** Record field → form field. */
const FORM_FIELDS = { CPTCode: 'code', Description: 'description', Price: 'price', StartDate: 'startDate' } as const satisfies Record<string, keyof FeeEntryValues>;

/** The entry's record as the domain's specs read it (the price as its dollar text). */
const specRecord = (v: FeeEntryValues) => ({
  CPTCode: normalizeProcedureCode(v.code),
  Description: v.description.trim(),
  Price: v.price.trim(),
  StartDate: v.startDate,
  Status: 'Active',
});

/** The fields a save sends. */
export function feeEntryFields(v: FeeEntryValues): Record<string, unknown> {
  return {
    CPTCode: normalizeProcedureCode(v.code),
    Description: v.description.trim(),
    PriceCents: priceCents(v.price),
    StartDate: v.startDate ? `${v.startDate}T00:00:00.000Z` : null,
  };
}

/** `activeCodes`: the codes of the other active entries (not the one edited). */
export function feeEntrySchema(t: TFunction, activeCodes: ReadonlySet<string>) {
  const text = z.string();
  return z
    .object({ code: text, description: text, price: text, startDate: text })
    .superRefine(domainRules(t, FEE_SCHEDULE_FIELD_RULES, { toRecord: specRecord, fields: FORM_FIELDS, label: (field) => t(`fees.fields.${field}`) }))
    .superRefine((values, context) => {
      const code = normalizeProcedureCode(values.code);
      if (activeCodes.has(code)) context.addIssue({ code: 'custom', path: ['code'], message: t('fees.duplicate', { code }) });
    });
}
