/** Reference ranges as labs print them ("70-99", "<200", ">40", ">=60") and the abnormal flag they imply. */

export interface Range {
  low?: number;
  high?: number;
  /** Whether a value equal to the bound is still normal. */
  lowInclusive: boolean;
  highInclusive: boolean;
}

export function parseRange(range: string): Range | null {
  const text = range.trim();
  const between = /^(-?\d+(?:\.\d+)?)\s*-\s*(-?\d+(?:\.\d+)?)$/.exec(text);
  if (between) return { low: Number(between[1]), high: Number(between[2]), lowInclusive: true, highInclusive: true };
  const bound = /^(<=|>=|<|>)\s*(-?\d+(?:\.\d+)?)$/.exec(text);
  if (!bound) return null;
  const value = Number(bound[2]);
  switch (bound[1]) {
    case '<': return { high: value, lowInclusive: true, highInclusive: false };
    case '<=': return { high: value, lowInclusive: true, highInclusive: true };
    case '>': return { low: value, lowInclusive: false, highInclusive: true };
    default: return { low: value, lowInclusive: true, highInclusive: true };
  }
}

/** True when a numeric result lies outside its reference range; null when either cannot be read as numbers. */
export function isOutsideRange(result: string, range: string): boolean | null {
  const parsed = parseRange(range);
  const value = Number(result);
  if (!parsed || result.trim() === '' || !Number.isFinite(value)) return null;
  if (parsed.low !== undefined && (parsed.lowInclusive ? value < parsed.low : value <= parsed.low)) return true;
  if (parsed.high !== undefined && (parsed.highInclusive ? value > parsed.high : value >= parsed.high)) return true;
  return false;
}
