/**
 * One record of every chart kind, added through its sub-page the way a clinician does: the
 * eleven "simple" kinds through the generic dialog (data-driven below), then medications, labs
 * and vitals through their own editors. Each test starts on a fresh patient made through the API
 * and checks the row the server sent back is listed (so a silently dropped field or a refused
 * save fails the test).
 */
import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import { signedIn } from '../fixtures/session.ts';
import { CLINICIAN, freshPatient } from '../fixtures/patients.ts';
import { PatientChartPage } from '../pages/PatientChartPage.ts';

async function signIn(page: Page): Promise<void> {
  await signedIn(page, CLINICIAN);
  await expect(page).toHaveURL('/apps/visits/list');
}


type Input = { label: string; value: string; kind?: 'text' | 'select' | 'check' | 'combobox' };

interface SimpleKind {
  /** The chart nav link and the section's h2. */
  link: string;
  title: string;
  /** The kind's name in "Add …" and in the toast. */
  one: string;
  inputs: Input[];
  /** What the new row of the list shows. */
  row: string[];
  /** Kinds with files keep the dialog open after a create, for the attachments. */
  staysOpen?: boolean;
}

const SIMPLE_KINDS: SimpleKind[] = [
  {
    link: 'Allergies',
    title: 'Allergies',
    one: 'allergy',
    inputs: [
      { label: 'Allergen', value: 'Penicillin', kind: 'combobox' },
      { label: 'Type', value: 'Drug', kind: 'select' },
      { label: 'Reaction', value: 'Hives' },
      { label: 'Severity', value: 'Severe', kind: 'select' },
    ],
    row: ['Penicillin', 'Drug', 'Hives', 'Severe', 'Active'],
  },
  {
    link: 'Problem list',
    title: 'Problem list',
    one: 'diagnosis',
    inputs: [
      { label: 'Diagnosis (ICD-10 code and name)', value: 'E11.9 Type 2 diabetes mellitus' },
      { label: 'Variation', value: 'without complications' },
      { label: 'Start date', value: '2023-02-01' },
    ],
    row: ['E11.9 Type 2 diabetes mellitus', 'without complications', 'Active'],
  },
  {
    link: 'Past medical history',
    title: 'Past medical history',
    one: 'history entry',
    inputs: [
      { label: 'Diagnosis (ICD-10 code and name)', value: 'K35.80 Acute appendicitis' },
      { label: 'Start date', value: '2001-06-15' },
      { label: 'Notes', value: 'Appendectomy, no complications' },
    ],
    row: ['K35.80 Acute appendicitis', 'Resolved', 'Appendectomy, no complications'],
  },
  {
    link: 'Family history',
    title: 'Family history',
    one: 'family history entry',
    inputs: [
      { label: 'Relative', value: 'Mother' },
      { label: 'Condition', value: 'Breast cancer' },
      { label: 'Details', value: 'Diagnosed at 52' },
    ],
    row: ['Mother', 'Breast cancer', 'Diagnosed at 52'],
  },
  {
    link: 'Social history',
    title: 'Social history',
    one: 'social history entry',
    inputs: [
      { label: 'Smokes', value: '', kind: 'check' },
      { label: 'Notes', value: 'Half a pack a day since 2010' },
    ],
    row: ['Yes', 'Half a pack a day since 2010'],
  },
  {
    link: 'Imaging',
    title: 'Imaging',
    one: 'imaging study',
    inputs: [
      { label: 'Imaging type', value: 'Chest X-ray, two views' },
      { label: 'Date', value: '2025-03-10' },
      { label: 'Status', value: 'Completed', kind: 'select' },
    ],
    row: ['Chest X-ray, two views', 'Completed'],
    staysOpen: true,
  },
  {
    link: 'Procedures',
    title: 'Procedures',
    one: 'procedure',
    inputs: [
      { label: 'Procedure', value: 'Screening colonoscopy' },
      { label: 'Procedure date', value: '2024-11-02' },
    ],
    row: ['Screening colonoscopy'],
    staysOpen: true,
  },
  {
    link: 'Referrals',
    title: 'Referrals',
    one: 'referral',
    inputs: [
      { label: 'Specialty', value: 'Cardiology' },
      { label: 'Referred to', value: 'Dr. Ames' },
      { label: 'Reason', value: 'Palpitations' },
    ],
    row: ['Cardiology', 'Dr. Ames', 'Palpitations', 'Sent'],
    staysOpen: true,
  },
  {
    link: 'Hospitalizations',
    title: 'Hospitalizations',
    one: 'hospitalization',
    inputs: [
      { label: 'Reason for stay', value: 'Community-acquired pneumonia' },
      { label: 'Admission date', value: '2024-01-10' },
      { label: 'Discharge date', value: '2024-01-14' },
      { label: 'Type of stay', value: 'Inpatient', kind: 'select' },
    ],
    row: ['Community-acquired pneumonia', 'Inpatient'],
  },
  {
    link: 'Immunizations',
    title: 'Immunizations',
    one: 'immunization',
    inputs: [
      { label: 'Vaccine', value: 'Influenza 2025-26' },
      { label: 'Type', value: 'Seasonal', kind: 'select' },
      { label: 'Date given', value: '2025-10-01' },
    ],
    row: ['Influenza 2025-26', 'Seasonal'],
  },
  {
    link: 'Injections',
    title: 'Injections',
    one: 'injection',
    inputs: [
      { label: 'Medication', value: 'Cyanocobalamin 1000 mcg' },
      { label: 'Route', value: 'Intramuscular', kind: 'select' },
      { label: 'Date given', value: '2025-09-15' },
    ],
    row: ['Cyanocobalamin 1000 mcg', 'Intramuscular'],
  },
];

