/**
 * The patient list over a whole clinic (Northside's ~200 demo patients, more than one server
 * page): one pager, a sort read from the index it names (date of birth across pages), the CSV of
 * every matching patient, the last four digits of a phone, and cards on a 390 px screen.
 */
import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import { signedIn } from '../fixtures/session.ts';
import { apiSignIn } from '../fixtures/api.ts';
import { CLINICIAN, allOfIndex } from '../fixtures/patients.ts';

async function openList(page: Page): Promise<void> {
  await signedIn(page, CLINICIAN);
  await expect(page).toHaveURL('/apps/visits/list');
  await page.goto('/apps/patients/list');
  await expect(page.getByRole('grid', { name: 'Patients' })).toBeVisible();
}

const firstCells = (page: Page, column: number) => page.getByRole('grid', { name: 'Patients' }).getByRole('row').locator(`[role="gridcell"]:nth-child(${column})`);

test('one pager; sorting by date of birth reads the date-of-birth index: the oldest patient first, the youngest on the last page', async ({ page }) => {
  const token = await apiSignIn(CLINICIAN);
  const byBirth = await allOfIndex(token, 8, 'northside#Patient#DOB', 'id PatientID DOB');
  expect(byBirth.length).toBeGreaterThan(100);
  const [oldest, youngest] = [byBirth[0]!, byBirth.at(-1)!];

  await openList(page);
  await expect(page.getByRole('navigation', { name: 'Patients' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Next patients' })).toHaveCount(0);
  await expect(page.getByText('1–25 of many')).toBeVisible();
  // by name, the oldest patient is not on the first page
  await expect(firstCells(page, 2)).not.toContainText([oldest.PatientID!]);

  await page.getByRole('columnheader', { name: 'Date of birth' }).click();
  await expect(firstCells(page, 2).first()).toHaveText(oldest.PatientID!);
  await page.getByRole('button', { name: 'Last page' }).click();
  await expect(firstCells(page, 2).last()).toHaveText(youngest.PatientID!);
  await page.getByRole('button', { name: 'First page' }).click();
  await expect(firstCells(page, 2).first()).toHaveText(oldest.PatientID!);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText('26–50 of many')).toBeVisible();
  await expect(firstCells(page, 2).first()).toHaveText(byBirth[25]!.PatientID!);
});

test('the CSV holds every patient of the clinic, not the page shown', async ({ page }) => {
  const token = await apiSignIn(CLINICIAN);
  const all = await allOfIndex(token, 1, 'northside#Patient');
  await openList(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const lines = readFileSync(file, 'utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(lines[0]).toBe('Name,PatientID,Date of birth,Sex,Phone,"City, state",Status');
  expect(lines.length - 1).toBe(all.length);
  expect(new Set(lines.slice(1).map((line) => /NS-\d{6}/.exec(line)?.[0])).size).toBe(all.length);
});

test('the last four digits of a phone find the patient, and the hint shows a whole PatientID of the clinic', async ({ page }) => {
  const token = await apiSignIn(CLINICIAN);
  const [withPhone] = (await allOfIndex(token, 9, 'northside#Patient#CELL', 'id PatientID CellPhone')).slice(7, 8);
  const lastFour = withPhone!.CellPhone!.replace(/\D/g, '').slice(-4);
  await openList(page);
  await expect(page.getByText(/PatientID \(NS-\d{6}\)/)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search patients' }).fill(lastFour);
  await expect(page.getByText(new RegExp(`^Patients found for “${lastFour}”: \\d+$`))).toBeVisible();
  await expect(firstCells(page, 2)).toContainText([withPhone!.PatientID!]);
});

test('at 390 px the list is cards: no one-word lines, nothing wider than the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page, CLINICIAN);
  await expect(page).toHaveURL('/apps/visits/list');
  await page.goto('/apps/patients/list');
  const cards = page.getByRole('list', { name: 'Patients' }).getByRole('listitem');
  await expect(cards).toHaveCount(25);
  await expect(page.getByRole('grid')).toHaveCount(0);
  const card = cards.first();
  await expect(card.getByText('Date of birth')).toBeVisible();
  // the name is one line, not one word per line
  const name = await card.getByRole('link').boundingBox();
  const lineHeight = await card.getByRole('link').evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  expect(name!.height).toBeLessThan(lineHeight * 1.5);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // sorting is still there, as a choice
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Date of birth, ascending' });
  await expect(page.getByText('1–25 of many')).toBeVisible();
});
