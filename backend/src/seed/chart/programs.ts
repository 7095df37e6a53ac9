/**
 * Program rows: ProgramEnrollment in care management (CCM, RPM), weight loss, stone
 * prevention and the injection programs of the patient's drugs; the nurse visits and
 * Injection rows of those programs and of the October flu clinics; the TimeEntry rows of CCM
 * and RPM per month, RPM's device readings (deviceReadings.ts); and the claims each of them
 * bills (full charts only). CCM's and RPM's months before last are closed as the server's month
 * close closes them (`careMonthInput` and `careMonthCodes` over the readings and minutes,
 * `CareMonth` on the claim, the month locked on the enrolment, the set-up's month marked);
 * last month is left open and unbilled for the demo's month close.
 */
import { CARE_RULES_FIRST_MONTH, careMonthCodes } from '@emr/domain';
import { COMPLEX_CCM, careMonthInput, glp1ProtocolOf, periodDeviceDays, rpmPeriodOfMonth, serviceDay, setupBilledBefore, setupMarker, setupMonth } from '@emr/domain/care';
import { CCM_ACTIVITIES, type ServiceCode } from '../catalog.ts';
import { DAY_MS, MINUTE_MS, iso } from '../clock.ts';
import type { Billing } from './claims.ts';
import { type Adherence, RPM_NOTES, type RpmDevice, deviceReadingRows, rpmDeviceFor } from './deviceReadings.ts';
import type { ProgramDrug } from './medications.ts';
import { briefNote } from './notes.ts';
import { type Coverage, type PatientChart, type Problems, type ProgramKey, type SeedRow, type StaffMember, pad } from './types.ts';
import { type VisitHistory, seededStatusHistory, seededWrapUp } from './visits.ts';

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

/** Days after which a device is established (its patient's habit is known). */
const ESTABLISHED_DAYS = 60;

/**
 * The adherence of a clinic's n-th active RPM patient with an established device: one in sixteen
 * lapsed, five in sixteen partial, the others steady (by count, so every clinic has each whatever the date).
 */
