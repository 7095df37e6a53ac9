/**
 * The patients remote in the browser: registration (with the duplicate check), the patient's
 * status and its history, what billing staff may and may not open, and the chart in Arabic.
 * Data a test only needs to exist is made through the API (fixtures/patients.ts).
 */
import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import { signedIn } from '../fixtures/session.ts';
import { apiSignIn } from '../fixtures/api.ts';
import { BILLING, CLINICIAN, createInsurance, freshPatient, staffFullName, uniqueName } from '../fixtures/patients.ts';
import { PatientChartPage } from '../pages/PatientChartPage.ts';
import { PatientFormPage } from '../pages/PatientFormPage.ts';
import { ShellPage } from '../pages/ShellPage.ts';

async function signIn(page: Page, email: string, landing: string): Promise<void> {
  await signedIn(page, email);
  await expect(page).toHaveURL(landing);
}

test('registering a patient assigns a PatientID, warns about a second registration of the same person, and opens the chart', async ({ page }) => {
  await signIn(page, CLINICIAN, '/apps/visits/list');
  const form = new PatientFormPage(page);
  const person = { firstName: 'Rosalind', lastName: uniqueName('Okonjo'), dob: '1984-07-21', sex: 'Female' } as const;

  await form.gotoAdd();
  await form.fillDemographics(person);
  await form.register();
  // the new chart opens (where allergies and medications are recorded next)
  await expect(page).toHaveURL(/\/apps\/patient\/[A-Z]+-\d+$/);
  const patientId = decodeURIComponent(page.url().split('/').at(-1)!);
  const registered = new PatientChartPage(page);
  await expect(registered.toast(`${person.firstName} ${person.lastName} is registered as ${patientId}.`)).toBeVisible();
  await expect(registered.banner.getByRole('heading', { level: 1 })).toHaveText(`${person.firstName} ${person.lastName}`);
  await registered.banner.getByRole('button', { name: 'Edit patient' }).click();
  await expect(form.patientId).toHaveValue(patientId);
  await expect(form.statusHistory.getByRole('listitem')).toHaveCount(1);
  await expect(form.statusHistory).toContainText('Registered as');

  // the same name and date of birth again: the dialog names the existing chart; Cancel creates nothing
  await form.gotoAdd();
  await form.fillDemographics({ ...person, firstName: person.firstName.toUpperCase() });
  await form.register();
  await expect(form.duplicateDialog).toBeVisible();
  await expect(form.duplicateDialog.getByRole('link', { name: new RegExp(`${person.lastName}, ${patientId}, born`) })).toHaveAttribute('href', `/apps/patient/${patientId}`);
  // the safe answer is the prominent one: opening the existing patient is primary, "Create anyway" is not
  // (compared with the theme's brand colour, not another button's, which may still be fading out of its hover colour)
  const brand = async (name: string) => form.duplicateDialog.getByRole('button', { name }).evaluate((el) => getComputedStyle(el).backgroundColor);
  const primaryColour = await form.duplicateDialog.evaluate((dialog) => {
    const probe = dialog.appendChild(document.createElement('span'));
    probe.style.backgroundColor = 'var(--colorBrandBackground)';
    const colour = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return colour;
  });
  await expect.poll(() => brand('Open the existing patient')).toBe(primaryColour);
  expect(await brand('Create anyway')).not.toBe(primaryColour);
  expect(await brand('Cancel')).not.toBe(primaryColour);
  await form.duplicateDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(form.duplicateDialog).toBeHidden();
  await expect(page).toHaveURL('/apps/patients/add');

  // the list finds exactly one such patient, and its name opens the chart
  await page.goto('/apps/patients/list');
  await page.getByRole('searchbox', { name: 'Search patients' }).fill(person.lastName);
  await expect(page.getByText(`Patients found for “${person.lastName}”: 1`)).toBeVisible();
  await page.getByRole('link', { name: `${person.lastName}, ${person.firstName}` }).click();
  await expect(page).toHaveURL(`/apps/patient/${patientId}`);
  const chart = new PatientChartPage(page);
  await expect(chart.banner.getByRole('heading', { level: 1 })).toHaveText(`${person.firstName} ${person.lastName}`);
  await expect(chart.banner).toContainText(patientId);
  await expect(chart.nav.getByRole('link', { name: 'Summary' })).toHaveAttribute('aria-current', 'page');
});

