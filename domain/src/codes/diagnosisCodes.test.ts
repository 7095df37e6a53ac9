import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { AppError } from '../errors.ts';
import { createCodeIndex } from './codeSearch.ts';
import { UNKNOWN_ICD10_MESSAGE, applyDiagnosisCode, applyNoteDiagnoses, problemListAdditions, signsNote } from './diagnosisCodes.ts';

const icd = createCodeIndex('ICD10CM', [
  ['E119', 'Type 2 diabetes mellitus without complications'],
  ['I10', 'Essential (primary) hypertension'],
  ['J45909', 'Unspecified asthma, uncomplicated'],
]);
const refusedWith = (field: string) => (e: unknown) => e instanceof AppError && e.fields?.[field] !== undefined && e.message.includes(UNKNOWN_ICD10_MESSAGE);
const NOW = '2026-11-24T19:40:00.000Z';

describe('ICD-10-CM on the chart', () => {
  test("a Diagnosis's ConceptCode is a known code, printed with its dot; none is fine", () => {
    assert.equal(applyDiagnosisCode(icd, { ConceptCode: 'e119' })['ConceptCode'], 'E11.9');
    assert.deepEqual(applyDiagnosisCode(icd, { Diagnosis: 'Back pain' }), { Diagnosis: 'Back pain' });
    assert.throws(() => applyDiagnosisCode(icd, { ConceptCode: 'E11' }), refusedWith('ConceptCode'));
  });

  test("a note's diagnoses are known codes, stored with the set's description, each once", () => {
    const row = applyNoteDiagnoses(icd, { Notes: JSON.stringify({ sections: {}, diagnoses: [{ code: 'i10', description: 'typed by hand' }] }) });
    assert.deepEqual((row['Notes'] as { diagnoses: unknown }).diagnoses, [{ code: 'I10', description: 'Essential (primary) hypertension' }]);
    assert.throws(() => applyNoteDiagnoses(icd, { Notes: { diagnoses: [{ code: 'X99' }] } }), refusedWith('diagnoses'));
    assert.throws(() => applyNoteDiagnoses(icd, { Notes: { diagnoses: [{ code: 'I10' }, { code: 'I10' }] } }), /on the note twice/);
    assert.throws(() => applyNoteDiagnoses(icd, { Notes: { diagnoses: 'I10' } }), /must be a list/);
    assert.deepEqual(applyNoteDiagnoses(icd, { Notes: { sections: {} } }), { Notes: { sections: {} } });
  });

  test('signing adds the diagnoses the active problem list does not hold, linked to the visit', () => {
    const note = { PatientID: 'NO-1', LinkedToVisit: 'v-1', Status: 'Signed', Notes: { diagnoses: [{ code: 'E11.9', description: 'Type 2 diabetes mellitus without complications' }, { code: 'I10', description: 'Essential (primary) hypertension' }, { code: 'J45.909', description: 'Unspecified asthma, uncomplicated' }] } };
    const active = [{ ConceptCode: 'E11.9', Diagnosis: 'Diabetes' }, { Diagnosis: 'I10 Essential (primary) hypertension' }];
    assert.deepEqual(problemListAdditions(note, active, NOW), [
      { PatientID: 'NO-1', Diagnosis: 'J45.909 Unspecified asthma, uncomplicated', ConceptCode: 'J45.909', DiagnosisType: 'Diagnosis', Status: 'Active', StartDate: '2026-11-24T00:00:00.000Z', LinkedToVisit: 'v-1' },
    ]);
    assert.equal(signsNote({ Status: 'Draft' }, note), true);
    assert.equal(signsNote(undefined, note), true);
    assert.equal(signsNote(note, note), false);
    assert.equal(signsNote({ Status: 'Draft' }, { Status: 'Draft' }), false);
  });
});
