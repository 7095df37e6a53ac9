/** Allergy rows: none to four, severe when the reaction is. */
import { ALLERGIES } from '../catalog.ts';
import type { PatientChart } from './types.ts';

export function allergyRows(c: PatientChart): void {
  const { rng, at, chart, person, full } = c;
  const allergyCount = rng.weighted([[0, 45], [1, 30], [2, 14], [3, 8], [4, 3]] as const);
  for (const allergy of rng.sample(ALLERGIES, full ? allergyCount : Math.min(allergyCount, 2))) {
    const reaction = rng.pick(allergy.reactions);
    const severity = /anaphylaxis|angioedema|stevens|throat/i.test(reaction) ? 'Severe' : rng.weighted([['Mild', 55], ['Moderate', 45]] as const);
    c.add('Allergy', chart({ Allergy: allergy.allergy, AllergyType: allergy.type, Reaction: reaction, Severity: severity, Status: 'Active', Timestamp: at(person.firstDay, 9 * 60 + 10), CreatedBy: c.nurse().id }));
  }
}
