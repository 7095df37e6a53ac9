/**
 * The forms' rules over the wire (issue 12 item 3): the chart record, patient, coverage,
 * medication, lab, vitals and add-user forms check the domain's field specs (`fieldSpecs.ts`,
 * `CHART_FIELD_RULES`) over the record they send; a record a form refuses, the server refuses
 * with the same rule's sentence naming the field, and stores nothing.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type AppHarness, documents, startApp } from '../testing/appHarness.ts';

let h: AppHarness;
let token: string;
let admin: string;

before(async () => {
  h = await startApp();
  h.addClinic('north');
  h.addStaff('nurse@north.test', 'north', 'user');
  h.addStaff('admin@north.test', 'north', 'admin');
  token = await h.signIn('nurse@north.test');
  admin = await h.signIn('admin@north.test');
});

after(() => h.close());

/** The refusal's type and its per-field sentences ("The X record is not valid: Field: sentence; …"). */
async function refusal(input: Record<string, unknown>) {
  const res = await h.gql(token, documents.create, { input });
  const error = res.body.errors?.[0] as { errorType?: string; message?: string } | undefined;
  const fields = Object.fromEntries((error?.message ?? '').replace(/^The \w+ record is not valid: /, '').split('; ').map((part) => part.split(/: (.*)/s).slice(0, 2)));
  return { type: error?.errorType, fields };
}

const patient = { EntityType: 'Patient', FirstName: 'Ana', LastName: 'Diaz', DOB: '1980-05-01T00:00:00.000Z', Status: 'Active' };

test('a patient: a DOB before 1900, a phone that is not one, leaving without a reason and a gender the form does not offer are refused as the form refuses them', async () => {
  assert.deepEqual(await refusal({ ...patient, DOB: '1899-12-31T00:00:00.000Z', CellPhone: '555-12' }), {
    type: 'ValidationException',
    fields: { DOB: 'Date of birth cannot be before 1900-01-01.', CellPhone: 'Cell phone must look like (555) 123-4567.' },
  });
  assert.deepEqual(await refusal({ ...patient, Status: 'Inactive' }), { type: 'ValidationException', fields: { ReasonLeft: 'Reason left is required.' } });
  assert.deepEqual(await refusal({ ...patient, Gender: 'F' }), { type: 'ValidationException', fields: { Gender: 'Choose a value for Gender.' } });
  const list = await h.gql(token, documents.listBy(1), { pk: 'north#Patient' });
  assert.deepEqual((list.body.data!['listByGSI1'] as { items: unknown[] }).items, [], 'nothing refused was stored');
  const stored = await h.gql(token, documents.create, { input: { ...patient, Status: 'Inactive', ReasonLeft: 'Moved away', CellPhone: '(555) 123-4567', Gender: 'Non-binary' } });
  assert.equal(stored.body.errors, undefined);
});

test('a medication: an approval without who approved it, refill days out of range and an end before the start', async () => {
  const med = { EntityType: 'Medication', PatientID: 'NO-000001', Medication: 'Metformin', Dosage: '500 mg', Frequency: 'BID', StartDate: '2026-01-10T12:00:00.000Z' };
  assert.deepEqual(await refusal({ ...med, PriorAuthorizationRequired: true, PriorAuthorizationStatus: 'Approved', ApprovalStatus: 'Approved', DaysToRefill: '400' }), {
    type: 'ValidationException',
    fields: { DaysToRefill: 'Days to refill must be from 1 to 365.', ApprovedBy: 'Approved by is required.' },
  });
  assert.deepEqual(await refusal({ ...med, Dosage: '', EndDate: '2026-01-09T12:00:00.000Z' }), {
    type: 'ValidationException',
    fields: { Dosage: 'Dosage is required.', EndDate: 'End date cannot be before start date.' },
  });
});

test('a lab: a single result needs its value, a panel two results', async () => {
  const lab = { EntityType: 'Lab', PatientID: 'NO-000001', LabType: 'Hemoglobin A1c', DateConducted: '2026-01-10T12:00:00.000Z' };
  assert.deepEqual(await refusal({ ...lab, IsPanel: false, Component: 'HbA1c' }), { type: 'ValidationException', fields: { Result: 'Result is required.' } });
  assert.deepEqual(await refusal({ ...lab, IsPanel: true, LabResults: JSON.stringify([{ Component: 'HbA1c', Result: '6.1' }]) }), {
    type: 'ValidationException',
    fields: { LabResults: 'Lab results needs at least 2 entries.' },
  });
});

test("adding a staff member with an address that is not one is refused with the form's sentence, keyed by the argument", async () => {
  const res = await h.gql(admin, 'mutation { adminCreateUser(email: "new@north", fullName: "New Hire", role: "user") }');
  const error = res.body.errors?.[0] as { errorType?: string; message?: string } | undefined;
  assert.equal(error?.errorType, 'ValidationException');
  assert.equal(error?.message, 'Email must look like name@clinic.com.');
  assert.equal(h.app.cognito.users.getByEmail('new@north'), undefined);
});

