/** Strings of the patients folder (namespace `patients`), English first; fr and ar have the same keys. */
const en = {};

const fr: typeof en = {};

const ar: typeof en = {};

export const patientStrings = { en, fr, ar };
