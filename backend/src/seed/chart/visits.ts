/**
 * Visit rows over the last two years, today's (demo schedule) and the upcoming ones; each
 * completed visit brings what happened at it: vitals, the acute problem and its medication,
 * due labs, and in full charts a procedure, imaging, a referral, a vaccine and the note —
 * then the claim that bills it.
 */
import { ACUTE_PROBLEMS, CANCELLATION_REASONS, LAB_PANELS, type LabKey, type ServiceCode } from '../catalog.ts';
import { withHistory } from '@emr/domain/server';
import type { VisitStatus } from '@emr/domain/visits';
import { DAY_MS, MINUTE_MS, iso } from '../clock.ts';
import type { Billing } from './claims.ts';
import { acuteDiagnosisRow } from './diagnoses.ts';
import { imagingAtVisit } from './imaging.ts';
import { immunizationAtVisit } from './immunizations.ts';
import type { Labs } from './labs.ts';
import { acuteMedicationRow } from './medications.ts';
import { briefNote, noteOfVisit } from './notes.ts';
import { procedureAtVisit } from './procedures.ts';
import { referralAtVisit } from './referrals.ts';
import type { Coverage, PatientChart, Problems, ProgramKey, SeedRow, StaffMember } from './types.ts';
import { type VitalsAt, vitalsRow } from './vitals.ts';

export interface VisitsInput {
  problems: Problems;
  coverage: Coverage;
  vitalsAt: VitalsAt;
  labs: Labs;
  billing: Billing;
  /** Books a visit today at this local minute. */
  todayMinute: number | undefined;
}

export interface VisitHistory {
  /** The first day of the two-year window the visits fall in. */
  windowStart: number;
  /** Vaccines given (`flu<season>`, `shingrix`, …). */
  immunized: Set<string>;
  /** The patient's program enrolments (programs.ts fills it after the visits). */
  programs: Map<ProgramKey, SeedRow>;
}

