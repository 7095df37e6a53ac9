/** Four claims the report tests share: the billing reports from claims and the same reports from the server's totals must agree on them. */
import type { LedgerClaim } from './billingReports.ts';
import type { CodeSummary } from './chargeSummary.ts';

export const code = (c: string, chargeCents: number, paidCents = 0, adjustCents = 0, units = 1): CodeSummary => ({ code: c, lines: 1, units, chargeCents, paidCents, adjustCents });
export const claim = (id: string, date: string, provider: string, chargeCents: number, paidCents: number, remainingCents: number, codes: CodeSummary[], status = 'Paid'): LedgerClaim => ({
  id, date, provider, payer: 'Aetna', status, chargeCents, paidCents, remainingCents, codes,
});

export const CLAIMS = [
  // one code: the unnamed patient payment and the adjustment belong to it
  claim('c1', '2026-09-03', 'u1', 18000, 9000, 3000, [code('99214', 18000, 7000, 4000)]),
  // two codes: the unnamed 0.10 payment and 0.20 adjustment stay on the claim
  claim('c2', '2026-09-30', 'u2', 30, 10, 0, [code('99490', 10), code('99439', 20)]),
  claim('c3', '2026-10-01', 'u1', 12050, 0, 12050, [code('99214', 12050)], 'Denied'),
  claim('c4', '2026-10-02', 'u1', 99900, 0, 99900, [code('99215', 99900)], 'Draft'),
];
