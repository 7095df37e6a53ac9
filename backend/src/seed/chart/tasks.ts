/** Task rows: the follow-ups the other generators' records call for (an open prior authorization, a denied claim, an unconfirmed referral, abnormal results). */
import { DAY_MS } from '../clock.ts';
import type { PatientChart, StaffMember } from './types.ts';

export function priorAuthTask(c: PatientChart, medication: string, prescriber: StaffMember): void {
  c.add('Task', c.chart({
    Task: `Follow up on prior authorization: ${medication}`, TaskType: 'Prior authorization',
    Priority: 'High', AssignedTo: c.nurse().id, DueDate: c.at(c.rng.int(0, 3), 17 * 60), Done: false, CreatedBy: prescriber.id,
  }));
}

export function claimTask(c: PatientChart, status: 'Denied' | 'Rejected', claimNumber: string, claimDay: number): void {
  const { ctx } = c;
  c.add('Task', c.chart({
    Task: status === 'Denied' ? `Appeal or correct denied claim ${claimNumber}` : `Correct and resubmit rejected claim ${claimNumber}`,
    TaskType: 'Billing', Priority: status === 'Denied' ? 'High' : 'Normal', AssignedTo: ctx.billing.id,
    DueDate: c.at(Math.min(14, claimDay + 30), 17 * 60), Done: false, CreatedBy: ctx.billing.id,
  }));
}

export function referralTask(c: PatientChart, specialty: string, by: StaffMember): void {
  c.add('Task', c.chart({ Task: `Confirm ${specialty} referral appointment was scheduled`, TaskType: 'Referral', Priority: 'Normal', AssignedTo: c.ctx.frontDesk.id, DueDate: c.at(c.rng.int(0, 5), 17 * 60), Done: false, CreatedBy: by.id }));
}

/** A call about the abnormal labs of the last 30 days, if there are any. */
export function resultFollowUpTask(c: PatientChart): void {
  const { ctx, rng, rows, pcp } = c;
  const recent = rows.filter((r) => r.kind === 'Lab' && r.fields['IsAbnormal'] === true && Date.parse(String(r.fields['DateConducted'])) > ctx.clock.now - 30 * DAY_MS);
  if (!recent.length) return;
  c.add('Task', c.chart({
    Task: `Call patient with abnormal results: ${recent.slice(0, 2).map((r) => `${r.fields['Component'] ?? r.fields['LabType']}${r.fields['Result'] ? ` ${String(r.fields['Result'])} ${String(r.fields['Unit'])}` : ''}`).join(', ')}`,
    TaskType: 'Lab follow-up', Priority: 'High', AssignedTo: rng.chance(0.5) ? pcp.id : c.nurse().id, DueDate: c.at(rng.int(-2, 2), 17 * 60), Done: false, CreatedBy: pcp.id,
  }));
}
