/** Procedure rows: now and then an office procedure at a visit (ECG, spirometry, joint injection, …) that fits the patient's problems. */
import { PROCEDURES, type ServiceCode } from '../catalog.ts';
import { MINUTE_MS, iso } from '../clock.ts';
import type { PatientChart, Problems, SeedRow, StaffMember } from './types.ts';

/** The procedure done at a visit, if any: its row id and the codes to bill. */
export function procedureAtVisit(c: PatientChart, problems: Problems, visit: SeedRow, visitMs: number, by: StaffMember): { id: string; codes: ServiceCode[] } | undefined {
  const { rng, chart, person } = c;
  const { has } = problems;
  if (!rng.chance(0.06)) return undefined;
  const candidates = PROCEDURES.filter((p) =>
    p.code === '93000' ? has('htn') || has('afib') || has('chf') || person.ageYears >= 50
      : p.code === '94010' ? has('copd') || has('asthma')
        : p.code === '20610' ? has('oa')
          : true,
  );
  const procedure = rng.pick(candidates);
  const id = c.add('Procedure', chart({ ProcedureType: procedure.type, ProcedureDate: iso(visitMs + 20 * MINUTE_MS), CPTCode: procedure.code, Note: procedure.note, Status: 'Completed', LinkedToVisit: visit.id, CreatedBy: by.id })).id;
  return { id, codes: [procedure.code, ...(procedure.extra ? [procedure.extra] : [])] };
}
