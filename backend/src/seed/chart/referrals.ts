/** Referral rows: a chronic problem sent to its specialty (at most two per patient), with a task while the appointment is unconfirmed. */
import { SPECIALISTS } from '../catalog.ts';
import { MINUTE_MS, iso } from '../clock.ts';
import { referralTask } from './tasks.ts';
import { type PatientChart, type Problems, type SeedRow, type StaffMember, phone } from './types.ts';

/** Refers at most `left` more times; returns the referral's id when one is made at this visit. */
export function referralAtVisit(c: PatientChart, problems: Problems, left: number, visit: SeedRow, day: number, visitMs: number, by: StaffMember): string | undefined {
  const { rng, chart } = c;
  const referable = problems.activeChronic.filter((p) => p.condition.referral);
  if (!(left > 0 && referable.length && rng.chance(0.1))) return undefined;
  const problem = rng.pick(referable);
  const specialty = problem.condition.referral!;
  const age = -day;
  const referralStatus = age < 10 ? 'Sent' : age < 40 ? rng.weighted([['Sent', 30], ['Scheduled', 70]] as const) : rng.weighted([['Scheduled', 15], ['ReportReceived', 85]] as const);
  const id = c.add('Referral', chart({
    ReferralType: specialty, Name: rng.pick(SPECIALISTS[specialty] ?? ['Specialist on call']), Reason: `${problem.condition.code} ${problem.condition.name}`,
    Status: referralStatus, Timestamp: iso(visitMs + 25 * MINUTE_MS), LinkedToVisit: visit.id, CreatedBy: by.id, PhoneNumber: phone(rng),
    ...(referralStatus === 'ReportReceived' ? { Note: 'Consult report received and reviewed; recommendations added to the care plan.' } : {}),
  })).id;
  if (referralStatus === 'Sent' && age >= 7) referralTask(c, specialty, by);
  return id;
}
