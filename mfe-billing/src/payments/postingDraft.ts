/**
 * An EOB as typed (strings per charge line) and what it becomes: the posting lines
 * `claimBalance` previews with, and the Payment rows saved. Amounts are dollars with at most
 * two decimals; an empty box is 0; what is not an amount is left out here and named by the
 * domain's field rules (postingRules.ts).
 */
import { type PaymentLine, toDollars } from '@emr/domain';
import { type EmrRecord, str } from '@emr/shared-ui';
import { amountCents } from '../claims/claimDraft.ts';
import { POSTING_AMOUNTS, POSTING_FIELDS, type PostingAmount } from '../ledger/ledger.ts';

export type TypedLine = Record<PostingAmount, string> & { reason: string };
export const emptyTyped = (): TypedLine => ({ allowed: '', paid: '', deductible: '', coinsurance: '', copay: '', adjust: '', withheld: '', reason: '' });

export interface EobHeader {
  payer: string;
  method: string;
  reference: string;
  batchNumber: string;
  /** YYYY-MM-DD. */
  batchDate: string;
}

/** Each typed line's posting (null for a line left empty). */
export function readEob(lines: readonly TypedLine[]): (PaymentLine | null)[] {
  return lines.map((typed) => {
    const posting: PaymentLine = { from: 'insurance' };
    let any = false;
    for (const name of POSTING_AMOUNTS) {
      if (typed[name].trim() === '') continue;
      const cents = amountCents(typed[name]);
      if (cents === null) continue;
      posting[name] = toDollars(cents);
      any = true;
    }
    return any ? posting : null;
  });
}

/** The Payment rows of an EOB on one claim: one per charge line with a posting. */
export function eobRows(claim: EmrRecord, charges: readonly EmrRecord[], lines: readonly TypedLine[], header: EobHeader, now: string): Record<string, unknown>[] {
  const postings = readEob(lines);
  return postings.flatMap((posting, i) => {
    if (!posting) return [];
    const amounts = Object.fromEntries(POSTING_AMOUNTS.filter((name) => posting[name] !== undefined).map((name) => [POSTING_FIELDS[name], posting[name]]));
    return [
      {
        PatientID: str(claim['PatientID']),
        LinkedToClaim: claim.id,
        PaymentFrom: 'Insurance',
        InsuranceName: header.payer.trim(),
        PaymentMethod: header.method,
        Payment: header.reference.trim(),
        BatchNumber: header.batchNumber.trim(),
        BatchDate: `${header.batchDate}T00:00:00.000Z`,
        PaymentDate: now,
        CPTCode: str(charges[i]?.['CPTCode']),
        Amount: 0,
        ...amounts,
        ...(lines[i]!.reason.trim() ? { Reason: lines[i]!.reason.trim() } : {}),
      },
    ];
  });
}
