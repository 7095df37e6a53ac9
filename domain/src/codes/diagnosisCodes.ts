/**
 * ICD-10-CM on the chart (ADR 0036): a Diagnosis row's `ConceptCode` is a code of the bundled
 * ICD-10-CM set (valid for submission), refused otherwise; a visit note carries the diagnoses
 * picked in its assessment (`Notes.diagnoses`, `[{ code, description }]`), each a known code,
 * and signing it puts each one the patient's active problem list does not hold yet on that
 * list. Pure functions over a code index; the server's rule module (server/diagnosisRules.ts)
 * calls them.
 */
import { AppError, ERROR_TYPES } from '../errors.ts';
import type { CodedConcept } from './codedConcept.ts';
import type { CodeIndex } from './codeSearch.ts';

type Fields = Record<string, unknown>;

/** The refusal of a code the set does not hold: the server's and the form's one sentence. */
export const UNKNOWN_ICD10_MESSAGE = 'Not a billable ICD-10-CM code: pick one from the list';
/** Most diagnoses one note carries (a claim has twelve slots, A–L). */
export const MAX_NOTE_DIAGNOSES = 12;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The Diagnosis row with its `ConceptCode` printed as the set prints it, or the refusal of an unknown code. */
export function applyDiagnosisCode(icd: CodeIndex, row: Fields): Fields {
  const code = text(row['ConceptCode']);
  if (!code) return row;
  const concept = icd.get(code);
  if (!concept) throw new AppError(ERROR_TYPES.validation, `${code}: ${UNKNOWN_ICD10_MESSAGE}`, { ConceptCode: UNKNOWN_ICD10_MESSAGE });
  return { ...row, ConceptCode: concept.code };
}

const notesOf = (value: unknown): Fields => {
  if (typeof value === 'string') {
    try {
      return notesOf(JSON.parse(value));
    } catch {
      return {};
    }
  }
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : {};
};

/** The diagnoses a note carries (`Notes.diagnoses`), as stored. */
export function noteDiagnoses(row: Fields | undefined): CodedConcept[] {
  const list = notesOf(row?.['Notes'])['diagnoses'];
  return Array.isArray(list) ? (list as CodedConcept[]) : [];
}

/**
 * The note with its diagnoses checked: each a known code, no code twice, at most
 * MAX_NOTE_DIAGNOSES; each stored with the set's code and description (whatever was sent).
 */
export function applyNoteDiagnoses(icd: CodeIndex, row: Fields): Fields {
  const notes = notesOf(row['Notes']);
  if (!('diagnoses' in notes)) return row;
  const sent = notes['diagnoses'];
  const refuse = (message: string) => new AppError(ERROR_TYPES.validation, message, { diagnoses: message });
  if (!Array.isArray(sent)) throw refuse('diagnoses must be a list of { code, description }');
  if (sent.length > MAX_NOTE_DIAGNOSES) throw refuse(`A note carries at most ${MAX_NOTE_DIAGNOSES} diagnoses`);
  const diagnoses: CodedConcept[] = [];
  for (const entry of sent as unknown[]) {
    const code = text((entry as Fields | null)?.['code']);
    const concept = code ? icd.get(code) : undefined;
    if (!concept) throw refuse(`${code || 'A diagnosis'}: ${UNKNOWN_ICD10_MESSAGE}`);
    if (diagnoses.some((d) => d.code === concept.code)) throw refuse(`${concept.code} is on the note twice`);
    diagnoses.push(concept);
  }
  return { ...row, Notes: { ...notes, diagnoses } };
}

/** Whether an active problem-list row is this code: its ConceptCode, or a text that starts with the code (rows entered before coding). */
const holds = (row: Fields, code: string) => text(row['ConceptCode']) === code || text(row['Diagnosis']).startsWith(`${code} `) || text(row['Diagnosis']) === code;

/** Whether this write signs the note (it was not signed before). */
export const signsNote = (before: Fields | undefined, row: Fields): boolean => row['Status'] === 'Signed' && before?.['Status'] !== 'Signed';

/**
 * The Diagnosis rows signing a note adds to its patient's problem list: one per diagnosis of
 * the note whose code no active row holds, dated the day of signing, linked to the visit.
 */
export function problemListAdditions(note: Fields, activeDiagnoses: readonly Fields[], now: string): Fields[] {
  const patientId = text(note['PatientID']);
  if (!patientId) return [];
  return noteDiagnoses(note)
    .filter((d) => !activeDiagnoses.some((row) => holds(row, d.code)))
    .map((d) => ({
      PatientID: patientId,
      Diagnosis: `${d.code} ${d.description}`,
      ConceptCode: d.code,
      DiagnosisType: 'Diagnosis',
      Status: 'Active',
      StartDate: `${now.slice(0, 10)}T00:00:00.000Z`,
      ...(text(note['LinkedToVisit']) ? { LinkedToVisit: text(note['LinkedToVisit']) } : {}),
    }));
}
