/**
 * The "simple" chart sub-pages as data: which record kind each shows, its query, its form
 * fields and list columns, and its files. One generic page (RecordSubPage) renders them all.
 * Field names are the model's (amplify/data/fields.ts); choices follow the demo data
 * (backend/src/seed/chart/); what each field requires and accepts comes from the domain
 * (`CHART_FIELD_RULES`), which the server validates every record with.
 */
import { DATE_FIELD, type EntityType, type IndexQuery, VISIT_STATUSES, queries } from '@emr/domain';
import { chartFieldRule } from '@emr/domain/chartFields';
import { selection } from '@emr/shared-ui';
import type { AttachmentPrefix } from '../../files/files.resource.ts';

export type FieldKind = 'text' | 'textarea' | 'date' | 'select' | 'boolean' | 'concept';

export interface RecordField {
  /** The record's field (also the label key: records.fields.<name>). */
  name: string;
  kind: FieldKind;
  required?: boolean;
  /** Choices of a select (labels: records.options.<value key>). */
  options?: readonly string[];
  /** The value a new record starts with. */
  initial?: string | boolean;
  /** A date that cannot be in the future (something that happened). */
  notFuture?: boolean;
  /** A date that must not be before this other date field (a discharge after its admission). */
  notBefore?: string;
  /** Shown as a column of the list. */
  inList?: boolean;
  /** A concept field: what it picks from the bundled list, and the field its code is stored in. */
  concept?: { scope: 'drugs' | 'allergens'; codeField: string };
}

export interface RecordKindConfig {
  /** The sub-page route (spec §2 name) and its strings key: records.pages.<page>. */
  page: string;
  kind: EntityType;
  fields: readonly RecordField[];
  /** The field the list's date column shows (the kind's index date). */
  dateField: string;
  /** Fields every new record of this page carries (e.g. DiagnosisType). */
  fixed?: Readonly<Record<string, unknown>>;
  /** The rows of the page; default: the patient's rows of the kind, newest first. */
  query?: (clinicId: string, patientId: string) => IndexQuery;
  /** Where the record's files go. */
  filePrefix?: AttachmentPrefix;
  /** Show the server-kept DiagnosisHistory of a row. */
  diagnosisHistory?: boolean;
  /** Listed only; no add, edit or delete here (e.g. visits, edited in the visits module). */
  readOnly?: boolean;
  /** The list has a review: "not yet reviewed" or "none" (with who and when) when it has no active entry. */
  review?: 'Allergy';
}

/** The fields with what the kind requires and accepts, from the domain (the server checks the same). */
const withRules = (kind: EntityType, fields: readonly RecordField[]): RecordField[] =>
  fields.map((field) => {
    const { required, options, notFuture, notBefore } = chartFieldRule(kind, field.name);
    return { ...field, required, options, notFuture, notBefore };
  });

const date = (kind: EntityType) => DATE_FIELD[kind];

