/**
 * Clinical workflows of the chart: a lab report file uploaded and downloaded byte for byte, an
 * out-of-range result flagged and followed on the trend page, and a dose change recorded in the
 * medication's history with who made it.
 */
import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import { signedIn } from '../fixtures/session.ts';
import { readFile } from 'node:fs/promises';
import { CLINICIAN, createLab, createMedication, freshPatient, staffFullName } from '../fixtures/patients.ts';
import { PatientChartPage } from '../pages/PatientChartPage.ts';

async function signIn(page: Page): Promise<void> {
  await signedIn(page, CLINICIAN);
  await expect(page).toHaveURL('/apps/visits/list');
}


/** A small but real PDF: the bytes must come back unchanged (no text re-encoding on the way). */
function tinyPdf(marker: string): Buffer {
  const body = `%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% ${marker}\ntrailer<</Root 1 0 R>>\n%%EOF\n`;
  return Buffer.concat([Buffer.from(body, 'latin1'), Buffer.from([0x00, 0xff, 0x80, 0x7f])]);
}

test('a lab report file is uploaded to the lab and downloads back byte for byte', async ({ page }) => {
  const { token, patientId } = await freshPatient('Files');
  await createLab(token, patientId, { LabType: 'Lipid panel report', Component: 'LDL', Result: '96', Unit: 'mg/dL', ReferenceRange: '0-129', DateConducted: '2025-04-02T12:00:00.000Z' });
  await signIn(page);
  const chart = new PatientChartPage(page);
  await chart.goto(patientId, 'PatientLabs');
  await page.getByRole('button', { name: /^Edit Lipid panel report/ }).click();
  const editor = page.getByRole('form', { name: 'Edit lab result' }).locator('..');
  const files = editor.getByRole('region', { name: 'Attached files' });
  await expect(files.getByText('No files attached')).toBeVisible();

  const bytes = tinyPdf(`report for ${patientId}`);
  const chooser = page.waitForEvent('filechooser');
  await files.getByRole('button', { name: 'Attach a file' }).click();
  await (await chooser).setFiles({ name: 'lipid-report.pdf', mimeType: 'application/pdf', buffer: bytes });
  await expect(chart.toast('lipid-report.pdf was attached')).toBeVisible();
  const listed = files.getByRole('list', { name: 'Attached files' }).getByRole('listitem');
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText('lipid-report.pdf');

  const download = page.waitForEvent('download');
  await listed.getByRole('button', { name: 'Download lipid-report.pdf' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('lipid-report.pdf');
  expect(Buffer.compare(await readFile((await file.path())!), bytes)).toBe(0);

  // the record now names its file, and the listing survives a reload
  await page.reload();
  await page.getByRole('button', { name: /^Edit Lipid panel report/ }).click();
  await expect(page.getByRole('region', { name: 'Attached files' }).getByRole('listitem')).toContainText('lipid-report.pdf');
});

test('a numeric result above its range is flagged High and shows on the component trend', async ({ page }) => {
  const { token, patientId } = await freshPatient('Trend');
  // an earlier, normal potassium: the trend then has two points
  await createLab(token, patientId, { LabType: 'Basic metabolic panel', Component: 'Potassium', Result: '4.2', Unit: 'mmol/L', ReferenceRange: '3.5-5.1', DateConducted: '2025-01-15T12:00:00.000Z' });
  await signIn(page);
  const chart = new PatientChartPage(page);
  await chart.goto(patientId, 'PatientLabs');

  await page.getByRole('button', { name: 'Add lab result' }).click();
  const form = page.getByRole('form', { name: 'New lab result' });
  await form.getByRole('textbox', { name: 'Test', exact: true }).fill('Potassium, serum');
  await form.getByRole('textbox', { name: 'Date', exact: true }).fill('2025-06-01');
  await form.getByRole('textbox', { name: 'Component', exact: true }).fill('Potassium');
  await form.getByRole('textbox', { name: 'Unit', exact: true }).fill('mmol/L');
  await form.getByRole('textbox', { name: 'Reference range', exact: true }).fill('3.5-5.1');
  await form.getByRole('textbox', { name: 'Result', exact: true }).fill('6.3');
  // flagged as it is typed, and the Abnormal box follows the range
  await expect(form.getByText('High', { exact: true })).toBeVisible();
  await expect(form.getByRole('checkbox', { name: 'Abnormal' })).toBeChecked();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(chart.toast('Lab result added')).toBeVisible();

  const row = page.getByRole('table', { name: 'Labs' }).getByRole('row', { name: /Potassium, serum/ });
  await expect(row).toContainText('6.3');
  await expect(row.getByText('High', { exact: true })).toBeVisible();
  const normal = page.getByRole('table', { name: 'Labs' }).getByRole('row', { name: /Basic metabolic panel/ });
  await expect(normal.getByText(/^(High|Low|Abnormal)$/)).toHaveCount(0);

  await chart.open('Lab trends');
  // one name: the page is titled as the nav calls it
  await expect(page.getByRole('heading', { level: 2, name: 'Lab trends' })).toBeVisible();
  const grid = page.getByRole('table', { name: 'All results by date' });
  const potassium = grid.getByRole('row', { name: /Potassium/ });
  await expect(potassium).toContainText('6.3 mmol/L');
  await expect(potassium).toContainText('4.2 mmol/L');
  await expect(potassium.getByText('High', { exact: true })).toHaveCount(1);
  await potassium.getByRole('button', { name: 'Potassium' }).click();

  await expect(page.getByRole('heading', { level: 3, name: 'Trend: Potassium' })).toBeVisible();
  // the chart is drawn right under its selector, not below the whole grid
  const selector = await page.getByRole('combobox', { name: 'Show the trend of' }).boundingBox();
  const drawn = await page.locator('.recharts-surface').first().boundingBox();
  expect(drawn!.y - (selector!.y + selector!.height)).toBeLessThan(200);
  await expect(page.getByText('Reference range: 3.5-5.1 mmol/L')).toBeVisible();
  const trend = page.getByRole('table', { name: 'Potassium over time' });
  const points = trend.getByRole('row');
  await expect(points).toHaveCount(3); // header, newest, oldest
  await expect(points.nth(1)).toContainText('6.3 mmol/L');
  await expect(points.nth(1)).toContainText('High');
  await expect(points.nth(2)).toContainText('4.2 mmol/L');
  await expect(points.nth(2).getByText(/^(High|Low|Abnormal)$/)).toHaveCount(0);
  // the chart is drawn too (an svg with the values), not only the table
  await expect(page.locator('svg').filter({ has: page.locator('path') }).first()).toBeVisible();
});

test('a result below its range is flagged Low', async ({ page }) => {
  const { patientId } = await freshPatient('Low');
  await signIn(page);
  const chart = new PatientChartPage(page);
  await chart.goto(patientId, 'PatientLabs');
  await page.getByRole('button', { name: 'Add lab result' }).click();
  const form = page.getByRole('form', { name: 'New lab result' });
  await form.getByRole('textbox', { name: 'Test', exact: true }).fill('Complete blood count');
  await form.getByRole('textbox', { name: 'Component', exact: true }).fill('Hemoglobin');
  await form.getByRole('textbox', { name: 'Result', exact: true }).fill('9.8');
  await form.getByRole('textbox', { name: 'Unit', exact: true }).fill('g/dL');
  await form.getByRole('textbox', { name: 'Reference range', exact: true }).fill('12.0-15.5');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(chart.toast('Lab result added')).toBeVisible();
  const row = page.getByRole('table', { name: 'Labs' }).getByRole('row', { name: /Complete blood count/ });
  await expect(row.getByText('Low', { exact: true })).toBeVisible();
});

test("editing a medication's dose records Dose changed, from what to what, and who", async ({ page }) => {
  const { token, patientId } = await freshPatient('Dose');
  const medication = await createMedication(token, patientId, { Medication: 'Lisinopril', Dosage: '10 mg', Frequency: 'Once daily' });
  const me = await staffFullName(CLINICIAN);
  await signIn(page);
  const chart = new PatientChartPage(page);
  await chart.goto(patientId, 'PatientMedications');

  await page.getByRole('button', { name: 'Edit Lisinopril' }).click();
  await expect(page).toHaveURL(`/apps/patient/${patientId}/PatientMedicationEdit/${medication.id}`);
  const form = page.getByRole('form', { name: 'Edit medication' });
  await expect(form.getByRole('textbox', { name: 'Dosage', exact: true })).toHaveValue('10 mg');
  await form.getByRole('textbox', { name: 'Dosage', exact: true }).fill('20 mg');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(chart.toast('Lisinopril saved')).toBeVisible();
  await expect(page).toHaveURL(`/apps/patient/${patientId}/PatientMedications`);
  await expect(page.getByRole('grid', { name: 'Medications' }).getByRole('row', { name: /Lisinopril/ })).toContainText('20 mg');

  await page.getByRole('button', { name: 'History of Lisinopril' }).click();
  await expect(page).toHaveURL(`/apps/patient/${patientId}/PatientMedicationHistory/${medication.id}`);
  await expect(page.getByText('Now: 20 mg, Once daily (Active)')).toBeVisible();
  const entries = page.getByRole('list', { name: 'History of Lisinopril' }).getByRole('listitem');
  await expect(entries.first()).toContainText('Dose changed');
  await expect(entries.first()).toContainText('From 10 mg');
  await expect(entries.first()).toContainText('20 mg');
  await expect(entries.first()).toContainText(me);
  await expect(entries.last()).toContainText('Started');
});
