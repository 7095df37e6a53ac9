/**
 * The claim form's and the payment posting form's field specs (issue 12 item 3; fieldSpecs.ts
 * says how a spec is checked): the server checks every Claim, Charge and Payment row with them
 * (`@emr/domain/schemas`, and first in the ledger rules, so their sentence is the one a biller
 * reads), the billing remote's forms run them over the rows they are about to send. The ledger's
 * own rules (statuses, reversals, balances) stay in `server/ledger.ts`.
 * Part of the `@emr/domain/fieldRules` entry.
 */
import type { FieldSpecs } from '../fieldSpecs.ts';
import { MAX_PRICE_DOLLARS } from './fieldSpecs.ts';

/** Place of service codes a clinic bills from (CMS POS code set): office, telehealth at home, telehealth, home, outpatient hospital, nursing facilities. */
export const PLACES_OF_SERVICE = ['11', '02', '10', '12', '22', '31', '32'] as const;
export const PAYMENT_SOURCES = ['Insurance', 'Patient'] as const;
/** How a payer pays an EOB: an insurance posting by one of these is a payment from the payer, which names its payer and batch (a write-off or an adjustment does not). */
export const EOB_METHODS = ['EFT', 'Check'] as const;
/** `Eob` is derived by `postingSpecRecord`: an insurance posting by EFT or check, or one that pays money whatever its method, not a reversal. */
const ON_AN_EOB = [{ field: 'Eob', oneOf: [true] }] as const;

const money = (label?: string) => ({ number: { min: 0, max: MAX_PRICE_DOLLARS, decimals: 2 }, ...(label ? { label } : {}) }) as const;

/** A claim's header as its form edits it (the diagnoses and lines have the ledger's rules). */
export const CLAIM_FIELD_RULES = {
  PatientID: { required: true, label: 'Patient' },
  InsuranceName: { maxLength: 100, label: 'Insurance' },
  MemberID: { maxLength: 30, label: 'Member ID' },
  PlaceOfService: { options: PLACES_OF_SERVICE, label: 'Place of service' },
  ServiceDate: { date: true, notFuture: true, label: 'Date of service' },
} as const satisfies FieldSpecs;

/**
 * A charge line: a CPT or HCPCS code, its charge (dollars, 0 until priced), units and diagnosis
 * pointers (up to four slots A–L, each once, each holding one of its claim's diagnoses: the
 * derived `FilledSlots`, see `chargeSpecRecord`).
 */
export const CHARGE_LINE_FIELD_RULES = {
  CPTCode: { required: true, format: 'procedureCode', label: 'Code' },
  Description: { maxLength: 80 },
  Units: { number: { min: 1, max: 999, decimals: 0 } },
  Amount: { required: true, ...money('Charge') },
  DiagnosisPointers: { format: 'diagnosisPointers', slotsOf: 'FilledSlots', label: 'Diagnosis pointers' },
} as const satisfies FieldSpecs;

/** The diagnosis slots, A–L in order (CMS-1500 box 21). */
export const DIAGNOSIS_SLOTS = 'ABCDEFGHIJKL';

