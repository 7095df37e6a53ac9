/**
 * A claim's lines summed per billed code, as the server stamps it on the claim's `Charges` with its
 * totals on every change of the claim, one of its charge lines or a posting on it: what the billing
 * reports read by CPT/HCPCS code without reading every charge line and posting (a maintained total).
 *
 * Payments and adjustments count for a code when the posting names it (`CPTCode` of an EOB line);
 * a reversal counts for the code of the posting it reverses. Postings naming no code (a patient
 * payment, a claim-level adjustment) stay on the claim's totals only: `codePayments` below
 * attributes them to the code only when the claim bills a single code. Integer cents.
 */
import { toCents } from './money.ts';

export interface SummaryCharge {
  code: string;
  units?: number | null;
  /** Dollars, the line's charge. */
  amount: number;
}

export interface SummaryPosting {
  id?: string;
  code?: string | null;
  /** The id of the posting this one reverses. */
  reverses?: string | null;
  /** Dollars. */
  paid?: number | null;
  adjust?: number | null;
  withheld?: number | null;
}

/** One billed code of a claim. */
export interface CodeSummary {
  code: string;
  lines: number;
  units: number;
  chargeCents: number;
  paidCents: number;
  adjustCents: number;
}

const cents = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) ? toCents(value) : 0);
const empty = (code: string): CodeSummary => ({ code, lines: 0, units: 0, chargeCents: 0, paidCents: 0, adjustCents: 0 });

/** The claim's lines per code, sorted by code. */
export function chargeSummary(charges: readonly SummaryCharge[], postings: readonly SummaryPosting[]): CodeSummary[] {
  const byCode = new Map<string, CodeSummary>();
  const row = (code: string) => byCode.get(code) ?? byCode.set(code, empty(code)).get(code)!;
  for (const charge of charges) {
    const code = charge.code.trim();
    if (!code) continue;
    const summary = row(code);
    summary.lines += 1;
    summary.units += typeof charge.units === 'number' && Number.isInteger(charge.units) && charge.units > 0 ? charge.units : 1;
    summary.chargeCents += cents(charge.amount);
  }
  const codeOf = new Map(postings.filter((p) => p.id).map((p) => [p.id!, (p.code ?? '').trim()]));
  for (const posting of postings) {
    const code = (posting.reverses ? codeOf.get(posting.reverses) : posting.code)?.trim();
    if (!code) continue;
    const summary = row(code);
    summary.paidCents += cents(posting.paid);
    summary.adjustCents += cents(posting.adjust) + cents(posting.withheld);
  }
  return [...byCode.values()].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}

/** A stored `Charges` value read back (JSON text or array); entries that are not summaries are dropped. */
export function readChargeSummary(value: unknown): CodeSummary[] {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(parsed)) return [];
  const int = (x: unknown) => (typeof x === 'number' && Number.isInteger(x) ? x : 0);
  return parsed.flatMap((entry) => {
    if (typeof entry !== 'object' || entry === null || typeof (entry as { code?: unknown }).code !== 'string') return [];
    const e = entry as Record<string, unknown>;
    return [{ code: e['code'] as string, lines: int(e['lines']), units: int(e['units']), chargeCents: int(e['chargeCents']), paidCents: int(e['paidCents']), adjustCents: int(e['adjustCents']) }];
  });
}
