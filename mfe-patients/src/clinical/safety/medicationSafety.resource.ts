/**
 * The cross-checks of a medication before it is saved (the server's rules, run in the
 * browser to warn first): the patient's active allergies and medications, and the
 * vocabulary. `check` returns null when something it needs did not load — the form then
 * says the check did not run, never that there is nothing to report.
 */
import { isActiveEntry, queries } from '@emr/domain';
import type { MedicationCheck } from '@emr/domain/vocabularies';
import { type EmrRecord, selection, str, useClinicId, useIndexAll } from '@emr/shared-ui';
import { useCallback } from 'react';
import { useVocabulary } from './vocabulary.resource.ts';

const ALLERGY_FIELDS = selection('Allergy', 'ConceptCode', 'Status');
const MEDICATION_FIELDS = selection('Medication', 'ConceptCode');

const entry = (field: string) => (row: EmrRecord) => ({ id: row.id, name: str(row[field]), code: str(row['ConceptCode'], null) });

export function useMedicationSafety(patientId: string) {
  const clinicId = useClinicId();
  const { vocabulary, error: vocabularyError } = useVocabulary();
  const allergies = useIndexAll(clinicId && patientId ? queries.chart(clinicId, 'Allergy', patientId) : null, { selectionSet: ALLERGY_FIELDS });
  const medications = useIndexAll(clinicId && patientId ? queries.currentMedications(clinicId, patientId) : null, { selectionSet: MEDICATION_FIELDS });
  const ready = vocabulary !== null && allergies.data !== undefined && medications.data !== undefined;
  const check = useCallback(
    (candidate: { id?: string; name: string; code: string | null }): MedicationCheck | null => {
      if (!vocabulary || !allergies.data || !medications.data) return null;
      return vocabulary.checkMedication(vocabulary.vocab, candidate, {
        allergies: allergies.data.filter((row) => isActiveEntry(row)).map(entry('Allergy')),
        medications: medications.data.map(entry('Medication')),
      });
    },
    [vocabulary, allergies.data, medications.data],
  );
  return { check, ready, unavailable: vocabularyError !== null || allergies.error !== null || medications.error !== null };
}
