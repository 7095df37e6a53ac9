/**
 * Program rows: ProgramEnrollment in care management (CCM, RPM), weight loss, stone
 * prevention and the injection programs of the patient's drugs; the nurse visits and
 * Injection rows of those programs and of the October flu clinics; the TimeEntry rows of CCM
 * and RPM per month; and the claims each of them bills (full charts only).
 */
import { serviceDay } from '@emr/domain/care';
import { CCM_ACTIVITIES, RPM_ACTIVITIES, type ServiceCode } from '../catalog.ts';
import { DAY_MS, MINUTE_MS, iso } from '../clock.ts';
import type { Billing } from './claims.ts';
import type { ProgramDrug } from './medications.ts';
import type { Coverage, PatientChart, Problems, ProgramKey, SeedRow } from './types.ts';
import type { VisitHistory } from './visits.ts';

const PROGRAM_NAMES: Record<ProgramKey, string> = {
  ccm: 'Chronic Care Management (CCM)',
  rpm: 'Remote Patient Monitoring (RPM)',
  b12: 'Vitamin B12 injections',
  flu: 'Seasonal flu vaccination',
  glp1: 'GLP-1 weight management',
  prolia: 'Prolia (denosumab) injections',
  obesity: 'Medical weight loss',
  stone: 'Kidney stone prevention',
};

/** The RPM devices the seed assigns, each with its type (RPM_DEVICE_TYPES). */
const RPM_DEVICES = [
  { name: 'Omron cellular BP cuff', type: 'bloodPressureCuff' },
  { name: 'Smart Meter iBloodPressure', type: 'bloodPressureCuff' },
  { name: 'Tenovi cellular scale', type: 'scale' },
] as const;

export interface ProgramsInput {
  problems: Problems;
  coverage: Coverage;
  programDrugs: readonly ProgramDrug[];
  billing: Billing;
  visits: VisitHistory;
}

