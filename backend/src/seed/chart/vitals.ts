/**
 * Vitals rows: a baseline per patient (height and BMI by age and sex, blood pressure, heart
 * rate, SpO2 shaped by their problems), and a reading at each in-person visit around it.
 */
import { MINUTE_MS, iso } from '../clock.ts';
import type { Rng } from '../random.ts';
import { type PatientChart, type Problems, type SeedRow, r2 } from './types.ts';

interface Baseline {
  heightIn: number;
  bmi: number;
  systolic: number;
  diastolic: number;
  heartRate: number;
  spo2: number;
}

export interface VitalSigns {
  systolic: number;
  diastolic: number;
  heartRate: number;
  temperatureF: number;
  respiratoryRate: number;
  spo2: number;
  weightLb: number;
  heightIn: number;
  bmi: number;
}

function vitalsBaseline(rng: Rng, age: number, gender: string, obese: boolean, hypertensive: boolean, copd: boolean): Baseline {
  const male = gender === 'Male';
  let heightIn: number;
  if (age < 13) heightIn = 29 + age * 2.45 + rng.normal(0, 1.2);
  else if (age < 18) heightIn = Math.min(male ? 69.5 : 64, 58 + (age - 12) * (male ? 2.3 : 1.3)) + rng.normal(0, 1.5);
  else heightIn = rng.normal(male ? 69.3 : 63.8, 2.6, 56, 79);
  let bmi = age < 18 ? rng.normal(17 + Math.max(0, age - 6) * 0.35, 1.8, 13.5, 30) : rng.normal(27, 4, 18.5, 45);
  if (obese) bmi = Math.max(bmi, rng.normal(35, 3.5, 30.2, 48));
  const child = age < 13;
  return {
    heightIn,
    bmi,
    systolic: child ? rng.normal(102, 5) : hypertensive ? rng.normal(138, 8) : rng.normal(118 + Math.max(0, age - 40) * 0.2, 6),
    diastolic: child ? rng.normal(62, 4) : hypertensive ? rng.normal(86, 5) : rng.normal(75, 5),
    heartRate: age < 5 ? rng.normal(105, 8) : child ? rng.normal(88, 7) : rng.normal(73, 7),
    spo2: copd ? rng.normal(93, 1.2, 88, 96) : rng.normal(98, 0.8, 95, 100),
  };
}

/** The patient's vital signs at a visit (a sick one runs a faster pulse and maybe a fever). */
export type VitalsAt = (sick: boolean) => VitalSigns;

export function createVitals(c: PatientChart, problems: Problems): VitalsAt {
  const { rng, person } = c;
  const { ageYears } = person;
  const baseline = vitalsBaseline(rng, ageYears, person.gender, problems.has('obesity'), problems.has('htn'), problems.has('copd'));
  return (sick) => {
    const heightIn = r2(baseline.heightIn);
    const bmi = baseline.bmi * rng.float(0.97, 1.03);
    const weightLb = Math.round((bmi * heightIn * heightIn) / 703 * 10) / 10;
    return {
      systolic: Math.round(rng.normal(baseline.systolic, 6, 85, 200)),
      diastolic: Math.round(rng.normal(baseline.diastolic, 4, 45, 120)),
      heartRate: Math.round(rng.normal(baseline.heartRate + (sick ? 10 : 0), 5, 45, 160)),
      temperatureF: Math.round((sick && rng.chance(0.5) ? rng.float(100.4, 101.9) : rng.float(97.5, 99.0)) * 10) / 10,
      respiratoryRate: Math.round(rng.normal(ageYears < 5 ? 26 : ageYears < 12 ? 20 : 16, 1.5, 10, 40)),
      spo2: Math.round(rng.normal(baseline.spo2, 1, 85, 100)),
      weightLb,
      heightIn: Math.round(heightIn * 10) / 10,
      bmi: Math.round((703 * weightLb) / (heightIn * heightIn) * 10) / 10,
    };
  };
}

/** The Vitals row of a visit, taken eight minutes after check-in. */
export function vitalsRow(c: PatientChart, visit: SeedRow, vitals: VitalSigns, checkIn: number): void {
  c.add('Vitals', c.chart({ DateConducted: iso(checkIn + 8 * MINUTE_MS), Timestamp: iso(checkIn + 8 * MINUTE_MS), LinkedToVisit: visit.id, Vitals: vitals, CreatedBy: c.nurse().id }));
}