export function visitRows(c: PatientChart, { problems, coverage, vitalsAt, labs, billing, todayMinute }: VisitsInput): VisitHistory {
  const { ctx, rng, chart, person, full } = c;
  const { clock } = ctx;
  const { ageYears, firstDay, endDay, status } = person;
  const { activeChronic } = problems;
  const windowStart = Math.max(firstDay, -730);
  const span = endDay - 1 - windowStart;
  let visitCount = full ? rng.int(2, 12) : rng.int(1, 3);
  if (full && activeChronic.length >= 2) visitCount = Math.min(12, visitCount + 2);
  visitCount = Math.max(1, Math.min(visitCount, Math.floor(span / 14)));
  const visitDays = new Set<number>();
  for (let i = 0; i < visitCount * 3 && visitDays.size < visitCount; i++) visitDays.add(clock.businessDay(rng.int(windowStart, endDay - 1)));
  const pastDays = [...visitDays].filter((d) => d < 0 && d >= windowStart).sort((a, b) => a - b);
  const isNewInWindow = firstDay >= -730;
  const immunized = new Set<string>();
  const programs = new Map<ProgramKey, SeedRow>();
  let referrals = 0;

  const preventiveCode = (): ServiceCode => {
    if (ageYears >= 65) return coverage.primary?.kind === 'Medicare' || coverage.primary?.kind === 'MedicareAdvantage' ? 'G0439' : '99397';
    if (ageYears >= 40) return '99396';
    if (ageYears >= 18) return '99395';
    if (ageYears >= 12) return '99394';
    if (ageYears >= 5) return '99393';
    return '99392';
  };

  const makeVisit = (day: number, minute: number, kind: 'past' | 'today' | 'future', index: number): void => {
    const visitMs = clock.at(day, minute);
    const first = index === 0 && isNewInWindow && kind === 'past';
    const sick = !first && rng.chance(activeChronic.length ? 0.15 : 0.4);
    const annual = !first && !sick && rng.chance(0.3);
    const visitType = first
      ? 'New patient'
      : sick
        ? rng.pick(['Sick visit', 'Sick visit', 'Telehealth'])
        : annual
          ? ageYears < 18 ? 'Well child' : ageYears >= 65 ? 'Annual wellness visit' : 'Annual physical'
          : activeChronic.length
            ? rng.pick(['Chronic care follow-up', 'Follow-up', 'Follow-up'])
            : 'Follow-up';
    const assigned = first ? rng.pick(ctx.providers) : c.provider();
    let visitStatus: VisitStatus;
    if (kind === 'future') visitStatus = 'Scheduled';
    else if (kind === 'today') {
      const since = (clock.now - visitMs) / MINUTE_MS;
      visitStatus = since < 0 ? 'Scheduled' : since < 12 ? 'CheckedIn' : since < 35 ? 'InProgress' : since < 50 ? 'WrapUp' : 'CheckedOut';
    } else visitStatus = rng.weighted([['CheckedOut', 85], ['Cancelled', 8], ['NoShow', 7]] as const);

    const acute = sick ? rng.pick(ACUTE_PROBLEMS) : undefined;
    const reason = acute ? acute.name : first ? 'Establish care' : annual ? 'Preventive care' : activeChronic.length ? `Follow-up: ${activeChronic.slice(0, 2).map((p) => p.condition.name.split(',')[0]).join('; ')}` : 'Follow-up';
    const visitFields: Record<string, unknown> = chart({
      VisitType: visitType, VisitStatus: visitStatus, VisitDate: iso(visitMs), AssignedTo: assigned.id, Reason: reason, CreatedBy: ctx.frontDesk.id,
    });
    const visit = c.add('Visit', visitFields);
    const history = { status: visitStatus, visitMs, frontDesk: ctx.frontDesk, provider: assigned, now: clock.now };
    if (visitStatus === 'Cancelled' || visitStatus === 'NoShow' || visitStatus === 'Scheduled') {
      if (visitStatus !== 'Scheduled') visitFields['CancellationReason'] = visitStatus === 'Cancelled' ? rng.pick(CANCELLATION_REASONS) : 'Patient did not arrive';
      visitFields['StatusHistory'] = seededStatusHistory({ ...history, reason: visitFields['CancellationReason'] as string | undefined });
      return;
    }
    const checkIn = visitMs - rng.int(0, 15) * MINUTE_MS;
    visitFields['CheckInTime'] = iso(checkIn);
    const done = visitStatus === 'CheckedOut';
    const checkOut = visitMs + rng.int(20, 50) * MINUTE_MS;
    const checkedOut = Math.min(checkOut, kind === 'today' ? clock.now - MINUTE_MS : checkOut);
    if (done) visitFields['CheckOutTime'] = iso(checkedOut);
    visitFields['StatusHistory'] = seededStatusHistory({ ...history, checkIn, ...(done ? { checkOut: checkedOut } : {}) });
    if (visitType !== 'Telehealth') {
      const vitals = vitalsAt(sick);
      visitFields['Vitals'] = vitals;
      vitalsRow(c, visit, vitals, checkIn);
    }
    if (!done) return;
    const lines: ServiceCode[] = [];
    lines.push(first ? (activeChronic.length > 1 ? '99204' : '99203') : annual ? preventiveCode() : rng.weighted([['99213', 50], ['99214', 38], ['99212', 7], ['99215', 5]] as const));
    const visitDiagnoses: string[] = [];
    if (acute) {
      visitDiagnoses.push(acute.code);
      acuteDiagnosisRow(c, visit, acute, iso(visitMs), day, assigned.id);
      if (acute.drug) acuteMedicationRow(c, visit, { name: acute.name, drug: acute.drug }, visitMs, iso(visitMs), assigned);
    }
    // Labs: due chronic-disease labs and the annual screening set.
    const due = new Set<LabKey>();
    for (const problem of activeChronic) for (const key of problem.condition.labs) if ((labs.lastDrawn.get(key) ?? -9999) < day - 80 && rng.chance(0.55)) due.add(key);
    if (annual && ageYears >= 18) {
      due.add('cbc');
      due.add(rng.chance(0.5) ? 'cmp' : 'bmp');
      if (ageYears >= 35) due.add('lipid');
    }
    if (due.has('cmp')) due.delete('bmp');
    // Light charts keep one single-result lab at most (a panel is a dozen rows).
    const labKeys = full ? [...due] : [...due].filter((key) => LAB_PANELS[key].components.length === 1).slice(0, 1);
    const ordered = labs.order(labKeys, day, minute + 30, visit.id, assigned);
    if (ordered.ids.length) visitFields['LinkedLabIDs'] = ordered.ids;
    lines.push(...ordered.codes);

    if (full) {
      const procedure = procedureAtVisit(c, problems, visit, visitMs, assigned);
      if (procedure) {
        visitFields['LinkedProcedureIDs'] = [procedure.id];
        lines.push(...procedure.codes);
      }
      const imaging = imagingAtVisit(c, problems, visit, day, assigned);
      if (imaging) visitFields['LinkedDIIDs'] = [imaging];
      const referral = referralAtVisit(c, problems, 2 - referrals, visit, day, visitMs, assigned);
      if (referral) {
        referrals++;
        visitFields['LinkedReferralIDs'] = [referral];
      }
      lines.push(...immunizationAtVisit(c, visit, { day, visitMs, annual }, immunized, programs));
      noteOfVisit(c, problems, programs, { visit, visitType, acute, annual, checkOut, by: assigned });
    } else briefNote(c, visit, `Seen for ${visitType.toLowerCase()}. Plan reviewed with the patient.`, checkOut, assigned);
    visitDiagnoses.push(...problems.codes.slice(0, 4));
    if (visitDiagnoses.length === 0) visitDiagnoses.push(ageYears < 18 ? 'Z00.129' : 'Z00.00');
    visitFields['Diagnoses'] = visitDiagnoses;
    visitFields['WrapUps'] = seededWrapUp(visitDiagnoses, lines, checkOut, assigned, annual || acute ? 'declined' : 'booked');
    billing.bill(day, visitMs, lines, visit, true, visitDiagnoses);
  };

  pastDays.forEach((day, index) => makeVisit(day, 8 * 60 + rng.int(0, 32) * 15, 'past', index));
  // today's visits only on a day the clinic is open (a Saturday, a Sunday or a holiday has none)
  if (todayMinute !== undefined && status === 'Active' && clock.isOpen(0)) makeVisit(0, todayMinute, 'today', pastDays.length);
  if (status === 'Active') {
    const upcoming = rng.weighted([[0, 30], [1, 55], [2, 15]] as const);
    const days = new Set<number>();
    for (let i = 0; i < upcoming; i++) {
      const day = rng.int(1, 60);
      // an upcoming visit on the next day the clinic is open
      let open = day;
      while (!clock.isOpen(open)) open++;
      days.add(open);
    }
    [...days].sort((a, b) => a - b).forEach((day) => makeVisit(day, 8 * 60 + rng.int(0, 32) * 15, 'future', pastDays.length + 1));
  }
  return { windowStart, immunized, programs };
}