for (const kind of SIMPLE_KINDS) {
  test(`add a record on ${kind.title}`, async ({ page }) => {
    const { patientId } = await freshPatient('Kinds');
    await signIn(page);
    const chart = new PatientChartPage(page);
    await chart.goto(patientId);
    await chart.open(kind.link);
    const section = chart.section(kind.title);
    await expect(section.getByText(`Nothing recorded yet: ${kind.title}`)).toBeVisible();

    await section.getByRole('button', { name: `Add ${kind.one}` }).click();
    const dialog = chart.dialog(`Add ${kind.one}`);
    await expect(dialog).toBeVisible();
    for (const input of kind.inputs) {
      if (input.kind === 'select') await chart.choose(dialog, input.label, input.value);
      else if (input.kind === 'check') await dialog.getByRole('checkbox', { name: input.label }).check();
      else if (input.kind === 'combobox') await dialog.getByRole('combobox', { name: input.label, exact: true }).fill(input.value);
      else await dialog.getByRole('textbox', { name: input.label, exact: true }).fill(input.value);
    }
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(chart.toast(`The ${kind.one} was added`)).toBeVisible();
    if (kind.staysOpen) {
      // saved: the same dialog now edits the record and offers its files
      const edit = chart.dialog(`Edit ${kind.one}`);
      await expect(edit.getByRole('button', { name: 'Attach a file' })).toBeVisible();
      await edit.getByRole('button', { name: 'Close' }).click();
    }
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const rows = section.getByRole('grid', { name: kind.title }).getByRole('row');
    await expect(rows).toHaveCount(2); // the header and the new record
    for (const text of kind.row) await expect(rows.nth(1)).toContainText(text);

    // what the list shows is what the server stored: it is still there after a reload
    await page.reload();
    await expect(chart.section(kind.title).getByRole('grid', { name: kind.title }).getByRole('row').nth(1)).toContainText(kind.row[0]!);
  });
}

