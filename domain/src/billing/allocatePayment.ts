/**
 * How a patient payment spreads over the patient's open claims: the oldest open balance first
 * (or the claims the biller picked, in the order given), each claim paid up to its balance; what
 * is left is a credit, put on the last claim paid (its balance goes below zero), never dropped.
 * Integer cents in and out.
 */

export interface OpenBalance {
  claimId: string;
  /** The claim's remaining balance in cents (only claims with a balance above 0 take a share, except the credit). */
  balanceCents: number;
}

export interface Allocation {
  claimId: string;
  /** What this claim receives, in cents (includes the credit on the last one). */
  appliedCents: number;
}

export interface AllocationResult {
  allocations: Allocation[];
  /** The part paid beyond every balance (on the last claim's allocation, as a credit). */
  creditCents: number;
}

/** `claims` in the order to pay them (oldest first). RangeError for a non-integer or non-positive amount, or no claim. */
export function allocatePayment(amountCents: number, claims: readonly OpenBalance[]): AllocationResult {
  if (!Number.isInteger(amountCents) || amountCents <= 0) throw new RangeError('amountCents must be a whole number of cents above 0');
  if (claims.length === 0) throw new RangeError('claims must name at least one claim');
  let left = amountCents;
  const allocations: Allocation[] = [];
  for (const claim of claims) {
    if (left === 0) break;
    const share = Math.min(left, Math.max(0, claim.balanceCents));
    if (share === 0) continue;
    allocations.push({ claimId: claim.claimId, appliedCents: share });
    left -= share;
  }
  if (left > 0) {
    const last = allocations.at(-1);
    if (last) last.appliedCents += left;
    else allocations.push({ claimId: claims.at(-1)!.claimId, appliedCents: left });
  }
  return { allocations, creditCents: left };
}
