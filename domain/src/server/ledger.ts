/**
 * The ledger rules of a write, as rule modules (ruleTypes.ts): claims, their charge lines,
 * payment postings and payment plans (care-and-ledger-rules.md §3–4, docs/data-model.md).
 *
 * - Every write touching a claim, a charge line or a posting stamps the claim's
 *   `TotalCharges`, `TotalPayments` and `RemainingBalance` from `claimBalance` over its Charge
 *   and Payment rows, in the same transaction; a posting also moves a submitted claim to
 *   `PartiallyPaid`, `Paid` or `Denied` and appends to its `PaymentHistory` (and `BatchHistory`
 *   when it came in a batch). `ClaimHistory` keeps creation, every status change and every
 *   correction.
 * - Postings are immutable: a correction is a reversal (`Reverses`: the posting, with a
 *   `Reason`; the server posts the negated amounts). A submitted claim and its lines change
 *   only by status or by a correction with a `Reason`.
 * - Amounts are dollars in whole cents; charges and postings (but reversals) not negative; a
 *   charge line's `DiagnosisPointers` name filled slots A–L of its claim's `Diagnoses` (a field
 *   spec, CHARGE_LINE_FIELD_RULES: the claim form's sentences).
 * - A payment plan stores the `Schedule` of `paymentPlanSchedule` and its first instalment
 *   as `InstallmentAmount`; a sent schedule that disagrees is refused. Postings toward a plan
 *   (`PaymentPlanID`) stamp its `AmountPaid`, `PaymentsMade`, `NextDueDate` and `Completed`.
 * - Beside its totals a claim gets `Charges`, its lines per code (`chargeSummary`), for the reports.
 * - A correction keeps the values before in `ClaimHistory`; a paid claim takes none
 *   (`correctionRefusal`); a resubmission is counted. A plan is cancelled only with a reason,
 *   kept in its `StatusHistory` (`planStatusRefusal`); a cancelled plan takes no more postings.
 * - A claim is `PartiallyPaid` or `Paid` only as its postings make it (an invariant of the
 *   stored claim, read with its postings), and enters or leaves those statuses only through a
 *   posting. A claim bills one visit (`LinkedToVisit`, never changed), which no other claim
 *   bills; deleting a draft claim frees its visit to be sent again.
 * - A posting is reversed once: its reversal holds the reversed posting's unique slot
 *   (`UNIQUE_SLOTS`, index 7), whatever claim or plan it belongs to.
 */
import { chargeSummary } from '../billing/chargeSummary.ts';
import { type ClaimBalance, type PaymentLine, claimBalance } from '../billing/claimBalance.ts';
import { correctionRefusal, priorValues, resubmissions } from '../billing/claimCorrection.ts';
import { planStatusRefusal } from '../billing/planCancellation.ts';
import { isDollarAmount } from '../billing/money.ts';
import { type Instalment, paymentPlanSchedule } from '../billing/paymentPlanSchedule.ts';
import { AppError, ERROR_TYPES } from '../errors.ts';
import { PAYMENT_PLAN_FIELD_RULES, planSpecRecord } from '../billing/fieldSpecs.ts';
import { CHARGE_LINE_FIELD_RULES, CLAIM_FIELD_RULES, DIAGNOSIS_SLOTS, POSTING_FIELD_RULES, chargeSpecRecord, filledSlots, postingSpecRecord } from '../billing/ledgerFieldSpecs.ts';
import { assertFieldSpecs } from '../schemas.ts';
import { sameValue } from './fieldPolicy.ts';
import { pk } from '../keys.ts';
import type { Effect, Fields, Got, Reads, RecordRules, WriteContext } from './ruleTypes.ts';

/** The diagnosis slots of a claim, `Diagnoses[0]` → A … `Diagnoses[11]` → L (CMS-1500 box 21). */
/** The money fields of a posting. */
export const POSTING_AMOUNTS = ['Amount', 'Allowed', 'Deductible', 'CoInsurance', 'Copay', 'Adjust', 'Withheld'] as const;
/** Claim statuses only postings set. */
const POSTED_STATUSES = ['PartiallyPaid', 'Paid'];
/** Statuses in which a posting moves the claim (it was sent to the payer). */
const AWAITING_PAYMENT = ['Submitted', 'Accepted', 'PartiallyPaid', 'Paid', 'Denied'];

