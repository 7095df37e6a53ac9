/**
 * The claim scrubber: what a payer would reject, listed before a claim is submitted. Pure, so
 * the browser lists it inline as the biller types and the server can refuse a submission with
 * the same findings. Codes are format-checked only (no bundled CPT: its descriptors are the
 * AMA's); the diagnosis slots are the CMS-1500's A–L (box 21), pointed to by each line (24E).
 */
/** The CMS-1500 diagnosis slots, in order. */
export const DIAGNOSIS_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L'] as const;
export type DiagnosisLetter = (typeof DIAGNOSIS_LETTERS)[number];
export const MAX_MODIFIERS = 4;
export const MAX_POINTERS = 4;

/** CPT (5 digits, or 4 digits and F/T/U for categories II/III) or HCPCS Level II (a letter and 4 digits). */
export const isProcedureCode = (code: string): boolean => /^(\d{4}[0-9FTU]|[A-V]\d{4})$/.test(code);
/** ICD-10-CM: a letter, a digit, a digit or letter, then 1–4 more after an optional dot (claims send it without). */
export const isIcd10Code = (code: string): boolean => /^[A-Z]\d[0-9A-Z](\.?[0-9A-Z]{1,4})?$/.test(code);
/** HCPCS Level II: a letter A–V and four digits (public codes, priced without a fee schedule entry). */
export const isHcpcsLevelTwo = (code: string): boolean => /^[A-V]\d{4}$/.test(code);
/**
 * Does a claim line's code need a fee schedule entry to be billed (the scrubber's question)? A CPT-shaped
 * code the clinic has not priced does: the clinic bills the CPT codes its schedule holds. HCPCS Level II
 * codes and malformed codes (the format finding says those) do not.
 */
export function missingFromFeeSchedule(code: string, feeScheduleCodes: ReadonlySet<string>): boolean {
  return isProcedureCode(code) && !isHcpcsLevelTwo(code) && !feeScheduleCodes.has(code);
}
/** A procedure modifier: two letters or digits (25, 59, GT, XU). */
export const isModifier = (code: string): boolean => /^[0-9A-Z]{2}$/.test(code);

export interface ScrubLine {
  code: string;
  modifiers: readonly string[];
  units: number;
  /** The line's charge in integer cents. */
  amountCents: number;
  pointers: readonly string[];
}

export interface ScrubClaimInput {
  /** Self-pay claims have no member ID to check. */
  selfPay: boolean;
  memberId: string;
  /** Slot A first; an empty string is an empty slot. */
  diagnoses: readonly string[];
  /** YYYY-MM-DD. */
  serviceDate: string;
  lines: readonly ScrubLine[];
  /** The codes the clinic's fee schedule holds (active); absent: not checked. */
  feeScheduleCodes?: ReadonlySet<string>;
}

export type ScrubFinding =
  | { rule: 'missingMemberId' }
  | { rule: 'noLines' }
  | { rule: 'noServiceDate' }
  | { rule: 'futureServiceDate' }
  | { rule: 'badDiagnosisCode'; letter: DiagnosisLetter }
  | { rule: 'badCode'; line: number }
  | { rule: 'notInFeeSchedule'; line: number }
  | { rule: 'badModifier'; line: number }
  | { rule: 'badUnits'; line: number }
  | { rule: 'zeroCharge'; line: number }
  | { rule: 'negativeCharge'; line: number }
  | { rule: 'noPointer'; line: number }
  | { rule: 'emptyPointer'; line: number; letter: string }
  | { rule: 'duplicateLine'; line: number; of: number };

const lineKey = (line: ScrubLine) => [line.code, [...line.modifiers].sort().join(',')].join('|');

/** Every finding, claim-level first, then line by line (lines numbered from 1). Empty: the claim may be submitted. */
export function scrubClaim(claim: ScrubClaimInput, today: string): ScrubFinding[] {
  const findings: ScrubFinding[] = [];
  if (!claim.selfPay && claim.memberId.trim() === '') findings.push({ rule: 'missingMemberId' });
  if (claim.serviceDate === '') findings.push({ rule: 'noServiceDate' });
  else if (claim.serviceDate > today) findings.push({ rule: 'futureServiceDate' });
  if (claim.lines.length === 0) findings.push({ rule: 'noLines' });
  claim.diagnoses.forEach((code, i) => {
    if (code !== '' && !isIcd10Code(code)) findings.push({ rule: 'badDiagnosisCode', letter: DIAGNOSIS_LETTERS[i]! });
  });
  const seen = new Map<string, number>();
  claim.lines.forEach((line, i) => {
    const n = i + 1;
    if (!isProcedureCode(line.code)) findings.push({ rule: 'badCode', line: n });
    else if (claim.feeScheduleCodes && missingFromFeeSchedule(line.code, claim.feeScheduleCodes)) findings.push({ rule: 'notInFeeSchedule', line: n });
    if (line.modifiers.length > MAX_MODIFIERS || !line.modifiers.every(isModifier)) findings.push({ rule: 'badModifier', line: n });
    if (!Number.isInteger(line.units) || line.units < 1) findings.push({ rule: 'badUnits', line: n });
    if (line.amountCents === 0) findings.push({ rule: 'zeroCharge', line: n });
    if (line.amountCents < 0) findings.push({ rule: 'negativeCharge', line: n });
    if (line.pointers.length === 0) findings.push({ rule: 'noPointer', line: n });
    for (const letter of line.pointers) {
      const slot = DIAGNOSIS_LETTERS.indexOf(letter as DiagnosisLetter);
      if (slot < 0 || !claim.diagnoses[slot]) findings.push({ rule: 'emptyPointer', line: n, letter });
    }
    const key = lineKey(line);
    const first = seen.get(key);
    if (first !== undefined) findings.push({ rule: 'duplicateLine', line: n, of: first });
    else seen.set(key, n);
  });
  return findings;
}
