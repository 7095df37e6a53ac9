/**
 * Claim, Charge and Payment rows: a service billed to the patient's coverage, followed through
 * its life (submitted, accepted, paid or denied, secondary crossover, patient statements,
 * write-offs), and what the visit it bills shows as its payment status.
 */
import { chargeSummary } from '@emr/domain/billing';
import { DENIAL_REASONS, REJECTION_REASONS, SERVICES, type ServiceCode } from '../catalog.ts';
import { MINUTE_MS, iso } from '../clock.ts';
import { claimTask } from './tasks.ts';
import { type Coverage, type PatientChart, type SeedRow, pad, r2 } from './types.ts';

export interface ClaimState {
  row: SeedRow;
  visit?: SeedRow;
  balance: number;
}

export interface Billing {
  /** Bills services given on a day (at `serviceMs`): a claim (with `claim`'s fields besides) with its charge lines and what was paid on it. Nothing for no lines. */
  bill(serviceDay: number, serviceMs: number, lines: readonly ServiceCode[], visit: SeedRow | undefined, copayCollected: boolean, dx: readonly string[], claim?: Record<string, unknown>): void;
  /** Every claim made, with what the patient still owes. */
  claims: ClaimState[];
}

function visitPaymentStatus(claimStatus: string, balance: number, credits: number, writtenOff: boolean): string {
  if (claimStatus === 'Draft' || claimStatus === 'Rejected') return 'Unbilled';
  if (claimStatus === 'Denied') return 'Denied';
  if (balance <= 0) return writtenOff ? 'WrittenOff' : 'Paid';
  if ((claimStatus === 'Paid' || claimStatus === 'PartiallyPaid') && credits > 0) return 'PartiallyPaid';
  return 'Billed';
}

