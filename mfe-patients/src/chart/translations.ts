/** Strings of the chart folder (namespace `patients`), English first; fr and ar have the same keys. */
const en = {};

const fr: typeof en = {};

const ar: typeof en = {};

export const chartStrings = { en, fr, ar };
