/**
 * The scribe's writes: the note draft (created on the first save, then updated at its Version),
 * signing, addenda. The note carries its ICD-10-CM diagnoses (`Notes.diagnoses`); the server
 * checks them and, when the note is signed, puts them on the patient's problem list.
 */
import type { CodedConcept } from '@emr/domain';
import { type EmrRecord, records, useRecordMutation } from '@emr/shared-ui';
import type { NoteSections } from './noteDraft.ts';

export interface NoteSave {
  note: Pick<EmrRecord, 'id' | 'Version'> | null;
  patientId: string;
  visitId: string;
  sections: NoteSections;
  diagnoses: readonly CodedConcept[];
  text: string;
  sign?: boolean;
}

/** Saves the draft (or signs it); the answer is the stored note, whose Version the next save sends. */
export function saveNote({ note, patientId, visitId, sections, diagnoses, text, sign }: NoteSave): Promise<EmrRecord> {
  const fields = { Notes: { sections, diagnoses, savedAt: new Date().toISOString() }, Note: text, Status: sign ? 'Signed' : 'Draft' };
  return note ? records.update(note, fields) : records.create('Note', { ...fields, PatientID: patientId, LinkedToVisit: visitId, Title: 'Visit note' });
}

export function useAddendum() {
  return useRecordMutation(({ note, text }: { note: EmrRecord; text: string }) =>
    records.create('Note', { PatientID: note['PatientID'], LinkedToVisit: note['LinkedToVisit'], CustomID: note.id, Title: 'Addendum', Status: 'Signed', Note: text }),
  );
}
