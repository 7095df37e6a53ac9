/** Strings of the clinical folder (namespace `patients`), English first; fr and ar have the same keys. */
const en = {};

const fr: typeof en = {};

const ar: typeof en = {};

export const clinicalStrings = { en, fr, ar };