const invalid = (field: string, message: string) => new AppError(ERROR_TYPES.validation, `${field}: ${message}`, { [field]: message });
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const statusOf = (claim: Fields | undefined) => text(claim?.['Status']) || 'Draft';
const isDraft = (claim: Fields | undefined) => statusOf(claim) === 'Draft';
/** A JSON list field as sent (AWSJSON may arrive as its text). */
function list(value: unknown): unknown[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') {
    try {
      return list(JSON.parse(value));
    } catch {
      return [value];
    }
  }
  return Array.isArray(value) ? value : [value];
}
const entries = (value: unknown) => (list(value) ?? []) as Fields[];
const who = (w: WriteContext) => ({ at: w.now, by: w.caller.sub, name: w.caller.name || w.caller.email });

/** The reads of a claim's ledger (its charge lines, its postings). */
export const chargesRead = (clinic: string, claimId: string) => ({ query: { index: 5 as const, pk: pk.parent(clinic, 'Charge', claimId) } });
export const postingsRead = (clinic: string, claimId: string) => ({ query: { index: 5 as const, pk: pk.parent(clinic, 'Payment', claimId) } });
/** The claim (by id) and its charge lines and postings. */
const claimReads = (clinic: string, claimId: string): Reads => ({ claim: { get: claimId }, charges: chargesRead(clinic, claimId), postings: postingsRead(clinic, claimId) });

const fromOf = (posting: Fields): PaymentLine['from'] => (text(posting['PaymentFrom']).toLowerCase() === 'patient' ? 'patient' : 'insurance');

/** A posting's amount fields as `claimBalance` names them. */
const LINE_FIELDS = { Amount: 'paid', Allowed: 'allowed', Deductible: 'deductible', CoInsurance: 'coinsurance', Copay: 'copay', Adjust: 'adjust', Withheld: 'withheld' } as const;

/** The claim's balance from its rows (`claimBalance`). */
export function ledgerOf(charges: readonly Fields[], postings: readonly Fields[]): ClaimBalance {
  const line = (p: Fields): PaymentLine => ({
    from: fromOf(p),
    ...Object.fromEntries(Object.entries(LINE_FIELDS).flatMap(([field, name]) => (typeof p[field] === 'number' ? [[name, p[field]]] : []))),
  });
  try {
    return claimBalance(charges.map((charge) => ({ amount: typeof charge['Amount'] === 'number' ? charge['Amount'] : 0 })), postings.map(line));
  } catch (error) {
    if (error instanceof RangeError) throw new AppError(ERROR_TYPES.validation, `The claim's stored lines do not add up: ${error.message}`);
    throw error;
  }
}

const totals = (b: ClaimBalance) => ({ TotalCharges: b.totalCharges, TotalPayments: b.totalPayments, RemainingBalance: b.remainingBalance });

const amountOf = (value: unknown) => (typeof value === 'number' ? value : 0);
/** The claim's lines per billed code (`chargeSummary`), stamped on its `Charges` beside the totals. */
const codesOf = (charges: readonly Fields[], postings: readonly Fields[]) =>
  chargeSummary(
    charges.map((c) => ({ code: text(c['CPTCode']), units: typeof c['Units'] === 'number' ? c['Units'] : null, amount: amountOf(c['Amount']) })),
    postings.map((p) => ({ id: String(p['id']), code: text(p['CPTCode']), reverses: text(p['Reverses']), paid: amountOf(p['Amount']), adjust: amountOf(p['Adjust']), withheld: amountOf(p['Withheld']) })),
  );
/** What the server stamps on a claim from its rows: the totals and the per-code summary. */
const stamped = (charges: readonly Fields[], postings: readonly Fields[]) => ({ ...totals(ledgerOf(charges, postings)), Charges: codesOf(charges, postings) });

