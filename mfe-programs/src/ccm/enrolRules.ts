/**
 * The enrolment forms' rules: the domain's ENROLMENT_FIELD_RULES (the server refuses a new
 * enrolment that breaks them, with the same rule) over the row the form would send — the
 * consent date, CCM's care plan, the billing practitioner, RPM's device type, serial and start —,
 * each problem on its form field in the shared field-rule wording.
 */
import { ENROLMENT_FIELD_RULES } from '@emr/domain/fieldRules';
import type { TFunction } from 'i18next';
import { formProblems } from '../shared/formProblems.ts';
import { type EnrolInput, enrolmentRecord } from './careProgram.resource.ts';

/** Record field → form field. */
const FORM_FIELDS = {
  EnrollmentDate: 'consentDate',
  Note: 'carePlan',
  AssignedTo: 'practitionerId',
  Name: 'deviceType',
  CustomID: 'serial',
  StartDate: 'deviceStart',
} as const;
export type EnrolField = (typeof FORM_FIELDS)[keyof typeof FORM_FIELDS];

/** Each form field's label key (a form may name its consent date otherwise: an injection program's start). */
const LABELS: Record<EnrolField, string> = {
  consentDate: 'enrol.consentDate',
  carePlan: 'enrol.carePlan',
  practitionerId: 'enrol.practitioner',
  deviceType: 'rpm.deviceType',
  serial: 'rpm.serial',
  deviceStart: 'rpm.start',
};

export function enrolProblems(t: TFunction, input: EnrolInput, labels: Partial<Record<EnrolField, string>> = {}): Partial<Record<EnrolField, string>> {
  return formProblems(t, ENROLMENT_FIELD_RULES, input, { toRecord: enrolmentRecord, fields: FORM_FIELDS, label: (field) => t({ ...LABELS, ...labels }[field as EnrolField]) });
}
