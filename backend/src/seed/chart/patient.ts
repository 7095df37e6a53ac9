/**
 * Generates one patient and their chart: every record kind has its generator in this folder,
 * and this calls them in order, passing on what later ones follow (the problems drive the
 * medications, labs, visits and programs; the visits and programs bill claims; open balances
 * become payment plans). Each patient draws from its own random stream, so the order of the
 * calls is the chart: keep it. Every row is a `SeedRow` (kind + fields); the caller stores
 * them. Nothing here touches the database.
 */
import type { EntityType } from '@emr/domain';
import { iso } from '../clock.ts';
import { Rng, hashString } from '../random.ts';
import { allergyRows } from './allergies.ts';
import { createBilling } from './claims.ts';
import { patientRow } from './demographics.ts';
import { diagnosisRows } from './diagnoses.ts';
import { familyHistoryRows } from './familyHistory.ts';
import { hospitalizationRow } from './hospitalizations.ts';
import { insuranceRows } from './insurance.ts';
import { createLabs } from './labs.ts';
import { medicationRows } from './medications.ts';
import { paymentPlanRows } from './paymentPlans.ts';
import { pharmacyRows } from './pharmacy.ts';
import { programRows } from './programs.ts';
import { reviewStatements } from './reviews.ts';
import { socialHistoryRow } from './socialHistory.ts';
import { resultFollowUpTask } from './tasks.ts';
import type { ChartBase, ClinicSeed, PatientChart, PatientOptions, PatientSummary, SeedRow } from './types.ts';
import { visitRows } from './visits.ts';
import { createVitals } from './vitals.ts';

export function generatePatient(ctx: ClinicSeed, options: PatientOptions): PatientSummary {
  // Each patient has its own generator, so their demographics do not depend on how many
  // rows earlier charts drew (which varies with the date the seed runs on).
  const rng = new Rng((hashString(`${ctx.clinicId}#${ctx.counters.patient + 1}`) ^ ctx.seed) >>> 0);
  const full = options.detail === 'full';
  const rows: SeedRow[] = [];
  const pcp = rng.pick(ctx.providers);
  const base: ChartBase = {
    ctx,
    rng,
    full,
    rows,
    add: (kind: EntityType, fields: Record<string, unknown>, id = ctx.nextId()) => {
      const row = { id, kind, fields };
      rows.push(row);
      return row;
    },
    at: (day, minute) => iso(ctx.clock.at(day, minute)),
    pcp,
    provider: () => (rng.chance(0.8) ? pcp : rng.pick(ctx.providers)),
    nurse: () => rng.pick(ctx.careTeam),
  };
  const person = patientRow(base);
  const c: PatientChart = { ...base, person, chart: (fields) => ({ PatientID: person.patientId, ...fields }) };

  const coverage = insuranceRows(c);
  pharmacyRows(c);
  allergyRows(c);
  const problems = diagnosisRows(c);
  const programDrugs = medicationRows(c, problems, coverage);
  if (full) {
    familyHistoryRows(c);
    socialHistoryRow(c);
  }
  const vitalsAt = createVitals(c, problems);
  const labs = createLabs(c, problems);
  const billing = createBilling(c, coverage);
  const visits = visitRows(c, { problems, coverage, vitalsAt, labs, billing, todayMinute: options.todayMinute });
  if (full) {
    hospitalizationRow(c, problems, visits.windowStart);
    programRows(c, { problems, coverage, programDrugs, billing, visits });
    paymentPlanRows(c, billing);
    if (labs.abnormal.length) resultFollowUpTask(c);
  }
  reviewStatements(c);

  // Notes carry no undefined fields; drop any that slipped in.
  for (const row of rows) for (const key of Object.keys(row.fields)) if (row.fields[key] === undefined) delete row.fields[key];
  return { id: person.rowId, patientId: person.patientId, name: `${person.firstName} ${person.lastName}`, status: person.status, rows };
}