/** Postings not reversed and not reversals themselves. */
function livePostings(postings: readonly Fields[]): Fields[] {
  const reversed = new Set(postings.map((p) => text(p['Reverses'])).filter(Boolean));
  return postings.filter((p) => !text(p['Reverses']) && !reversed.has(String(p['id'])));
}

/** A submitted claim's status after its postings: Paid when nothing is left, PartiallyPaid when some is, Denied when the payer allowed nothing. */
export function statusAfterPostings(current: string, postings: readonly Fields[], balance: ClaimBalance): string {
  if (!AWAITING_PAYMENT.includes(current)) return current;
  const live = livePostings(postings);
  const settled = current === 'Denied' || POSTED_STATUSES.includes(current) ? 'Accepted' : current;
  if (live.length === 0) return settled;
  if (balance.remainingBalance <= 0) return 'Paid';
  if (balance.totalPayments === 0 && balance.totalAdjustments === 0) {
    return live.some((p) => fromOf(p) === 'insurance' && p['Allowed'] === 0) ? 'Denied' : settled;
  }
  return 'PartiallyPaid';
}

/** Refuses a money field that is not dollars in whole cents, or negative (a reversal is planned apart). */
function checkAmount(row: Fields, field: string, required = false): void {
  const value = row[field];
  if (value === undefined || value === null) {
    if (required) throw invalid(field, 'Required: an amount in dollars');
    return;
  }
  if (!isDollarAmount(value)) throw invalid(field, `Must be an amount in dollars with at most two decimals (got ${String(value)})`);
  if (value < 0) throw invalid(field, 'Must not be negative; to correct a posting, post its reversal (Reverses, with a Reason)');
}

/** A charge line's diagnosis pointers against its claim's filled slots (CHARGE_LINE_FIELD_RULES, the claim form's sentences). */
const POINTER_RULES = { DiagnosisPointers: CHARGE_LINE_FIELD_RULES.DiagnosisPointers };
function checkPointers(row: Fields, claim: Fields): void {
  assertFieldSpecs('Charge', POINTER_RULES, chargeSpecRecord(row, filledSlots(claim['Diagnoses'])));
}

function checkDiagnoses(row: Fields, charges: readonly Fields[]): void {
  const dx = list(row['Diagnoses']);
  if (dx && dx.length > DIAGNOSIS_SLOTS.length) throw invalid('Diagnoses', `At most ${DIAGNOSIS_SLOTS.length} diagnoses (slots A–L)`);
  for (const charge of charges) checkPointers(charge, row);
}

/** Fields a request changes on a stored row (what it sent that differs), but for `skip`. */
function changedFields(before: Fields, input: Readonly<Fields>, skip: readonly string[]): string[] {
  return Object.keys(input).filter((field) => !skip.includes(field) && !/^GSI\d+(PK|SK)$/.test(field) && !sameValue(input[field], before[field]));
}
const NOT_CORRECTIONS = ['id', 'Version', 'Status', 'Reason', 'EntityType', 'ClinicID', 'TotalCharges', 'TotalPayments', 'RemainingBalance', 'Charges', 'ClaimHistory', 'PaymentHistory', 'BatchHistory'];

function needReason(w: WriteContext, what: string): string {
  const reason = text(w.input['Reason']);
  if (!reason) throw invalid('Reason', `${what}: a submitted claim changes only by its status or by a correction with a reason`);
  return reason;
}

/** A billed visit's `PaymentStatus` as its claim stands (a claim closed with a balance: written off). */
export function visitPaymentStatus(claimStatus: string, remainingBalance: number): string {
  if (claimStatus === 'Draft' || claimStatus === 'Rejected') return 'Unbilled';
  if (claimStatus === 'Denied' || claimStatus === 'PartiallyPaid') return claimStatus;
  if (claimStatus === 'Paid' || (claimStatus === 'Closed' && remainingBalance <= 0)) return 'Paid';
  return claimStatus === 'Closed' ? 'WrittenOff' : 'Billed';
}