const adherenceOf = (n: number): Adherence => (n % 16 === 6 ? 'lapsed' : [1, 4, 9, 12, 14].includes(n % 16) ? 'partial' : 'steady');

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
  /** A nurse visit done: its wrap-up and the nurse's signed note (a visit checks out with both). */
  const checkedOut = (visit: SeedRow, diagnoses: readonly string[], codes: readonly ServiceCode[], at: number, by: StaffMember, note: string) => {
    visit.fields['Diagnoses'] = [...diagnoses];
    visit.fields['WrapUps'] = seededWrapUp(diagnoses, codes, at, by, 'declined');
    briefNote(c, visit, note, at, by);
  };
  const eligibleStart = Math.max(firstDay, -540);
  let rpmDevice: RpmDevice | undefined;
  if (activeChronic.length >= 2 && ageYears >= 40 && coverage.primary && rng.chance(0.45)) {
    enroll('ccm', rng.int(eligibleStart, endDay - 20), { Note: 'Verbal consent documented; cost sharing and the right to stop at month end explained.' });
  }
  if ((has('htn') || has('chf') || has('copd') || has('t2dck')) && coverage.primary && rng.chance(0.3)) {
    const day = rng.int(eligibleStart, endDay - 20);
    // two draws as before the device followed the condition (a cuff's make; a serial prefix no longer drawn), so the rest of the chart stays the same
    const [smartCuff] = [rng.chance(1 / 3), rng.next()];
    rpmDevice = rpmDeviceFor(problems, smartCuff);
    const serial = `${rpmDevice.serial}-${rng.digits(7)}`;
    // what the RPM enrolment form sends: the device's type, serial and start
    enroll('rpm', day, { Note: `Device: ${rpmDevice.name}, serial ${serial}`, Name: rpmDevice.type, CustomID: serial, StartDate: at(day, 10 * 60) });
  }
  if (has('obesity') && rng.chance(0.35)) enroll('obesity', rng.int(eligibleStart, endDay - 20));
  if (problems.list.some((p) => p.condition.key === 'stone') && rng.chance(0.6)) enroll('stone', rng.int(eligibleStart, endDay - 20));
  for (const { drug, startDay, dosage } of programDrugs) {
    if (!drug.program || programs.has(drug.program)) continue;
    const program = drug.program;
    // a GLP-1 enrolment names the escalation its doses follow (the drug's)
    const protocol = program === 'glp1' ? glp1ProtocolOf(undefined, { Injection: drug.name }) : null;
    const row = enroll(program, Math.max(startDay, eligibleStart), protocol ? { Variation: protocol } : {});
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
        StatusHistory: seededStatusHistory({ status: 'CheckedOut', visitMs: ms, checkIn: ms - 5 * MINUTE_MS, checkOut: ms + 15 * MINUTE_MS, frontDesk: ctx.frontDesk, provider: giver, now: clock.now }),
      }));
      c.add('Injection', chart({
        Injection: injection.Injection, MedicationName: injection.MedicationName, Dosage: injection.Dosage, InjectionType: injection.InjectionType, Program: program,
        DateAdministered: iso(ms + 5 * MINUTE_MS), CustomString: `Lot ${rng.digits(6)}`, LinkedToVisit: visit.id, LinkedToProgram: row.id, CreatedBy: giver.id,
      }));
      const dx = [problems.list.find((p) => p.condition.programs.includes(program as never))?.condition.code ?? 'Z79.899'];
      checkedOut(visit, dx, injection.codes, ms + 15 * MINUTE_MS, giver, `${injection.Injection} given ${injection.InjectionType.toLowerCase()}ly; tolerated well.`);
      billing.bill(visitDay, ms, injection.codes, visit, false, dx);
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
        StatusHistory: seededStatusHistory({ status: 'CheckedOut', visitMs: ms, checkIn: ms - 5 * MINUTE_MS, checkOut: ms + 10 * MINUTE_MS, frontDesk: ctx.frontDesk, provider: giver, now: clock.now }),
      }));
      c.add('Injection', chart({
        Injection: 'Influenza vaccine', MedicationName: ageYears >= 65 ? 'Fluzone High-Dose' : 'Flucelvax', Dosage: ageYears >= 65 ? '0.7 mL' : '0.5 mL', InjectionType: 'Intramuscular', Program: 'flu',
        DateAdministered: iso(ms + 3 * MINUTE_MS), CustomString: `Lot ${rng.digits(6)}`, LinkedToVisit: visit.id, LinkedToProgram: enrollment.id, CreatedBy: giver.id,
      }));
      const codes: ServiceCode[] = [ageYears >= 65 ? '90662' : '90686', '90471'];
      checkedOut(visit, ['Z23'], codes, ms + 10 * MINUTE_MS, giver, 'Seasonal influenza vaccine given intramuscularly; tolerated well.');
      billing.bill(saturday, ms, codes, visit, false, ['Z23']);
    }
    const flu = programs.get('flu');
    if (flu) flu.fields['Status'] = -clock.dayOf(year, 10, 1) < 180 && clock.dayOf(year, 10, 1) < 0 ? 'Active' : 'Completed';
  }
  // Time entries (CCM, RPM) per calendar month, RPM's readings, and the monthly program claims they support.
  const { year: thisYear, month: thisMonth } = clock.parts(0);
  const lastMonthStart = thisMonth === 1 ? clock.dayOf(thisYear - 1, 12, 1) : clock.dayOf(thisYear, thisMonth - 1, 1);
  for (const program of ['ccm', 'rpm'] as const) {
    const enrollment = programs.get(program);
    if (!enrollment) continue;
    const startDay = Math.max(Math.round((Date.parse(String(enrollment.fields['EnrollmentDate'])) - clock.midnight(0)) / DAY_MS), -185);
    const stopDay = enrollment.fields['Status'] === 'Active' ? 0 : Math.min(endDay, startDay + rng.int(60, 150));
    const rpm = program === 'rpm' && rpmDevice ? rpmReadings(c, enrollment, rpmDevice, startDay, stopDay) : undefined;
    const closed: string[] = [];
    const start = clock.parts(startDay);
    let y = start.year;
    let m = start.month;
    for (;;) {
      const monthStart = clock.dayOf(y, m, 1);
      if (monthStart > stopDay) break;
      const month = `${y}-${pad(m, 2)}`;
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
      const monthEntries: SeedRow[] = [];
      const entries = rng.int(1, 4);
      for (let i = 0; i < entries && total < target; i++) {
        const minutes = i === entries - 1 ? target - total : Math.max(1, Math.min(target - total, rng.int(5, 20)));
        if (minutes < 1) break;
        total += minutes;
        const byProvider = rng.chance(0.25);
        const who = byProvider ? pcp : c.nurse();
        const day = rng.int(firstDayOfMonth, lastDayOfMonth);
        const recorded = at(day, 9 * 60 + rng.int(0, 30) * 15);
        monthEntries.push(c.add('TimeEntry', chart({
          Program: program, Time: String(minutes), ProviderTime: byProvider ? String(minutes) : '0', Timestamp: recorded, ServiceDate: serviceDay(recorded),
          CreatedBy: who.id, LinkedToProgram: enrollment.id, Note: rng.pick(rpm?.notes ?? CCM_ACTIVITIES), Supervised: !byProvider,
        })));
      }
      // the months before last (the 2026 codes) closed as the server's month close closes them; last month left open for the demo's close
      if (nextMonth > lastMonthStart || month < CARE_RULES_FIRST_MONTH) continue;
      const input = careMonthInput(program, month, monthEntries.map((e) => e.fields), {
        apcm: false,
        complex: enrollment.fields['Variation'] === COMPLEX_CCM,
        deviceDays: rpm ? periodDeviceDays(rpm.times, rpmPeriodOfMonth(rpm.deviceStart, month)) : 0,
        setupBilled: setupBilledBefore(setupMonth(enrollment.fields), month),
      });
      // a month with codes is a claim (`CareMonth`, each unit a line), one without is locked only; the claim carrying the set-up marks the enrolment
      const codes = careMonthCodes(input);
      const dx = activeChronic.slice(0, 4).map((p) => p.condition.code);
      billing.bill(nextMonth - 1, clock.at(nextMonth - 1, 17 * 60), codes.flatMap((line) => Array<ServiceCode>(line.units).fill(line.code as ServiceCode)), undefined, false, dx, { CareMonth: `${program}:${month}` });
      if (codes.some((line) => line.code === '99453')) enrollment.fields['CustomTime'] = setupMarker(month);
      closed.push(month);
    }
    if (closed.length) enrollment.fields['CustomArray'] = closed;
  }
}

/** An RPM enrolment's readings from its device's start (at most the months its time entries cover) to its end, with the notes its monthly calls take. */
function rpmReadings(c: PatientChart, enrolment: SeedRow, device: RpmDevice, startDay: number, stopDay: number) {
  const { ctx } = c;
  const deviceStart = String(enrolment.fields['StartDate']);
  const deviceDay = Math.round((Date.parse(deviceStart) - ctx.clock.midnight(0)) / DAY_MS);
  // a device given in the last two months is still used every day; an established one's by count (every clinic has each adherence); one returned was used partly
  const adherence = enrolment.fields['Status'] !== 'Active' ? 'partial' : deviceDay > -ESTABLISHED_DAYS ? 'steady' : adherenceOf(ctx.counters.rpm++);
  const times = deviceReadingRows(c, { device, adherence, startDay: deviceDay, fromDay: Math.max(deviceDay, startDay - 30), toDay: stopDay, enrolment });
  return { times, deviceStart: deviceStart.slice(0, 10), notes: RPM_NOTES[adherence === 'lapsed' ? 'lapsed' : device.type] };
}