/** The instructions a completed visit's wrap-up gives the patient. */
const INSTRUCTIONS = 'Take your medicines as prescribed and call the clinic if anything gets worse.';

/**
 * A completed visit's wrap-up as its clinician saves it (`WrapUps`, its latest entry complete:
 * the server checks a checked-out visit's with its signed note): the visit's diagnoses, a line
 * per code billed pointing at the first, the follow-up and the instructions.
 */
export function seededWrapUp(diagnoses: readonly string[], codes: readonly string[], at: number, by: StaffMember, followUp: 'booked' | 'declined'): unknown[] {
  return [{ diagnoses: [...diagnoses], charges: codes.map((cpt) => ({ cpt, units: 1, pointers: ['A'] })), followUp, instructions: INSTRUCTIONS, at: iso(at), by: by.id }];
}

interface StatusMove {
  to: VisitStatus;
  at: number;
  by: StaffMember;
  reason?: string;
}

export interface SeededVisit {
  status: VisitStatus;
  visitMs: number;
  /** Check-in and check-out times (a visit seen, or being seen). */
  checkIn?: number;
  checkOut?: number;
  reason?: string;
  frontDesk: StaffMember;
  provider: StaffMember;
  now: number;
}

/**
 * A seeded visit's StatusHistory as the server writes it (the domain's `withHistory`): booked two
 * weeks ahead (a visit coming up soon: yesterday) by the front desk, cancelled the day before or
 * marked a no-show half an hour after its time by the front desk; the front desk checks the
 * patient in and out, the provider starts the visit and its wrap-up — a quarter and three
 * quarters of the way through, or for a visit still going on today at the minutes the demo's
 * schedule gives its status (12 and 35 minutes after its time), never after now.
 */
export function seededStatusHistory(visit: SeededVisit): unknown {
  const { status, visitMs, checkIn = visitMs, checkOut, reason, frontDesk, provider, now } = visit;
  const moves: StatusMove[] = [{ to: 'Scheduled', at: Math.min(visitMs - 14 * DAY_MS, now - DAY_MS), by: frontDesk }];
  if (status === 'Cancelled') moves.push({ to: status, at: visitMs - DAY_MS, by: frontDesk, ...(reason ? { reason } : {}) });
  if (status === 'NoShow') moves.push({ to: status, at: visitMs + 30 * MINUTE_MS, by: frontDesk, ...(reason ? { reason } : {}) });
  const seen = ['CheckedIn', 'InProgress', 'WrapUp', 'CheckedOut'].indexOf(status);
  const part = (fraction: number, minutes: number) => (checkOut !== undefined ? checkIn + (checkOut - checkIn) * fraction : Math.min(visitMs + minutes * MINUTE_MS, now));
  if (seen >= 0) moves.push({ to: 'CheckedIn', at: checkIn, by: frontDesk });
  if (seen >= 1) moves.push({ to: 'InProgress', at: part(1 / 4, 12), by: provider });
  if (seen >= 2) moves.push({ to: 'WrapUp', at: part(3 / 4, 35), by: provider });
  if (seen >= 3) moves.push({ to: 'CheckedOut', at: checkOut ?? now, by: frontDesk });
  let row: Record<string, unknown> | undefined;
  for (const { to, at, by, reason: why } of moves) {
    row = withHistory('Visit', row, { VisitStatus: to, ...(why ? { CancellationReason: why } : {}) }, { by: by.id, name: by.name, at: iso(at) });
  }
  return row?.['StatusHistory'];
}