/** The visit a claim bills follows it: `LinkedToClaim` when it has none, `PaymentStatus` from the claim. */
function visitFollows(claim: Fields, got: Got): Effect[] {
  const visit = got.has('visit') ? got.row('visit') : undefined;
  if (visit?.EntityType !== 'Visit' || visit.id !== text(claim['LinkedToVisit'])) return [];
  const changes: Fields = {};
  if (!text(visit['LinkedToClaim'])) changes['LinkedToClaim'] = claim['id'];
  const status = visitPaymentStatus(statusOf(claim), typeof claim['RemainingBalance'] === 'number' ? claim['RemainingBalance'] : 0);
  if (status !== visit['PaymentStatus'] && (text(visit['LinkedToClaim']) || claim['id']) === claim['id']) changes['PaymentStatus'] = status;
  return Object.keys(changes).length ? [{ update: visit, changes }] : [];
}

/** A deleted draft claim's visit is no longer billed by it: it may be sent to billing again. */
function visitFreed(claim: Fields, got: Got): Effect[] {
  const visit = got.has('visit') ? got.row('visit') : undefined;
  if (visit?.EntityType !== 'Visit' || text(visit['LinkedToClaim']) !== claim['id']) return [];
  return [{ update: visit, changes: { LinkedToClaim: null, PaymentStatus: null } }];
}
const visitRead = (claim: Fields | undefined): Reads => (text(claim?.['LinkedToVisit']) ? { visit: { get: text(claim!['LinkedToVisit']) } } : {});

/** A new claim's visit and the claims that bill it already (one claim per visit). */
const visitClaimsRead = (clinic: string, claim: Fields): Reads =>
  text(claim['LinkedToVisit']) ? { ...visitRead(claim), 'visit claims': { query: { index: 5, pk: pk.parent(clinic, 'Claim', text(claim['LinkedToVisit'])), limit: 1 } } } : {};

/** A claim's postings and lines, read for the statuses only postings set. */
const postedReads = (clinic: string, claim: Fields): Reads =>
  POSTED_STATUSES.includes(statusOf(claim)) ? { charges: chargesRead(clinic, String(claim['id'])), postings: postingsRead(clinic, String(claim['id'])) } : {};

export const claimRules: RecordRules = {
  reads: (w) => (w.before ? claimReads(w.caller.clinicId, w.before.id) : visitClaimsRead(w.caller.clinicId, w.input)),

  apply(w, row, got) {
    // the claim form's rules first, in its sentences
    assertFieldSpecs('Claim', CLAIM_FIELD_RULES, row);
    const charges = w.before ? got.rows('charges') : [];
    const postings = w.before ? got.rows('postings') : [];
    checkDiagnoses(row, charges);
    const history = entries(row['ClaimHistory']);
    if (!w.before) {
      if (statusOf(row) !== 'Draft') throw invalid('Status', 'A new claim starts as Draft: add its charge lines, then submit it');
      const billed = got.has('visit') ? text(got.row('visit')?.['LinkedToClaim']) || got.rows('visit claims')[0]?.id : undefined;
      if (billed) throw invalid('LinkedToVisit', `This visit is billed by claim ${billed} already: one claim bills a visit`);
      return { ...row, Status: 'Draft', ...stamped([], []), ClaimHistory: [{ ...who(w), event: 'created', status: 'Draft' }] };
    }
    const [from, to] = [statusOf(w.before), statusOf(row)];
    if (from === 'Closed') throw invalid('Status', 'A closed claim cannot change');
    if (POSTED_STATUSES.includes(from) && to !== from) throw invalid('Status', `A ${from} claim leaves ${from} only through a posting: post a reversal or a new posting instead`);
    const added: Fields[] = [];
    const corrected = changedFields(w.before, w.input, NOT_CORRECTIONS);
    if (corrected.length && from !== 'Draft') {
      const refusal = correctionRefusal(from);
      if (refusal) throw invalid('Status', refusal);
      added.push({ ...who(w), event: 'correction', fields: corrected, before: priorValues(w.before, corrected), reason: needReason(w, `Changing ${corrected.join(', ')}`) });
    }
    if (to !== from) {
      if (POSTED_STATUSES.includes(to)) throw invalid('Status', `${to} follows the postings: post the payment instead`);
      if (to === 'Draft') throw invalid('Status', 'A submitted claim cannot go back to Draft: correct it with a reason and submit it again');
      const resubmission = to === 'Submitted' && from !== 'Draft' ? { resubmission: resubmissions(history.map((e) => ({ status: text(e['status']), from: text(e['from']) }))) + 1 } : {};
      added.push({ ...who(w), event: 'status', from, status: to, ...resubmission, ...(text(w.input['Reason']) ? { reason: text(w.input['Reason']) } : {}) });
    }
    return { ...row, ...stamped(charges, postings), ...(added.length ? { ClaimHistory: [...history, ...added] } : {}) };
  },

  invariantReads: (w, row) => postedReads(w.caller.clinicId, row),
  invariant(_w, row, got) {
    // a claim is PartiallyPaid or Paid only as its postings make it
    const status = statusOf(row);
    if (!POSTED_STATUSES.includes(status)) return;
    const postings = got.rows('postings');
    const owed = statusAfterPostings(status, postings, ledgerOf(got.rows('charges'), postings));
    if (owed !== status) throw invalid('Status', `A claim is ${status} only as its postings make it: they make it ${owed}`);
  },

  effectReads: (w, item) => visitRead(item ?? w.before),
  effects: (w, item, got) => (item ? visitFollows(item, got) : w.before ? visitFreed(w.before, got) : []),

  checkDelete(w, got) {
    if (!isDraft(w.before)) throw invalid('Status', 'Only a draft claim can be deleted; close a submitted one');
    if (got.rows('charges').length || got.rows('postings').length) throw invalid('id', 'This claim has charge lines or postings: remove the lines of a draft first; a claim with postings is closed, not deleted');
  },
};

