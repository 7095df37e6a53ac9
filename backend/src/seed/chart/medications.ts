/**
 * Medication rows: the drugs of each problem (dose changes, stops, refills and prior
 * authorisations in their history), and the short course of a sick visit. Returns the
 * program drugs (GLP-1, Prolia, B12) the patient takes, which programs.ts enrols.
 */
import type { DrugOption } from '../catalog.ts';
import { DAY_MS, iso } from '../clock.ts';
import { priorAuthTask } from './tasks.ts';
import type { Coverage, PatientChart, Problems, SeedRow, StaffMember } from './types.ts';

export interface ProgramDrug {
  drug: DrugOption;
  startDay: number;
  approved: boolean;
  dosage: string;
}

export function medicationRows(c: PatientChart, problems: Problems, coverage: Coverage): ProgramDrug[] {
  const { rng, at, chart, person, pcp, full } = c;
  const { endDay, ageYears } = person;
  const programDrugs: ProgramDrug[] = [];
  for (const problem of problems.list) {
    // the program drugs (GLP-1, Prolia, B12 injections) are adult therapies in this clinic
    const drugs = problem.condition.drugs.filter((drug) => !drug.program || ageYears >= 18);
    if (drugs.length === 0) continue;
    const chosen = rng.sample(drugs, drugs.length > 1 && rng.chance(0.35) ? 2 : 1);
    for (const drug of chosen) {
      const startDay = Math.min(endDay - 7, problem.startDay + rng.int(0, 30));
      const doseIndex = rng.int(0, drug.dosages.length - 1);
      // Stopped when the problem resolved, or (sometimes) for side effects, cost or lack of effect.
      const laterStop = startDay + rng.int(30, 400);
      const stopDay = !problem.active
        ? Math.max(startDay + 1, Math.min(endDay - 1, problem.endDay ?? laterStop))
        : rng.chance(0.12) && laterStop < endDay - 1
          ? laterStop
          : undefined;
      const stopped = stopDay !== undefined;
      const prescriber = pcp;
      const historyEntries: Record<string, unknown>[] = [{ at: at(startDay, 11 * 60), change: 'Started', dosage: drug.dosages[0], by: prescriber.id }];
      if (doseIndex > 0) {
        const changeDay = Math.max(startDay, Math.min((stopDay ?? endDay) - 1, startDay + rng.int(30, 200)));
        historyEntries.push({ at: at(changeDay, 11 * 60), change: 'Dose increased', from: drug.dosages[0], to: drug.dosages[doseIndex], by: prescriber.id });
      }
      let paStatus: string | undefined;
      if (drug.priorAuth) {
        paStatus = -startDay < 10 ? 'Pending' : rng.weighted([['Approved', 85], ['Denied', 15]] as const);
      }
      const denied = paStatus === 'Denied';
      const finalStopDay = denied ? Math.min(endDay - 1, startDay + rng.int(5, 20)) : stopDay;
      const reason = denied
        ? 'Prior authorization denied by the payer'
        : stopped
          ? problem.active
            ? rng.pick(['Side effects', 'Not effective', 'Cost: patient switched to a lower-tier drug', 'Patient preference'])
            : 'Condition resolved'
          : undefined;
      if (finalStopDay !== undefined) historyEntries.push({ at: at(finalStopDay, 11 * 60), change: 'Stopped', reason, by: prescriber.id });
      // an active medication was refilled every DaysToRefill days; about one in nine missed the last one (overdue)
      let lastRefillDay: number | undefined;
      if (finalStopDay === undefined) {
        const every = Number(drug.daysToRefill);
        const cycles = Math.floor(-startDay / every) - (Math.abs(startDay) % 9 === 0 ? 1 : 0);
        if (cycles >= 1) lastRefillDay = startDay + cycles * every;
      }
      if (lastRefillDay !== undefined) historyEntries.push({ at: at(lastRefillDay, 10 * 60), change: 'Refilled', date: at(lastRefillDay, 12 * 60), by: prescriber.id });
      c.add('Medication', chart({
        Medication: drug.name, MedicationType: drug.type, Dosage: drug.dosages[doseIndex], Frequency: drug.frequency,
        StartDate: at(startDay, 11 * 60), ...(finalStopDay !== undefined ? { EndDate: at(finalStopDay, 11 * 60), ChangeType: 'Discontinued', Reason: reason } : { Reason: problem.condition.name }),
        DaysToRefill: drug.daysToRefill, ...(lastRefillDay !== undefined ? { LastRefillDate: at(lastRefillDay, 12 * 60) } : {}),
        Status: finalStopDay !== undefined ? 'Stopped' : 'Active',
        PriorAuthorizationRequired: drug.priorAuth === true,
        ...(paStatus ? { PriorAuthorizationStatus: paStatus, ApprovalStatus: paStatus } : { ApprovalStatus: 'NotRequired' }),
        // an approval names who approved it (the domain's rule); without a plan, the maker's assistance programme
        ...(paStatus === 'Approved' ? { ApprovedBy: coverage.primary ? `${coverage.primary.name} (PA ${rng.digits(8)})` : 'Manufacturer assistance program' } : {}),
        MedicationHistory: historyEntries, CreatedBy: prescriber.id,
      }));
      if (paStatus === 'Pending' && full) priorAuthTask(c, `${drug.name} ${drug.dosages[doseIndex]}`, prescriber);
      if (drug.program && finalStopDay === undefined && paStatus !== 'Denied' && paStatus !== 'Pending') {
        programDrugs.push({ drug, startDay, approved: true, dosage: drug.dosages[doseIndex]! });
      }
    }
  }
  return programDrugs;
}

/** The short course prescribed at a sick visit. */
export function acuteMedicationRow(
  c: PatientChart,
  visit: SeedRow,
  acute: { name: string; drug: { name: string; dosage: string; frequency: string; days: number } },
  visitMs: number,
  visitIso: string,
  by: StaffMember,
): void {
  const { drug } = acute;
  c.add('Medication', c.chart({
    Medication: drug.name, MedicationType: 'Tablet', Dosage: drug.dosage, Frequency: drug.frequency, StartDate: visitIso,
    EndDate: iso(visitMs + drug.days * DAY_MS), DaysToRefill: String(drug.days), Status: 'Completed', Reason: acute.name,
    PriorAuthorizationRequired: false, ApprovalStatus: 'NotRequired', LinkedToVisit: visit.id,
    MedicationHistory: [{ at: visitIso, change: 'Started', dosage: drug.dosage, by: by.id }], CreatedBy: by.id,
  }));
}
