/**
 * axe-core on every page of the care programs remote (the CCM overview, enrolled patients with
 * the enrolment form open, one patient's month with its entries, tracking, provider time, the
 * month close; RPM's overview, enrolled, tracking, month close and one patient's readings;
 * the injection programs' overview, a program's index, enrolled (and GLP-1's enrolment form
 * open) and dose pages; medical
 * programs, weight loss with a patient's trajectory chart, kidney stones): 0 serious or critical violations,
 * every rule in light and colour contrast in dark (fixtures/axe.ts).
 */
import { expect, test } from '../fixtures/test.ts';
import { clinicMonth } from '../fixtures/days.ts';
import { type Page } from '@playwright/test';
import { type Scan, partOf, scanPages, signInForScans } from '../fixtures/axe.ts';
import { gql } from '../fixtures/api.ts';
import { CLINICIAN } from '../fixtures/patients.ts';
import { billingPractitioner, ccmEligiblePatient, obesityPatientWithWeights, rpmPatientWithReadings } from '../fixtures/programs.ts';


let enrolmentId = '';
const previousMonth = () => clinicMonth(-1);
let rpmEnrolmentId = '';
let obesityEnrolmentId = '';

test.beforeAll(async () => {
  const { token, patientId } = await ccmEligiblePatient('Axe');
  const { createEMR } = await gql<{ createEMR: { id: string } }>(token, 'mutation ($input: CreateEMRInput!) { createEMR(input: $input) { id } }', {
    input: { EntityType: 'ProgramEnrollment', PatientID: patientId, Program: 'ccm', EnrollmentDate: '2026-02-02T12:00:00.000Z', Status: 'Active', Note: 'Monthly review', AssignedTo: await billingPractitioner() },
  });
  enrolmentId = createEMR.id;
  await gql(token, 'mutation ($input: CreateEMRInput!) { createEMR(input: $input) { id } }', {
    input: { EntityType: 'TimeEntry', PatientID: patientId, Program: 'ccm', LinkedToProgram: enrolmentId, Time: '22', ProviderTime: '0', Description: 'Phone review' },
  });
  rpmEnrolmentId = (await rpmPatientWithReadings('AxeRpm', 3)).enrolmentId;
  obesityEnrolmentId = (await obesityPatientWithWeights('AxeObesity')).enrolmentId;
});

function scansOf(page: Page): Scan[] {
  const enrolForm = async () => {
    await page.locator('main').getByRole('button').filter({ hasText: 'Enrol a patient' }).click();
    await expect(page.getByRole('region', { name: 'Enrol a patient' })).toBeVisible();
  };
  return [
    { path: '/apps/program/ccm', heading: 'Chronic care management' },
    { path: '/apps/program/ccm/tracking', heading: 'Tracking' },
    { path: '/apps/program/ccm/providertime', heading: 'Provider time' },
    { path: '/apps/program/ccm/billing', heading: 'Month close' },
    { path: `/apps/program/ccm/billing?month=${previousMonth()}`, heading: 'Month close' },
    { path: `/apps/program/ccm/ccm?enrolment=${enrolmentId}`, heading: /^Axe\w+, Test$/ },
    { path: '/apps/program/rpm', heading: 'Remote patient monitoring' },
    { path: '/apps/program/rpm/enrolled', heading: 'Enrolled patients' },
    { path: '/apps/program/rpm/tracking', heading: 'Tracking' },
    { path: '/apps/program/rpm/billing', heading: 'Month close' },
    { path: `/apps/program/rpm/rpm?enrolment=${rpmEnrolmentId}`, heading: /^AxeRpm\w+, Test$/ },
    { path: '/apps/program/injections', heading: 'Injection programs' },
    { path: '/apps/program/injections/b12', heading: 'Vitamin B12' },
    { path: '/apps/program/injections/flu/enrolled', heading: 'Flu vaccination — Enrolled patients' },
    { path: '/apps/program/injections/glp1/injections', heading: 'GLP-1 — Record a dose' },
    { path: '/apps/program/medical', heading: 'Medical programs' },
    { path: `/apps/program/medical/ObesityPatients?enrolment=${obesityEnrolmentId}`, heading: 'Medical weight loss' },
    { path: '/apps/program/medical/StonePatients', heading: 'Kidney stone prevention' },
    // the enrolment forms, open
    { path: '/apps/program/ccm/enrolled', heading: 'Enrolled patients', label: '/apps/program/ccm/enrolled (enrolment form open)', then: enrolForm },
    { path: '/apps/program/injections/glp1/enrolled', heading: 'GLP-1 — Enrolled patients', label: '/apps/program/injections/glp1/enrolled (injection enrolment form open)', then: enrolForm },
  ];
}

const PARTS = 2;
for (let part = 0; part < PARTS; part++) {
  test(`every care programs page, part ${part + 1} of ${PARTS}`, async ({ page }) => {
    test.setTimeout(240_000);
    await signInForScans(page, CLINICIAN);
    expect(await scanPages(page, partOf(scansOf(page), part, PARTS))).toEqual([]);
  });
}