/** A JSON list as stored or sent (AWSJSON may arrive as its text). */
function listOf(value: unknown): unknown[] {
  if (typeof value === 'string' && /^\s*\[/.test(value)) {
    try {
      return listOf(JSON.parse(value));
    } catch {
      return [value];
    }
  }
  if (value === undefined || value === null || value === '') return [];
  return Array.isArray(value) ? value : [value];
}

/** The slots (A–L) a claim's `Diagnoses` fills (each a code, or an entry with its code), as one string: 'AB'. */
export function filledSlots(diagnoses: unknown): string {
  const code = (dx: unknown) => (typeof dx === 'string' ? dx.trim() : dx && typeof dx === 'object' && typeof (dx as Row)['code'] === 'string' ? ((dx as Row)['code'] as string).trim() : '');
  return listOf(diagnoses)
    .slice(0, DIAGNOSIS_SLOTS.length)
    .flatMap((dx, i) => (code(dx) ? [DIAGNOSIS_SLOTS[i]!] : []))
    .join('');
}

/** A posting (an EOB line or a patient payment): amounts in dollars, never negative (a correction is a reversal, which the server computes). */
export const POSTING_FIELD_RULES = {
  PaymentFrom: { options: PAYMENT_SOURCES, label: 'From' },
  // the forms offer a list (EFT, check, card…); postings also record write-offs and autopay in their words
  PaymentMethod: { maxLength: 40, label: 'Method' },
  InsuranceName: { maxLength: 100, requiredWhen: ON_AN_EOB, label: 'Payer' },
  Payment: { maxLength: 40, label: 'Check or EFT number' },
  BatchNumber: { maxLength: 30, requiredWhen: ON_AN_EOB, label: 'Batch number' },
  BatchDate: { date: true, notFuture: true, requiredWhen: ON_AN_EOB, label: 'Batch date' },
  Reason: { maxLength: 200 },
  // required, but for a reversal (its amounts are the server's): the ledger rules say so
  Amount: money('Paid'),
  Allowed: money(),
  Deductible: money(),
  CoInsurance: money('Coinsurance'),
  Copay: money(),
  Adjust: money('Adjustment'),
  Withheld: money(),
} as const satisfies FieldSpecs;

type Row = Readonly<Record<string, unknown>>;
/** A stored number as the form's text (the specs read numbers as typed). */
const asText = (value: unknown) => (typeof value === 'number' ? String(value) : value);
const numbersAsText = (row: Row, fields: readonly string[]) => ({ ...row, ...Object.fromEntries(fields.filter((f) => f in row).map((f) => [f, asText(row[f])])) });

/**
 * A stored or sent charge line as CHARGE_LINE_FIELD_RULES read it: its pointers as one string
 * ('AB'), and with `filled` (its claim's `filledSlots`) the slots they may name.
 */
export function chargeSpecRecord(row: Row, filled?: string): Row {
  const pointers = 'DiagnosisPointers' in row ? { DiagnosisPointers: listOf(row['DiagnosisPointers']).map((slot) => (typeof slot === 'string' && slot.length === 1 ? slot : '?')).join('') } : {};
  return { ...numbersAsText(row, ['Units', 'Amount']), ...pointers, ...(filled === undefined ? {} : { FilledSlots: filled }) };
}

const POSTING_MONEY = ['Amount', 'Allowed', 'Deductible', 'CoInsurance', 'Copay', 'Adjust', 'Withheld'] as const;
/**
 * A stored or sent posting as POSTING_FIELD_RULES read it, with `Eob`: an insurance posting by EFT
 * or check (a denial pays 0 and still names its remittance), or any insurance posting that pays
 * money, whatever method the caller names, names its payer and batch — money from a payer is
 * always traceable to its remittance; an insurance write-off (0 paid, its own method) need not. A reversal's amounts are the server's negation of its
 * posting's, and its payer and batch are that posting's, so neither is the form's.
 */
export function postingSpecRecord(row: Row): Row {
  const reversal = typeof row['Reverses'] === 'string' && row['Reverses'].trim() !== '';
  const fields = reversal ? Object.fromEntries(Object.entries(row).filter(([field]) => !(POSTING_MONEY as readonly string[]).includes(field) && field !== 'Reverses')) : row;
  // the server takes the source in any case (insurance, Patient) and stores it capitalized
  const from = PAYMENT_SOURCES.find((source) => typeof row['PaymentFrom'] === 'string' && source.toLowerCase() === row['PaymentFrom'].trim().toLowerCase());
  const method = typeof row['PaymentMethod'] === 'string' ? row['PaymentMethod'].trim() : '';
  const pays = Number(asText(row['Amount'])) > 0;
  const eob = !reversal && from === 'Insurance' && ((EOB_METHODS as readonly string[]).includes(method) || pays);
  return { ...numbersAsText(fields, POSTING_MONEY), ...(from ? { PaymentFrom: from } : {}), Eob: eob };
}