test('setting the status to Inactive with a reason adds a status-history entry with who and why', async ({ page }) => {
  const { patientId } = await freshPatient('Status');
  const me = await staffFullName(CLINICIAN);
  await signIn(page, CLINICIAN, '/apps/visits/list');
  const form = new PatientFormPage(page);
  await form.gotoEdit(patientId);
  await expect(form.statusHistory.getByRole('listitem')).toHaveCount(1);

  await form.choose('Status', 'Inactive');
  await form.save();
  // the reason is required once the status is not Active: nothing is sent without it
  await expect(page.getByText('Reason the patient left is required.')).toBeVisible();
  await expect(page).toHaveURL(`/apps/patient/edit/${patientId}`);
  await form.field(/^Reason the patient left/).fill('Moved out of state');
  await form.save();

  const chart = new PatientChartPage(page);
  await expect(page).toHaveURL(`/apps/patient/${patientId}`);
  await expect(chart.banner.getByText('Inactive', { exact: true })).toBeVisible();

  await form.gotoEdit(patientId);
  const entries = form.statusHistory.getByRole('listitem');
  await expect(entries).toHaveCount(2);
  const newest = entries.first();
  await expect(newest).toContainText('Active');
  await expect(newest).toContainText('changed to');
  await expect(newest).toContainText('Inactive');
  await expect(newest).toContainText(`By ${me} (Clinician),`);
  await expect(newest).toContainText('Reason: Moved out of state');
});

test('billing staff see demographics and insurance but no clinical page of the chart', async ({ page }) => {
  const { patientId, firstName, lastName } = await freshPatient('Billing');
  const billing = await apiSignIn(BILLING);
  await createInsurance(billing, patientId, { InsuranceName: 'Blue Harbor Health', MemberID: 'BH-5521' });
  await signIn(page, BILLING, '/apps/claim/add');

  const chart = new PatientChartPage(page);
  await chart.goto(patientId);
  await expect(chart.banner.getByRole('heading', { level: 1 })).toHaveText(`${firstName} ${lastName}`);
  // visits are scheduling (billing reads their admin fields); every clinical page is left out
  await expect(chart.nav.getByRole('link')).toHaveText(['Summary', 'Visits']);
  for (const clinical of ['Allergies', 'Problem list', 'Current medications', 'Labs', 'Lab trends', 'Vitals', 'Imaging', 'Immunizations']) {
    await expect(chart.nav.getByRole('link', { name: clinical, exact: true })).toHaveCount(0);
  }
  await expect(page.getByText('Blue Harbor Health')).toBeVisible();
  await expect(page.getByText('Active problems')).toHaveCount(0);

  for (const subPage of ['PatientLabs', 'Allergies', 'PatientMedications', 'Vitals']) {
    await page.goto(`/apps/patient/${patientId}/${subPage}`);
    await expect(page.getByRole('heading', { name: 'You are not authorized to see this page' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  }

  const form = new PatientFormPage(page);
  await form.gotoEdit(patientId);
  await expect(page.getByText('Your role can read these details but not change them.')).toBeVisible();
  await expect(form.field(/^Last name/)).toHaveValue(lastName);
  await expect(form.field(/^Last name/)).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Insurances' })).toContainText('Blue Harbor Health');
  await expect(page.getByRole('button', { name: 'Add insurance' })).toBeVisible();
});

test('the chart in Arabic reads right to left with Arabic headings', async ({ page }) => {
  const { patientId } = await freshPatient('Rtl');
  await signIn(page, CLINICIAN, '/apps/visits/list');
  await new ShellPage(page).chooseLanguage('العربية');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await page.goto(`/apps/patient/${patientId}/Allergies`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('region', { name: 'شريط بيانات المريض' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'الملف الطبي' });
  await expect(nav.getByRole('link', { name: 'الملخّص' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'الحساسية' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 2, name: 'الحساسية' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'إضافة: حساسية' })).toBeVisible();
  // the layout really flows right to left, not only the attribute
  expect(await nav.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
});
