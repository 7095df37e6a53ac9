/**
 * One visit's page: the visit with its wrap-up and diagnoses, its notes (index 5, signed or
 * not), the patient's upcoming visits (a follow-up booked) and the wrap-up saves: each save
 * appends an entry to `WrapUps` (the history), completing moves the visit to CheckedOut in
 * the same write (the server refuses it while the wrap-up lacks anything).
 */
import { type CodedConcept, compactCode, queries } from '@emr/domain';
import { type WrapUpEntry, type WrapUpNote, latestWrapUp, wrapUpDiagnoses } from '@emr/domain/visits';
import { type EmrRecord, json, records, selection, str, useClinicId, useIndexAll, useRecord, useRecordMutation } from '@emr/shared-ui';
import { useCodeDescriptions } from '@emr/shared-ui/codes';
import { VISIT_FIELDS } from '../shared/visit.resource.ts';

export const VISIT_PAGE_FIELDS = [...VISIT_FIELDS, 'WrapUps', 'Diagnoses'];
export const NOTE_FIELDS = selection('PatientID', 'LinkedToVisit', 'Status', 'Title', 'Note', 'Notes', 'CustomID', 'CreatedBy', 'Timestamp');

export function useVisitRow(visitId: string | null) {
  return useRecord(visitId, { selectionSet: VISIT_PAGE_FIELDS });
}

export function useVisitNotes(visitId: string | null) {
  const clinicId = useClinicId();
  return useIndexAll(clinicId && visitId ? queries.linkedToVisit(clinicId, 'Note', visitId) : null, { selectionSet: NOTE_FIELDS });
}

/**
 * The visit's diagnoses: its latest wrap-up's (else its `Diagnoses`, JSON: a string over the
 * wire), then those of its signed note not among them (the domain's `wrapUpDiagnoses`).
 */
export function visitDiagnoses(row: EmrRecord, note: WrapUpNote): string[] {
  const fromWrapUp = latestWrapUp(row).diagnoses;
  return wrapUpDiagnoses(fromWrapUp.length ? fromWrapUp : json<string[]>(row['Diagnoses'], []), note);
}

/** Each code with its words: the signed note's, else the ones `known` (just picked), else the bundled code set's (`describeCodes`). */
export function useDiagnosisWords(codes: readonly string[], note: WrapUpNote, known: readonly CodedConcept[] = []): CodedConcept[] {
  const same = (code: string) => (d: CodedConcept) => compactCode(d.code) === compactCode(code);
  const given = [...note.diagnoses, ...known];
  const described = useCodeDescriptions('ICD10CM', codes.filter((code) => !given.some(same(code))));
  return codes.map((code) => given.find(same(code)) ?? described.data?.find(same(code)) ?? { code, description: '' });
}

/** The visit's own note (not an addendum), if one was started. */
export const mainNote = (notes: readonly EmrRecord[]) => notes.find((note) => !str(note['CustomID']));

export function useUpcomingVisits(patientId: string, after: string) {
  const clinicId = useClinicId();
  return useIndexAll(clinicId && patientId && after ? queries.upcomingVisitsForPatient(clinicId, patientId, after) : null, { selectionSet: selection('VisitDate', 'VisitStatus') });
}

export interface WrapUpSave {
  visit: Pick<EmrRecord, 'id' | 'Version'> & { WrapUps?: unknown };
  entry: WrapUpEntry;
  complete: boolean;
}

export function useSaveWrapUp() {
  return useRecordMutation(({ visit, entry, complete }: WrapUpSave) =>
    records.update(visit, {
      WrapUps: [...json<unknown[]>(visit.WrapUps, []), { ...entry, at: new Date().toISOString() }],
      Diagnoses: entry.diagnoses,
      ...(complete ? { VisitStatus: 'CheckedOut' } : {}),
    }),
  );
}
