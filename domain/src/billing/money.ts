/**
 * Money is integer cents inside the domain; dollars only at the edges (the model's Float fields and the fixed
 * function signatures of care-and-ledger-rules.md). A dollar amount is valid only with at most two decimals as the
 * number itself says (`Number(x.toFixed(2)) === x`), so 0.1 + 0.2 is refused rather than rounded away.
 */

/** True when `value` is a finite number of dollars with at most two decimals. */
export function isDollarAmount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && Number(value.toFixed(2)) === value;
}

/** Dollars (checked with {@link isDollarAmount}) to integer cents. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100) + 0;
}

/** Integer cents to dollars; never `-0`. */
export function toDollars(cents: number): number {
  return cents / 100 + 0;
}

/** Throws the RangeError that names `field` unless `value` is a dollar amount. */
export function assertDollarAmount(value: unknown, field: string): asserts value is number {
  if (!isDollarAmount(value)) {
    throw new RangeError(`${field} must be a finite amount in dollars with at most two decimals (got ${String(value)})`);
  }
}