/** The claim's new totals (and history entry) after a charge line changed, as an effect. */
function claimAfterCharge(claimId: string, got: Got, entry: Fields | null): Effect[] {
  const claim = got.row('claim');
  if (!claim || claim.id !== claimId) return [];
  const changes: Fields = stamped(got.rows('charges'), got.rows('postings'));
  if (entry) changes['ClaimHistory'] = [...entries(claim['ClaimHistory']), entry];
  return [{ update: claim, changes }];
}

/** What a correction changed on a line, with the values before (a line added: its code and amount). */
function lineCorrection(w: WriteContext): Fields {
  if (!w.before) return { fields: ['added'], added: { CPTCode: w.input['CPTCode'] ?? null, Amount: w.input['Amount'] ?? null } };
  const fields = changedFields(w.before, w.input, ['id', 'Version', 'Reason']);
  return { fields, before: priorValues(w.before, fields) };
}

const claimIdOf = (w: WriteContext, item?: Fields) => text(item?.['LinkedToClaim'] ?? w.before?.['LinkedToClaim'] ?? w.input['LinkedToClaim']);

export const chargeRules: RecordRules = {
  reads: (w): Reads => (claimIdOf(w) ? { claim: { get: claimIdOf(w) } } : {}),

  apply(w, row, got) {
    const claimId = text(row['LinkedToClaim']);
    if (!claimId) throw invalid('LinkedToClaim', 'Required: the claim this charge line belongs to');
    const claim = got.row('claim');
    if (claim?.EntityType !== 'Claim') throw invalid('LinkedToClaim', `No claim ${claimId} in your clinic`);
    if (statusOf(claim) === 'Closed') throw invalid('LinkedToClaim', `Claim ${String(claim['Claim'] ?? claimId)} is closed`);
    const refusal = isDraft(claim) ? null : correctionRefusal(statusOf(claim));
    if (refusal) throw invalid('LinkedToClaim', refusal);
    if (!isDraft(claim)) needReason(w, w.before ? 'Correcting a charge line' : 'Adding a charge line');
    assertFieldSpecs('Charge', CHARGE_LINE_FIELD_RULES, chargeSpecRecord(row, filledSlots(claim['Diagnoses'])));
    checkAmount(row, 'Amount', true);
    const units = row['Units'];
    if (units !== undefined && units !== null && !(Number.isInteger(units) && (units as number) >= 1)) throw invalid('Units', 'Must be a whole number from 1');
    return row;
  },

  checkDelete(w, got) {
    const claim = got.row('claim');
    if (claim && !isDraft(claim)) throw invalid('LinkedToClaim', 'A charge line of a submitted claim is corrected (an update with a Reason), not deleted');
  },

  effectReads: (w, item) => (claimIdOf(w, item) ? claimReads(w.caller.clinicId, claimIdOf(w, item)) : {}),

  effects(w, item, got) {
    const claim = got.row('claim');
    const entry = claim && !isDraft(claim) && w.action !== 'delete'
      ? { ...who(w), event: 'correction', charge: (item ?? w.before)!.id, ...lineCorrection(w), reason: text(w.input['Reason']) }
      : null;
    return claimAfterCharge(claimIdOf(w, item), got, entry);
  },
};

