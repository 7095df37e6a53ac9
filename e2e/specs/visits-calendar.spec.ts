/**
 * The calendar in the browser, as user@northside.demo: a visit scheduled on the form is on the
 * calendar; dragged to another day it moves there (the server stores the new time); a move of a
 * visit someone changed meanwhile is refused, said so, and the calendar shows where it is now; an
 * entry opened from the keyboard moves to the day typed; a busy day shows four entries and
 * "+N more", which opens the day; an empty day offers the schedule form on that day; in Arabic the
 * calendar runs right to left.
 * The visits live 14 months ahead, where the demo books nothing.
 */
import { expect, test } from '../fixtures/test.ts';
import { signedIn } from '../fixtures/session.ts';
import { clinicInstant, clinicMonth } from '../fixtures/days.ts';
import { signInWith } from '../fixtures/axe.ts';
import { CLINICIAN, freshPatient } from '../fixtures/patients.ts';
import { moveVisit, scheduledVisit, visitById, visitsOfPatient } from '../fixtures/visits.ts';
import { CalendarPage } from '../pages/CalendarPage.ts';
import { VisitsPage } from '../pages/VisitsPage.ts';

/** YYYY-MM-DD: the `day`th of the month 14 months from now. */
function dayOfMonthAhead(day: number): string {
  return `${clinicMonth(14)}-${String(day).padStart(2, '0')}`;
}

test.describe('in English', () => {
  test.beforeEach(async ({ page }) => {
    await signedIn(page, CLINICIAN);
    await expect(page).toHaveURL('/apps/visits/list');
  });

  test('a scheduled visit is on the calendar; dragged to the next day, it moves there', async ({ page }) => {
    const calendar = new CalendarPage(page);
    const { lastName, firstName, token, patientId } = await freshPatient('Calendar');
    const [day, next] = [dayOfMonthAhead(10), dayOfMonthAhead(11)];
    await new VisitsPage(page).schedule({ patient: lastName, type: 'Follow-up', provider: 'Priya Raman, MD', time: '12:00', reason: 'Review', day });

    await calendar.openMonth(day);
    const entry = calendar.entry(new RegExp(`${lastName}, ${firstName}`), calendar.day(day));
    await expect(entry).toBeVisible();
    await calendar.drag(entry, next);
    await expect(page.getByText('Moved', { exact: true }).first()).toBeVisible();
    await expect(calendar.entry(new RegExp(lastName), calendar.day(next))).toBeVisible();

    // the server has it on the new day, at the same time on the clinic's clock
    const [stored] = await visitsOfPatient(token, patientId);
    expect(stored?.VisitDate).toBe(clinicInstant(next, '12:00'));
    await page.reload();
    await expect(calendar.entry(new RegExp(lastName), calendar.day(next))).toBeVisible();
    await expect(calendar.entry(new RegExp(lastName), calendar.day(day))).toHaveCount(0);
  });

  test('a move of a visit someone changed meanwhile is refused and the calendar shows its current day', async ({ page }) => {
    const calendar = new CalendarPage(page);
    const { lastName, token, patientId } = await freshPatient('Stale');
    const [day, next, moved] = [dayOfMonthAhead(17), dayOfMonthAhead(18), dayOfMonthAhead(19)];
    const visit = await scheduledVisit(token, patientId, day);
    await calendar.openMonth(day);
    const entry = calendar.entry(new RegExp(lastName), calendar.day(day));
    await expect(entry).toBeVisible();

    await moveVisit(token, visit, moved);
    await calendar.drag(entry, next);
    await expect(page.getByText('Not moved: the calendar now shows the current time').first()).toBeVisible();
    await expect(calendar.entry(new RegExp(lastName), calendar.day(moved))).toBeVisible();
    await expect(calendar.entry(new RegExp(lastName), calendar.day(next))).toHaveCount(0);
    expect((await visitById(token, visit.id)).VisitDate.slice(0, 10)).toBe(moved);
  });

  test('from the keyboard an entry opens with Enter and moves to the day typed', async ({ page }) => {
    const calendar = new CalendarPage(page);
    const { lastName, token, patientId } = await freshPatient('Keys');
    const [day, later] = [dayOfMonthAhead(13), dayOfMonthAhead(20)];
    await scheduledVisit(token, patientId, day);
    await calendar.openMonth(day);
    const entry = calendar.entry(new RegExp(lastName), calendar.day(day));
    await entry.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('link', { name: 'Open the visit' })).toBeVisible();
    await dialog.getByLabel(/New day/).fill(later);
    await dialog.getByRole('button', { name: 'Move' }).click();
    await expect(page.getByText('Moved', { exact: true }).first()).toBeVisible();
    await expect(calendar.entry(new RegExp(lastName), calendar.day(later))).toBeVisible();
    const [stored] = await visitsOfPatient(token, patientId);
    expect(stored?.VisitDate.slice(0, 10)).toBe(later);
  });

  test('a busy day shows its first four entries and "+N more", which opens the whole day', async ({ page }) => {
    const calendar = new CalendarPage(page);
    const { lastName, token, patientId } = await freshPatient('Busy');
    const day = dayOfMonthAhead(5);
    for (let i = 0; i < 6; i++) await scheduledVisit(token, patientId, day);
    await calendar.openMonth(day);
    await expect(calendar.entry(new RegExp(lastName), calendar.day(day))).toHaveCount(4);
    await calendar.entry('+2 more', calendar.day(day)).click();
    await expect(page).toHaveURL(`/apps/calendar?view=day&date=${day}`);
    await expect(calendar.entry(new RegExp(lastName))).toHaveCount(6);
  });

  test('an empty day offers the schedule form on that day; the options stay in the address', async ({ page }) => {
    const calendar = new CalendarPage(page);
    const day = dayOfMonthAhead(24);
    await calendar.openMonth(day, '&weeks=6&firstDay=1');
    // the static month: 42 days, Monday first
    await expect(page.locator('[role="cell"][data-date]')).toHaveCount(42);
    await expect(page.getByRole('columnheader').first()).toHaveText(/Mon/);
    await expect(page.getByRole('switch', { name: 'Always show 6 weeks in a month' })).toBeChecked();
    await calendar.day(day).click({ position: { x: 20, y: 60 } });
    // the slot offers a visit or a clinic event there
    await page.getByRole('dialog').getByRole('link', { name: 'Schedule a visit' }).click();
    await expect(page).toHaveURL(`/apps/visits/add?day=${day}`);
    await expect(page.getByRole('textbox', { name: 'Day', exact: true })).toHaveValue(day);
  });
});

test('in Arabic the calendar runs right to left, in Arabic', async ({ page }) => {
  await signInWith(page, CLINICIAN, 'light', 'ar', '/apps/visits/list');
  const calendar = new CalendarPage(page);
  const day = dayOfMonthAhead(10);
  await calendar.openMonth(day);
  await expect(page.getByRole('heading', { name: 'التقويم', level: 1 })).toBeVisible();
  const headers = page.getByRole('columnheader');
  await expect(headers.first()).toContainText('الأحد');
  // Sunday, the week's first day, is the rightmost column
  const [sunday, monday] = [(await headers.nth(0).boundingBox())!, (await headers.nth(1).boundingBox())!];
  expect(sunday.x).toBeGreaterThan(monday.x);
  await expect(page.getByRole('button', { name: 'اليوم' })).toBeVisible();
});
