/**
 * Diagnosis rows: the problem list drawn from the conditions' prevalence by age band (with
 * the usual co-occurrences), resolved history problems, and the acute problem of a sick visit.
 */
import { CONDITIONS, HISTORY_PROBLEMS } from '../catalog.ts';
import type { PatientChart, Problem, Problems, SeedRow } from './types.ts';

const diagnosisText = (code: string, name: string) => `${code} ${name}`;

export function diagnosisRows(c: PatientChart): Problems {
  const { rng, at, chart, person, pcp, full } = c;
  const { gender, band, dobDay, endDay, ageYears, firstDay } = person;
  const list: Problem[] = [];
  const has = (key: string) => list.some((p) => p.condition.key === key && p.active);
  for (const condition of CONDITIONS) {
    if (condition.sex && condition.sex !== gender) continue;
    let p = condition.prevalence[band]!;
    if ((condition.key === 't2d' || condition.key === 'htn') && has('obesity')) p *= 1.8;
    if (condition.key === 'prediabetes' && (has('t2d') || has('t2dck'))) continue;
    if (condition.key === 'ckd' && has('t2dck')) continue;
    if (!rng.chance(p)) continue;
    const earliest = Math.max(dobDay + 365, -15 * 365);
    const startDay = rng.int(Math.min(earliest, endDay - 60), endDay - 30);
    const resolves = !condition.chronic && rng.chance(0.6);
    const endDayOf = resolves ? Math.min(endDay - 1, startDay + rng.int(20, 200)) : undefined;
    list.push({ condition, startDay, active: !resolves, ...(endDayOf !== undefined ? { endDay: endDayOf } : {}) });
  }
  const activeChronic = list.filter((p) => p.active && p.condition.chronic);
  const codes = list.filter((p) => p.active).map((p) => p.condition.code);
  for (const problem of list) {
    const by = pcp.id;
    const history: Record<string, unknown>[] = [{ at: at(problem.startDay, 10 * 60), status: 'Active', by }];
    if (problem.endDay !== undefined) history.push({ at: at(problem.endDay, 10 * 60), status: 'Resolved', by });
    c.add('Diagnosis', chart({
      Diagnosis: diagnosisText(problem.condition.code, problem.condition.name), DiagnosisType: 'Diagnosis',
      Status: problem.active ? 'Active' : 'Resolved', StartDate: at(problem.startDay, 10 * 60), DiagnosisHistory: history, CreatedBy: by,
    }));
  }
  if (full) {
    for (const history of rng.sample(HISTORY_PROBLEMS, rng.weighted([[0, 55], [1, 30], [2, 15]] as const))) {
      if (ageYears < history.minAge || (history.sex && history.sex !== gender)) continue;
      const startDay = rng.int(Math.min(firstDay, Math.max(dobDay + history.minAge * 300, -25 * 365)), firstDay);
      c.add('Diagnosis', chart({ Diagnosis: diagnosisText(history.code, history.name), DiagnosisType: 'History', Status: 'Resolved', StartDate: at(startDay, 10 * 60), CreatedBy: pcp.id }));
    }
  }
  return { list, has, activeChronic, codes };
}

/** The acute problem of a sick visit, resolved a week or two later. */
export function acuteDiagnosisRow(c: PatientChart, visit: SeedRow, acute: { code: string; name: string }, visitIso: string, day: number, by: string): void {
  const resolvedDay = Math.min(-1, day + c.rng.int(5, 14));
  c.add('Diagnosis', c.chart({
    Diagnosis: diagnosisText(acute.code, acute.name), DiagnosisType: 'Diagnosis', Status: 'Resolved', StartDate: visitIso, LinkedToVisit: visit.id,
    DiagnosisHistory: [{ at: visitIso, status: 'Active', by }, { at: c.at(resolvedDay, 10 * 60), status: 'Resolved', by }], CreatedBy: by,
  }));
}
