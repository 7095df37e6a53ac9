/**
 * The time entry form's rules: the domain's TIME_ENTRY_FIELD_RULES (the server validates every
 * time entry with them) over the entry the form would send — a date of service not in the
 * future, whole minutes from 1 to 1440, what was done within its length —, each problem on its
 * field in the shared field-rule wording. The rules between rows (a closed month, a date before
 * consent, minutes beyond the clocked span) are the server's; its refusal is shown as it says.
 */
import { TIME_ENTRY_FIELD_RULES } from '@emr/domain/fieldRules';
import type { TFunction } from 'i18next';
import { formProblems } from '../shared/formProblems.ts';

export interface TimeEntryValues {
  /** YYYY-MM-DD. */
  serviceDate: string;
  minutes: string;
  what: string;
}

/** Record field → form field (its label is `ccm.<form field>`). */
const FORM_FIELDS = { ServiceDate: 'serviceDate', Time: 'minutes', Description: 'what' } as const satisfies Record<string, keyof TimeEntryValues>;

/** Each form field's problem, or none when the entry may be sent. */
export function timeEntryProblems(t: TFunction, values: TimeEntryValues): Partial<Record<keyof TimeEntryValues, string>> {
  return formProblems(t, TIME_ENTRY_FIELD_RULES, values, {
    toRecord: (v: TimeEntryValues) => ({ ServiceDate: v.serviceDate, Time: v.minutes.trim(), Description: v.what.trim() }),
    fields: FORM_FIELDS,
    label: (field) => t(`ccm.${field}`),
  });
}
