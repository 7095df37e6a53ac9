/** Imaging rows: now and then a study ordered at a visit (completed with an impression, or still ordered). */
import { IMAGING } from '../catalog.ts';
import type { PatientChart, Problems, SeedRow, StaffMember } from './types.ts';

/** The id of the study ordered at a visit, if any. */
export function imagingAtVisit(c: PatientChart, problems: Problems, visit: SeedRow, day: number, by: StaffMember): string | undefined {
  const { ctx, rng, at, chart, person } = c;
  const { ageYears, gender } = person;
  if (!(rng.chance(0.05) && ageYears >= 18)) return undefined;
  const candidates = IMAGING.filter((i) => (!i.for || problems.has(i.for)) && (!i.type.startsWith('Mammogram') || (gender === 'Female' && ageYears >= 40)));
  const imaging = rng.pick(candidates);
  const imagingDay = Math.min(-1, day + rng.int(1, 10));
  const completed = imagingDay < -1;
  const abnormal = completed && (imaging.for ? rng.chance(0.6) : rng.chance(0.12));
  return c.add('Imaging', chart({
    ImagingType: imaging.type, DateConducted: at(imagingDay, 10 * 60 + rng.int(0, 400)), Status: completed ? 'Completed' : 'Ordered',
    ...(completed ? { Note: `Impression: ${abnormal ? imaging.abnormal : imaging.impression}`, IsAbnormal: abnormal } : {}),
    HospitalName: rng.pick(ctx.locality.hospitals), LinkedToVisit: visit.id, CreatedBy: by.id,
  })).id;
}
