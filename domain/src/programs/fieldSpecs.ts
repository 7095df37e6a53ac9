/**
 * The care programs' field specs (fieldSpecs.ts): what a program enrolment accepts, checked by
 * the server (`@emr/domain/schemas`) and by the programs' forms with the same rule. So far the
 * obesity program's goal weight (`CustomFloat`, lb): a number from 50 to 1000 with at most one
 * decimal. Part of the `@emr/domain/fieldRules` entry.
 */
import type { FieldSpecs, NumberLimits } from '../fieldSpecs.ts';

export const GOAL_WEIGHT_LIMITS: NumberLimits = { min: 50, max: 1000, decimals: 1 };

export const PROGRAM_ENROLLMENT_FIELD_RULES = {
  CustomFloat: { number: GOAL_WEIGHT_LIMITS, label: 'Goal weight' },
} as const satisfies FieldSpecs;

/** An enrolment as the specs read it: its numeric goal weight as the text a form would type. */
export const enrolmentSpecRecord = (record: Readonly<Record<string, unknown>>): Record<string, unknown> =>
  typeof record['CustomFloat'] === 'number' ? { ...record, CustomFloat: String(record['CustomFloat']) } : { ...record };