/** The plan (by its PaymentPlanID, index 6) and its postings (index 11). */
const planReads = (clinic: string, planId: string): Reads => ({
  plan: { query: { index: 6, pk: pk.code(clinic, 'PaymentPlan'), sk: { eq: planId } } },
  planPostings: { query: { index: 11, pk: pk.group(clinic, 'Payment', planId) } },
});

export const paymentRules: RecordRules = {
  reads(w) {
    if (w.action !== 'create') return {};
    const reads: Record<string, Reads[string]> = {};
    const reverses = text(w.input['Reverses']);
    if (reverses) reads['reversed'] = { get: reverses };
    const claimId = text(w.input['LinkedToClaim']);
    if (claimId) Object.assign(reads, claimReads(w.caller.clinicId, claimId));
    const planId = text(w.input['PaymentPlanID']);
    if (planId) Object.assign(reads, planReads(w.caller.clinicId, planId));
    return reads;
  },

  apply(w, row, got) {
    if (w.before) throw invalid('id', 'A posting cannot be changed: post its reversal (Reverses, with a Reason) and a new posting');
    assertFieldSpecs('Payment', POSTING_FIELD_RULES, postingSpecRecord(row));
    const out: Fields = { ...row };
    const reverses = text(row['Reverses']);
    if (reverses) {
      const original = got.row('reversed');
      if (original?.EntityType !== 'Payment') throw invalid('Reverses', `No posting ${reverses} in your clinic`);
      if (text(original['Reverses'])) throw invalid('Reverses', 'A reversal cannot itself be reversed: post the payment again');
      if (!text(row['Reason'])) throw invalid('Reason', 'Required: why the posting is reversed');
      for (const field of ['LinkedToClaim', 'PaymentPlanID', 'PatientID', 'PaymentFrom']) {
        const [theirs, mine] = [text(original[field]), text(row[field])];
        // the claim and the plan are sent, so they are read before the reversal is planned
        const sendIt = (field === 'LinkedToClaim' || field === 'PaymentPlanID') && theirs && !mine;
        if ((mine && theirs !== mine) || sendIt) throw invalid(field, `A reversal names the ${field} of the posting it reverses (${theirs || 'none'})`);
        if (original[field] !== undefined && original[field] !== null) out[field] = original[field];
      }
      for (const field of POSTING_AMOUNTS) {
        const negated = typeof original[field] === 'number' ? -(original[field] as number) + 0 : undefined;
        if (row[field] !== undefined && row[field] !== null && row[field] !== negated) throw invalid(field, `A reversal posts exactly the negative of posting ${String(original['PaymentID'] ?? reverses)} (${String(negated ?? 'none')})`);
        out[field] = negated;
      }
    } else {
      checkAmount(row, 'Amount', true);
      for (const field of POSTING_AMOUNTS) checkAmount(row, field);
    }
    const claimId = text(out['LinkedToClaim']);
    if (claimId) {
      const claim = got.has('claim') ? got.row('claim') : undefined;
      if (claim?.EntityType !== 'Claim') throw invalid('LinkedToClaim', `No claim ${claimId} in your clinic`);
      if (statusOf(claim) === 'Closed') throw invalid('LinkedToClaim', `Claim ${String(claim['Claim'] ?? claimId)} is closed`);
      const from = text(out['PaymentFrom']).toLowerCase();
      if (from !== 'insurance' && from !== 'patient') throw invalid('PaymentFrom', 'Required on a posting to a claim: Insurance or Patient');
      out['PaymentFrom'] = from === 'patient' ? 'Patient' : 'Insurance';
      out['PatientID'] = samePatient(out, claim, `claim ${String(claim['Claim'] ?? claimId)}`);
    }
    const planId = text(out['PaymentPlanID']);
    if (planId) {
      const plan = got.rows('plan')[0];
      if (!plan) throw invalid('PaymentPlanID', `No payment plan ${planId} in your clinic`);
      if (text(plan['Status']) === 'Cancelled' && !reverses) throw invalid('PaymentPlanID', `Payment plan ${planId} was cancelled: post the payment to the claims without the plan`);
      out['PatientID'] = samePatient(out, plan, `payment plan ${planId}`);
    }
    return out;
  },

  checkDelete() {
    throw invalid('id', 'A posting cannot be deleted: post its reversal (Reverses, with a Reason)');
  },

  effectReads(w, item, got) {
    if (!item) return {};
    const reads: Record<string, Reads[string]> = {};
    const claimId = text(item['LinkedToClaim']);
    if (claimId) Object.assign(reads, claimReads(w.caller.clinicId, claimId), visitRead(got.has('claim') ? got.row('claim') : undefined));
    const planId = text(item['PaymentPlanID']);
    if (planId) Object.assign(reads, planReads(w.caller.clinicId, planId));
    return reads;
  },

  effects(w, item, got) {
    if (!item) return [];
    const out: Effect[] = [];
    const claim = got.has('claim') ? got.row('claim') : undefined;
    if (claim) {
      const postings = got.rows('postings');
      const balance = ledgerOf(got.rows('charges'), postings);
      const [from, status] = [statusOf(claim), statusAfterPostings(statusOf(claim), postings, balance)];
      const posted = {
        ...who(w),
        payment: item.id,
        paymentId: item['PaymentID'],
        from: item['PaymentFrom'],
        ...Object.fromEntries(POSTING_AMOUNTS.filter((f) => typeof item[f] === 'number').map((f) => [f, item[f]])),
        ...(text(item['Reverses']) ? { reverses: item['Reverses'], reason: item['Reason'] } : {}),
        ...totals(balance),
      };
      const changes: Fields = { ...totals(balance), Charges: codesOf(got.rows('charges'), postings), PaymentHistory: [...entries(claim['PaymentHistory']), posted] };
      if (text(item['BatchNumber'])) {
        changes['BatchHistory'] = [...entries(claim['BatchHistory']), { ...who(w), batchNumber: item['BatchNumber'], batchDate: item['BatchDate'] ?? null, payment: item.id, paymentId: item['PaymentID'] }];
      }
      if (status !== from) {
        changes['Status'] = status;
        changes['ClaimHistory'] = [...entries(claim['ClaimHistory']), { ...who(w), event: 'posting', from, status, payment: item.id }];
      }
      out.push({ update: claim, changes }, ...visitFollows({ ...claim, ...changes }, got));
    }
    const plan = got.has('plan') ? got.rows('plan')[0] : undefined;
    if (plan) out.push({ update: plan, changes: planProgress(plan, got.rows('planPostings')) });
    return out;
  },
};