export const RECORD_KINDS: readonly RecordKindConfig[] = [
  {
    page: 'Allergies',
    kind: 'Allergy',
    dateField: date('Allergy'),
    review: 'Allergy',
    fields: withRules('Allergy', [
      { name: 'Allergy', kind: 'concept', concept: { scope: 'allergens', codeField: 'ConceptCode' }, inList: true },
      { name: 'AllergyType', kind: 'select', inList: true },
      { name: 'Reaction', kind: 'text', inList: true },
      { name: 'Severity', kind: 'select', inList: true },
      { name: 'Status', kind: 'select', initial: 'Active', inList: true },
    ]),
  },
  {
    page: 'PatientHx',
    kind: 'Diagnosis',
    dateField: 'StartDate',
    fixed: { DiagnosisType: 'Diagnosis' },
    query: (clinicId, patientId) => queries.diagnosesByType(clinicId, patientId, 'Diagnosis'),
    diagnosisHistory: true,
    fields: withRules('Diagnosis', [
      { name: 'Diagnosis', kind: 'text', inList: true },
      { name: 'Variation', kind: 'text', inList: true },
      { name: 'Status', kind: 'select', initial: 'Active', inList: true },
      { name: 'StartDate', kind: 'date' },
    ]),
  },
  {
    page: 'Hx',
    kind: 'Diagnosis',
    dateField: 'StartDate',
    fixed: { DiagnosisType: 'History' },
    query: (clinicId, patientId) => queries.diagnosesByType(clinicId, patientId, 'History'),
    diagnosisHistory: true,
    fields: withRules('Diagnosis', [
      { name: 'Diagnosis', kind: 'text', inList: true },
      { name: 'Status', kind: 'select', initial: 'Resolved', inList: true },
      { name: 'StartDate', kind: 'date' },
      { name: 'Note', kind: 'textarea', inList: true },
    ]),
  },
  {
    page: 'FHx',
    kind: 'FamilyHistory',
    dateField: date('FamilyHistory'),
    fields: withRules('FamilyHistory', [
      { name: 'Relationship', kind: 'text', inList: true },
      { name: 'Condition', kind: 'text', inList: true },
      { name: 'FamilyHistory', kind: 'textarea', inList: true },
    ]),
  },
  {
    page: 'SocialHx',
    kind: 'SocialHistory',
    dateField: date('SocialHistory'),
    fields: withRules('SocialHistory', [
      { name: 'Smoking', kind: 'boolean', initial: false, inList: true },
      { name: 'Drinking', kind: 'boolean', initial: false, inList: true },
      { name: 'Drugs', kind: 'boolean', initial: false, inList: true },
      { name: 'Caffeine', kind: 'boolean', initial: false, inList: true },
      { name: 'Note', kind: 'textarea', inList: true },
    ]),
  },
  {
    page: 'PatientDIs',
    kind: 'Imaging',
    dateField: date('Imaging'),
    filePrefix: 'di-results',
    fields: withRules('Imaging', [
      { name: 'ImagingType', kind: 'text', inList: true },
      { name: 'DateConducted', kind: 'date' },
      { name: 'Status', kind: 'select', initial: 'Ordered', inList: true },
      { name: 'HospitalName', kind: 'text' },
      { name: 'Note', kind: 'textarea', inList: true },
    ]),
  },
  {
    page: 'PatientProcedures',
    kind: 'Procedure',
    dateField: date('Procedure'),
    filePrefix: 'procedure-results',
    fields: withRules('Procedure', [
      { name: 'ProcedureType', kind: 'text', inList: true },
      { name: 'ProcedureDate', kind: 'date' },
      { name: 'SurgeryType', kind: 'text', inList: true },
      { name: 'SurgeryDate', kind: 'date' },
      { name: 'Note', kind: 'textarea', inList: true },
    ]),
  },
  {
    page: 'PatientReferrals',
    kind: 'Referral',
    dateField: date('Referral'),
    filePrefix: 'referral-results',
    fields: withRules('Referral', [
      { name: 'ReferralType', kind: 'text', inList: true },
      { name: 'Name', kind: 'text', inList: true },
      { name: 'Reason', kind: 'text', inList: true },
      { name: 'Status', kind: 'select', initial: 'Sent', inList: true },
      { name: 'Note', kind: 'textarea' },
    ]),
  },
  {
    page: 'PatientHospitalizations',
    kind: 'Hospitalization',
    dateField: date('Hospitalization'),
    fields: withRules('Hospitalization', [
      { name: 'Hospitalization', kind: 'text', inList: true },
      { name: 'AdmissionDate', kind: 'date' },
      { name: 'DischargeDate', kind: 'date', inList: true },
      { name: 'HospitalType', kind: 'select', inList: true },
      { name: 'HospitalName', kind: 'text', inList: true },
    ]),
  },
  {
    page: 'PatientImmunizations',
    kind: 'Immunization',
    dateField: date('Immunization'),
    fields: withRules('Immunization', [
      { name: 'Immunization', kind: 'text', inList: true },
      { name: 'VaccineName', kind: 'text', inList: true },
      { name: 'ImmunizationType', kind: 'select', inList: true },
      { name: 'DateAdministered', kind: 'date' },
      { name: 'DateExpired', kind: 'date', inList: true },
    ]),
  },
  {
    page: 'PatientInjections',
    kind: 'Injection',
    dateField: date('Injection'),
    fields: withRules('Injection', [
      { name: 'Injection', kind: 'text', inList: true },
      { name: 'MedicationName', kind: 'text', inList: true },
      { name: 'InjectionType', kind: 'select', inList: true },
      { name: 'DateAdministered', kind: 'date' },
    ]),
  },
  {
    page: 'PatientVisits',
    kind: 'Visit',
    dateField: date('Visit'),
    readOnly: true,
    fields: [
      { name: 'VisitType', kind: 'text', inList: true },
      { name: 'VisitStatus', kind: 'select', options: VISIT_STATUSES, inList: true },
      { name: 'Reason', kind: 'text', inList: true },
    ],
  },
];

/** The key of a choice in records.options (letters and digits only). */
export const optionKey = (value: string) => value.replace(/[^A-Za-z0-9]/g, '');

/**
 * What a sub-page reads of each row: its date, every field of its form and list (with the codes
 * of coded fields), the kept diagnosis history, and the file a row points to.
 */
export function recordFields(config: RecordKindConfig): readonly string[] {
  const fields = [config.dateField, ...config.fields.flatMap((field) => [field.name, ...(field.concept ? [field.concept.codeField] : [])])];
  if (config.diagnosisHistory) fields.push('DiagnosisHistory');
  if (config.filePrefix) fields.push('FileURL');
  return selection(...new Set(fields));
}
