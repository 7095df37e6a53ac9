/**
 * Whether a lab result lies outside its reference range, as labs print ranges: "70-99",
 * "3.5 - 5.1", "<200", ">40", "<=5.6", "≤ 5.6", ">=60", "≥ 60". A bound written with < or >
 * is exclusive (a value equal to it is out of range); a between range includes both ends.
 * Returns null when the result or the range cannot be read as numbers (the user then says
 * whether the result is abnormal).
 */
export type Abnormality = 'high' | 'low' | 'normal';

export interface ReferenceRange {
  low?: number;
  high?: number;
  lowInclusive: boolean;
  highInclusive: boolean;
}

const NUMBER = String.raw`[-+]?\d+(?:[.,]\d+)?`;
const BETWEEN = new RegExp(String.raw`^(${NUMBER})\s*(?:-|–|—|to)\s*(${NUMBER})$`, 'i');
const BOUND = new RegExp(String.raw`^(<=|>=|=<|=>|≤|≥|<|>)\s*(${NUMBER})$`);

const toNumber = (text: string) => Number(text.replace(',', '.'));

export function parseReferenceRange(range: string | null | undefined): ReferenceRange | null {
  const text = (range ?? '').trim();
  if (!text) return null;
  const between = BETWEEN.exec(text);
  if (between) {
    const [a, b] = [toNumber(between[1]!), toNumber(between[2]!)];
    if (!Number.isFinite(a) || !Number.isFinite(b) || a > b) return null;
    return { low: a, high: b, lowInclusive: true, highInclusive: true };
  }
  const bound = BOUND.exec(text);
  if (!bound) return null;
  const value = toNumber(bound[2]!);
  if (!Number.isFinite(value)) return null;
  switch (bound[1]) {
    case '<':
      return { high: value, lowInclusive: true, highInclusive: false };
    case '<=':
    case '=<':
    case '≤':
      return { high: value, lowInclusive: true, highInclusive: true };
    case '>':
      return { low: value, lowInclusive: false, highInclusive: true };
    default:
      return { low: value, lowInclusive: true, highInclusive: true };
  }
}

/** A result that is a plain number ("5.4", "-1", "7,2"); qualitative results ("Positive", "<0.1") are not. */
export function numericResult(result: string | null | undefined): number | null {
  const text = (result ?? '').trim();
  if (!new RegExp(`^${NUMBER}$`).test(text)) return null;
  const value = toNumber(text);
  return Number.isFinite(value) ? value : null;
}

export function abnormality(result: string | null | undefined, range: string | null | undefined): Abnormality | null {
  const value = numericResult(result);
  const parsed = parseReferenceRange(range);
  if (value === null || !parsed) return null;
  if (parsed.low !== undefined && (parsed.lowInclusive ? value < parsed.low : value <= parsed.low)) return 'low';
  if (parsed.high !== undefined && (parsed.highInclusive ? value > parsed.high : value >= parsed.high)) return 'high';
  return 'normal';
}
