import type { CodedConcept } from '@emr/domain';

/**
 * A visit note's sections, its ICD-10-CM diagnoses, the clinic's phrases (type `.ros` and a space: the template), and
 * the copy kept on this device while typing, so nothing typed is lost to a reload or a dropped
 * connection before the server has it.
 */
export const NOTE_SECTIONS = ['chiefComplaint', 'hpi', 'ros', 'exam', 'assessment', 'plan'] as const;
export type NoteSection = (typeof NOTE_SECTIONS)[number];
export type NoteSections = Record<NoteSection, string>;

export const emptySections = (): NoteSections => ({ chiefComplaint: '', hpi: '', ros: '', exam: '', assessment: '', plan: '' });

export const PHRASES: Readonly<Record<string, string>> = {
  '.ros': 'Constitutional: no fever, chills or weight change. Cardiovascular: no chest pain or palpitations. Respiratory: no cough or shortness of breath. GI: no nausea, vomiting or abdominal pain.',
  '.exam': 'General: alert, in no distress. Heart: regular rate and rhythm, no murmur. Lungs: clear to auscultation bilaterally. Abdomen: soft, non-tender.',
  '.fu': 'Follow up in 3 months, sooner if symptoms worsen.',
};

/** The text with a phrase key just typed (followed by a space or a new line) replaced by its template. */
export function expandPhrases(text: string): string {
  return text.replace(/(^|\s)(\.[a-z]+)([ \n])$/, (match, before: string, key: string, after: string) => (PHRASES[key] ? `${before}${PHRASES[key]}${after}` : match));
}

/** The note as one text (the Note field: what the chart and the audit show); the diagnoses follow the sections. */
export function noteText(sections: NoteSections, labels: Record<NoteSection, string>, diagnoses: readonly CodedConcept[] = [], diagnosesLabel = 'Diagnoses'): string {
  const lines = NOTE_SECTIONS.filter((s) => sections[s].trim()).map((s) => `${labels[s]}: ${sections[s].trim()}`);
  if (diagnoses.length) lines.push(`${diagnosesLabel}: ${diagnoses.map((d) => `${d.code} ${d.description}`).join('; ')}`);
  return lines.join('\n');
}

interface LocalDraft {
  sections: NoteSections;
  diagnoses: CodedConcept[];
  at: string;
}

const key = (visitId: string) => `emr.visitNote.${visitId}`;

export function readLocalDraft(visitId: string): LocalDraft | null {
  try {
    const value = JSON.parse(localStorage.getItem(key(visitId)) ?? 'null') as LocalDraft | null;
    return value && typeof value.at === 'string' && value.sections
      ? { at: value.at, sections: { ...emptySections(), ...value.sections }, diagnoses: Array.isArray(value.diagnoses) ? value.diagnoses : [] }
      : null;
  } catch {
    return null;
  }
}

export function writeLocalDraft(visitId: string, sections: NoteSections, diagnoses: readonly CodedConcept[] = []): void {
  localStorage.setItem(key(visitId), JSON.stringify({ sections, diagnoses, at: new Date().toISOString() }));
}

export function dropLocalDraft(visitId: string): void {
  localStorage.removeItem(key(visitId));
}
