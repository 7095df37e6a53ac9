/**
 * Recurring follow-ups, clinic cancellation reasons and calendar events in the browser:
 * - a visit booked with follow-ups every 2 weeks, 3 in all: the form previews the dates, the
 *   server books the series (same local time), and the calendar shows them;
 * - the clinic's admin adds a cancellation reason; the front desk cancels a scheduled visit with
 *   it from the cancellation page and lands on the rebooking form;
 * - an event added on an empty day of the calendar, dragged to the next day, then edited;
 * - axe (light and dark) on the new dialogs and the form with its series preview.
 * The dates live 15 months ahead, where the demo books nothing.
 */
import { type Page, expect, test } from '@playwright/test';
import { apiSignIn } from '../fixtures/api.ts';
import { currentViolations, pageViolations, signInWith } from '../fixtures/axe.ts';
import { CLINICIAN, freshPatient } from '../fixtures/patients.ts';
import { clinicWallClock, eventsOn, scheduledVisit, setClinicReasons, visitStatus, visitsOfPatient } from '../fixtures/visits.ts';
import { CalendarPage } from '../pages/CalendarPage.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { VisitsPage } from '../pages/VisitsPage.ts';

const ADMIN = 'admin@northside.demo';

/** YYYY-MM-DD: the `day`th of the month 15 months from now. */
function dayOfMonthAhead(day: number): string {
  const date = new Date();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + 15, day);
  return date.toISOString().slice(0, 10);
}
const plusDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00.000Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function signIn(page: Page, email: string, start: string): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(email);
  await expect(page).toHaveURL(start);
}

test('a visit with follow-ups every 2 weeks: previewed, booked as a series at the same local time, on the calendar', async ({ page }) => {
  await signIn(page, CLINICIAN, '/apps/visits/list');
  const { lastName, firstName, token, patientId } = await freshPatient('Series');
  const day = dayOfMonthAhead(3);
  await new VisitsPage(page).schedule({ patient: lastName, type: 'Follow-up', provider: 'Priya Raman, MD', time: '10:30', reason: 'Blood pressure', day, repeat: { everyWeeks: 2, count: 3 } });
  await expect(page.getByText(new RegExp(`3 visits of ${lastName}, ${firstName} scheduled`)).first()).toBeVisible();

  const booked = (await visitsOfPatient(token, patientId)).map((v) => v.VisitDate).sort();
  // 10:30 on the clinic's clock (Chicago) each time, whatever the zone of the machine running the browser
  expect(booked.map((at) => clinicWallClock(at))).toEqual([day, plusDays(day, 14), plusDays(day, 28)].map((d) => `${d} 10:30`));

  const calendar = new CalendarPage(page);
  await calendar.openMonth(day);
  await expect(calendar.entry(new RegExp(lastName), calendar.day(day))).toBeVisible();
  await expect(calendar.entry(new RegExp(lastName), calendar.day(plusDays(day, 14)))).toBeVisible();
});

test("the admin adds a cancellation reason; the front desk cancels with it from the cancellation page and rebooks", async ({ browser, page }) => {
  const reason = `Road closed ${Date.now() % 100000}`;
  const admin = await apiSignIn(ADMIN);
  await setClinicReasons(admin, 'northside', []);
  try {
    await signIn(page, ADMIN, '/apps/user/list');
    await page.goto('/apps/visits/cancellation');
    await page.getByRole('textbox', { name: 'New reason' }).fill(reason);
    await page.getByRole('button', { name: 'Add the reason' }).click();
    await expect(page.getByRole('list', { name: 'Reasons the clinic added' }).getByText(reason)).toBeVisible();

    const desk = await browser.newPage();
    await signIn(desk, CLINICIAN, '/apps/visits/list');
    const { lastName, firstName, token, patientId } = await freshPatient('Rebook');
    const day = dayOfMonthAhead(6);
    const visit = await scheduledVisit(token, patientId, day);
    await desk.goto('/apps/visits/cancellation');
    await expect(desk.getByText('Only an administrator can add or remove reasons.')).toBeVisible();
    await desk.getByRole('combobox', { name: 'Status' }).click();
    await desk.getByRole('option', { name: 'Scheduled' }).click();
    await desk.getByRole('textbox', { name: 'From', exact: true }).fill(day);
    await desk.getByRole('textbox', { name: 'To', exact: true }).fill(day);
    await desk.getByRole('button', { name: `Cancel and rebook: ${lastName}, ${firstName}` }).click();
    const dialog = desk.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Reason' }).click();
    await desk.getByRole('option', { name: reason }).click();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(desk).toHaveURL(/\/apps\/visits\/add\?patientId=/);
    await expect(desk.getByRole('combobox', { name: /Patient/ })).toHaveValue(new RegExp(lastName));
    expect(await visitStatus(token, visit.id)).toEqual({ VisitStatus: 'Cancelled', CancellationReason: reason });
    await desk.close();
  } finally {
    await setClinicReasons(admin, 'northside', []);
  }
});

