/**
 * The billing totals a transaction changes (ADR 0047): for every Claim row it changes, the
 * claim's totals before are taken off and those after added (`claimTotals` over its stamped
 * ledger); a new posting that denies adds its line, a reversal of one takes it off
 * (`denialTotal`). The planner stores the sums on the `BillingTotal` rows in the same
 * transaction, so a total never drifts from the claims and postings behind it. No client
 * writes them (permissions.ts); billing and admin read them.
 */
import { type Total, type TotalPosting, addFigures, addTotals, claimTotals, denialTotal, isZero } from '../billing/billingTotals.ts';
import type { LedgerClaim } from '../billing/billingReports.ts';
import { readChargeSummary } from '../billing/chargeSummary.ts';
import type { StoredItem } from './item.ts';
import type { Fields } from './ruleTypes.ts';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const cents = (value: unknown) => (typeof value === 'number' ? Math.round(value * 100) : 0);

/** A stored claim as the totals read it (its server-stamped ledger). */
export function ledgerClaimOf(row: Fields): LedgerClaim {
  return {
    id: String(row['id']),
    date: text(row['ClaimDate']).slice(0, 10),
    serviceDate: text(row['ServiceDate']).slice(0, 10),
    patientId: text(row['PatientID']),
    status: text(row['Status']) || 'Draft',
    provider: text(row['AssignedTo']),
    payer: text(row['InsuranceName']),
    chargeCents: cents(row['TotalCharges']),
    paidCents: cents(row['TotalPayments']),
    remainingCents: cents(row['RemainingBalance']),
    codes: readChargeSummary(row['Charges']),
  };
}

/** A stored posting as the denial totals read it. */
export function totalPostingOf(row: Fields): TotalPosting {
  return {
    id: String(row['id']),
    claimId: text(row['LinkedToClaim']),
    from: text(row['PaymentFrom']).toLowerCase() === 'patient' ? 'patient' : 'insurance',
    payer: text(row['InsuranceName']),
    reason: text(row['Reason']),
    allowedCents: typeof row['Allowed'] === 'number' ? cents(row['Allowed']) : null,
    paidCents: cents(row['Amount']),
    reverses: text(row['Reverses']),
    date: text(row['PaymentDate']).slice(0, 10),
  };
}

/** The rows of a total as stored: its key in the model's fields, its figures as JSON. */
export function totalFields(total: Total): Fields {
  const { key } = total;
  return { TotalGroup: key.group, Month: key.month, AssignedTo: key.provider, CPTCode: key.code, InsuranceName: key.payer, Reason: key.reason, ...(key.patient ? { PatientID: key.patient } : {}), Figures: total.figures };
}

interface Change {
  before: StoredItem | undefined;
  after: StoredItem | undefined;
}

/**
 * What the changes of a transaction add to the totals, by total row id. `reversed` answers a
 * reversal's posting (the planner read it to plan the reversal).
 */
export function totalsDelta(changes: readonly Change[], reversed: (id: string) => Fields | undefined): Map<string, Total> {
  const deltas = new Map<string, Total>();
  for (const { before, after } of changes) {
    const kind = (after ?? before)!.EntityType;
    if (kind === 'Claim') {
      if (before) addTotals(deltas, claimTotals(ledgerClaimOf(before)), -1);
      if (after) addTotals(deltas, claimTotals(ledgerClaimOf(after)), 1);
    } else if (kind === 'Payment' && after && !before) {
      // postings are only ever created (a correction is a reversal)
      const denial = denialTotal(totalPostingOf(after));
      if (denial) addTotals(deltas, [denial], 1);
      const original = text(after['Reverses']) ? reversed(text(after['Reverses'])) : undefined;
      const undone = original ? denialTotal(totalPostingOf(original)) : null;
      if (undone) addTotals(deltas, [undone], -1);
    }
  }
  for (const [id, delta] of deltas) if (isZero(delta.figures)) deltas.delete(id);
  return deltas;
}

/** A stored total's figures after `delta`. */
export const figuresAfter = (stored: Fields | undefined, delta: Total) => addFigures((stored?.['Figures'] ?? {}) as Total['figures'], delta.figures);

/** The ids of the reversed postings a transaction's new reversals name (to read them). */
export const reversedIds = (changes: readonly Change[]): string[] =>
  changes.flatMap(({ before, after }) => (!before && after?.EntityType === 'Payment' && text(after['Reverses']) ? [text(after['Reverses'])] : []));
