/**
 * Staff credentials (docs/data-model.md, User: `Credential`, `NPI`, `TaxonomyCode`), kept by an
 * admin. The credential says what a staff member may be on a record: only physicians and the
 * qualified non-physician practitioners Medicare recognises (MD, DO, NP, PA, CNS, CNM) may be a
 * claim's rendering provider, a care program's billing practitioner, or sign a visit note. The
 * NPI is the CMS National Provider Identifier (10 digits, a Luhn check digit over the prefix
 * 80840); the taxonomy code is the NUCC Health Care Provider Taxonomy code (10 characters,
 * ending in X: 207Q00000X, family medicine).
 */

/** The credentials a staff member may hold; 'Other' (or none) is non-clinical staff. */
export const CREDENTIALS = ['MD', 'DO', 'NP', 'PA', 'CNS', 'CNM', 'RN', 'LPN', 'MA', 'Other'] as const;
export type Credential = (typeof CREDENTIALS)[number];

/** Physicians and qualified non-physician practitioners: who renders, bills and signs. */
export const PRACTITIONER_CREDENTIALS = ['MD', 'DO', 'NP', 'PA', 'CNS', 'CNM'] as const satisfies readonly Credential[];

const isPractitioner = (credential: unknown): boolean => (PRACTITIONER_CREDENTIALS as readonly unknown[]).includes(credential);

/** May a staff member with this credential be a claim's rendering provider? */
export const mayRender = (credential: unknown): boolean => isPractitioner(credential);

/** May a staff member with this credential be a care program's billing practitioner? */
export const mayBill = (credential: unknown): boolean => isPractitioner(credential);

/** May a staff member with this credential sign a visit note (a licensed provider)? Others draft it and send it for signature. */
export const maySignVisitNotes = (credential: unknown): boolean => isPractitioner(credential);

/** The NPI's Luhn check digit for its first nine digits (the card-issuer prefix 80840 counted in). */
export function npiCheckDigit(firstNine: string): number {
  if (!/^\d{9}$/.test(firstNine)) throw new RangeError('An NPI check digit is computed from nine digits');
  // Luhn over 80840 + the nine digits, the check digit's place not counted: double every other digit from the right
  const digits = `80840${firstNine}`;
  let sum = 0;
  for (let i = digits.length - 1, double = true; i >= 0; i--, double = !double) {
    const digit = Number(digits[i]) * (double ? 2 : 1);
    sum += digit > 9 ? digit - 9 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** Ten digits (the check digit is `isNpi`'s). */
export const NPI_FORMAT = /^\d{10}$/;

/** A valid NPI: ten digits whose last is the check digit of the first nine. */
export function isNpi(value: unknown): value is string {
  return typeof value === 'string' && NPI_FORMAT.test(value) && npiCheckDigit(value.slice(0, 9)) === Number(value[9]);
}

/** A NUCC taxonomy code: three digits, six letters or digits, then X (207Q00000X, 363LF0000X). */
export const TAXONOMY_CODE = /^\d{3}[0-9A-Z]{6}X$/;

/** Whether `value` has the form of a NUCC taxonomy code. */
export const isTaxonomyCode = (value: unknown): value is string => typeof value === 'string' && TAXONOMY_CODE.test(value);
