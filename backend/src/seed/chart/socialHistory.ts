/** The SocialHistory row of a patient of 12 or older: tobacco, alcohol, drugs, caffeine, work (full charts only). */
import type { PatientChart } from './types.ts';

export function socialHistoryRow(c: PatientChart): void {
  const { rng, at, chart, person } = c;
  const { ageYears } = person;
  if (ageYears < 12) return;
  const smoking = ageYears >= 16 && rng.chance(0.12);
  const former = !smoking && ageYears >= 30 && rng.chance(0.2);
  const drinking = ageYears >= 18 && rng.chance(0.5);
  const drugs = ageYears >= 16 && rng.chance(0.05);
  const caffeine = rng.chance(ageYears >= 18 ? 0.75 : 0.3);
  const note = [
    smoking ? `Current smoker, ${rng.int(5, 20)} cigarettes/day; cessation counselling offered.` : former ? `Former smoker, quit ${rng.int(1, 25)} years ago.` : 'Never smoker.',
    drinking ? `Alcohol: ${rng.pick(['1–2 drinks/week', 'socially, weekends', '3–5 drinks/week'])}.` : 'No alcohol.',
    drugs ? 'Reports occasional cannabis use.' : 'No recreational drug use.',
    caffeine ? `Caffeine: ${rng.int(1, 4)} cups of coffee/day.` : 'No caffeine.',
    ageYears >= 18
      ? `Works as ${rng.pick(['a teacher', 'a nurse', 'a truck driver', 'an accountant', 'a retail manager', 'a software engineer', 'a construction worker', 'a chef', 'a home health aide', 'an electrician'])}${ageYears >= 67 ? ' (retired)' : ''}.`
      : 'Student.',
  ].join(' ');
  c.add('SocialHistory', chart({ Smoking: smoking, Drinking: drinking, Drugs: drugs, Caffeine: caffeine, Note: note, Timestamp: at(person.firstDay, 9 * 60 + 25), CreatedBy: c.nurse().id }));
}
