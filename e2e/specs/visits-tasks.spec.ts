/**
 * Tasks in the browser: user@northside.demo creates a task for a colleague; the colleague's bell
 * counts it with their other open tasks and lists it; from there the task's page opens and the
 * task is started.
 */
import { expect, test } from '../fixtures/test.ts';
import { signedIn } from '../fixtures/session.ts';
import { clinicDay } from '../fixtures/days.ts';
import { apiSignIn, gql, userIdByEmail } from '../fixtures/api.ts';
import { CLINICIAN, uniqueName } from '../fixtures/patients.ts';
import { TaskPage } from '../pages/TaskPage.ts';

const COLLEAGUE = 'michael.okafor@northside.demo';

/** How many open tasks the colleague has (the bell's query). */
async function openTasksOf(email: string): Promise<number> {
  const admin = await apiSignIn('admin@northside.demo');
  const { id } = await userIdByEmail(admin, 'northside', email);
  const data = await gql<{ listByGSI4: { items: unknown[] } }>(
    admin,
    'query ($pk: String!, $sk: ModelStringKeyConditionInput) { listByGSI4(GSI4PK: $pk, GSI4SK: $sk, limit: 100) { items { id } } }',
    { pk: `northside#Task#U#${id}`, sk: { beginsWith: '0#' } },
  );
  return data.listByGSI4.items.length;
}

test('a task assigned to a colleague is in their bell, and opens from there', async ({ page, browser }) => {
  const task = `Call back about the glucose log ${uniqueName('Task')}`;
  const yesterday = clinicDay(-1);
  const before = await openTasksOf(COLLEAGUE);

  await signedIn(page, CLINICIAN);
  await expect(page).toHaveURL('/apps/visits/list');
  await new TaskPage(page).add({ task, assignee: 'Michael Okafor, DO', due: yesterday, priority: 'High' });
  expect(await openTasksOf(COLLEAGUE)).toBe(before + 1);

  // the colleague, in their own browser
  const theirs = await (await browser.newContext()).newPage();
  await signedIn(theirs, COLLEAGUE);
  await expect(theirs).toHaveURL('/apps/visits/list');
  const bell = theirs.getByRole('button', { name: new RegExp(`^Notifications, open tasks: ${before + 1},`) });
  await expect(bell).toBeVisible();
  await bell.click();
  // overdue tasks come first
  const link = theirs.getByRole('dialog').getByRole('link', { name: task });
  await expect(link).toBeVisible();
  await link.click();
  await expect(theirs.getByRole('heading', { name: 'Task', level: 1 })).toBeVisible();
  await expect(theirs.getByRole('textbox', { name: /^Task/ })).toHaveValue(task);
  await theirs.getByRole('button', { name: 'Start' }).click();
  await expect(theirs.getByText(`Started: ${task}`).first()).toBeVisible();
  await theirs.context().close();
});