function samePatient(posting: Fields, owner: Fields, what: string): unknown {
  const [mine, theirs] = [text(posting['PatientID']), text(owner['PatientID'])];
  if (mine && theirs && mine !== theirs) throw invalid('PatientID', `The posting is for patient ${mine}, ${what} for ${theirs}`);
  return theirs || posting['PatientID'];
}

const dateOnly = (value: unknown) => text(value).slice(0, 10);
const dueDateTime = (date: string) => `${date}T00:00:00.000Z`;

/** A plan's state after `paidCents`: paid so far, the next due date, Completed when all is paid (Active again after a reversal). */
function planState(schedule: readonly Instalment[], paidCents: number, status: string): Fields {
  let due = 0;
  const next = schedule.find((instalment) => (due += Math.round(instalment.amount * 100)) > paidCents);
  const done = schedule.length > 0 && !next;
  return {
    AmountPaid: paidCents / 100 + 0,
    ...(next ? { NextDueDate: dueDateTime(next.dueDate) } : {}),
    // a cancelled plan stays so (nothing more is due on it)
    Status: status === 'Cancelled' ? status : done ? 'Completed' : status === 'Completed' ? 'Active' : status || 'Active',
  };
}

/** What a plan's postings make of it (`PaymentsMade` counts postings neither reversed nor reversals). */
function planProgress(plan: Fields, postings: readonly Fields[]): Fields {
  const paid = postings.reduce((sum, p) => sum + Math.round((typeof p['Amount'] === 'number' ? p['Amount'] : 0) * 100), 0);
  return { ...planState(entries(plan['Schedule']) as unknown as Instalment[], paid, text(plan['Status'])), PaymentsMade: String(livePostings(postings).length) };
}

