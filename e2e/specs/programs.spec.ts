/**
 * Care programs end to end, as a clinician. CCM: enrol an eligible patient, log last month's 25
 * minutes (the meter shows 99490), 20 more (99439 joins it), close the month (the draft claim in
 * Billing has those lines; its entries are locked: the page says so and offers no entry form); the stopwatch itself is unit-tested with fake timers
 * (mfe-programs useStopwatch.test.ts). RPM: readings on 16 days bill 99454. GLP-1: an expired
 * prior authorisation refuses the dose.
 */
import { expect, test } from '../fixtures/test.ts';
import { signedIn } from '../fixtures/session.ts';
import { clinicMonth } from '../fixtures/days.ts';
import { gql } from '../fixtures/api.ts';
import { ccmEligiblePatient, glp1PatientWithExpiredAuthorisation, obesityPatientWithWeights, rpmPatientWithReadings } from '../fixtures/programs.ts';
import { BILLING, CLINICIAN } from '../fixtures/patients.ts';
import { ProgramsPage } from '../pages/ProgramsPage.ts';

test('enrol → 25 minutes bill 99490 → 20 more add 99439 → the closed month is a draft claim with those lines and its entries are locked', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const patient = await ccmEligiblePatient('Ccm');
  const name = `${patient.lastName}, ${patient.firstName}`;
  const month = clinicMonth(-1);
  await signedIn(page, CLINICIAN);
  await expect(page).toHaveURL('/apps/visits/list');

  // the minutes of last month, logged now with its dates of service
  const programs = new ProgramsPage(page);
  await programs.openEnrolled();
  await programs.enrol(patient.lastName, name, 'Priya Raman, MD', `${month}-01`);
  await programs.openMonthOf(name);
  await programs.showMonth(month);
  await expect(programs.meter.getByText('No code yet')).toBeVisible();

  await programs.logMinutes(25, 'Reviewed home glucose log by phone');
  await expect(programs.meter.getByText('25 minutes this month')).toBeVisible();
  await expect(programs.meter.getByText('99490', { exact: true })).toBeVisible();
  await expect(programs.meter.getByText('15 more minutes to 99439, 99490')).toBeVisible();

  await programs.logMinutes(20, 'Coordinated the endocrinology referral');
  await expect(programs.meter.getByText('45 minutes this month')).toBeVisible();
  await expect(programs.meter.getByText('99439', { exact: true })).toBeVisible();
  await expect(programs.meter.getByText('99490', { exact: true })).toBeVisible();
  const url = page.url();

  await programs.closeMonth(month);
  // the demo seed closed the months before last and left last month open: the demo's patients are billed with this one, none of them twice
  await expect(page.getByText(/\b[1-9]\d* draft claims made, \d+ months locked with nothing to bill, 0 closed before/)).toBeVisible();
  // the table is in PatientID order: the newest patient is on its last page
  await programs.lastPage();
  await expect(page.getByRole('grid', { name: 'Codes of the month per patient' }).getByText(new RegExp(`^Claim CLM-[A-Z]+-\\d+ of ${name}$`))).toBeVisible();

  // the biller opens the draft claim from the month close: the month's codes are its lines
  const biller = await browser.newPage();
  await signedIn(biller, BILLING);
  await expect(biller).toHaveURL('/apps/claim/add');
  await biller.goto(`/apps/program/ccm/billing?month=${month}`);
  await new ProgramsPage(biller).lastPage();
  await biller.getByRole('grid', { name: 'Codes of the month per patient' }).getByRole('link', { name: new RegExp(`of ${name}$`) }).click();
  await expect(biller).toHaveURL(/\/apps\/claim\/add\?claimId=/);
  // the lines in any order (they are made in one transaction, at one time)
  const codes = [biller.getByRole('textbox', { name: 'Line 1 code', exact: true }), biller.getByRole('textbox', { name: 'Line 2 code', exact: true })];
  await expect(codes[1]!).toHaveValue(/^99(439|490)$/);
  expect((await Promise.all(codes.map((code) => code.inputValue()))).sort()).toEqual(['99439', '99490']);
  await expect(biller.getByRole('textbox', { name: 'Line 3 code', exact: true })).toHaveCount(0);
  await biller.close();

  await page.goto(url);
  await expect(page.getByText('This month is closed: its time entries are locked.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save the time' })).toHaveCount(0);
  await expect(page.getByRole('grid', { name: 'Time entries this month' }).getByRole('row')).toHaveCount(3);
});

