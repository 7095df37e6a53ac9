/**
 * Lab rows: panels (a panel row and one row per component) or single results, with values
 * shaped by the patient's problems and flagged against their reference range.
 */
import { isAbnormalResult } from '@emr/domain/labs';
import { LAB_PANELS, type LabKey, type ServiceCode } from '../catalog.ts';
import type { PatientChart, Problems, StaffMember } from './types.ts';

export interface Labs {
  /** Orders the panels at a visit (or not): the ids of the lab rows made and the CPT codes to bill. */
  order(keys: readonly LabKey[], day: number, minute: number, visitId: string | undefined, orderedBy: StaffMember): { ids: string[]; codes: ServiceCode[] };
  /** When each panel was last drawn (day). */
  lastDrawn: Map<LabKey, number>;
  /** The abnormal results found. */
  abnormal: string[];
}

export function createLabs(c: PatientChart, problems: Problems): Labs {
  const { ctx, rng, at, chart, person } = c;
  const { has } = problems;
  const { gender, ageYears } = person;
  const labValue = (component: string, mean: number, sd: number): number => {
    const a1cHigh = has('t2d') || has('t2dck');
    switch (component) {
      case 'Hemoglobin A1c': return a1cHigh ? rng.normal(7.4, 0.9, 6.2, 11.5) : has('prediabetes') ? rng.normal(6.0, 0.2, 5.7, 6.4) : rng.normal(mean, sd, 4.3, 6.1);
      case 'Glucose': return a1cHigh ? rng.normal(148, 28, 95, 280) : has('prediabetes') ? rng.normal(106, 6, 92, 125) : rng.normal(mean, sd, 65, 115);
      case 'LDL cholesterol (calculated)': return has('hld') ? rng.normal(138, 24, 80, 210) : rng.normal(mean, sd, 40, 160);
      case 'Total cholesterol': return has('hld') ? rng.normal(228, 25, 160, 300) : rng.normal(mean, sd, 120, 240);
      case 'Triglycerides': return has('hld') || has('obesity') ? rng.normal(185, 40, 90, 400) : rng.normal(mean, sd, 40, 220);
      case 'Creatinine': return has('ckd') || has('t2dck') ? rng.normal(1.6, 0.2, 1.2, 2.4) : rng.normal(gender === 'Male' ? 1.05 : 0.85, 0.12, 0.5, 1.5);
      case 'eGFR': return has('ckd') || has('t2dck') ? rng.normal(45, 6, 30, 59) : rng.normal(ageYears > 65 ? 72 : 95, 12, 55, 125);
      case 'Blood urea nitrogen (BUN)': return has('ckd') || has('t2dck') || has('chf') ? rng.normal(26, 4, 15, 40) : rng.normal(mean, sd, 5, 24);
      case 'TSH': return has('hypothyroid') ? rng.normal(3.4, 1.6, 0.3, 9.5) : rng.normal(mean, sd, 0.3, 4.8);
      case 'Vitamin B12': return has('b12') ? rng.normal(215, 45, 120, 320) : rng.normal(mean, sd, 180, 900);
      case 'Vitamin D, 25-hydroxy': return has('vitd') ? rng.normal(21, 4, 10, 30) : rng.normal(mean, sd, 22, 70);
      case 'Hemoglobin': return has('anemia') ? rng.normal(10.6, 0.7, 8.5, 12) : rng.normal(gender === 'Male' ? 15 : 13.4, 0.8, 11, 17.8);
      case 'Hematocrit': return has('anemia') ? rng.normal(32.5, 2, 27, 37) : rng.normal(gender === 'Male' ? 44.5 : 40, 2.2, 34, 52);
      case 'Albumin/creatinine ratio, urine': return has('t2dck') ? rng.normal(110, 40, 35, 290) : rng.normal(mean, sd, 2, 45);
      case 'PSA, total': return has('bph') ? rng.normal(3.6, 1.4, 0.8, 8.5) : rng.normal(mean, sd, 0.2, 4.5);
      default: return rng.normal(mean, sd, mean - 4 * sd, mean + 4 * sd);
    }
  };
  const lastDrawn = new Map<LabKey, number>();
  const abnormal: string[] = [];
  const order: Labs['order'] = (keys, day, minute, visitId, orderedBy) => {
    const ids: string[] = [];
    const codes: ServiceCode[] = [];
    const when = at(day, minute);
    for (const key of keys) {
      const panel = LAB_PANELS[key];
      lastDrawn.set(key, day);
      const components = panel.components.map((component) => {
        const value = labValue(component.component, component.mean, component.sd);
        const result = value.toFixed(component.decimals);
        return { Component: component.component, Result: result, Unit: component.unit, ReferenceRange: component.range, IsAbnormal: isAbnormalResult(result, component.range, false) };
      });
      for (const component of components) if (component.IsAbnormal) abnormal.push(`${component.Component} ${component.Result} ${component.Unit}`);
      const common = { LabType: panel.labType, DateConducted: when, Status: 'Final', CreatedBy: orderedBy.id, ...(visitId ? { LinkedToVisit: visitId } : {}) };
      if (components.length === 1) {
        ids.push(c.add('Lab', chart({ ...common, ...components[0]!, IsPanel: false })).id);
      } else {
        const panelId = ctx.nextId();
        const componentIds = components.map((component) => c.add('Lab', chart({ ...common, ...component, IsPanel: false, CustomID: panelId })).id);
        c.add('Lab', chart({ ...common, IsPanel: true, LabResults: components, IsAbnormal: components.some((component) => component.IsAbnormal), LinkedLabIDs: componentIds }), panelId);
        ids.push(panelId);
      }
      codes.push(panel.cpt);
    }
    if (keys.length > 0) codes.unshift('36415');
    return { ids, codes };
  };
  return { order, lastDrawn, abnormal };
}
