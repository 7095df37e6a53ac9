/**
 * The visits area's form rules over the wire (domain/src/visits/fieldSpecs.ts): a record the
 * calendar event, scheduling or task form refuses, the server refuses with the same rule's sentence naming the field,
 * and stores nothing; billing (read-only on the calendar) may not add one; a stale move is refused.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type AppHarness, documents, startAppWith } from '../testing/appHarness.ts';

type Row = Record<string, any>;

let h: AppHarness;
let t: Record<string, string> = {};

before(async () => ({ h, t } = await startAppWith(['north'], [['desk', 'north', 'user'], ['billing', 'north', 'billing']])));
after(() => h.close());

/** The refusal's type and its per-field sentences ("The X record is not valid: Field: sentence; …"). */
async function refusal(input: Row, who = 'desk') {
  const res = await h.gql(t[who], documents.create, { input });
  const error = res.body.errors?.[0] as { errorType?: string; message?: string } | undefined;
  const fields = Object.fromEntries((error?.message ?? '').replace(/^The \w+ record is not valid: /, '').split('; ').map((part) => part.split(/: (.*)/s).slice(0, 2)));
  return { type: error?.errorType, fields };
}
const event = { EntityType: 'CalendarEvent', Title: 'Staff huddle', Color: '#1E88E5', Start: '2026-03-03T12:30:00.000Z', End: '2026-03-03T13:00:00.000Z', AllDay: false };
const events = async () => (await h.gql(t['desk'], documents.listBy(1), { pk: 'north#CalendarEvent' })).body.data!['listByGSI1']['items'] as Row[];

test('a calendar event: no title, a colour off the palette and an end before the start are refused as the form refuses them', async () => {
  assert.deepEqual(await refusal({ ...event, Title: ' ', Color: 'hotpink', End: '2026-03-03T12:00:00.000Z' }), {
    type: 'ValidationException',
    fields: { Title: 'Title is required.', Color: 'Choose a value for Color.', End: 'End cannot be before start.' },
  });
  assert.deepEqual(await refusal({ ...event, Title: 'x'.repeat(121) }), { type: 'ValidationException', fields: { Title: 'Title is too long: at most 120 characters.' } });
  assert.deepEqual(await events(), [], 'nothing refused was stored');
});

test('billing may not add an event; the front desk adds one, and a move on a stale Version is refused', async () => {
  assert.equal((await refusal(event, 'billing')).type, 'AccessDeniedException');
  const created = (await h.gql(t['desk'], documents.create, { input: event })).body.data!['createEMR'] as Row;
  const moved = await h.gql(t['desk'], documents.update, { input: { id: created['id'], Version: created['Version'], Start: '2026-03-04T12:30:00.000Z', End: '2026-03-04T13:00:00.000Z' } });
  assert.equal(moved.body.errors, undefined, JSON.stringify(moved.body.errors));
  const stale = await h.gql(t['desk'], documents.update, { input: { id: created['id'], Version: created['Version'], Start: '2026-03-05T12:30:00.000Z' } });
  assert.equal(stale.body.errors?.[0]?.errorType, 'ConflictUnhandled');
  const refusedMove = await h.gql(t['desk'], documents.update, { input: { id: created['id'], Version: created['Version'] + 1, Start: '2026-03-05T12:30:00.000Z' } });
  assert.match(refusedMove.body.errors?.[0]?.message ?? '', /End: End cannot be before start\./);
  assert.deepEqual((await events()).map((row) => row['Start']), ['2026-03-04T12:30:00.000Z']);
});

test('a visit: an end before its start and an over-long reason are refused as the scheduling form refuses them', async () => {
  const visit = { EntityType: 'Visit', PatientID: 'NO-000001', VisitType: 'Follow-up', VisitStatus: 'Scheduled', VisitDate: '2026-03-03T14:00:00.000Z' };
  assert.deepEqual(await refusal({ ...visit, End: '2026-03-03T13:30:00.000Z', Reason: 'x'.repeat(501) }), {
    type: 'ValidationException',
    fields: { End: 'End cannot be before visit date.', Reason: 'Reason is too long: at most 500 characters.' },
  });
  assert.deepEqual(await refusal({ ...visit, PatientID: ' ' }), { type: 'ValidationException', fields: { PatientID: 'Patient is required.' } });
});

test('a task: no text, a priority off the list, minutes that are not whole and a type too long are refused as the task form refuses them', async () => {
  const task = { EntityType: 'Task', Task: 'Call back', Priority: 'Normal', Done: false };
  assert.deepEqual(await refusal({ ...task, Task: '', Priority: 'Soon', Time: '12.5', TaskType: 'x'.repeat(101) }), {
    type: 'ValidationException',
    fields: { Task: 'Task is required.', TaskType: 'Type is too long: at most 100 characters.', Priority: 'Choose a value for Priority.', Time: 'Time spent must be a whole number.' },
  });
  assert.equal((await h.gql(t['desk'], documents.create, { input: { ...task, Time: '15', ProviderTime: '5' } })).body.errors, undefined);
});
