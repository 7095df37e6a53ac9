/** FamilyHistory rows: a few relatives' conditions (full charts only). */
import { FAMILY_CONDITIONS, RELATIVES } from '../catalog.ts';
import type { PatientChart } from './types.ts';

export function familyHistoryRows(c: PatientChart): void {
  const { rng, at, chart, person } = c;
  for (const relative of rng.sample(RELATIVES, rng.weighted([[0, 30], [1, 35], [2, 25], [3, 10]] as const))) {
    const condition = rng.pick(FAMILY_CONDITIONS);
    c.add('FamilyHistory', chart({
      Relationship: relative, Condition: condition,
      FamilyHistory: `${relative}: ${condition}${rng.chance(0.5) ? `, diagnosed at age ${rng.int(35, 78)}` : ''}`,
      Timestamp: at(person.firstDay, 9 * 60 + 20), CreatedBy: c.nurse().id,
    }));
  }
}
