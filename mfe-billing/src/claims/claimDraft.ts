/**
 * The claim form's state as typed (strings), and what it becomes: the scrubber's input, the
 * charge lines `claimBalance` totals, and the fields of the Claim and Charge rows. Money is typed
 * in dollars and read to integer cents here, once; an unreadable amount counts as no amount.
 */
import { type ChargeLine, type ScrubClaimInput, type ScrubLine, isDollarAmount, toCents, toDollars } from '@emr/domain';

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
}

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

export function scrubInput(draft: ClaimDraft): ScrubClaimInput {
  const lines: ScrubLine[] = draft.lines.map((line) => ({
    code: line.code.trim().toUpperCase(),
    modifiers: splitCodes(line.modifiers),
    units: units(line.units),
    amountCents: amountCents(line.amount) ?? 0,
    pointers: splitPointers(line.pointers),
  }));
  const diagnoses = draft.diagnoses.map((code) => code.trim().toUpperCase());
  return { selfPay: draft.insuranceName === SELF_PAY, memberId: draft.memberId, diagnoses, serviceDate: draft.serviceDate, lines };
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