test('an event added on an empty day of the calendar, dragged to the next day, then edited', async ({ page }) => {
  await signIn(page, CLINICIAN, '/apps/visits/list');
  const calendar = new CalendarPage(page);
  const [day, next] = [dayOfMonthAhead(8), dayOfMonthAhead(9)];
  const title = `Fire drill ${Date.now() % 100000}`;
  await calendar.openMonth(day);
  await calendar.day(day).click({ position: { x: 20, y: 60 } });
  await page.getByRole('dialog').getByRole('button', { name: 'Add an event' }).click();
  const form = page.getByRole('dialog', { name: 'New calendar event' });
  await form.getByRole('textbox', { name: /Title/ }).fill(title);
  await form.getByRole('radio', { name: 'Teal' }).check();
  await form.getByRole('button', { name: 'Save the event' }).click();
  await expect(page.getByText(`Event saved: ${title}`).first()).toBeVisible();
  const entry = calendar.entry(title, calendar.day(day));
  await expect(entry).toBeVisible();

  await calendar.drag(entry, next);
  await expect(page.getByText('Moved', { exact: true }).first()).toBeVisible();
  await expect(calendar.entry(title, calendar.day(next))).toBeVisible();
  const token = await apiSignIn(CLINICIAN);
  const [stored] = (await eventsOn(token, 'northside', next)).filter((e) => e.Title === title);
  expect(stored).toMatchObject({ Start: `${next}T00:00:00.000Z`, End: `${plusDays(next, 1)}T00:00:00.000Z`, Color: '#00897B' });

  // opened with a click, it is edited in the same form (saved on the Version it was read at)
  await calendar.entry(title, calendar.day(next)).click();
  const edit = page.getByRole('dialog', { name: 'Calendar event' });
  await expect(edit.getByRole('radio', { name: 'Teal' })).toBeChecked();
  await edit.getByRole('textbox', { name: /Title/ }).fill(`${title} (moved)`);
  await edit.getByRole('button', { name: 'Save the event' }).click();
  await expect(calendar.entry(`${title} (moved)`, calendar.day(next))).toBeVisible();
  expect((await eventsOn(token, 'northside', next)).filter((e) => e.id === stored!.id).map((e) => e.Title)).toEqual([`${title} (moved)`]);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the series preview, the slot and event dialogs have no axe violation (${theme})`, async ({ page }) => {
    await signInWith(page, CLINICIAN, theme, 'en', '/apps/visits/list');
    const found: string[] = [];
    found.push(
      ...(await pageViolations(page, '/apps/visits/add', async () => {
        await page.getByLabel(/Time/).fill('09:00');
        await page.getByRole('checkbox', { name: 'Repeat as follow-up visits' }).check();
        await expect(page.getByRole('list', { name: /visits that will be booked/ })).toBeVisible();
      })),
    );
    const calendar = new CalendarPage(page);
    const day = dayOfMonthAhead(12);
    await calendar.openMonth(day);
    await calendar.day(day).click({ position: { x: 20, y: 60 } });
    await expect(page.getByRole('dialog')).toBeVisible();
    found.push(...(await currentViolations(page, 'slot dialog')));
    await page.getByRole('dialog').getByRole('button', { name: 'Add an event' }).click();
    await expect(page.getByRole('dialog', { name: 'New calendar event' })).toBeVisible();
    found.push(...(await currentViolations(page, 'event dialog')));
    expect(found).toEqual([]);
  });
}