const SCHEDULE_FIELDS: Record<string, string> = { totalAmount: 'TotalAmount', termMonths: 'TermMonths', firstDueDate: 'NextDueDate' };

/** The plan's instalments (`paymentPlanSchedule`), a refusal naming the plan's field when its terms are not valid. */
export function scheduleOf(plan: Fields, firstDueDate: string): Instalment[] {
  try {
    return paymentPlanSchedule({ totalAmount: plan['TotalAmount'] as number, termMonths: Number(plan['TermMonths']), firstDueDate });
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    const field = Object.entries(SCHEDULE_FIELDS).find(([name]) => error.message.includes(name))?.[1] ?? 'TotalAmount';
    throw invalid(field, error.message);
  }
}

const sameSchedule = (a: unknown[], b: Instalment[]) =>
  a.length === b.length && a.every((x, i) => typeof x === 'object' && x !== null && dateOnly((x as Fields)['dueDate']) === b[i]!.dueDate && (x as Fields)['amount'] === b[i]!.amount);

export const paymentPlanRules: RecordRules = {
  apply(w, row) {
    // the plan form's rules first, in its sentences (paymentPlanSchedule would refuse the same terms in its own words)
    assertFieldSpecs('PaymentPlan', PAYMENT_PLAN_FIELD_RULES, planSpecRecord(row));
    const paid = typeof row['AmountPaid'] === 'number' ? row['AmountPaid'] : 0;
    const stored = entries(w.before?.['Schedule']) as unknown as Instalment[];
    // the first due date moves only until something is paid
    const first = paid > 0 && stored[0] ? stored[0].dueDate : dateOnly(row['NextDueDate']);
    if (!first) throw invalid('NextDueDate', 'Required: the first due date');
    const schedule = scheduleOf(row, first);
    const sent = list(w.input['Schedule']);
    if (sent && !sameSchedule(sent, schedule)) {
      throw invalid('Schedule', `Does not match ${String(row['TotalAmount'])} over ${String(row['TermMonths'])} months from ${first}: ${schedule.map((i) => `${i.dueDate} ${i.amount.toFixed(2)}`).join(', ')}`);
    }
    const installment = schedule[0]!.amount;
    if (w.input['InstallmentAmount'] !== undefined && w.input['InstallmentAmount'] !== null && w.input['InstallmentAmount'] !== installment) {
      throw invalid('InstallmentAmount', `Is ${installment.toFixed(2)} for this total and term (the first instalments take the remainder cents)`);
    }
    const [from, to] = [text(w.before?.['Status']) || 'Active', text(row['Status']) || 'Active'];
    const refusal = w.before ? planStatusRefusal(from, to, text(w.input['Reason'])) : to === 'Cancelled' ? { field: 'Status', message: 'A new plan starts Active' } : null;
    if (refusal) throw invalid(refusal.field, refusal.message);
    const statusHistory = from !== to && to === 'Cancelled' ? { StatusHistory: [...entries(w.before?.['StatusHistory']), { ...who(w), from, to, reason: text(w.input['Reason']) }] } : {};
    return {
      ...row,
      Schedule: schedule,
      InstallmentAmount: installment,
      PaymentsMade: text(row['PaymentsMade']) || '0',
      ...planState(schedule, Math.round(paid * 100), text(row['Status'])),
      ...statusHistory,
    };
  },
};
