/**
 * `@emr/domain/labs`: lab reference ranges, read once for every use: the abnormal flag the server stores and the
 * browser shows, and the normal band of a trend chart. Ranges as labs print them: "70-99",
 * "3.5 - 5.1", "3.5–5.1", "10 to 20", "<100", "<=5.6", "≤ 5.6", ">40", ">=60", "≥ 60", and
 * text-only ranges ("Negative", "Non-reactive") for qualitative results. A bound written with
 * < or > is exclusive (a value equal to it is out of range); a between range includes both ends.
 * Its own entry, not the root: the root is a singleton every signed-in page loads, and only
 * lab pages need this.
 */
export type Abnormality = 'high' | 'low' | 'normal' | 'abnormal';

export interface NumericRange {
  kind: 'numeric';
  low?: number;
  high?: number;
  lowInclusive: boolean;
  highInclusive: boolean;
}

/** A qualitative range: the expected result, e.g. "Negative". */
export interface TextRange {
  kind: 'text';
  expected: string;
}

export type ReferenceRange = NumericRange | TextRange;

const NUMBER = String.raw`[-+]?\d+(?:[.,]\d+)?`;
const BETWEEN = new RegExp(String.raw`^(${NUMBER})\s*(?:-|–|—|to)\s*(${NUMBER})$`, 'i');
const BOUND = new RegExp(String.raw`^(<=|>=|=<|=>|≤|≥|<|>)\s*(${NUMBER})$`);
const PLAIN_NUMBER = new RegExp(`^${NUMBER}$`);
/** Text a qualitative range may hold: words, not numbers or operators. */
const WORDS = /^[\p{L}][\p{L}\s'/()-]*$/u;

const toNumber = (text: string) => Number(text.replace(',', '.'));
const normalise = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

export function parseReferenceRange(range: string | null | undefined): ReferenceRange | null {
  const text = (range ?? '').trim();
  if (!text) return null;
  const between = BETWEEN.exec(text);
  if (between) {
    const [a, b] = [toNumber(between[1]!), toNumber(between[2]!)];
    if (!Number.isFinite(a) || !Number.isFinite(b) || a > b) return null;
    return { kind: 'numeric', low: a, high: b, lowInclusive: true, highInclusive: true };
  }
  const bound = BOUND.exec(text);
  if (bound) {
    const value = toNumber(bound[2]!);
    if (!Number.isFinite(value)) return null;
    switch (bound[1]) {
      case '<':
        return { kind: 'numeric', high: value, lowInclusive: true, highInclusive: false };
      case '<=':
      case '=<':
      case '≤':
        return { kind: 'numeric', high: value, lowInclusive: true, highInclusive: true };
      case '>':
        return { kind: 'numeric', low: value, lowInclusive: false, highInclusive: true };
      default:
        return { kind: 'numeric', low: value, lowInclusive: true, highInclusive: true };
    }
  }
  return WORDS.test(text) ? { kind: 'text', expected: text } : null;
}

/** A result that is a plain number ("5.4", "-1", "7,2"); qualitative results ("Positive", "<0.1") are not. */
export function numericResult(result: string | null | undefined): number | null {
  const text = (result ?? '').trim();
  if (!PLAIN_NUMBER.test(text)) return null;
  const value = toNumber(text);
  return Number.isFinite(value) ? value : null;
}

/**
 * Where a result lies against its range: high, low or normal for a number against a numeric
 * range; abnormal or normal for a word against a text range; null when the two cannot be
 * compared (no range, an unreadable range, a word against numbers) — the user then says.
 */
export function abnormality(result: string | null | undefined, range: string | null | undefined): Abnormality | null {
  const parsed = parseReferenceRange(range);
  if (!parsed) return null;
  if (parsed.kind === 'text') {
    const text = (result ?? '').trim();
    if (!text || PLAIN_NUMBER.test(text)) return null;
    return normalise(text) === normalise(parsed.expected) ? 'normal' : 'abnormal';
  }
  const value = numericResult(result);
  if (value === null) return null;
  if (parsed.low !== undefined && (parsed.lowInclusive ? value < parsed.low : value <= parsed.low)) return 'low';
  if (parsed.high !== undefined && (parsed.highInclusive ? value > parsed.high : value >= parsed.high)) return 'high';
  return 'normal';
}

/** IsAbnormal as stored: computed when result and range can be compared, else what the user said. */
export function isAbnormalResult(result: unknown, range: unknown, stated: unknown): boolean {
  const computed = abnormality(typeof result === 'string' ? result : null, typeof range === 'string' ? range : null);
  return computed === null ? stated === true : computed !== 'normal';
}

type Fields = Record<string, unknown>;

function resultsOf(value: unknown): Fields[] | null {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return null;
    }
  }
  return Array.isArray(parsed) && parsed.every((r) => r && typeof r === 'object') ? (parsed as Fields[]) : null;
}