test('RPM: device days of the 30-day period; a reading on the 16th day bills 99454 instead of 99445; an out-of-range one is flagged', async ({ page }) => {
  const patient = await rpmPatientWithReadings('Rpm', 15);
  await signedIn(page, CLINICIAN);
  await expect(page).toHaveURL('/apps/visits/list');

  const programs = new ProgramsPage(page);
  await programs.openRpmMonth(patient.enrolmentId, `${patient.lastName}, ${patient.firstName}`);
  const day = (d: string) => new Date(`${d}T00:00:00Z`).toLocaleDateString('en', { dateStyle: 'medium', timeZone: 'UTC' });
  // the device's rolling 30-day period (it began 20 days ago), not the calendar month
  await expect(programs.meter.getByText(`15 device days in the 30-day period ${day(patient.period.start)} – ${day(patient.period.end)}`)).toBeVisible();
  await expect(programs.meter.getByText('99445', { exact: true })).toBeVisible();

  await programs.addBloodPressure(186, 96);
  await expect(programs.toast('Reading saved: out of range, a task was opened for the care team')).toBeVisible();
  await expect(programs.meter.getByText(`16 device days in the 30-day period ${day(patient.period.start)} – ${day(patient.period.end)}`)).toBeVisible();
  await expect(programs.meter.getByText('99454', { exact: true })).toBeVisible();
  await expect(programs.meter.getByText('99445', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('grid', { name: 'Readings this month' }).getByText('Out of range')).toHaveCount(1);
});

test('GLP-1: a dose is refused while the prior authorisation has expired, on the page and by the server', async ({ page }) => {
  const patient = await glp1PatientWithExpiredAuthorisation('Glp');
  const name = `${patient.lastName}, ${patient.firstName}`;
  const dose = { EntityType: 'Injection', PatientID: patient.patientId, Program: 'glp1', Injection: 'Semaglutide 1 mg', MedicationName: 'Semaglutide (Wegovy)', Dosage: '1 mg', InjectionType: 'Subcutaneous', DateAdministered: new Date().toISOString() };
  await expect(gql(patient.token, 'mutation ($input: CreateEMRInput!) { createEMR(input: $input) { id } }', { input: dose })).rejects.toThrow(/expired on 2026-02-01/);

  await signedIn(page, CLINICIAN);
  await expect(page).toHaveURL('/apps/visits/list');
  await page.goto('/apps/program/injections/glp1/injections');
  const form = page.getByRole('region', { name: 'Record a dose' });
  await form.getByRole('combobox', { name: 'Patient' }).selectOption({ label: name });
  await expect(form.getByText('The prior authorisation of Semaglutide (Wegovy) 1 mg expired on 2026-02-01: renew it before giving this dose.')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Record the dose' })).toBeDisabled();
});

test("weight loss: an obesity patient's weight since enrolment, BMI, goal and trajectory chart from the chart's vitals", async ({ page }) => {
  const patient = await obesityPatientWithWeights('Obesity');
  const name = `${patient.lastName}, ${patient.firstName}`;
  await signedIn(page, CLINICIAN);
  await expect(page).toHaveURL('/apps/visits/list');
  await page.goto('/apps/program/medical');
  await page.getByRole('navigation', { name: 'Pages of the program' }).getByRole('link', { name: 'Weight loss patients' }).click();
  await page.getByRole('grid', { name: 'Weight loss patients and their weight since enrolment' }).getByRole('link', { name }).click();
  const row = page.getByRole('row', { name: new RegExp(`${name}.*240 lb.*228 lb.*-5%.*32\\.7.*200 lb`) });
  await expect(row).toBeVisible();
  const trajectory = page.getByRole('region', { name: `Weight trajectory of ${name}` });
  await expect(trajectory.getByText('At enrolment 240 lb, latest 228 lb (-5%). 28 lb to go to the goal.')).toBeVisible();
  await expect(trajectory.getByRole('grid', { name: 'Weighings' }).getByRole('row')).toHaveCount(4);
  await expect(trajectory.locator('.recharts-line-curve')).toBeVisible();
});
