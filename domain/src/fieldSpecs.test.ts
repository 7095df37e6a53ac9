import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LAB_FIELD_RULES, MEDICATION_FIELD_RULES, PATIENT_FIELD_RULES, USER_FIELD_RULES, isDateValue, recordProblems } from './fieldSpecs.ts';
import { validateRecord } from './schemas.ts';

const TODAY = '2026-06-15';
const patient = { PatientID: 'NS-000001', FirstName: 'Ana', LastName: 'Diaz', DOB: '1980-02-29T00:00:00.000Z', Status: 'Active' };

test('a day that is not on the calendar is not a date; a date-time is', () => {
  assert.equal(isDateValue('2026-02-30'), false);
  assert.equal(isDateValue('2026-02-30T00:00:00.000Z'), false);
  assert.equal(isDateValue('2024-02-29T12:00:00.000Z'), true);
  assert.equal(isDateValue('soon'), false);
});

test("a patient: required names, the DOB's bounds, formats, and a reason once they leave", () => {
  assert.deepEqual(recordProblems(PATIENT_FIELD_RULES, patient, TODAY), {});
  assert.deepEqual(recordProblems(PATIENT_FIELD_RULES, { ...patient, FirstName: ' ', DOB: '2026-06-16T00:00:00.000Z', ZipCode: '1234', CellPhone: '555-12' }, TODAY), {
    FirstName: { rule: 'required' },
    DOB: { rule: 'future' },
    ZipCode: { rule: 'format', params: { example: '12345 / 12345-6789' } },
    CellPhone: { rule: 'format', params: { example: '(555) 123-4567' } },
  });
  assert.deepEqual(recordProblems(PATIENT_FIELD_RULES, { ...patient, DOB: '1899-12-31T00:00:00.000Z', State: 'XX', FirstName: 'A'.repeat(101) }, TODAY), {
    DOB: { rule: 'notBefore', params: { other: '1900-01-01' } },
    State: { rule: 'format', params: { example: 'IL' } },
    FirstName: { rule: 'tooLong', params: { max: 100 } },
  });
  assert.deepEqual(recordProblems(PATIENT_FIELD_RULES, { ...patient, Status: 'Transferred' }, TODAY), { ReasonLeft: { rule: 'required' } });
  assert.deepEqual(recordProblems(PATIENT_FIELD_RULES, { ...patient, FirstDate: '2026-02-01', LastDate: '2026-01-01' }, TODAY), {
    LastDate: { rule: 'notBefore', params: { other: 'FirstDate' } },
  });
});

test('a medication: prior authorisation needs its statuses, an approval who approved it; refill days are 1-365', () => {
  const med = { Medication: 'Metformin', Dosage: '500 mg', Frequency: 'BID', StartDate: '2026-01-01T12:00:00.000Z', ApprovalStatus: 'NotRequired' };
  assert.deepEqual(recordProblems(MEDICATION_FIELD_RULES, med, TODAY), {});
  assert.deepEqual(recordProblems(MEDICATION_FIELD_RULES, { ...med, PriorAuthorizationRequired: true, ApprovalStatus: null, DaysToRefill: '400' }, TODAY), {
    DaysToRefill: { rule: 'range', params: { min: 1, max: 365, decimals: 0 } },
    PriorAuthorizationStatus: { rule: 'choose' },
    ApprovalStatus: { rule: 'choose' },
  });
  assert.deepEqual(recordProblems(MEDICATION_FIELD_RULES, { ...med, PriorAuthorizationRequired: true, PriorAuthorizationStatus: 'Approved', ApprovalStatus: 'Approved' }, TODAY), {
    ApprovedBy: { rule: 'required' },
  });
});

test('a user and a single lab result', () => {
  assert.deepEqual(recordProblems(USER_FIELD_RULES, { FullName: 'Ana', Email: 'ana@clinic', Role: 'nurse' }, TODAY), {
    Email: { rule: 'format', params: { example: 'name@clinic.com' } },
    Role: { rule: 'choose' },
  });
  assert.deepEqual(recordProblems(LAB_FIELD_RULES, { LabType: 'A1c', DateConducted: '2026-01-01T12:00:00.000Z', IsPanel: false }, TODAY), {
    Component: { rule: 'required' },
    Result: { rule: 'required' },
  });
});

test("the server's schemas say each problem as the field's sentence", () => {
  assert.deepEqual(validateRecord('Patient', { ...patient, DOB: '3000-01-01T00:00:00.000Z', Status: 'Deceased' }), {
    DOB: 'Date of birth cannot be in the future.',
    ReasonLeft: 'Reason left is required.',
  });
  assert.deepEqual(validateRecord('Lab', { PatientID: 'NS-000001', LabType: 'CBC', DateConducted: '2026-01-01T12:00:00.000Z', IsPanel: true, LabResults: '[{"Component":"WBC","Result":""}]' }), {
    LabResults: 'Lab results needs at least 2 entries.',
    'LabResults.0.Result': 'Result is required.',
  });
});