/**
 * A Lab row with its abnormal flags derived from its ranges (the server's rule; a client's
 * claim only counts where the range cannot decide): a single result's IsAbnormal, each panel
 * result's IsAbnormal and the panel's IsAbnormal (any of its results).
 */
export function withLabFlags<T extends Fields>(row: T): T {
  const out: Fields = { ...row };
  const results = resultsOf(row['LabResults']);
  if (row['IsPanel'] === true && results) {
    const flagged = results.map((r) => ({ ...r, IsAbnormal: isAbnormalResult(r['Result'], r['ReferenceRange'], r['IsAbnormal']) }));
    out['LabResults'] = typeof row['LabResults'] === 'string' ? JSON.stringify(flagged) : flagged;
    out['IsAbnormal'] = flagged.some((r) => r.IsAbnormal) || (flagged.length === 0 && row['IsAbnormal'] === true);
  } else if (row['Result'] !== undefined && row['Result'] !== null) {
    out['IsAbnormal'] = isAbnormalResult(row['Result'], row['ReferenceRange'], row['IsAbnormal']);
  }
  return out as T;
}

/**
 * The y axis and the normal band of a trend chart. A one-sided range's band runs to the
 * chart's edge (LDL "<100": from the bottom up to 100; HDL ">40": from 40 to the top); a
 * text or missing range has no band. The axis holds every value and the range's bounds.
 */
export function trendScale(values: readonly (number | null)[], range: string | null | undefined): { domain: [number, number]; band: { y1: number; y2: number } | null } {
  const parsed = parseReferenceRange(range);
  const numeric = parsed?.kind === 'numeric' ? parsed : null;
  const points = [...values.filter((v): v is number => v !== null && Number.isFinite(v)), ...(numeric ? [numeric.low, numeric.high].filter((v): v is number => v !== undefined) : [])];
  if (points.length === 0) return { domain: [0, 1], band: null };
  const [min, max] = [Math.min(...points), Math.max(...points)];
  const pad = max === min ? Math.max(Math.abs(max) * 0.1, 1) : (max - min) * 0.1;
  // a measurement that cannot be negative keeps its axis at or above zero
  const low = min >= 0 ? Math.max(0, min - pad) : min - pad;
  const domain: [number, number] = [niceFloor(low), niceCeil(max + pad)];
  if (!numeric) return { domain, band: null };
  return { domain, band: { y1: numeric.low ?? domain[0], y2: numeric.high ?? domain[1] } };
}

const step = (value: number) => {
  const magnitude = 10 ** Math.floor(Math.log10(Math.max(Math.abs(value), 1e-9)));
  return magnitude >= 1 ? magnitude / 2 : magnitude;
};
const niceFloor = (value: number) => (value === 0 ? 0 : Math.floor(value / step(value)) * step(value));
const niceCeil = (value: number) => (value === 0 ? 0 : Math.ceil(value / step(value)) * step(value));
