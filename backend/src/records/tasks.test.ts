/**
 * Tasks over the wire (domain/src/tasks/taskRules.ts): a task is assigned only to a staff member
 * of the caller's clinic (anything else is refused naming AssignedTo and nothing is stored); the
 * server's clock stamps Start and TimeCompleted; a reassigned task is in the new assignee's open
 * tasks (the bell's query) and no longer in the old one's, with both assignments in its history.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { queries } from '@emr/domain';
import { type AppHarness, documents, startApp } from '../testing/appHarness.ts';

let h: AppHarness;
let token: string;
let me: string;
let colleague: string;
let elsewhere: string;

before(async () => {
  h = await startApp();
  h.addClinic('north');
  h.addClinic('south');
  me = h.addStaff('nurse@north.test', 'north', 'user');
  colleague = h.addStaff('doctor@north.test', 'north', 'user');
  elsewhere = h.addStaff('doctor@south.test', 'south', 'user');
  token = await h.signIn('nurse@north.test');
});

after(() => h.close());

type Row = Record<string, unknown>;

async function write(doc: string, input: Row) {
  const res = await h.gql(token, doc, { input });
  return { row: (res.body.data?.['createEMR'] ?? res.body.data?.['updateEMR']) as Row | null, error: res.body.errors?.[0] };
}

async function openTaskIds(userId: string): Promise<string[]> {
  const q = queries.openTasksForUser('north', userId);
  const res = await h.gql(token, documents.listBy(q.index), { pk: q.pk, sk: q.sk });
  return (res.body.data?.[`listByGSI${q.index}`].items as Row[]).map((row) => String(row['id']));
}

test('a task cannot be assigned to another clinic’s staff member or to a record that is not a user', async () => {
  for (const [id, assignee] of [['t-far', elsewhere], ['t-nobody', 'no-such-user']] as const) {
    const { row, error } = await write(documents.create, { id, EntityType: 'Task', Task: 'Call back', AssignedTo: assignee, DueDate: '2026-05-04T17:00:00.000Z' });
    assert.ok(!row);
    assert.match(String(error?.message), /AssignedTo/);
    const stored = await h.gql(token, documents.get, { id });
    assert.equal(stored.body.data?.['getEMR'] ?? null, null, `${id} was not stored`);
  }
});

test('reassigned, a task moves to the new assignee’s open tasks; start and done are stamped by the server', async () => {
  const created = await write(documents.create, { id: 't-1', EntityType: 'Task', Task: 'Review the home glucose log', AssignedTo: me, DueDate: '2026-05-04T17:00:00.000Z', Priority: 'High' });
  assert.equal(created.error, undefined, JSON.stringify(created.error));
  assert.ok((await openTaskIds(me)).includes('t-1'));

  const moved = await write(documents.update, { id: 't-1', Version: created.row!['Version'], AssignedTo: colleague, Start: '1999-01-01T00:00:00.000Z' });
  assert.equal(moved.error, undefined, JSON.stringify(moved.error));
  assert.ok(Date.parse(String(moved.row!['Start'])) > Date.parse('2020-01-01'), 'Start is the server’s time');
  assert.ok((await openTaskIds(colleague)).includes('t-1'));
  assert.ok(!(await openTaskIds(me)).includes('t-1'));
  const history = JSON.parse(String(moved.row!['AssignmentHistory'])) as Row[];
  assert.deepEqual(history.map((entry) => [entry['from'] ?? null, entry['to']]), [[null, me], [me, colleague]]);

  const done = await write(documents.update, { id: 't-1', Version: moved.row!['Version'], Done: true, TimeCompleted: '1999-01-01T00:00:00.000Z' });
  assert.equal(done.error, undefined, JSON.stringify(done.error));
  assert.ok(Date.parse(String(done.row!['TimeCompleted'])) > Date.parse('2020-01-01'), 'TimeCompleted is the server’s time');
  assert.ok(!(await openTaskIds(colleague)).includes('t-1'));
});