test('add a medication', async ({ page }) => {
  const { patientId } = await freshPatient('Kinds');
  await signIn(page);
  const chart = new PatientChartPage(page);
  await chart.goto(patientId);
  await chart.open('Current medications');
  await page.getByRole('button', { name: 'Add medication' }).first().click();
  await expect(page).toHaveURL(`/apps/patient/${patientId}/PatientMedicationEdit/new`);
  const form = page.getByRole('form', { name: 'New medication' });
  await form.getByRole('combobox', { name: 'Medication', exact: true }).fill('Metformin');
  await expect(form.getByText('Coded: Metformin')).toBeVisible();
  await form.getByRole('textbox', { name: 'Form', exact: true }).fill('Tablet');
  await form.getByRole('textbox', { name: 'Dosage', exact: true }).fill('500 mg');
  await form.getByRole('textbox', { name: 'Frequency', exact: true }).fill('Twice daily');
  await form.getByRole('textbox', { name: 'Start date', exact: true }).fill('2025-02-03');
  await form.getByRole('textbox', { name: 'Days to refill', exact: true }).fill('30');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(chart.toast('Metformin added')).toBeVisible();
  await expect(page).toHaveURL(`/apps/patient/${patientId}/PatientCurrentMedications`);
  const row = page.getByRole('grid', { name: 'Current medications' }).getByRole('row', { name: /Metformin/ });
  await expect(row).toContainText('500 mg');
  await expect(row).toContainText('Twice daily');
  await expect(row).toContainText('Active');
});

test('add a lab result', async ({ page }) => {
  const { patientId } = await freshPatient('Kinds');
  await signIn(page);
  const chart = new PatientChartPage(page);
  await chart.goto(patientId);
  await chart.open('Labs');
  await page.getByRole('button', { name: 'Add lab result' }).click();
  const form = page.getByRole('form', { name: 'New lab result' });
  await form.getByRole('textbox', { name: 'Test', exact: true }).fill('Hemoglobin A1c');
  await form.getByRole('textbox', { name: 'Date', exact: true }).fill('2025-05-20');
  await form.getByRole('textbox', { name: 'Component', exact: true }).fill('HbA1c');
  await form.getByRole('textbox', { name: 'Result', exact: true }).fill('5.4');
  await form.getByRole('textbox', { name: 'Unit', exact: true }).fill('%');
  await form.getByRole('textbox', { name: 'Reference range', exact: true }).fill('4.0-5.6');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(chart.toast('Lab result added')).toBeVisible();
  const row = page.getByRole('table', { name: 'Labs' }).getByRole('row', { name: /Hemoglobin A1c/ });
  await expect(row).toContainText('Hemoglobin A1c: HbA1c');
  await expect(row).toContainText('5.4');
  await expect(row).toContainText('4.0-5.6');
  // in range: no flag
  await expect(row.getByText(/^(High|Low|Abnormal)$/)).toHaveCount(0);
});

test('add vitals', async ({ page }) => {
  const { patientId } = await freshPatient('Kinds');
  await signIn(page);
  const chart = new PatientChartPage(page);
  await chart.goto(patientId);
  await chart.open('Vitals');
  await page.getByRole('button', { name: 'Add vitals' }).first().click();
  const form = page.getByRole('form', { name: 'New vitals' });
  await form.getByRole('textbox', { name: 'Systolic (mmHg)', exact: true }).fill('128');
  await form.getByRole('textbox', { name: 'Diastolic (mmHg)', exact: true }).fill('82');
  await form.getByRole('textbox', { name: 'Heart rate (bpm)', exact: true }).fill('71');
  await form.getByRole('textbox', { name: 'Weight (lb)', exact: true }).fill('165');
  await form.getByRole('textbox', { name: 'Height (in)', exact: true }).fill('66');
  await expect(form.getByRole('textbox', { name: 'BMI', exact: true })).toHaveValue('26.6');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(chart.toast('Vitals added')).toBeVisible();
  const table = page.getByRole('table', { name: 'Vitals' });
  await expect(table).toContainText('128/82');
  await expect(table).toContainText('71');
  await expect(table).toContainText('26.6');
});
