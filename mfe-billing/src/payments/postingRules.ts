/**
 * The payment forms' field rules: the domain's POSTING_FIELD_RULES (the server checks every
 * posting with them, in the same sentences) over the EOB's header and lines and the patient
 * payment as they would be sent: an EOB (an insurance payment by EFT or check) names its payer and
 * batch, as the server requires. What only a form knows (a patient pays more than 0) stays the form's.
 */
import { POSTING_FIELD_RULES, postingSpecRecord } from '@emr/domain/fieldRules';
import type { TFunction } from 'i18next';
import { type FormProblems, specProblems } from '../formProblems.ts';
import { POSTING_FIELDS, type PostingAmount } from '../ledger/ledger.ts';
import type { EobHeader, TypedLine } from './postingDraft.ts';

type HeaderField = 'payer' | 'reference' | 'batchNumber' | 'batchDate';

export function eobHeaderProblems(t: TFunction, header: EobHeader): FormProblems<HeaderField> {
  return specProblems(t, POSTING_FIELD_RULES, header, {
    toRecord: (h) => postingSpecRecord({ PaymentFrom: 'Insurance', InsuranceName: h.payer.trim(), Payment: h.reference.trim(), BatchNumber: h.batchNumber.trim(), BatchDate: h.batchDate, PaymentMethod: h.method }),
    fields: { InsuranceName: 'payer', Payment: 'reference', BatchNumber: 'batchNumber', BatchDate: 'batchDate' },
    label: (field) => t(`eob.${field}`),
  });
}

type LineField = PostingAmount | 'reason';
const LINE_FIELDS: Record<string, LineField> = { ...Object.fromEntries(Object.entries(POSTING_FIELDS).map(([name, field]) => [field, name as PostingAmount])), Reason: 'reason' };

/** An EOB line's problems (an empty box is 0). */
export function eobLineProblems(t: TFunction, line: TypedLine): FormProblems<LineField> {
  return specProblems(t, POSTING_FIELD_RULES, line, {
    toRecord: (l) => ({ ...Object.fromEntries(Object.entries(POSTING_FIELDS).map(([name, field]) => [field, l[name as PostingAmount].trim() || '0'])), Reason: l.reason.trim() }),
    fields: LINE_FIELDS,
    label: (field) => t(field === 'reason' ? 'eob.reason' : `amount.${field}`),
  });
}

/** A patient payment's problems: its amount and reference (each posting it makes takes part of the amount). */
export function patientPaymentProblems(t: TFunction, values: { amount: string; reference: string }): FormProblems<'amount' | 'reference'> {
  return specProblems(t, POSTING_FIELD_RULES, values, {
    toRecord: (v) => ({ Amount: v.amount.trim(), Payment: v.reference.trim() }),
    fields: { Amount: 'amount', Payment: 'reference' },
    label: (field) => t(`patientPayment.${field}`),
  });
}