test("coverage: an insurance without its class and a pharmacy's number that is not a phone number", async () => {
  assert.deepEqual(await refusal({ EntityType: 'Insurance', PatientID: 'NO-000001', InsuranceName: 'Acme Health', PhoneNumber: '12' }), {
    type: 'ValidationException',
    fields: { InsuranceClass: 'Choose a value for Insurance class.', PhoneNumber: 'Phone number must look like (555) 123-4567.' },
  });
  assert.deepEqual(await refusal({ EntityType: 'Pharmacy', PatientID: 'NO-000001', Pharmacy: 'Corner Drugs', ContactNumber: 'call us' }), {
    type: 'ValidationException',
    fields: { ContactNumber: 'Contact number must look like (555) 123-4567.' },
  });
});

test('vitals: a pressure needs both numbers, the diastolic below the systolic, each in its range; a reading has a measurement', async () => {
  const vitals = (values: Record<string, unknown>) => ({ EntityType: 'Vitals', PatientID: 'NO-000001', DateConducted: '2026-01-10T12:00:00.000Z', Vitals: JSON.stringify(values) });
  assert.deepEqual(await refusal(vitals({ systolic: 80, diastolic: 90, heartRate: 300 })), {
    type: 'ValidationException',
    fields: { 'Vitals.diastolic': 'Diastolic must be less than systolic.', 'Vitals.heartRate': 'Heart rate must be from 20 to 250.' },
  });
  assert.deepEqual(await refusal(vitals({ diastolic: 80 })), { type: 'ValidationException', fields: { 'Vitals.systolic': 'Systolic is required.' } });
  assert.deepEqual(await refusal(vitals({})), { type: 'ValidationException', fields: { Vitals: 'Vitals is required.' } });
  const stored = await h.gql(token, documents.create, { input: vitals({ systolic: 120, diastolic: 80, temperatureF: 98.6 }) });
  assert.equal(stored.body.errors, undefined);
});

test('vitals: the day they were taken is required and cannot be in the future', async () => {
  const reading = { EntityType: 'Vitals', PatientID: 'NO-000001', Vitals: JSON.stringify({ heartRate: 70 }) };
  assert.deepEqual(await refusal(reading), { type: 'ValidationException', fields: { DateConducted: 'Date is required.' } });
  assert.deepEqual(await refusal({ ...reading, DateConducted: '2999-01-10T12:00:00.000Z' }), { type: 'ValidationException', fields: { DateConducted: 'Date cannot be in the future.' } });
});

test('a line of text in a chart record holds 300 characters and a note 4,000, as the form allows', async () => {
  const procedure = { EntityType: 'Procedure', PatientID: 'NO-000001', ProcedureType: 'Colonoscopy', ProcedureDate: '2026-01-10T12:00:00.000Z' };
  assert.deepEqual(await refusal({ ...procedure, ProcedureType: 'x'.repeat(301) }), { type: 'ValidationException', fields: { ProcedureType: 'Procedure type is too long: at most 300 characters.' } });
  assert.deepEqual(await refusal({ ...procedure, Note: 'n'.repeat(4001) }), { type: 'ValidationException', fields: { Note: 'Note is too long: at most 4000 characters.' } });
  const stored = await h.gql(token, documents.create, { input: { ...procedure, ProcedureType: 'x'.repeat(300), Note: 'n'.repeat(4000) } });
  assert.equal(stored.body.errors, undefined);
});

const hospitalization = { EntityType: 'Hospitalization', PatientID: 'NO-000001', Hospitalization: 'Pneumonia', AdmissionDate: '2026-01-10T12:00:00.000Z' };

test('a required field, a value outside the choices and a discharge before the admission are refused, each naming its field', async () => {
  assert.deepEqual(await refusal({ ...hospitalization, Hospitalization: '  ' }), { type: 'ValidationException', fields: { Hospitalization: 'Hospitalization is required.' } });
  assert.deepEqual(await refusal({ ...hospitalization, HospitalType: 'Spa' }), { type: 'ValidationException', fields: { HospitalType: 'Choose a value for Hospital type.' } });
  assert.deepEqual(await refusal({ ...hospitalization, DischargeDate: '2026-01-09T12:00:00.000Z' }), {
    type: 'ValidationException',
    fields: { DischargeDate: 'Discharge date cannot be before admission date.' },
  });
  assert.deepEqual(await refusal({ EntityType: 'Allergy', PatientID: 'NO-000001', Allergy: 'Latex' }), { type: 'ValidationException', fields: { Status: 'Choose a value for Status.' } });
});

test('a date of something that happened cannot be in the future; a valid record is stored', async () => {
  const nextYear = `${new Date().getUTCFullYear() + 1}-06-01T12:00:00.000Z`;
  assert.deepEqual(await refusal({ ...hospitalization, AdmissionDate: nextYear }), { type: 'ValidationException', fields: { AdmissionDate: 'Admission date cannot be in the future.' } });
  const list = await h.gql(token, documents.listBy(1), { pk: 'north#Hospitalization' });
  assert.deepEqual((list.body.data!['listByGSI1'] as { items: unknown[] }).items, [], 'nothing refused was stored');
  const stored = await h.gql(token, documents.create, { input: { ...hospitalization, HospitalType: 'Inpatient', DischargeDate: '2026-01-12T12:00:00.000Z' } });
  assert.equal(stored.body.errors, undefined);
});
