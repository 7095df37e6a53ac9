/**
 * What only a browser shows: form fields that fit their cells, a dialog opened on a scrolled
 * page that leaves the navbar and nav in place, red delete buttons, and Latin names, ids and
 * numbers with units in their own order on the Arabic chart (banner and vitals).
 */
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import { signedIn } from '../fixtures/session.ts';
import { CLINICIAN, createChartRow, freshPatient } from '../fixtures/patients.ts';
import { PatientChartPage } from '../pages/PatientChartPage.ts';
import { PatientFormPage } from '../pages/PatientFormPage.ts';

async function signIn(page: Page): Promise<void> {
  await signedIn(page, CLINICIAN);
  await expect(page).toHaveURL('/apps/visits/list');
}

const box = async (locator: Locator) => (await locator.boundingBox())!;

test('the vitals form: inputs stay in their cells and in the card, messages are whole, a weight of -5 is out of range', async ({ page }) => {
  const { patientId } = await freshPatient('VitalsForm');
  await signIn(page);
  const chart = new PatientChartPage(page);
  await chart.goto(patientId, 'Vitals');
  await page.getByRole('button', { name: 'Add vitals' }).click();
  const form = page.getByRole('form', { name: 'New vitals' });
  await form.getByLabel(/^Weight/).fill('-5');
  await form.getByLabel(/^Temperature/).fill('98.66');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Weight must be from 1 to 1000.')).toBeVisible();
  await expect(form.getByText('Temperature has too many decimals: at most 1.')).toBeVisible();

  const inputs = await form.locator('.fui-Field').evaluateAll((fields) =>
    fields.map((field) => {
      const f = field.getBoundingClientRect();
      const control = field.querySelector('.fui-Input')!.getBoundingClientRect();
      return { left: f.left, right: f.right, controlLeft: control.left, controlRight: control.right, height: control.height };
    }),
  );
  const card = await box(form);
  for (const input of inputs) {
    // each input inside its own field, and every field inside the card
    expect(input.controlLeft).toBeGreaterThanOrEqual(input.left - 0.5);
    expect(input.controlRight).toBeLessThanOrEqual(input.right + 0.5);
    expect(input.right).toBeLessThanOrEqual(card.x + card.width + 0.5);
  }
  // all inputs are as tall as each other, errors and hints or not
  expect(new Set(inputs.map((input) => Math.round(input.height))).size).toBe(1);
  // neighbours do not overlap
  const sorted = inputs.filter((a, i) => inputs.findIndex((b) => Math.abs(b.left - a.left) < 1) === i).sort((a, b) => a.left - b.left);
  for (let i = 1; i < sorted.length; i++) expect(sorted[i]!.controlLeft).toBeGreaterThanOrEqual(sorted[i - 1]!.controlRight);
});

test('the patient form: City and Middle name inputs are as tall as their neighbours', async ({ page }) => {
  await signIn(page);
  const form = new PatientFormPage(page);
  await form.gotoAdd();
  await form.register();
  await expect(page.getByText('First name is required.')).toBeVisible();
  const height = async (label: RegExp) => Math.round((await box(form.field(label))).height);
  expect(await height(/^Middle name/)).toBe(await height(/^First name/));
  expect(await height(/^City/)).toBe(await height(/^ZIP code/));
});

test('a dialog opened on a scrolled page keeps the navbar and the nav in place', async ({ page }) => {
  await signIn(page);
  await page.goto('/apps/patients/list');
  await expect(page.getByRole('grid', { name: 'Patients' })).toBeVisible();
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog', { name: 'Search patients' })).toBeVisible();
  const viewport = page.viewportSize()!;
  // behind the modal dialog the page is hidden from assistive technology, but it is still drawn
  const navbar = await box(page.getByRole('banner', { includeHidden: true }).first());
  expect(navbar.y).toBe(0);
  const nav = await box(page.getByRole('navigation', { name: 'Main navigation', includeHidden: true }));
  expect(nav.y).toBeLessThanOrEqual(0);
  expect(nav.y + nav.height).toBeGreaterThanOrEqual(viewport.height - 1);
});

test('delete buttons are red: the row’s and the confirming one', async ({ page }) => {
  const { token, patientId } = await freshPatient('Danger');
  await createChartRow(token, 'Allergy', patientId, { Allergy: 'Latex', AllergyType: 'Environmental', Reaction: 'Hives', Severity: 'Mild', Status: 'Active' });
  await signIn(page);
  await new PatientChartPage(page).goto(patientId, 'Allergies');
  const danger = await page.locator('.fui-FluentProvider').last().evaluate((el) => getComputedStyle(el).getPropertyValue('--colorStatusDangerForeground1').trim());
  const trash = page.getByRole('button', { name: 'Delete Latex' });
  const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
  expect(await trash.evaluate((el) => getComputedStyle(el).color)).toBe(rgb(danger));
  await trash.click();
  const confirm = page.getByRole('alertdialog').getByRole('button', { name: 'Delete' });
  const fill = await page.locator('.fui-FluentProvider').last().evaluate((el) => getComputedStyle(el).getPropertyValue('--colorStatusDangerBackground3').trim());
  expect(await confirm.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(rgb(fill));
});

test('in Arabic, the banner’s Latin name and the vitals with their units keep their own order', async ({ page }) => {
  const { token, patientId, lastName } = await freshPatient('Bidi');
  await createChartRow(token, 'Vitals', patientId, { DateConducted: '2025-03-03T12:00:00.000Z', Vitals: JSON.stringify({ temperatureF: 98.7, heartRate: 70 }) });
  await page.addInitScript(() => localStorage.setItem('language', JSON.stringify('ar')));
  await signIn(page);
  await page.goto(`/apps/patient/${patientId}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  /** Left-to-right order on screen of two pieces of one text node. */
  const leftOf = (locator: Locator, first: string, second: string) =>
    locator.evaluate(
      (el, [a, b]) => {
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        const x = (piece: string) => {
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const at = node.textContent!.indexOf(piece);
            if (at < 0) continue;
            const range = document.createRange();
            range.setStart(node, at);
            range.setEnd(node, at + piece.length);
            walker.currentNode = el;
            return range.getBoundingClientRect().left;
          }
          walker.currentNode = el;
          return Number.NaN;
        };
        return x(a!) < x(b!);
      },
      [first, second],
    );
  const name = page.getByRole('heading', { level: 1 });
  await expect(name).toHaveText(`Test ${lastName}`);
  expect(await leftOf(name, 'Test', lastName)).toBe(true);
  const vitals = page.locator('section[aria-labelledby="summary-vitals"]');
  await expect(vitals.getByText('98.7 °F')).toBeVisible();
  expect(await leftOf(vitals.getByText('98.7 °F'), '98.7', '°F')).toBe(true);
  expect(await leftOf(vitals.getByText('70 /min'), '70', '/min')).toBe(true);
});
