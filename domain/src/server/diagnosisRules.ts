/**
 * The ICD-10-CM rule modules (recordRules.ts; codes/diagnosisCodes.ts holds the rules):
 *
 * - Diagnosis: a `ConceptCode` given is a code of the bundled ICD-10-CM set, refused otherwise;
 * - Note: the diagnoses of its assessment are known codes; signing it reads the patient's
 *   active problem list (index 4) and adds, in the same transaction, a Diagnosis row (with
 *   its DiagnosisHistory entry) for each diagnosis the list does not hold yet.
 */
import { codeSet } from '../codes/codeSets.ts';
import { applyDiagnosisCode, applyNoteDiagnoses, noteDiagnoses, problemListAdditions, signsNote } from '../codes/diagnosisCodes.ts';
import { withHistory } from '../histories.ts';
import { pk } from '../keys.ts';
import type { Effect, Reads, RecordRules } from './ruleTypes.ts';

const ACTIVE = 'active diagnoses';

export const diagnosisCodeRules: RecordRules = {
  apply: (_w, row) => applyDiagnosisCode(codeSet('ICD10CM'), row),
};

export const noteDiagnosisRules: RecordRules = {
  apply: (_w, row) => applyNoteDiagnoses(codeSet('ICD10CM'), row),

  effectReads({ caller, before }, item): Reads {
    const patientId = typeof item?.['PatientID'] === 'string' ? item['PatientID'] : '';
    if (!item || !patientId || !signsNote(before, item) || noteDiagnoses(item).length === 0) return {};
    return { [ACTIVE]: { query: { index: 4, pk: pk.patientStatus(caller.clinicId, 'Diagnosis', patientId, 'Active') } } };
  },

  effects({ caller, now }, item, got): Effect[] {
    if (!item || !got.has(ACTIVE)) return [];
    const ctx = { by: caller.sub, name: caller.name || caller.email, at: now };
    return problemListAdditions(item, got.rows(ACTIVE), now).map((fields) => ({
      create: 'Diagnosis' as const,
      fields: withHistory('Diagnosis', undefined, fields, ctx),
    }));
  },
};
