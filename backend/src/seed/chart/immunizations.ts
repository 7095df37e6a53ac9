/** Immunization rows given at a visit: the season's flu shot, or at an annual visit Shingrix, PCV20 or Tdap when due. */
import type { ServiceCode } from '../catalog.ts';
import { MINUTE_MS, iso } from '../clock.ts';
import type { PatientChart, ProgramKey, SeedRow } from './types.ts';

/** The codes to bill for a vaccine given at the visit (none when none is); `immunized` remembers what was given. */
export function immunizationAtVisit(
  c: PatientChart,
  visit: SeedRow,
  { day, visitMs, annual }: { day: number; visitMs: number; annual: boolean },
  immunized: Set<string>,
  programs: ReadonlyMap<ProgramKey, SeedRow>,
): ServiceCode[] {
  const { ctx, rng, chart, person } = c;
  const { clock } = ctx;
  const { ageYears } = person;
  const given = iso(visitMs + 30 * MINUTE_MS);
  const { month } = clock.parts(day);
  const season = `${month >= 8 ? clock.parts(day).year : clock.parts(day).year - 1}`;
  if ((month >= 9 || month <= 1) && !immunized.has(`flu${season}`) && !programs.has('flu') && rng.chance(0.55)) {
    immunized.add(`flu${season}`);
    const highDose = ageYears >= 65;
    c.add('Immunization', chart({
      Immunization: 'Influenza, seasonal', VaccineName: highDose ? 'Fluzone High-Dose' : rng.pick(['Flucelvax', 'Fluarix', 'FluLaval']), ImmunizationType: 'Seasonal',
      DateAdministered: given, DateExpired: `${Number(season) + 1}-06-30T00:00:00.000Z`, CustomString: `Lot ${rng.pick(['UT', 'AX', 'KL'])}${rng.digits(6)}`,
      LinkedToVisit: visit.id, CreatedBy: c.nurse().id,
    }));
    return [highDose ? '90662' : '90686', '90471'];
  }
  if (annual && ageYears >= 50 && !immunized.has('shingrix') && rng.chance(0.3)) {
    immunized.add('shingrix');
    c.add('Immunization', chart({ Immunization: 'Zoster, recombinant', VaccineName: 'Shingrix', ImmunizationType: 'Routine', DateAdministered: given, CustomString: `Lot ${rng.digits(7)}`, LinkedToVisit: visit.id, CreatedBy: c.nurse().id }));
    return ['90750', '90471'];
  }
  if (annual && ageYears >= 65 && !immunized.has('pcv') && rng.chance(0.3)) {
    immunized.add('pcv');
    c.add('Immunization', chart({ Immunization: 'Pneumococcal conjugate (PCV20)', VaccineName: 'Prevnar 20', ImmunizationType: 'Routine', DateAdministered: given, CustomString: `Lot ${rng.pick(['LL', 'HE'])}${rng.digits(4)}`, LinkedToVisit: visit.id, CreatedBy: c.nurse().id }));
    return ['90677', '90471'];
  }
  if (annual && ageYears >= 11 && !immunized.has('tdap') && rng.chance(0.12)) {
    immunized.add('tdap');
    c.add('Immunization', chart({ Immunization: 'Tdap', VaccineName: rng.pick(['Boostrix', 'Adacel']), ImmunizationType: 'Routine', DateAdministered: given, CustomString: `Lot ${rng.digits(6)}`, LinkedToVisit: visit.id, CreatedBy: c.nurse().id }));
    return ['90715', '90471'];
  }
  return [];
}
