/** The lab form's values and rules; IsAbnormal is computed from the range for numeric results. */
import { day } from '@emr/shared-ui';
import { fieldRule } from '@emr/shared-ui/form';
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

export function labSchema(t: TFunction) {
  const required = (field: string) => z.string().trim().min(1, fieldRule(t, 'required', t(`labs.fields.${field}`)));
  const component = z.object({
    component: required('component'),
    result: required('result'),
    unit: z.string(),
    range: z.string(),
    isAbnormal: z.boolean(),
  });
  return z
    .object({
      labType: required('labType'),
      date: z.string().min(1, fieldRule(t, 'required', t('labs.fields.date'))).regex(/^\d{4}-\d{2}-\d{2}$/, fieldRule(t, 'date', t('labs.fields.date'))),
      isPanel: z.boolean(),
      components: z.array(component).min(1),
    })
    .superRefine((v, ctx) => {
      if (v.isPanel && v.components.length < 2) ctx.addIssue({ code: 'custom', path: ['components'], message: t('labs.errors.panelNeedsTwo') });
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
