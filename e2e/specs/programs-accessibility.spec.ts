/**
 * axe-core on every page of the care programs remote (the CCM overview, enrolled patients with
 * the enrolment form open, one patient's month with its entries, tracking, provider time, the
 * month close; RPM's overview, enrolled, tracking, month close and one patient's readings;
 * the injection programs' overview, a program's index, enrolled (and GLP-1's enrolment form
 * open) and dose pages; medical
 * programs, weight loss with a patient's trajectory chart, kidney stones): 0 serious or critical violations, light
 * and dark, LTR and RTL. Checked as fixtures/axe.ts says.
 */
import { expect, test } from '../fixtures/test.ts';
import { clinicMonth } from '../fixtures/days.ts';
import { pageViolations as violations, signInWith } from '../fixtures/axe.ts';
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

for (const theme of ['light', 'dark'] as const) {
  for (const language of ['en', 'ar'] as const) {
    test(`every care programs page in ${theme}, ${language === 'ar' ? 'RTL' : 'LTR'}`, async ({ page }) => {
      test.setTimeout(240_000);
      await signInWith(page, CLINICIAN, theme, language, '/apps/visits/list');

      const found: string[] = [];
      for (const path of [
        '/apps/program/ccm',
        '/apps/program/ccm/tracking',
        '/apps/program/ccm/providertime',
        '/apps/program/ccm/billing',
        `/apps/program/ccm/billing?month=${previousMonth()}`,
        `/apps/program/ccm/ccm?enrolment=${enrolmentId}`,
        '/apps/program/rpm',
        '/apps/program/rpm/enrolled',
        '/apps/program/rpm/tracking',
        '/apps/program/rpm/billing',
        `/apps/program/rpm/rpm?enrolment=${rpmEnrolmentId}`,
        '/apps/program/injections',
        '/apps/program/injections/b12',
        '/apps/program/injections/flu/enrolled',
        '/apps/program/injections/glp1/injections',
        '/apps/program/medical',
        `/apps/program/medical/ObesityPatients?enrolment=${obesityEnrolmentId}`,
        '/apps/program/medical/StonePatients',
      ]) {
        found.push(...(await violations(page, path)));
      }
      // the enrolment form, open
      const form = await violations(page, '/apps/program/ccm/enrolled', async () => {
        await page.locator('main').getByRole('button').filter({ hasText: language === 'ar' ? 'تسجيل مريض' : 'Enrol a patient' }).click();
        await expect(page.getByRole('region', { name: language === 'ar' ? 'تسجيل مريض' : 'Enrol a patient' })).toBeVisible();
      });
      found.push(...form.map((v) => `${v} (enrolment form open)`));
      const injectionForm = await violations(page, '/apps/program/injections/glp1/enrolled', async () => {
        await page.locator('main').getByRole('button').filter({ hasText: language === 'ar' ? 'تسجيل مريض' : 'Enrol a patient' }).click();
        await expect(page.getByRole('region', { name: language === 'ar' ? 'تسجيل مريض' : 'Enrol a patient' })).toBeVisible();
      });
      found.push(...injectionForm.map((v) => `${v} (injection enrolment form open)`));
      expect(found).toEqual([]);
    });
  }
}
