/**
 * The claim form's state as typed (strings), and what it becomes: the scrubber's input, the
 * charge lines `claimBalance` totals, and the fields of the Claim and Charge rows. Money is typed
 * in dollars and read to integer cents here, once; an unreadable amount counts as no amount.
 */
import { type ChargeLine, isDollarAmount, toCents, toDollars } from '@emr/domain';
import { type ScrubClaimInput, type ScrubLine, lineAmountCents, normalizeProcedureCode, priceText } from '@emr/domain/billing';

export interface DraftLine {
  /** React key (the row id once stored). */
  key: string;
  /** The stored Charge row; '' for a new line. */
  id: string;
  code: string;
  description: string;
  /** Space- or comma-separated, up to 4. */
  modifiers: string;
  units: string;
  /** Dollars as typed: "180" or "35.50". */
  amount: string;
  /** Letters A–L as typed: "AB" or "A, B". */
  pointers: string;
  /** The fee schedule's price per unit the amount follows (price × units); null once the biller types the amount. */
  unitPriceCents?: number | null;
}

/** The clinic's active fee schedule by code: what a picked code fills. */
export type PriceLookup = ReadonlyMap<string, { description: string; priceCents: number }>;

export interface ClaimHeader {
  patientId: string;
  visitId: string;
  insuranceName: string;
  insuranceClass: string;
  memberId: string;
  providerId: string;
  placeOfService: string;
  /** YYYY-MM-DD. */
  serviceDate: string;
  /** Slots A, B, …; '' is an empty slot. */
  diagnoses: string[];
}

export interface ClaimDraft extends ClaimHeader {
  lines: DraftLine[];
}

export const SELF_PAY = 'Self-pay';

/** Place of service codes a clinic bills from (CMS POS code set). */
export const PLACES_OF_SERVICE = ['11', '02', '10', '12', '22', '31', '32'] as const;

let counter = 0;
export const emptyLine = (): DraftLine => ({ key: `new-${++counter}`, id: '', code: '', description: '', modifiers: '', units: '1', amount: '', pointers: 'A' });

export const splitCodes = (text: string): string[] => text.toUpperCase().split(/[\s,]+/).filter(Boolean);
export const splitPointers = (text: string): string[] => [...text.toUpperCase().replace(/[\s,]+/g, '')];

/** Dollars as typed to cents; null when not an amount with at most two decimals. */
export function amountCents(text: string): number | null {
  const trimmed = text.trim();
  if (!/^-?\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  const dollars = Number(trimmed);
  return isDollarAmount(dollars) ? toCents(dollars) : null;
}

const units = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : Number.NaN);

/** The amount a fee schedule price gives the line (price × units), or the amount as it is when units are not a whole number. */
function priced(line: DraftLine): DraftLine {
  const cents = line.unitPriceCents == null ? null : lineAmountCents(line.unitPriceCents, units(line.units));
  return cents === null ? line : { ...line, amount: priceText(cents) };
}

/**
 * A line after the biller changes it: a code the fee schedule holds fills the description and the
 * unit price (amount = price × units, in cents); later unit changes follow the price until the
 * biller types an amount of their own.
 */
export function changeLine(line: DraftLine, changes: Partial<DraftLine>, prices: PriceLookup): DraftLine {
  const next: DraftLine = { ...line, ...changes };
  if ('amount' in changes) return { ...next, unitPriceCents: null };
  if ('code' in changes) {
    const entry = prices.get(normalizeProcedureCode(next.code));
    if (!entry) return { ...next, unitPriceCents: null };
    return priced({ ...next, description: entry.description, unitPriceCents: entry.priceCents });
  }
  return 'units' in changes ? priced(next) : next;
}

/** Lines with no charge yet (a draft that visits' "sending" made) priced from the fee schedule where it holds their code. */
export function priceUnpricedLines(lines: readonly DraftLine[], prices: PriceLookup): DraftLine[] {
  return lines.map((line) => {
    const entry = prices.get(normalizeProcedureCode(line.code));
    if (!entry || (amountCents(line.amount) ?? 0) !== 0) return line;
    return priced({ ...line, description: line.description.trim() || entry.description, unitPriceCents: entry.priceCents });
  });
}

/** `prices`: the fee schedule; a clinic with none is not checked against it. */
export function scrubInput(draft: ClaimDraft, prices: PriceLookup = new Map()): ScrubClaimInput {
  const lines: ScrubLine[] = draft.lines.map((line) => ({
    code: line.code.trim().toUpperCase(),
    modifiers: splitCodes(line.modifiers),
    units: units(line.units),
    amountCents: amountCents(line.amount) ?? 0,
    pointers: splitPointers(line.pointers),
  }));
  const diagnoses = draft.diagnoses.map((code) => code.trim().toUpperCase());
  return {
    selfPay: draft.insuranceName === SELF_PAY,
    memberId: draft.memberId,
    diagnoses,
    serviceDate: draft.serviceDate,
    lines,
    ...(prices.size > 0 ? { feeScheduleCodes: new Set(prices.keys()) } : {}),
  };
}

/** The lines as `claimBalance` takes them (dollars), unreadable amounts left out. */
export function balanceCharges(lines: readonly DraftLine[]): ChargeLine[] {
  return lines.flatMap((line) => {
    const cents = amountCents(line.amount);
    return cents === null ? [] : [{ cpt: line.code, amount: toDollars(cents) }];
  });
}

/** The Claim row's fields (not its status or totals). Empty diagnosis slots at the end are dropped. */
export function claimFields(draft: ClaimDraft): Record<string, unknown> {
  const diagnoses = draft.diagnoses.map((code) => code.trim().toUpperCase());
  while (diagnoses.length && diagnoses.at(-1) === '') diagnoses.pop();
  return {
    PatientID: draft.patientId,
    ...(draft.visitId ? { LinkedToVisit: draft.visitId } : {}),
    InsuranceName: draft.insuranceName,
    InsuranceClass: draft.insuranceClass,
    MemberID: draft.memberId.trim(),
    ...(draft.providerId ? { AssignedTo: draft.providerId } : {}),
    PlaceOfService: draft.placeOfService,
    ...(draft.serviceDate ? { ServiceDate: `${draft.serviceDate}T00:00:00.000Z` } : {}),
    Diagnoses: diagnoses,
  };
}

/** A Charge row's fields. */
export function chargeFields(line: DraftLine): Record<string, unknown> {
  const cents = amountCents(line.amount) ?? 0;
  return {
    CPTCode: line.code.trim().toUpperCase(),
    Description: line.description.trim(),
    Amount: toDollars(cents),
    Units: units(line.units) || 1,
    Modifiers: splitCodes(line.modifiers),
    DiagnosisPointers: splitPointers(line.pointers),
  };
}
