/**
 * The PaymentPlan row of a patient with open statement balances (often), and the Payment rows
 * of its installments, paid against the oldest claims first (full charts only).
 */
import { paymentPlanSchedule } from '@emr/domain';
import { DAY_MS } from '../clock.ts';
import type { Billing } from './claims.ts';
import { type PatientChart, pad, r2 } from './types.ts';

export function paymentPlanRows(c: PatientChart, billing: Billing): void {
  const { ctx, rng, at, chart } = c;
  const { clock } = ctx;
  const open = billing.claims.filter((claim) => claim.balance >= 40 && (claim.row.fields["Status"] === "Paid" || claim.row.fields["InsuranceName"] === "Self-pay") && claim.row.fields["Status"] !== "Closed");
  const total = r2(open.reduce((sum, claim) => sum + claim.balance, 0));
  if (open.length && total >= 150 && rng.chance(0.6)) {
    const lastClaimDay = Math.max(...open.map((claim) => Math.round((Date.parse(String(claim.row.fields['ClaimDate'])) - clock.midnight(0)) / DAY_MS)));
    const startDay = Math.min(-1, lastClaimDay + rng.int(10, 30));
    const term = total < 400 ? 3 : total < 1000 ? 6 : 12;
    // the schedule the server stores (paymentPlanSchedule), first due a month after the plan starts
    const schedule = paymentPlanSchedule({ totalAmount: total, termMonths: term, firstDueDate: clock.date(startDay + 30) });
    const dayOf = (date: string) => Math.round((Date.parse(`${date}T12:00:00Z`) - clock.midnight(0)) / DAY_MS);
    const made = schedule.filter((instalment) => dayOf(instalment.dueDate) <= -1).length;
    const planNumber = `PP-${ctx.code}-${pad(++ctx.counters.plan, 4)}`;
    const planId = ctx.nextId();
    let paid = 0;
    const queue = [...open];
    for (let i = 1; i <= made; i++) {
      let amount = schedule[i - 1]!.amount;
      const day = dayOf(schedule[i - 1]!.dueDate);
      paid = r2(paid + amount);
      while (amount > 0.001 && queue.length) {
        const claim = queue[0]!;
        const part = r2(Math.min(amount, claim.balance));
        c.add('Payment', chart({
          PaymentID: `PMT-${ctx.code}-${pad(++ctx.counters.payment, 6)}`, PaymentDate: at(day, 6 * 60), PaymentFrom: 'Patient', PaymentMethod: 'Credit card (autopay)',
          Amount: part, LinkedToClaim: claim.row.id, PaymentPlanID: planNumber, Note: `Installment ${i} of ${term}`, CreatedBy: ctx.billing.id,
        }));
        claim.balance = r2(claim.balance - part);
        claim.row.fields['TotalPayments'] = r2(Number(claim.row.fields['TotalPayments']) + part);
        claim.row.fields['RemainingBalance'] = claim.balance;
        if (claim.visit) claim.visit.fields['PaymentStatus'] = claim.balance <= 0 ? 'Paid' : 'PartiallyPaid';
        if (claim.balance <= 0) {
          claim.row.fields['Status'] = 'Closed';
          queue.shift();
        }
        amount = r2(amount - part);
      }
    }
    const completed = made >= term;
    c.add('PaymentPlan', chart({
      PaymentPlanID: planNumber, PaymentPlan: `${term}-month plan for ${open.length} statement${open.length > 1 ? 's' : ''}`, TotalAmount: total,
      InstallmentAmount: schedule[0]!.amount, Schedule: schedule, TermMonths: String(term), PaymentsMade: String(made), AmountPaid: paid, Status: completed ? 'Completed' : 'Active',
      ...(completed ? {} : { NextDueDate: `${schedule[made]!.dueDate}T00:00:00.000Z` }), LinkedClaims: open.map((claim) => claim.row.id),
      Timestamp: at(startDay, 11 * 60), CreatedBy: ctx.billing.id,
    }), planId);
  }
}
