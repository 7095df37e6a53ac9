/**
 * A busy clinic's year for the visits benchmarks (`seed:large --schedule`): on every weekday
 * from six months back to six months ahead, `perDay` visits spread over the providers and the
 * opening hours, with today holding `today` visits; `tasksPerDay` tasks due that day, assigned
 * around the staff (done when past); a staff meeting every Monday. Rows only — the caller
 * writes them.
 */
import { CALENDAR_EVENT_COLORS } from '@emr/domain/visits';
import { MINUTE_MS, iso } from './clock.ts';
import type { ClinicSeed, SeedRow } from './chart/types.ts';

export interface ScheduleOptions {
  /** Visits on an ordinary weekday. */
  perDay: number;
  /** Visits today (the board benchmark's day). */
  today: number;
  tasksPerDay: number;
  /** Days before and after today. */
  days?: number;
}

const VISIT_TYPES = ['Follow-up', 'Chronic care follow-up', 'Sick visit', 'Annual physical', 'Telehealth', 'New patient'] as const;
const TASK_TYPES = ['Lab follow-up', 'Referral', 'Prior authorization', 'Billing', 'Call patient'] as const;
const OPENS = 8 * 60;
const CLOSES = 17 * 60;

export function scheduleRows(clinic: ClinicSeed, patientIds: readonly string[], { perDay, today, tasksPerDay, days = 182 }: ScheduleOptions): SeedRow[] {
  const { clock, rng, providers } = clinic;
  const staff = [...providers, ...clinic.careTeam, clinic.frontDesk, clinic.billing];
  const rows: SeedRow[] = [];
  const add = (kind: SeedRow['kind'], fields: Record<string, unknown>) => rows.push({ id: clinic.nextId(), kind, fields: { CreatedBy: clinic.frontDesk.id, ...fields } });
  for (let day = -days; day <= days; day++) {
    if (!clock.isOpen(day)) continue;
    const count = day === 0 ? today : perDay;
    for (let i = 0; i < count; i++) {
      const provider = providers[i % providers.length]!;
      // each provider's visits fill the day in equal slots
      const slot = Math.floor(i / providers.length);
      const slots = Math.ceil(count / providers.length);
      const minute = OPENS + Math.floor((slot * (CLOSES - OPENS)) / slots);
      const at = clock.at(day, minute);
      const status = day > 0 || (day === 0 && at > clock.now) ? 'Scheduled' : rng.weighted([['CheckedOut', 88], ['Cancelled', 6], ['NoShow', 6]] as const);
      add('Visit', {
        PatientID: rng.pick(patientIds), VisitType: rng.pick(VISIT_TYPES), VisitStatus: status, VisitDate: iso(at), AssignedTo: provider.id, Reason: 'Follow-up',
        ...(status === 'CheckedOut' ? { CheckInTime: iso(at - 5 * MINUTE_MS), CheckOutTime: iso(at + 25 * MINUTE_MS) } : {}),
        ...(status === 'Cancelled' ? { CancellationReason: 'Patient request' } : status === 'NoShow' ? { CancellationReason: 'Patient did not arrive' } : {}),
      });
    }
    for (let i = 0; i < tasksPerDay; i++) {
      add('Task', {
        PatientID: rng.pick(patientIds), Task: 'Call patient about results', TaskType: rng.pick(TASK_TYPES), Priority: rng.pick(['Low', 'Normal', 'High'] as const),
        AssignedTo: rng.pick(staff).id, DueDate: iso(clock.at(day, CLOSES)), Done: day < 0,
      });
    }
    if (clock.weekday(day) === 1) add('CalendarEvent', { Title: 'Staff meeting', Color: CALENDAR_EVENT_COLORS.blue, Start: iso(clock.at(day, 12 * 60)), End: iso(clock.at(day, 13 * 60)), AllDay: false });
  }
  return rows;
}
