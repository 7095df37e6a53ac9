import '../../app.tsx';
import '@emr/shared-ui/form';
import { type EmrRecord, i18n } from '@emr/shared-ui';
import { nextRefill } from '../summary/ClinicalCards.tsx';
import { changedFields, createFields, fromDayInput, initialValues, recordSchema, toDayInput } from './recordForm.ts';
import { chartFieldRule } from '@emr/domain/chartFields';
import { RECORD_KINDS } from './recordKinds.ts';

const t = i18n.getFixedT('en', 'patients');
const kind = (page: string) => RECORD_KINDS.find((config) => config.page === page)!;
const row = (fields: Record<string, unknown>) => ({ id: 'r', EntityType: 'Hospitalization', ClinicID: 'north', Version: 3, createdAt: '', updatedAt: '', ...fields }) as EmrRecord;

test('days stored at noon or midnight UTC read back as the same day; a plain day stays a day', () => {
  expect(toDayInput(fromDayInput('2024-02-29'))).toBe('2024-02-29');
  expect(toDayInput('1968-04-12T00:00:00.000Z')).toBe('1968-04-12');
  expect(toDayInput('2024-02-29')).toBe('2024-02-29');
  expect(toDayInput('not a date')).toBe('');
  expect(toDayInput(null)).toBe('');
});

test('an edit sends only what changed; an unchanged day keeps its stored time', () => {
  const config = kind('PatientHospitalizations');
  const stored = row({ Hospitalization: 'COPD exacerbation', AdmissionDate: '2024-01-10T05:30:00.000Z', HospitalName: 'Mercy' });
  const values = { ...initialValues(config, stored), HospitalName: '  ', DischargeDate: '2024-01-14' };
  expect(changedFields(config, stored, values)).toEqual({ HospitalName: null, DischargeDate: '2024-01-14T12:00:00.000Z' });
});

test('a new record carries the page’s fixed fields and no empty ones', () => {
  const config = kind('Hx');
  expect(createFields(config, { ...initialValues(config, null), Diagnosis: ' K35.80 Appendicitis ', StartDate: '1990-05-02' })).toEqual({
    DiagnosisType: 'History',
    Diagnosis: 'K35.80 Appendicitis',
    Status: 'Resolved',
    StartDate: '1990-05-02T12:00:00.000Z',
  });
});

test('the schema refuses missing, future and out-of-order dates with the shared messages, each naming its field', () => {
  const schema = recordSchema(kind('PatientHospitalizations'), t);
  const issues = (values: Record<string, string>) =>
    schema.safeParse({ Hospitalization: 'x', AdmissionDate: '', DischargeDate: '', HospitalType: '', HospitalName: '', ...values }).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];
  expect(issues({ Hospitalization: '' })).toEqual([
    ['Hospitalization', 'Reason for stay is required.'],
    ['AdmissionDate', 'Admission date is required.'],
  ]);
  expect(issues({ AdmissionDate: '2999-01-01' })).toEqual([['AdmissionDate', 'Admission date cannot be in the future.']]);
  expect(issues({ AdmissionDate: '2024-01-10', DischargeDate: '2024-01-09' })).toEqual([['DischargeDate', 'Discharge date cannot be before Admission date.']]);
  expect(issues({ AdmissionDate: '2024-01-10', DischargeDate: '2024-01-10', HospitalType: 'Spa' })).toEqual([['HospitalType', 'Choose a value for Type of stay.']]);
  expect(issues({ AdmissionDate: '2024-01-10', DischargeDate: '2024-01-10' })).toEqual([]);
});

test('every text the chart forms edit has the domain’s length limit (a line 300, a note 4,000), which the server checks too', () => {
  const limits = RECORD_KINDS.filter((config) => !config.readOnly).flatMap((config) =>
    config.fields.filter((field) => field.kind === 'text' || field.kind === 'textarea' || field.kind === 'concept').map((field) => [config.page, field.name, field.kind === 'textarea' ? 4000 : 300, chartFieldRule(config.kind, field.name).maxLength]),
  );
  expect(limits.length).toBeGreaterThan(20);
  for (const [page, name, expected, actual] of limits) expect([page, name, actual]).toEqual([page, name, expected]);
  const schema = recordSchema(kind('PatientProcedures'), t);
  const issues = schema.safeParse({ ProcedureType: 'x'.repeat(301), ProcedureDate: '2020-01-01', SurgeryType: '', SurgeryDate: '', Note: '' }).error?.issues.map((i) => [i.path.join('.'), i.message]);
  expect(issues).toEqual([['ProcedureType', expect.stringContaining('300')]]);
});

test('the next refill is the first refill day from the start date that is not before today', () => {
  const medication = (StartDate: string, DaysToRefill: string) => row({ EntityType: 'Medication', StartDate, DaysToRefill });
  expect(nextRefill(medication('2025-01-01T12:00:00.000Z', '30'), '2025-01-15')).toBe('2025-01-31');
  expect(nextRefill(medication('2025-01-01T12:00:00.000Z', '30'), '2025-02-01')).toBe('2025-03-02');
  expect(nextRefill(medication('2025-01-01T12:00:00.000Z', ''), '2025-02-01')).toBeNull();
});
