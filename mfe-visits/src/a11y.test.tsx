/**
 * Every page of the visits remote, in English and right to left in Arabic: the page meant (its
 * own heading, in its language), nothing loading, no serious or critical axe violation (colour
 * contrast: the browser scans, e2e/specs/accessibility.spec.ts).
 */
import { paths } from '@emr/domain';
import { SCANNED_LANGUAGES, pageAxeViolations, renderIn, translated } from '@emr/shared-ui/testing';
import { SEED, renderVisits, resetRemote } from './testing/fixtures.tsx';

afterEach(() => {
  resetRemote();
  renderIn('en');
});

const TASK = { EntityType: 'Task' as const, id: 't-1', Task: 'Call back about labs', TaskType: 'Lab follow-up', Priority: 'High', AssignedTo: 'u-front', DueDate: '2026-03-02T17:00:00.000Z', Done: false, PatientID: 'NO-000001' };
const PATIENT = 'Lopez, Maria';

/** [page, path, its heading's key and values] */
const PAGES: [string, string, string, Record<string, string>][] = [
  ['the board', paths.visitsList(), 'visits:board.title', {}],
  ['an empty day', paths.visitsList({ from: '2031-03-04', to: '2031-03-04' }), 'visits:board.title', {}],
  ['scheduling', paths.visitAdd(), 'visits:add.title', {}],
  ['the visit', paths.visitEdit('v-1'), 'visits:visit.title', { patient: PATIENT }],
  ...(['WrapUp', 'LinkedLabs', 'LinkedDIs', 'LinkedProcedures', 'LinkedReferrals', 'LinkedVisits', 'Vitals'] as const).map(
    (sub): [string, string, string, Record<string, string>] => [`the visit's ${sub}`, paths.visitEdit('v-1', sub), 'visits:visit.title', { patient: PATIENT }],
  ),
  ['the scribe', paths.visitsScribe(), 'visits:scribe.title', {}],
  ['a note', `${paths.visitsScribe()}?visitId=v-1`, 'visits:scribe.noteOf', { patient: PATIENT }],
  ['sending', paths.visitsSending(), 'visits:sending.title', {}],
  ['the wrap-up list', paths.visitWrapUpStandalone(), 'visits:visitPage.standalone.title', {}],
  ['cancellations', paths.visitsCancellation(), 'visits:cancellation.title', {}],
  ['the calendar', paths.calendar(), 'visits:calendar.title', {}],
  ['tasks', paths.tasksList(), 'visits:tasks.title', {}],
  ['a new task', paths.taskAdd(), 'visits:taskForm.addTitle', {}],
  ['a task', paths.task('t-1'), 'visits:taskForm.editTitle', {}],
];

describe.each(SCANNED_LANGUAGES)('in %s', (language) => {
  test.each(PAGES)('%s', async (_name, path, key, values) => {
    renderIn(language);
    renderVisits({ path, seed: [...SEED, TASK] });
    expect(await pageAxeViolations(translated(language, key, values), language)).toEqual([]);
  });
});