export function programRows(c: PatientChart, { problems, coverage, programDrugs, billing, visits }: ProgramsInput): void {
  const { ctx, rng, at, chart, person, pcp } = c;
  const { clock } = ctx;
  const { has, activeChronic } = problems;
  const { ageYears, firstDay, endDay, status } = person;
  const { windowStart, immunized, programs } = visits;
  const enroll = (program: ProgramKey, day: number, extra: Record<string, unknown> = {}): SeedRow => {
    const completed = program === 'flu' ? day < -200 : rng.chance(program === 'obesity' ? 0.3 : 0.12) || status !== 'Active';
    const row = c.add('ProgramEnrollment', chart({
      Program: program, ProgramType: PROGRAM_NAMES[program], EnrollmentDate: at(day, 10 * 60), Status: completed ? 'Completed' : 'Active',
      AssignedTo: c.nurse().id, CreatedBy: pcp.id, ...extra,
    }));
    programs.set(program, row);
    return row;
  };
  const eligibleStart = Math.max(firstDay, -540);
  if (activeChronic.length >= 2 && ageYears >= 40 && coverage.primary && rng.chance(0.45)) {
    enroll('ccm', rng.int(eligibleStart, endDay - 20), { Note: 'Verbal consent documented; cost sharing and the right to stop at month end explained.' });
  }
  if ((has('htn') || has('chf') || has('copd') || has('t2dck')) && coverage.primary && rng.chance(0.3)) {
    // drawn in the order the seed always drew them, so the rest of the seed stays the same
    const day = rng.int(eligibleStart, endDay - 20);
    const device = rng.pick(RPM_DEVICES);
    const serial = `${rng.pick(['OM', 'SM', 'TN'])}-${rng.digits(7)}`;
    // what the RPM enrolment form sends: the device's type, serial and start
    enroll('rpm', day, { Note: `Device: ${device.name}, serial ${serial}`, Name: device.type, CustomID: serial, StartDate: at(day, 10 * 60) });
  }
  if (has('obesity') && rng.chance(0.35)) enroll('obesity', rng.int(eligibleStart, endDay - 20));
  if (problems.list.some((p) => p.condition.key === 'stone') && rng.chance(0.6)) enroll('stone', rng.int(eligibleStart, endDay - 20));
  for (const { drug, startDay, dosage } of programDrugs) {
    if (!drug.program || programs.has(drug.program)) continue;
    const program = drug.program;
    const row = enroll(program, Math.max(startDay, eligibleStart));
    const interval = program === 'prolia' ? 182 : program === 'b12' ? 30 : 28;
    const from = Math.max(startDay, program === 'prolia' ? -730 : -240);
    const injection = program === 'b12'
      ? { Injection: 'Vitamin B12 (cyanocobalamin) 1000 mcg', MedicationName: 'Cyanocobalamin 1000 mcg/mL', Dosage: '1000 mcg', InjectionType: 'Intramuscular', codes: ['96372', 'J3420'] as ServiceCode[] }
      : program === 'prolia'
        ? { Injection: 'Denosumab (Prolia) 60 mg', MedicationName: 'Denosumab 60 mg/mL prefilled syringe', Dosage: '60 mg', InjectionType: 'Subcutaneous', codes: ['96372', 'J0897'] as ServiceCode[] }
        : { Injection: `${drug.name} ${dosage}`, MedicationName: drug.name, Dosage: dosage, InjectionType: 'Subcutaneous', codes: ['96372'] as ServiceCode[] };
    for (let day = from; day < endDay; day += interval) {
      const visitDay = clock.businessDay(day);
      if (visitDay >= 0) break;
      const minute = 8 * 60 + rng.int(0, 30) * 15;
      const ms = clock.at(visitDay, minute);
      const giver = c.nurse();
      const visit = c.add('Visit', chart({
        VisitType: 'Nurse visit (injection)', VisitStatus: 'CheckedOut', VisitDate: iso(ms), CheckInTime: iso(ms - 5 * MINUTE_MS), CheckOutTime: iso(ms + 15 * MINUTE_MS),
        AssignedTo: giver.id, Reason: PROGRAM_NAMES[program], CreatedBy: ctx.frontDesk.id,
      }));
      c.add('Injection', chart({
        Injection: injection.Injection, MedicationName: injection.MedicationName, Dosage: injection.Dosage, InjectionType: injection.InjectionType, Program: program,
        DateAdministered: iso(ms + 5 * MINUTE_MS), CustomString: `Lot ${rng.digits(6)}`, LinkedToVisit: visit.id, LinkedToProgram: row.id, CreatedBy: giver.id,
      }));
      billing.bill(visitDay, ms, injection.codes, visit, false, [problems.list.find((p) => p.condition.programs.includes(program as never))?.condition.code ?? 'Z79.899']);
    }
  }
  // Flu clinic (Saturdays in October) for some patients who did not get a flu shot at a visit.
  if (rng.chance(0.22)) {
    const { year, month } = clock.parts(0);
    for (const season of [year - 2, year - 1, year]) {
      if (immunized.has(`flu${season}`)) continue;
      const oct1 = clock.dayOf(season, 10, 1);
      const saturday = oct1 + ((6 - clock.weekday(oct1) + 7) % 7) + 7 * rng.int(0, 3);
      if (saturday >= 0 || saturday < windowStart || saturday >= endDay) continue;
      if (season === year && month < 10) continue;
      const enrollment = programs.get('flu') ?? enroll('flu', saturday);
      const ms = clock.at(saturday, 9 * 60 + rng.int(0, 20) * 10);
      const giver = c.nurse();
      const visit = c.add('Visit', chart({
        VisitType: 'Flu clinic', VisitStatus: 'CheckedOut', VisitDate: iso(ms), CheckInTime: iso(ms - 5 * MINUTE_MS), CheckOutTime: iso(ms + 10 * MINUTE_MS),
        AssignedTo: giver.id, Reason: 'Seasonal influenza vaccine', CreatedBy: ctx.frontDesk.id,
      }));
      c.add('Injection', chart({
        Injection: 'Influenza vaccine', MedicationName: ageYears >= 65 ? 'Fluzone High-Dose' : 'Flucelvax', Dosage: ageYears >= 65 ? '0.7 mL' : '0.5 mL', InjectionType: 'Intramuscular', Program: 'flu',
        DateAdministered: iso(ms + 3 * MINUTE_MS), CustomString: `Lot ${rng.digits(6)}`, LinkedToVisit: visit.id, LinkedToProgram: enrollment.id, CreatedBy: giver.id,
      }));
      billing.bill(saturday, ms, [ageYears >= 65 ? '90662' : '90686', '90471'], visit, false, ['Z23']);
    }
    const flu = programs.get('flu');
    if (flu) flu.fields['Status'] = -clock.dayOf(year, 10, 1) < 180 && clock.dayOf(year, 10, 1) < 0 ? 'Active' : 'Completed';
  }
  // Time entries (CCM, RPM) per calendar month, and the monthly program claims they support.
  for (const program of ['ccm', 'rpm'] as const) {
    const enrollment = programs.get(program);
    if (!enrollment) continue;
    const startDay = Math.max(Math.round((Date.parse(String(enrollment.fields['EnrollmentDate'])) - clock.midnight(0)) / DAY_MS), -185);
    const stopDay = enrollment.fields['Status'] === 'Active' ? 0 : Math.min(endDay, startDay + rng.int(60, 150));
    const start = clock.parts(startDay);
    let setupBilled = false;
    let y = start.year;
    let m = start.month;
    for (;;) {
      const monthStart = clock.dayOf(y, m, 1);
      if (monthStart > stopDay) break;
      const nextMonth = m === 12 ? clock.dayOf(y + 1, 1, 1) : clock.dayOf(y, m + 1, 1);
      if (m === 12) {
        y++;
        m = 1;
      } else m++;
      const lastDayOfMonth = Math.min(nextMonth - 1, stopDay);
      const firstDayOfMonth = Math.max(monthStart, startDay);
      if (firstDayOfMonth > lastDayOfMonth) continue;
      const fraction = (lastDayOfMonth - firstDayOfMonth + 1) / (nextMonth - monthStart);
      const target = Math.round((program === 'ccm' ? rng.normal(30, 10, 8, 62) : rng.normal(24, 8, 6, 50)) * fraction);
      let total = 0;
      const entries = rng.int(1, 4);
      for (let i = 0; i < entries && total < target; i++) {
        const minutes = i === entries - 1 ? target - total : Math.max(1, Math.min(target - total, rng.int(5, 20)));
        if (minutes < 1) break;
        total += minutes;
        const byProvider = rng.chance(0.25);
        const who = byProvider ? pcp : c.nurse();
        const day = rng.int(firstDayOfMonth, lastDayOfMonth);
        const recorded = at(day, 9 * 60 + rng.int(0, 30) * 15);
        c.add('TimeEntry', chart({
          Program: program, Time: String(minutes), ProviderTime: byProvider ? String(minutes) : '0', Timestamp: recorded, ServiceDate: serviceDay(recorded),
          CreatedBy: who.id, LinkedToProgram: enrollment.id, Note: rng.pick(program === 'ccm' ? CCM_ACTIVITIES : RPM_ACTIVITIES), Supervised: !byProvider,
        }));
      }
      // Bill the month once it is over.
      if (nextMonth <= -3 && total >= (program === 'ccm' ? 20 : 10)) {
        const lines: ServiceCode[] = program === 'ccm'
          ? total >= 40 ? ['99490', '99439'] : ['99490']
          : [...(setupBilled ? [] : (['99453'] as ServiceCode[])), '99454', ...(total >= 20 ? (['99457'] as ServiceCode[]) : []), ...(total >= 40 ? (['99458'] as ServiceCode[]) : [])];
        billing.bill(nextMonth - 1, clock.at(nextMonth - 1, 17 * 60), lines, undefined, false, activeChronic.slice(0, 4).map((p) => p.condition.code));
        setupBilled = true;
      }
    }
  }
}
