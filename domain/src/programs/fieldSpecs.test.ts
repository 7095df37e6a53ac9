import assert from 'node:assert/strict';
import { test } from 'node:test';
import { INJECTION_PROGRAMS } from '../care/injectionPrograms.ts';
import { recordProblems } from '../fieldSpecs.ts';
import { validateRecord } from '../schemas.ts';
import { DOSE_FIELD_RULES, DOSE_PROGRAMS, ENROLMENT_FIELD_RULES, PROGRAM_ENROLLMENT_FIELD_RULES } from './fieldSpecs.ts';

const TODAY = '2026-11-20';
const ccm = { EntityType: 'ProgramEnrollment', PatientID: 'NO-000001', Program: 'ccm', EnrollmentDate: '2026-11-01T12:00:00.000Z', Status: 'Active' };

test('a new CCM enrolment needs its care plan and billing practitioner, an RPM one its device; other programs neither', () => {
  assert.deepEqual(recordProblems(ENROLMENT_FIELD_RULES, ccm, TODAY), { Note: { rule: 'required' }, AssignedTo: { rule: 'required' } });
  assert.deepEqual(recordProblems(ENROLMENT_FIELD_RULES, { ...ccm, Program: 'rpm', Name: 'toaster', StartDate: '2026-02-30' }, TODAY), {
    AssignedTo: { rule: 'required' },
    Name: { rule: 'choose' },
    CustomID: { rule: 'required' },
    StartDate: { rule: 'date' },
  });
  assert.deepEqual(recordProblems(ENROLMENT_FIELD_RULES, { ...ccm, Program: 'b12' }, TODAY), {});
});

test('with the stored row, only the fields an update changes are checked: an older row updates, a field cannot be cleared', () => {
  const older = { ...ccm, Note: null };
  assert.deepEqual(recordProblems(ENROLMENT_FIELD_RULES, { ...older, Locked: true }, TODAY, older), {});
  const kept = { ...ccm, Note: 'Plan', AssignedTo: 'u-1' };
  assert.deepEqual(recordProblems(ENROLMENT_FIELD_RULES, { ...kept, Note: ' ' }, TODAY, kept), { Note: { rule: 'required' } });
  assert.deepEqual(recordProblems(ENROLMENT_FIELD_RULES, { ...older, Note: 'x'.repeat(4001) }, TODAY, older), { Note: { rule: 'tooLong', params: { max: 4000 } } });
});

test('the server checks new-record rules on create and on the fields an update changes (validateRecord)', () => {
  assert.deepEqual(validateRecord('ProgramEnrollment', ccm), { Note: 'Care plan is required.', AssignedTo: 'Billing practitioner is required.' });
  assert.equal(validateRecord('ProgramEnrollment', { ...ccm, Status: 'Disenrolled' }, ccm), null);
  const dose = { EntityType: 'Injection', PatientID: 'NO-000001', Program: 'glp1', MedicationName: 'Semaglutide', DateAdministered: '2026-11-10T09:00:00.000Z' };
  assert.deepEqual(validateRecord('Injection', { ...dose, DateExpired: '2026-11-01T00:00:00.000Z' }), { Dosage: 'Dose is required.', DateExpired: 'Expiry cannot be before date administered.' });
  assert.equal(validateRecord('Injection', { ...dose, Program: null, Dosage: null }), null, 'a chart injection has no program dose');
  assert.deepEqual(recordProblems(DOSE_FIELD_RULES, { ...dose, Dosage: '0.25 mg', Comment: 'x'.repeat(101) }, TODAY), { Comment: { rule: 'tooLong', params: { max: 100 } } });
});

test('the dose rules name the injection programs care knows', () => {
  assert.deepEqual(DOSE_PROGRAMS, INJECTION_PROGRAMS);
});

test('a prior authorisation (GLP-1, Prolia) cannot end before it starts, on every write; the same day, or either date alone, passes', () => {
  const glp1 = { ...ccm, Program: 'glp1', Variation: 'tirzepatide' };
  const [from, until] = ['2026-02-01T00:00:00.000Z', '2026-01-31T00:00:00.000Z'];
  assert.deepEqual(recordProblems(PROGRAM_ENROLLMENT_FIELD_RULES, { ...glp1, StartDate: from, DateExpired: until }, TODAY), { DateExpired: { rule: 'notBefore', params: { other: 'StartDate' } } });
  assert.deepEqual(validateRecord('ProgramEnrollment', { ...glp1, StartDate: from, DateExpired: until }), { DateExpired: 'Authorised until cannot be before start date.' });
  assert.deepEqual(validateRecord('ProgramEnrollment', { ...glp1, StartDate: from, DateExpired: 'soon' }), { DateExpired: 'Authorised until must be a real date.' });
  assert.deepEqual(validateRecord('ProgramEnrollment', { ...glp1, StartDate: 'soon' }), { StartDate: 'Start date must be a real date.' });
  for (const dates of [{ StartDate: from, DateExpired: from }, { StartDate: from }, { DateExpired: until }, {}]) assert.equal(validateRecord('ProgramEnrollment', { ...glp1, ...dates }), null);
});
