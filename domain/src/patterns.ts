/**
 * The text patterns of the field rules, on their own: the sign-in page checks an e-mail address
 * with the same rule as every form, without loading the field rules (a few hundred bytes, bundled
 * by whoever imports them).
 */

/** A US phone number, with or without +1, brackets, spaces, dots or dashes. */
export const US_PHONE = /^\+?1?[\s.-]?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/;
/** A US ZIP code, five digits or ZIP+4. */
export const ZIP_CODE = /^\d{5}(-\d{4})?$/;
/** An e-mail address: something, an @, a domain with a dot. */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