export function createBilling(c: PatientChart, coverage: Coverage): Billing {
  const { ctx, rng, at, chart, full } = c;
  const { clock } = ctx;
  const claims: ClaimState[] = [];
  const bill: Billing['bill'] = (serviceDay, serviceMs, lines, visit, copayCollected, dx, extra = {}) => {
    if (lines.length === 0) return;
    const age = -serviceDay;
    if (age < 3 && rng.chance(0.5)) {
      if (visit) visit.fields['PaymentStatus'] = 'Unbilled';
      return;
    }
    const claimDay = Math.max(serviceDay, Math.min(age < 3 ? 0 : -1, serviceDay + rng.int(1, 3)));
    const claimDate = claimDay === serviceDay ? iso(Math.min(clock.now, serviceMs + 60 * MINUTE_MS)) : at(claimDay, 9 * 60);
    const claimId = ctx.nextId();
    const claimNumber = `CLM-${ctx.code}-${pad(++ctx.counters.claim, 5)}`;
    const serviceIso = iso(serviceMs);
    const charges = lines.map((code) => ({ ChargeID: ctx.nextId(), CPTCode: code, Description: SERVICES[code].description, Amount: SERVICES[code].fee, Units: 1 }));
    const totalCharges = r2(charges.reduce((sum, line) => sum + line.Amount, 0));
    const payments: SeedRow[] = [];
    const history: Record<string, unknown>[] = [{ at: claimDate, status: 'Draft', by: ctx.billing.id }];
    const hasEm = lines.some((code) => /^992|^993|^G0439/.test(code));
    const primary = coverage.primary;
    const payment = (fields: Record<string, unknown>) => {
      const row = c.add('Payment', chart({ PaymentID: `PMT-${ctx.code}-${pad(++ctx.counters.payment, 6)}`, LinkedToClaim: claimId, CreatedBy: ctx.billing.id, ...fields }));
      payments.push(row);
      return row;
    };

    let status: string;
    if (age < 3) status = 'Draft';
    else if (!primary) status = age < 30 ? 'Submitted' : 'Closed';
    else if (age < 14) status = rng.weighted([['Submitted', 60], ['Accepted', 30], ['Rejected', 10]] as const);
    else if (age < 45) status = rng.weighted([['Paid', 62], ['Accepted', 18], ['Denied', 8], ['Submitted', 7], ['Rejected', 5]] as const);
    else status = rng.weighted([['Paid', 25], ['Closed', 68], ['Denied', 7]] as const);

    // Copay collected at check-in (commercial and Medicare Advantage plans).
    const copay = primary && hasEm && (primary.kind === 'Commercial' || primary.kind === 'MedicareAdvantage')
      ? primary.kind === 'Commercial' ? rng.pick([20, 25, 30, 40]) : rng.pick([0, 10, 20])
      : 0;
    let patientPaid = 0;
    if (copay > 0 && copayCollected && rng.chance(0.85)) {
      patientPaid = copay;
      payment({ PaymentDate: serviceIso, PaymentFrom: 'Patient', PaymentMethod: rng.pick(['Credit card', 'Debit card', 'Cash', 'HSA card']), Amount: copay, Copay: copay, Note: 'Copay collected at check-in' });
    }

    if (status !== 'Draft') history.push({ at: at(claimDay, 15 * 60), status: primary ? 'Submitted' : 'Statement sent', by: ctx.billing.id });
    const payDay = Math.min(-1, claimDay + rng.int(12, 28));
    const payDate = at(payDay, 10 * 60);
    let writtenOff = false;
    if (!primary) {
      // Self-pay: a 40% prompt-pay discount, then the patient pays the rest (or not yet).
      const discount = r2(totalCharges * 0.4);
      payment({ PaymentDate: at(claimDay, 15 * 60), PaymentFrom: 'Patient', PaymentMethod: 'Adjustment', Amount: 0, Adjust: discount, Note: 'Self-pay discount (40%)' });
      if (status === 'Closed') {
        const rest = r2(totalCharges - discount - patientPaid);
        if (rest > 0) payment({ PaymentDate: payDate, PaymentFrom: 'Patient', PaymentMethod: rng.pick(['Credit card', 'Check', 'Online portal']), Amount: rest });
        history.push({ at: payDate, status: 'Closed', by: ctx.billing.id });
      }
    } else if (status === 'Rejected') {
      history.push({ at: at(claimDay + 1, 8 * 60), status: 'Rejected', reason: rng.pick(REJECTION_REASONS), by: 'clearinghouse' });
    } else if (status === 'Accepted') {
      history.push({ at: at(claimDay + 1, 8 * 60), status: 'Accepted', by: 'clearinghouse' });
    } else if (status === 'Denied') {
      const reason = rng.pick(DENIAL_REASONS);
      history.push({ at: at(claimDay + 1, 8 * 60), status: 'Accepted', by: 'clearinghouse' }, { at: payDate, status: 'Denied', reason, by: primary.name });
      payment({ PaymentDate: payDate, PaymentFrom: 'Insurance', InsuranceName: primary.name, PaymentMethod: 'EFT', Amount: 0, Allowed: 0, Adjust: 0, Reason: reason.split(':')[0], Note: `Denied: ${reason}`, BatchNumber: `ERA-${primary.code}-${clock.date(payDay).replaceAll('-', '')}`, BatchDate: payDate });
      if (age > 120 && rng.chance(0.5)) {
        writtenOff = true;
        status = 'Closed';
        const balance = r2(totalCharges - patientPaid);
        payment({ PaymentDate: at(Math.min(-1, payDay + 30), 10 * 60), PaymentFrom: 'Insurance', InsuranceName: primary.name, PaymentMethod: 'Write-off', Amount: 0, Adjust: balance, Note: 'Denial not appealable: balance written off' });
        history.push({ at: at(Math.min(-1, payDay + 30), 10 * 60), status: 'Closed', reason: 'Written off', by: ctx.billing.id });
      }
    } else if (status === 'Paid' || status === 'Closed') {
      history.push({ at: at(claimDay + 1, 8 * 60), status: 'Accepted', by: 'clearinghouse' });
      const allowed = r2(Math.min(totalCharges, totalCharges * primary.allowedRate * rng.float(0.97, 1.03)));
      const contractual = r2(totalCharges - allowed);
      let deductible = 0;
      let coinsurance = 0;
      const planCopay = copay;
      const month = clock.parts(serviceDay).month;
      if (primary.kind === 'Medicare') {
        deductible = month <= 3 && rng.chance(0.35) ? r2(Math.min(allowed, rng.float(40, 257))) : 0;
        coinsurance = r2((allowed - deductible) * 0.2);
      } else if (primary.kind === 'Commercial') {
        const afterCopay = Math.max(0, allowed - planCopay);
        deductible = rng.chance(month <= 4 ? 0.35 : 0.1) ? r2(Math.min(afterCopay, rng.float(50, 500))) : 0;
        coinsurance = rng.chance(0.3) ? r2((afterCopay - deductible) * 0.2) : 0;
      }
      const copayPart = Math.min(planCopay, allowed);
      const responsibility = r2(deductible + coinsurance + copayPart);
      const withheld = primary.kind === 'Medicare' ? r2((allowed - responsibility) * 0.02) : 0;
      const paid = r2(allowed - responsibility - withheld);
      payment({
        PaymentDate: payDate, PaymentFrom: 'Insurance', InsuranceName: primary.name, PaymentMethod: rng.pick(['EFT', 'EFT', 'EFT', 'Check']),
        Amount: paid, Allowed: allowed, Deductible: deductible, CoInsurance: coinsurance, Copay: copayPart, Adjust: contractual, Withheld: withheld,
        BatchNumber: `ERA-${primary.code}-${clock.date(payDay).replaceAll('-', '')}`, BatchDate: payDate,
      });
      const posted: Record<string, unknown> = { at: payDate, status: 'Paid', by: primary.name };
      history.push(posted);
      let patientOwes = r2(responsibility - patientPaid);
      if (coverage.secondary && patientOwes > 0) {
        const secondaryPays = coverage.secondary.kind === 'Medicaid' ? patientOwes : r2(Math.min(patientOwes, coinsurance));
        if (secondaryPays > 0) {
          const secDay = Math.min(-1, payDay + rng.int(7, 21));
          payment({
            PaymentDate: at(secDay, 10 * 60), PaymentFrom: 'Insurance', InsuranceName: coverage.secondary.name, PaymentMethod: 'EFT', Amount: secondaryPays,
            BatchNumber: `ERA-${coverage.secondary.code}-${clock.date(secDay).replaceAll('-', '')}`, BatchDate: at(secDay, 10 * 60), Note: 'Secondary payment (crossover)',
          });
          patientOwes = r2(patientOwes - secondaryPays);
        }
      }
      if (status === 'Closed' && patientOwes > 0) {
        const statementDay = Math.min(-1, payDay + rng.int(15, 40));
        if (patientOwes < 10 && rng.chance(0.5)) {
          payment({ PaymentDate: at(statementDay, 10 * 60), PaymentFrom: 'Patient', PaymentMethod: 'Adjustment', Amount: 0, Adjust: patientOwes, Note: 'Small balance write-off' });
          writtenOff = patientPaid === 0;
        } else {
          payment({ PaymentDate: at(statementDay, 10 * 60), PaymentFrom: 'Patient', PaymentMethod: rng.pick(['Credit card', 'Check', 'Online portal', 'Cash']), Amount: patientOwes });
        }
        history.push({ at: at(statementDay, 10 * 60), status: 'Closed', by: ctx.billing.id });
      }
      // a claim paid in full is closed after a while; one the patient still owes on is PartiallyPaid, as the server's postings make it (statusAfterPostings)
      if (status === 'Paid' && patientOwes <= 0 && age >= 45) status = 'Closed';
      else if (status === 'Paid' && patientOwes > 0) status = 'PartiallyPaid';
      if (patientOwes > 0) posted['status'] = 'PartiallyPaid';
    }
    const credits = r2(payments.reduce((sum, row) => sum + Number(row.fields['Amount'] ?? 0) + Number(row.fields['Adjust'] ?? 0) + Number(row.fields['Withheld'] ?? 0), 0));
    // as the server stamps it (claimBalance): TotalPayments is what was paid, adjustments only lower the balance
    const paid = r2(payments.reduce((sum, row) => sum + Number(row.fields['Amount'] ?? 0), 0));
    const balance = r2(totalCharges - credits);
    const claim = c.add('Claim', chart({
      Claim: claimNumber, ClaimDate: claimDate, Status: status, ...(visit ? { LinkedToVisit: visit.id } : {}),
      // as the server stamps them: the lines per code (chargeSummary; the seed's postings name no line), the rendering provider of the visit
      Charges: chargeSummary(charges.map((line) => ({ code: line.CPTCode, units: line.Units, amount: line.Amount })), []),
      ServiceDate: serviceIso, ...(visit?.fields['AssignedTo'] ? { AssignedTo: visit.fields['AssignedTo'] } : {}),
      TotalCharges: totalCharges, TotalPayments: paid, RemainingBalance: balance,
      ...(primary ? { InsuranceName: primary.name, MemberID: coverage.memberId } : { InsuranceName: 'Self-pay' }),
      Diagnoses: dx.slice(0, 12), ClaimHistory: history, Payments: payments.map((p) => p.id), CreatedBy: ctx.billing.id, ...extra,
    }), claimId);
    for (const line of charges) {
      c.add('Charge', chart({ LinkedToClaim: claimId, CPTCode: line.CPTCode, Description: line.Description, Amount: line.Amount, Charge: `${line.CPTCode} ${line.Description}`, Timestamp: serviceIso }), line.ChargeID);
    }
    const state: ClaimState = { row: claim, balance, ...(visit ? { visit } : {}) };
    claims.push(state);
    if (visit) {
      visit.fields['LinkedToClaim'] = claimId;
      visit.fields['PaymentStatus'] = visitPaymentStatus(status, balance, credits, writtenOff);
    }
    if (full && (status === 'Denied' || status === 'Rejected') && age < 75) claimTask(c, status, claimNumber, claimDay);
  };
  return { bill, claims };
}
