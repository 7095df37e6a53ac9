/**
 * One patient with a very long chart, for the chart benchmark (issue: mfe-patients): by
 * default 1,000 visits (each with vitals) over twenty years and 5,000 lab results (panels and
 * their component rows), plus a few allergies, problems and medications. The anchors'
 * complaints were about charts like this one (OpenEMR: minutes for 500+ encounters).
 */
import { isAbnormalResult } from '@emr/domain/labs';
import { LAB_PANELS } from './catalog.ts';
import type { ClinicSeed, SeedRow } from './chart/types.ts';
import { seededWrapUp } from './chart/visits.ts';
import { DAY_MS, MINUTE_MS, iso } from './clock.ts';
import { Rng } from './random.ts';

export interface HeavyPatientOptions {
  visits?: number;
  labs?: number;
  /** The PatientID to give it (default `<clinic code>-900001`). */
  patientId?: string;
  now?: number;
}

export function heavyPatientRows(ctx: ClinicSeed, { visits = 1000, labs = 5000, patientId = `${ctx.code}-900001`, now = Date.now() }: HeavyPatientOptions = {}): SeedRow[] {
  const rng = new Rng(0x5eed + visits + labs);
  const rows: SeedRow[] = [];
  const add = (kind: SeedRow['kind'], fields: Record<string, unknown>, id = ctx.nextId()) => {
    rows.push({ id, kind, fields: { PatientID: patientId, ...fields } });
    return id;
  };
  const provider = ctx.providers[0]!;
  const nurse = ctx.careTeam[0] ?? provider;
  rows.push({
    id: ctx.nextId(),
    kind: 'Patient',
    fields: {
      PatientID: patientId, FirstName: 'Harold', MiddleName: 'J', LastName: 'Longchart', DOB: '1941-03-09T00:00:00.000Z', Gender: 'Male',
      Address: '88 Elm Court', City: 'Chicago', State: 'IL', ZipCode: '60640', CellPhone: '(555) 019-8800', Spoken: 'English',
      FirstDate: iso(now - 20 * 365 * DAY_MS), Status: 'Active',
    },
  });
  add('Allergy', { Allergy: 'Penicillin', AllergyType: 'Drug', Reaction: 'Hives', Severity: 'Severe', Status: 'Active', Timestamp: iso(now - 19 * 365 * DAY_MS), CreatedBy: nurse.id });
  add('Allergy', { Allergy: 'Shellfish', AllergyType: 'Food', Reaction: 'Swelling', Severity: 'Moderate', Status: 'Active', Timestamp: iso(now - 15 * 365 * DAY_MS), CreatedBy: nurse.id });
  for (const [code, name] of [['E11.9', 'Type 2 diabetes mellitus without complications'], ['I10', 'Essential (primary) hypertension'], ['N18.3', 'Chronic kidney disease, stage 3']] as const) {
    add('Diagnosis', { Diagnosis: `${code} ${name}`, DiagnosisType: 'Diagnosis', Status: 'Active', StartDate: iso(now - rng.int(5, 18) * 365 * DAY_MS), CreatedBy: provider.id });
  }
  for (const [drug, dose, frequency] of [['Metformin', '1000 mg', 'twice daily'], ['Lisinopril', '20 mg', 'once daily'], ['Atorvastatin', '40 mg', 'at bedtime']] as const) {
    add('Medication', { Medication: drug, Dosage: dose, Frequency: frequency, StartDate: iso(now - rng.int(2, 10) * 365 * DAY_MS), DaysToRefill: '90', LastRefillDate: iso(now - rng.int(5, 60) * DAY_MS), Status: 'Active', ApprovalStatus: 'NotRequired', CreatedBy: provider.id });
  }

  // visits every ~week over twenty years, the newest today; each with vitals
  const span = 20 * 365 * DAY_MS;
  for (let i = 0; i < visits; i++) {
    const at = now - Math.round((span * i) / visits) - rng.int(0, 3) * 60 * MINUTE_MS;
    // checked out with its wrap-up and its signed note, as the server checks a checked-out visit
    const visitId = add('Visit', {
      VisitType: 'Follow-up', VisitStatus: 'CheckedOut', VisitDate: iso(at), CheckInTime: iso(at), CheckOutTime: iso(at + 30 * MINUTE_MS), AssignedTo: provider.id, Reason: 'Follow-up',
      Diagnoses: ['E11.9', 'I10'], WrapUps: seededWrapUp(['E11.9', 'I10'], ['99214'], at + 30 * MINUTE_MS, provider, 'booked'), CreatedBy: ctx.frontDesk.id,
    });
    add('Note', { Note: 'Follow-up of diabetes and hypertension; plan reviewed.', Status: 'Signed', Timestamp: iso(at + 30 * MINUTE_MS), LinkedToVisit: visitId, CreatedBy: provider.id, Title: 'Follow-up note' });
    const weightLb = Math.round(rng.normal(212, 6, 190, 240) * 10) / 10;
    add('Vitals', {
      DateConducted: iso(at + 8 * MINUTE_MS), Timestamp: iso(at + 8 * MINUTE_MS), LinkedToVisit: visitId, CreatedBy: nurse.id,
      // the demo generator's keys and units (chart.ts vitalsAt)
      Vitals: {
        systolic: rng.int(118, 162), diastolic: rng.int(70, 96), heartRate: rng.int(58, 96),
        temperatureF: Math.round(rng.normal(98.2, 0.4, 96.8, 100.4) * 10) / 10, respiratoryRate: rng.int(12, 20), spo2: rng.int(93, 99),
        weightLb, heightIn: 70, bmi: Math.round(((703 * weightLb) / (70 * 70)) * 10) / 10,
      },
    });
  }

  // lab results: whole panels until `labs` component rows exist, spread over the same twenty years
  const panels = [LAB_PANELS.cmp, LAB_PANELS.bmp, ...Object.values(LAB_PANELS)];
  let results = 0;
  for (let n = 0; results < labs; n++) {
    const panel = panels[n % panels.length]!;
    const when = iso(now - Math.round((span * results) / labs) - DAY_MS);
    const components = panel.components.slice(0, labs - results).map((c) => {
      const result = rng.normal(c.mean, c.sd * 1.6, c.mean - 5 * c.sd, c.mean + 5 * c.sd).toFixed(c.decimals);
      return { Component: c.component, Result: result, Unit: c.unit, ReferenceRange: c.range, IsAbnormal: isAbnormalResult(result, c.range, false) };
    });
    const common = { LabType: panel.labType, DateConducted: when, Status: 'Final', CreatedBy: provider.id };
    if (components.length === 1) {
      // one result is a single lab, not a panel (a panel has at least two: the domain's lab rules)
      add('Lab', { ...common, ...components[0]!, IsPanel: false });
    } else {
      const panelId = ctx.nextId();
      const ids = components.map((component) => add('Lab', { ...common, ...component, IsPanel: false, CustomID: panelId }));
      add('Lab', { ...common, IsPanel: true, LabResults: components, IsAbnormal: components.some((c) => c.IsAbnormal), LinkedLabIDs: ids }, panelId);
    }
    results += components.length;
  }
  return rows;
}
