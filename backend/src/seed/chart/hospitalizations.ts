/** The Hospitalization row of an older or chronically ill patient, now and then: an admission, observation stay or ED visit. */
import type { PatientChart, Problems } from './types.ts';

export function hospitalizationRow(c: PatientChart, problems: Problems, windowStart: number): void {
  const { ctx, rng, at, chart, person } = c;
  const { has } = problems;
  const { endDay } = person;
  if (!((person.ageYears >= 60 || problems.activeChronic.length >= 2) && rng.chance(0.14))) return;
  const stays = [
    { what: 'Community-acquired pneumonia', type: 'Inpatient' },
    { what: 'Chest pain, myocardial infarction ruled out', type: 'Observation' },
    ...(has('chf') ? [{ what: 'Acute on chronic heart failure exacerbation', type: 'Inpatient' }] : []),
    ...(has('copd') ? [{ what: 'COPD exacerbation', type: 'Inpatient' }] : []),
    ...(has('stone') ? [{ what: 'Obstructing kidney stone with pyelonephritis', type: 'Inpatient' }] : []),
    { what: 'Syncope, evaluated in the emergency department', type: 'Emergency department' },
    { what: 'Cellulitis of the left leg', type: 'Inpatient' },
  ];
  const stay = rng.pick(stays);
  const admit = rng.int(Math.min(endDay - 10, Math.max(windowStart, -700)), endDay - 10);
  const length = stay.type === 'Emergency department' ? 0 : stay.type === 'Observation' ? 1 : rng.int(2, 6);
  const arrived = rng.int(0, 1380);
  // a same-day stay (the emergency department) ends four hours after it began, at the latest by midnight
  const left = length === 0 ? Math.min(arrived + 4 * 60, 1439) : 14 * 60;
  c.add('Hospitalization', chart({
    Hospitalization: stay.what, HospitalType: stay.type, HospitalName: rng.pick(ctx.locality.hospitals), AdmissionDate: at(admit, arrived),
    DischargeDate: at(admit + length, left), Reason: stay.what, Note: 'Discharge summary received; medications reconciled at the follow-up visit.', CreatedBy: c.nurse().id,
  }));
}
