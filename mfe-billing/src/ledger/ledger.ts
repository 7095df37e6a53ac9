/**
 * Stored Charge and Payment rows as `claimBalance` takes them: every total and preview of the
 * remote goes through that one function. A posting is one Payment row: `Amount` is what was
 * paid (negative for a reversal), the adjudication amounts beside it.
 */
import { type ChargeLine, type ClaimBalance, type PaymentLine, claimBalance, toCents } from '@emr/domain';
import { type EmrRecord, num, str } from '@emr/shared-ui';

/** The posting amounts of a Payment row, in the order an EOB lists them, with their model field. */
export const POSTING_FIELDS = {
  allowed: 'Allowed',
  paid: 'Amount',
  deductible: 'Deductible',
  coinsurance: 'CoInsurance',
  copay: 'Copay',
  adjust: 'Adjust',
  withheld: 'Withheld',
} as const;
export type PostingAmount = keyof typeof POSTING_FIELDS;
export const POSTING_AMOUNTS = Object.keys(POSTING_FIELDS) as PostingAmount[];

export const toChargeLine = (row: EmrRecord): ChargeLine => ({ cpt: str(row['CPTCode']), amount: num(row['Amount']) ?? 0 });

export function toPaymentLine(row: EmrRecord): PaymentLine {
  const line: PaymentLine = { from: str(row['PaymentFrom']).toLowerCase() === 'patient' ? 'patient' : 'insurance' };
  for (const name of POSTING_AMOUNTS) {
    const value = num(row[POSTING_FIELDS[name]]);
    if (value !== null) line[name] = value;
  }
  return line;
}

/** A claim's balance in cents, from its rows. */
export interface BalanceCents {
  charges: number;
  payments: number;
  adjustments: number;
  remaining: number;
  patient: number;
}

export const inCents = (b: ClaimBalance): BalanceCents => ({
  charges: toCents(b.totalCharges),
  payments: toCents(b.totalPayments),
  adjustments: toCents(b.totalAdjustments),
  remaining: toCents(b.remainingBalance),
  patient: toCents(b.patientResponsibility),
});

export function balanceOf(charges: readonly EmrRecord[], payments: readonly EmrRecord[], more: readonly PaymentLine[] = []): BalanceCents {
  return inCents(claimBalance(charges.map(toChargeLine), [...payments.map(toPaymentLine), ...more]));
}
