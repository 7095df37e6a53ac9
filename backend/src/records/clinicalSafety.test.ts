/**
 * Clinical safety rules the server enforces, over the wire: abnormal flags derived from the
 * reference range; "no known allergies" / "no current medications" stamped with who and when
 * and ended by a later entry; duplicate allergies and medications refused; allergy and
 * duplication warnings that need an acknowledgement with a reason, kept in the history.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type AppHarness, documents, startApp } from '../testing/appHarness.ts';

let h: AppHarness;
let token: string;
let nurse: string;
let billingToken: string;

before(async () => {
  h = await startApp();
  h.addClinic('north');
  nurse = h.addStaff('nurse@north.test', 'north', 'user', 'Nora Nurse, RN');
  h.addStaff('billing@north.test', 'north', 'billing');
  token = await h.signIn('nurse@north.test');
  billingToken = await h.signIn('billing@north.test');
});

after(() => h.close());

async function send(document: string, input: Record<string, unknown>) {
  return (await h.gql(token, document, { input })).body;
}

async function create(input: Record<string, unknown>) {
  const body = await send(documents.create, input);
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return body.data!['createEMR'] as Record<string, unknown>;
}

test('a lab result is flagged from its range whatever the client claims, one-sided ranges included', async () => {
  const lab = { EntityType: 'Lab', PatientID: 'NO-000001', LabType: 'Lipid panel', DateConducted: '2026-01-05T10:00:00.000Z', IsPanel: false };
  const ldl = await create({ ...lab, Component: 'LDL', Result: '132', ReferenceRange: '<100', IsAbnormal: false });
  assert.equal(ldl['IsAbnormal'], true);
  const hdl = await create({ ...lab, Component: 'HDL', Result: '55', ReferenceRange: '>40', IsAbnormal: true });
  assert.equal(hdl['IsAbnormal'], false);
  const updated = await send(documents.update, { id: hdl['id'], Version: 1, Result: '38' });
  assert.equal(updated.data!['updateEMR']['IsAbnormal'], true);
  const note = await create({ ...lab, Component: 'Comment', Result: 'hemolysed sample', ReferenceRange: '<100', IsAbnormal: true });
  assert.equal(note['IsAbnormal'], true, 'where the range cannot decide, the clinician says');
});

let patients = 0;
async function newPatient() {
  return create({ EntityType: 'Patient', FirstName: 'Ana', LastName: `Ruiz${patients++}`, DOB: '1980-01-02T00:00:00.000Z' });
}
const get = async (id: unknown) => (await h.gql(token, documents.get, { id })).body.data!['getEMR'] as Record<string, unknown>;
const allergy = (patientId: unknown, name: string, extra: Record<string, unknown> = {}) => ({ EntityType: 'Allergy', PatientID: patientId, Allergy: name, AllergyType: 'Drug', Status: 'Active', ...extra });
const medication = (patientId: unknown, name: string, extra: Record<string, unknown> = {}) => ({
  EntityType: 'Medication', PatientID: patientId, Medication: name, Dosage: '10 mg', Frequency: 'Once daily', StartDate: '2026-01-05T10:00:00.000Z', Status: 'Active', ...extra,
});

test('"no known allergies" is stamped with who and when by the server, hidden from billing, and ended by a new allergy', async () => {
  const patient = await newPatient();
  assert.equal(patient['NoKnownAllergies'], null, 'a new patient is not yet reviewed');
  const forged = await send(documents.update, { id: patient['id'], Version: 1, NoKnownAllergies: true, AllergiesReviewedBy: 'someone-else', AllergiesReviewedAt: '2000-01-01T00:00:00.000Z' });
  assert.match(String(forged.errors?.[0]?.message), /^AllergiesReviewed(By|At): Is kept by the server/, 'who reviewed and when are the server\'s, never the client\'s');
  const reviewed = (await send(documents.update, { id: patient['id'], Version: 1, NoKnownAllergies: true })).data!['updateEMR'] as Record<string, unknown>;
  assert.equal(reviewed['NoKnownAllergies'], true);
  assert.equal(reviewed['AllergiesReviewedBy'], nurse, 'who is the caller');
  assert.ok(Date.parse(String(reviewed['AllergiesReviewedAt'])) > Date.parse('2020-01-01'), 'when is now');
  const seenByBilling = (await h.gql(billingToken, documents.get, { id: patient['id'] })).body.data!['getEMR'];
  assert.equal(seenByBilling['FirstName'], 'Ana');
  assert.equal(seenByBilling['NoKnownAllergies'], null, 'a clinical statement billing does not read');

  await create(allergy(patient['PatientID'], 'Penicillin'));
  const after = await get(patient['id']);
  assert.equal(after['NoKnownAllergies'], null, 'an allergy added after NKA ends the statement');
  assert.equal(after['AllergiesReviewedBy'], null);
  const again = await send(documents.update, { id: patient['id'], Version: after['Version'], NoKnownAllergies: true });
  assert.equal(again.errors?.[0]?.errorType, 'ValidationException');
  assert.match(again.errors![0]!.message, /Penicillin/);
});

test('"no current medications" is its own statement, ended by an active medication, not by a stopped one', async () => {
  const patient = await newPatient();
  await send(documents.update, { id: patient['id'], Version: 1, NoCurrentMedications: true });
  await create(medication(patient['PatientID'], 'Lisinopril', { Status: 'Stopped' }));
  assert.equal((await get(patient['id']))['NoCurrentMedications'], true);
  await create(medication(patient['PatientID'], 'Amlodipine'));
  const after = await get(patient['id']);
  assert.equal(after['NoCurrentMedications'], null);
  assert.equal(after['MedicationsReviewedBy'], null);
});

test('an allergy already recorded is refused whatever its case or code, with a field message', async () => {
  const patient = await newPatient();
  const first = await create(allergy(patient['PatientID'], 'Penicillin'));
  assert.equal(first['ConceptCode'], 'allergen:penicillins', 'a name the list knows is coded');
  for (const again of [allergy(patient['PatientID'], 'penicillin'), allergy(patient['PatientID'], 'PCN', { ConceptCode: 'allergen:penicillins' })]) {
    const res = await send(documents.create, again);
    assert.equal(res.errors?.[0]?.errorType, 'ValidationException');
    assert.match(res.errors![0]!.message, /Penicillin is already recorded/);
  }
  const unknown = await send(documents.create, allergy(patient['PatientID'], 'Made up', { ConceptCode: 'allergen:nonsense' }));
  assert.equal(unknown.errors?.[0]?.errorType, 'ValidationException');
  const inactive = await create(allergy(patient['PatientID'], 'Sulfa', { Status: 'Inactive' }));
  assert.equal(inactive['Status'], 'Inactive');
});

test('amoxicillin for a patient allergic to penicillin is refused without a reason, saved with one, and the history keeps it', async () => {
  const patient = await newPatient();
  await create(allergy(patient['PatientID'], 'Penicillin'));
  const refused = await send(documents.create, medication(patient['PatientID'], 'Amoxicillin'));
  assert.equal(refused.errors?.[0]?.errorType, 'ValidationException');
  assert.match(refused.errors![0]!.message, /Amoxicillin is in the class Penicillins, and the patient is allergic to Penicillin/);
  const saved = await create(medication(patient['PatientID'], 'Amoxicillin', { OverrideReason: 'Tolerated amoxicillin in 2024 without reaction' }));
  assert.equal(saved['ConceptCode'], 'ing:amoxicillin');
  assert.equal(saved['OverrideReason'], 'Tolerated amoxicillin in 2024 without reaction');
  const history = JSON.parse(String(saved['MedicationHistory'])) as Record<string, any>[];
  assert.equal(history.length, 1);
  assert.equal(history[0]!['change'], 'Started');
  assert.equal(history[0]!['by'], nurse);
  assert.deepEqual(history[0]!['acknowledged'], {
    reason: 'Tolerated amoxicillin in 2024 without reaction',
    warnings: [{ kind: 'allergy', via: 'class', match: 'Penicillins', entry: 'Penicillin' }],
  });
});

test('two statins are a duplication that needs a reason; the same drug twice is refused; an uncoded drug is saved unchecked', async () => {
  const patient = await newPatient();
  const atorvastatin = await create(medication(patient['PatientID'], 'Atorvastatin'));
  const statin = await send(documents.create, medication(patient['PatientID'], 'Rosuvastatin'));
  assert.match(statin.errors?.[0]?.message ?? '', /Rosuvastatin is in the class Statins .*like the active medication Atorvastatin \(therapeutic duplication\)/);
  const twice = await send(documents.create, medication(patient['PatientID'], 'Lipitor', { OverrideReason: 'trying' }));
  assert.equal(twice.errors?.[0]?.errorType, 'ValidationException');
  assert.match(twice.errors![0]!.message, /Atorvastatin is already an active medication/);
  const herbal = await create(medication(patient['PatientID'], 'Grandma tonic'));
  assert.equal(herbal['ConceptCode'], null);
  // stopping the first statin lets the other one through without a warning
  await send(documents.update, { id: atorvastatin['id'], Version: 1, Status: 'Stopped', Reason: 'Myalgia' });
  const switched = await create(medication(patient['PatientID'], 'Rosuvastatin'));
  assert.equal(switched['OverrideReason'], null);
  // restarting the stopped one is checked again
  const restart = await send(documents.update, { id: atorvastatin['id'], Version: 2, Status: 'Active' });
  assert.match(restart.errors?.[0]?.message ?? '', /therapeutic duplication/);
});
