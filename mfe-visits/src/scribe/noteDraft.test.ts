import { dropLocalDraft, emptySections, expandPhrases, noteText, readLocalDraft, writeLocalDraft } from './noteDraft.ts';

test('a phrase key followed by a space becomes its template; other text stays', () => {
  expect(expandPhrases('Patient reports .ros ')).toMatch(/^Patient reports Constitutional: no fever.* $/);
  expect(expandPhrases('.fu\n')).toBe('Follow up in 3 months, sooner if symptoms worsen.\n');
  expect(expandPhrases('version 1.5 ')).toBe('version 1.5 ');
  expect(expandPhrases('.unknown ')).toBe('.unknown ');
});

test('the device copy survives and is dropped once signed', () => {
  writeLocalDraft('v-1', { ...emptySections(), hpi: 'Cough for 3 days' });
  expect(readLocalDraft('v-1')?.sections.hpi).toBe('Cough for 3 days');
  dropLocalDraft('v-1');
  expect(readLocalDraft('v-1')).toBeNull();
});

test('the note text names each filled section', () => {
  const labels = { chiefComplaint: 'CC', hpi: 'HPI', ros: 'ROS', exam: 'Exam', assessment: 'A', plan: 'P' };
  expect(noteText({ ...emptySections(), chiefComplaint: 'Cough', plan: 'Rest ' }, labels)).toBe('CC: Cough\nP: Rest');
});
