/**
 * A claim's totals from its charge lines and postings (care-and-ledger-rules.md §3). The server stamps
 * TotalCharges, TotalPayments and RemainingBalance from this on every change; the browser previews with it.
 * Signature fixed by the spec: outside checks call it exactly so.
 */
import { assertDollarAmount, toCents, toDollars } from './money.ts';

export interface ChargeLine {
  cpt?: string;
  amount: number;
  [more: string]: unknown;
}

export interface PaymentLine {
  from: 'insurance' | 'patient';
  paid?: number;
  allowed?: number;
  deductible?: number;
  coinsurance?: number;
  copay?: number;
  adjust?: number;
  withheld?: number;
  [more: string]: unknown;
}

/** Dollars. A negative remainingBalance is a credit. */
export interface ClaimBalance {
  totalCharges: number;
  totalPayments: number;
  totalAdjustments: number;
  remainingBalance: number;
  patientResponsibility: number;
}

const AMOUNT_FIELDS = ['amount', 'paid', 'allowed', 'deductible', 'coinsurance', 'copay', 'adjust', 'withheld'] as const;

function checkAmounts(line: unknown, where: string): Record<string, unknown> {
  if (typeof line !== 'object' || line === null || Array.isArray(line)) throw new RangeError(`${where} must be an object`);
  const record = line as Record<string, unknown>;
  for (const field of AMOUNT_FIELDS) {
    if (field in record && record[field] !== undefined) assertDollarAmount(record[field], `${where}.${field}`);
  }
  return record;
}

const cents = (value: unknown): number => (value === undefined ? 0 : toCents(value as number));

export function claimBalance(charges: ChargeLine[], payments: PaymentLine[]): ClaimBalance {
  if (!Array.isArray(charges)) throw new RangeError('charges must be an array');
  if (!Array.isArray(payments)) throw new RangeError('payments must be an array');
  let charged = 0;
  charges.forEach((line, i) => {
    const record = checkAmounts(line, `charges[${i}]`);
    if (record['amount'] === undefined) throw new RangeError(`charges[${i}].amount is required`);
    charged += cents(record['amount']);
  });
  let paid = 0;
  let paidByPatient = 0;
  let adjusted = 0;
  let owedByPatient = 0;
  payments.forEach((line, i) => {
    const record = checkAmounts(line, `payments[${i}]`);
    if (record['from'] !== 'insurance' && record['from'] !== 'patient') {
      throw new RangeError(`payments[${i}].from must be "insurance" or "patient"`);
    }
    const linePaid = cents(record['paid']);
    paid += linePaid;
    if (record['from'] === 'patient') paidByPatient += linePaid;
    adjusted += cents(record['adjust']) + cents(record['withheld']);
    owedByPatient += cents(record['deductible']) + cents(record['coinsurance']) + cents(record['copay']);
  });
  return {
    totalCharges: toDollars(charged),
    totalPayments: toDollars(paid),
    totalAdjustments: toDollars(adjusted),
    remainingBalance: toDollars(charged - paid - adjusted),
    patientResponsibility: toDollars(Math.max(0, owedByPatient - paidByPatient)),
  };
}
