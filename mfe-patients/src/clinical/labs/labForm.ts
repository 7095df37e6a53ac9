/** The lab form's values and rules; IsAbnormal is computed from the range for numeric results. */
import { day } from '@emr/shared-ui';
import { LAB_FIELD_RULES, LAB_PANEL_MIN_RESULTS, LAB_RESULT_FIELD_RULES } from '@emr/domain/fieldRules';
import { domainRules } from '@emr/shared-ui/form';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { dayToIso } from '../shared/dates.ts';
import { isAbnormalResult } from '@emr/domain/labs';
import type { Lab, LabInput } from './labs.resource.ts';

export interface LabComponentValues {
  component: string;
  result: string;
  unit: string;
  range: string;
  isAbnormal: boolean;
}

export interface LabFormValues {
  labType: string;
  date: string;
  isPanel: boolean;
  components: LabComponentValues[];
}

export const EMPTY_COMPONENT: LabComponentValues = { component: '', result: '', unit: '', range: '', isAbnormal: false };

export function newLabValues(today: string): LabFormValues {
  return { labType: '', date: today, isPanel: false, components: [{ ...EMPTY_COMPONENT }] };
}

export function labValues(lab: Lab): LabFormValues {
  const parts = lab.isPanel ? lab.components : [lab];
  return {
    labType: lab.labType,
    date: day(lab.date),
    isPanel: lab.isPanel,
    components: parts.map((c) => ({ component: c.component, result: c.result, unit: c.unit, range: c.range, isAbnormal: c.isAbnormal })),
  };
}

/**
 * The form's values typed by a zod shape; its rules the domain's (LAB_FIELD_RULES for the lab,
 * LAB_RESULT_FIELD_RULES for each result of a panel, LAB_PANEL_MIN_RESULTS: the server's), with
 * the form's own wording of a panel that is too short.
 */
export function labSchema(t: TFunction) {
  const label = (field: string) => t(`labs.fields.${field.split('.').pop()}`);
  const resultFields = (index: number) => ({ Component: `components.${index}.component`, Result: `components.${index}.result` });
  const component = z.object({ component: z.string(), result: z.string(), unit: z.string(), range: z.string(), isAbnormal: z.boolean() });
  return z
    .object({ labType: z.string(), date: z.string(), isPanel: z.boolean(), components: z.array(component).min(1) })
    .superRefine((v, ctx) => {
      const first = v.components[0];
      const lab = { LabType: v.labType, DateConducted: v.date ? dayToIso(v.date) : null, IsPanel: v.isPanel, Component: first?.component, Result: first?.result };
      domainRules(t, LAB_FIELD_RULES, { toRecord: () => lab, fields: { LabType: 'labType', DateConducted: 'date', ...resultFields(0) }, label })(v, ctx);
      if (!v.isPanel) return;
      if (v.components.length < LAB_PANEL_MIN_RESULTS) ctx.addIssue({ code: 'custom', path: ['components'], message: t('labs.errors.panelNeedsTwo') });
      v.components.forEach((c, index) => {
        domainRules(t, LAB_RESULT_FIELD_RULES, { toRecord: () => ({ Component: c.component, Result: c.result }), fields: resultFields(index), label })(v, ctx);
      });
    });
}

/** What is saved: IsAbnormal from the range when it can decide (the server's rule), else the user's box. */
export function toLabInput(v: LabFormValues, originalDate = ''): LabInput {
  return {
    labType: v.labType.trim(),
    // an unchanged day keeps the stored time
    dateConducted: originalDate && day(originalDate) === v.date ? originalDate : dayToIso(v.date),
    isPanel: v.isPanel,
    components: v.components.map((c) => ({
      component: c.component.trim(),
      result: c.result.trim(),
      unit: c.unit.trim(),
      range: c.range.trim(),
      isAbnormal: isAbnormalResult(c.result, c.range, c.isAbnormal),
    })),
  };
}
