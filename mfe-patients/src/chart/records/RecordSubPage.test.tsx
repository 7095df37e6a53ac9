import { DANGER_CLASS } from '@emr/shared-ui';
import { screen, waitFor, within } from '@testing-library/react';
import { PATIENT, PATIENT_ID, dialogButton, findDialog, gridRows, renderPatients, resetRemote, rowsOf } from '../../testing/fixtures.tsx';
import { chartRow } from '../chartFixtures.ts';

afterEach(resetRemote);

const page = (name: string) => `/apps/patient/${PATIENT_ID}/${name}`;
// While a modal is open, Fluent's focus manager (tabster) sometimes marks the dialog itself
// aria-hidden in jsdom, so queries inside dialogs include hidden elements.
const hidden = { hidden: true } as const;
const formDialog = (name: string) =>
  waitFor(() => {
    const dialog = screen.queryAllByRole('dialog', hidden).find((d) => d.getAttribute('aria-label') === name);
    if (!dialog) throw new Error(`no open dialog "${name}"`);
    return dialog;
  });
const button = (scope: HTMLElement, name: string) => within(scope).getByRole('button', { name, ...hidden });
async function chooseIn(user: ReturnType<typeof renderPatients>['user'], scope: HTMLElement, label: RegExp, option: string) {
  await user.click(within(scope).getByRole('combobox', { name: label, ...hidden }));
  await user.click(await screen.findByRole('option', { name: option, ...hidden }));
}
const allergenBox = (scope: HTMLElement) => within(scope).getByRole('combobox', { name: /^Allergen/, ...hidden });
const textbox = (scope: HTMLElement, name: string) => within(scope).getByRole('textbox', { name: new RegExp(`^${name}`), ...hidden });
const cellTexts = (row: HTMLElement) => within(row).getAllByRole('gridcell').map((cell) => cell.textContent);

const ALLERGIES = [
  PATIENT,
  chartRow({ EntityType: 'Allergy', id: 'al-old', Allergy: 'Penicillin', AllergyType: 'Drug', Reaction: 'Rash', Severity: 'Moderate', Status: 'Active', Timestamp: '2020-03-01T09:00:00.000Z' }),
  chartRow({ EntityType: 'Allergy', id: 'al-new', Allergy: 'Peanuts', AllergyType: 'Food', Reaction: 'Hives', Severity: 'Mild', Status: 'Active', Timestamp: '2024-06-01T09:00:00.000Z' }),
];

test('allergies: newest first; add, edit and delete through the dialogs', async () => {
  const { user, fake } = renderPatients({ path: page('Allergies'), seed: ALLERGIES });
  expect(await screen.findByRole('heading', { level: 2, name: 'Allergies' })).toBeInTheDocument();
  await screen.findByRole('grid', { name: 'Allergies' });
  expect(gridRows('Allergies').map((row) => cellTexts(row).slice(1, 3))).toEqual([
    ['Peanuts', 'Food'],
    ['Penicillin', 'Drug'],
  ]);

  // add
  await user.click(screen.getByRole('button', { name: 'Add allergy' }));
  const add = await formDialog('Add allergy');
  await user.type(allergenBox(add), 'Sulfonamides');
  // a name of the list is coded as typed
  expect(await within(add).findByText('Coded: Sulfonamide antibiotics (sulfa)')).toBeInTheDocument();
  await chooseIn(user, add, /^Type/, 'Drug');
  await user.type(textbox(add, 'Reaction'), 'Stevens-Johnson syndrome');
  await chooseIn(user, add, /^Severity/, 'Life-threatening');
  await user.click(button(add, 'Save'));
  expect(await screen.findByText('The allergy was added')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  const created = rowsOf(fake, 'Allergy').find((row) => row['Allergy'] === 'Sulfonamides')!;
  expect(created).toMatchObject({ PatientID: PATIENT_ID, AllergyType: 'Drug', Reaction: 'Stevens-Johnson syndrome', Severity: 'Life-threatening', Status: 'Active', ConceptCode: 'allergen:sulfonamide-antibiotics' });
  expect(await screen.findByRole('gridcell', { name: 'Sulfonamides' })).toBeInTheDocument();
  expect(cellTexts(gridRows('Allergies')[0]!)[1]).toBe('Sulfonamides');

  // edit: only the change is sent, with the Version that was read
  await user.click(screen.getByRole('button', { name: 'Edit Penicillin' }));
  const edit = await formDialog('Edit allergy');
  expect(allergenBox(edit)).toHaveValue('Penicillin');
  await user.clear(textbox(edit, 'Reaction'));
  await user.type(textbox(edit, 'Reaction'), 'Angioedema');
  await user.click(button(edit, 'Save'));
  expect(await screen.findByText('The allergy was saved')).toBeInTheDocument();
  const updates = fake.calls.filter((call) => call.op === 'update').map((call) => call.args);
  expect(updates).toEqual([{ id: 'al-old', Version: 1, Reaction: 'Angioedema' }]);
  expect(fake.rows.get('al-old')).toMatchObject({ Reaction: 'Angioedema', Version: 2 });

  // delete, after a confirmation that says the audit keeps the fields
  // every delete wears the one danger style, the row's button and the dialog's
  expect(await screen.findByRole('button', { name: 'Delete Peanuts' })).toHaveClass(DANGER_CLASS);
  await user.click(await screen.findByRole('button', { name: 'Delete Peanuts' }));
  const confirm = await findDialog('Delete this allergy?');
  expect(confirm).toHaveTextContent('The audit log keeps a copy of every deleted field');
  expect(dialogButton(confirm, 'Delete')).toHaveClass(DANGER_CLASS);
  expect(dialogButton(confirm, 'Cancel')).not.toHaveClass(DANGER_CLASS);
  await user.click(dialogButton(confirm, 'Delete'));
  expect(await screen.findByText('The allergy was deleted')).toBeInTheDocument();
  expect(fake.rows.has('al-new')).toBe(false);
  await waitFor(() => expect(screen.queryByRole('gridcell', { name: 'Peanuts' })).not.toBeInTheDocument());
});

test('allergies: an allergy already recorded is refused at its field whatever its case; a name not in the list is marked uncoded', async () => {
  const { user, fake } = renderPatients({ path: page('Allergies'), seed: ALLERGIES });
  await screen.findByRole('grid', { name: 'Allergies' });
  await user.click(screen.getByRole('button', { name: 'Add allergy' }));
  const add = await formDialog('Add allergy');
  const allergen = allergenBox(add);
  await user.type(allergen, 'penicillin');
  await user.click(button(add, 'Save'));
  expect(await within(add).findByText('Penicillin is already recorded.')).toBeInTheDocument();
  expect(fake.calls.some((call) => call.op === 'create')).toBe(false);

  await user.clear(allergen);
  await user.type(allergen, 'Grandma’s liniment');
  expect(await within(add).findByText('Uncoded — not checked for allergies or duplicates')).toBeInTheDocument();
  await user.click(button(add, 'Save'));
  expect(await screen.findByText('The allergy was added')).toBeInTheDocument();
  expect(rowsOf(fake, 'Allergy').find((row) => row['Allergy'] === 'Grandma’s liniment')?.['ConceptCode']).toBeFalsy();
});

test('allergies: an allergen is picked from the list by any of its names', async () => {
  const { user, fake } = renderPatients({ path: page('Allergies'), seed: [PATIENT] });
  await user.click(await screen.findByRole('button', { name: 'Add allergy' }));
  const add = await formDialog('Add allergy');
  await user.type(allergenBox(add), 'shrimp');
  await user.click(await screen.findByRole('option', { name: 'Shellfish', ...hidden }));
  expect(allergenBox(add)).toHaveValue('Shellfish');
  await user.click(button(add, 'Save'));
  expect(await screen.findByText('The allergy was added')).toBeInTheDocument();
  expect(rowsOf(fake, 'Allergy')[0]).toMatchObject({ Allergy: 'Shellfish', ConceptCode: 'allergen:shellfish' });
});

test('cancelling a delete keeps the record', async () => {
  const { user, fake } = renderPatients({ path: page('Allergies'), seed: ALLERGIES });
  await user.click(await screen.findByRole('button', { name: 'Delete Peanuts' }));
  await user.click(dialogButton(await findDialog('Delete this allergy?'), 'Cancel'));
  expect(fake.rows.has('al-new')).toBe(true);
  expect(fake.calls.some((call) => call.op === 'delete')).toBe(false);
});

test('bad input gets a translated message and nothing is sent', async () => {
  const { user, fake } = renderPatients({ path: page('PatientHospitalizations'), seed: [PATIENT] });
  expect(await screen.findByText('Nothing recorded yet: Hospitalizations')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Add hospitalization' }));
  const dialog = await formDialog('Add hospitalization');
  await user.click(button(dialog, 'Save'));
  expect(await within(dialog).findByText('Reason for stay is required.')).toBeInTheDocument();
  expect(within(dialog).getByText('Admission date is required.')).toBeInTheDocument();

  await user.type(textbox(dialog, 'Reason for stay'), 'Pneumonia');
  const admission = within(dialog).getByLabelText(/^Admission date/);
  const discharge = within(dialog).getByLabelText(/^Discharge date/);
  await user.type(admission, '2999-01-10');
  await user.type(discharge, '2024-01-01');
  await user.click(button(dialog, 'Save'));
  expect(await within(dialog).findByText('Admission date cannot be in the future.')).toBeInTheDocument();
  await user.clear(admission);
  await user.type(admission, '2024-01-10');
  await user.click(button(dialog, 'Save'));
  expect(await within(dialog).findByText('Discharge date cannot be before Admission date.')).toBeInTheDocument();
  expect(fake.calls.some((call) => call.op === 'create')).toBe(false);

  await user.clear(discharge);
  await user.type(discharge, '2024-01-14');
  await user.click(button(dialog, 'Save'));
  expect(await screen.findByText('The hospitalization was added')).toBeInTheDocument();
  expect(rowsOf(fake, 'Hospitalization')).toEqual([
    expect.objectContaining({ Hospitalization: 'Pneumonia', AdmissionDate: '2024-01-10T12:00:00.000Z', DischargeDate: '2024-01-14T12:00:00.000Z' }),
  ]);
});

test('problem list and past history are the two diagnosis types; the server keeps the status history', async () => {
  const seed = [
    PATIENT,
    chartRow({ EntityType: 'Diagnosis', id: 'dx-1', Diagnosis: 'I10 Essential hypertension', DiagnosisType: 'Diagnosis', Status: 'Active', StartDate: '2021-05-02T10:00:00.000Z' }),
    chartRow({ EntityType: 'Diagnosis', id: 'dx-2', Diagnosis: 'K35.80 Appendicitis', DiagnosisType: 'History', Status: 'Resolved', StartDate: '1990-05-02T10:00:00.000Z' }),
  ];
  const { user, fake } = renderPatients({ path: page('PatientHx'), seed });
  await screen.findByRole('grid', { name: 'Problem list' });
  expect(gridRows('Problem list').map((row) => cellTexts(row)[1])).toEqual(['I10 Essential hypertension']);

  await user.click(screen.getByRole('button', { name: 'Add diagnosis' }));
  const add = await formDialog('Add diagnosis');
  await user.type(textbox(add, 'Diagnosis'), 'E11.9 Type 2 diabetes mellitus without complications');
  await user.type(within(add).getByLabelText(/^Start date/), '2025-02-03');
  await user.click(button(add, 'Save'));
  expect(await screen.findByText('The diagnosis was added')).toBeInTheDocument();
  const created = rowsOf(fake, 'Diagnosis').find((row) => String(row['Diagnosis']).startsWith('E11.9'))!;
  expect(created).toMatchObject({ DiagnosisType: 'Diagnosis', Status: 'Active', StartDate: '2025-02-03T12:00:00.000Z' });
  // clients never send the history: the server writes it
  const sent = fake.calls.find((call) => call.op === 'create')!.args as Record<string, unknown>;
  expect(sent).not.toHaveProperty('DiagnosisHistory');

  await user.click(await screen.findByRole('button', { name: 'Edit E11.9 Type 2 diabetes mellitus without complications' }));
  const edit = await formDialog('Edit diagnosis');
  await chooseIn(user, edit, /^Status/, 'Resolved');
  await user.click(button(edit, 'Save'));
  expect(await screen.findByText('The diagnosis was saved')).toBeInTheDocument();

  await user.click(await screen.findByRole('button', { name: 'Edit E11.9 Type 2 diabetes mellitus without complications' }));
  const again = await formDialog('Edit diagnosis');
  const history = within(again).getByRole('region', { name: 'Status history', ...hidden });
  expect(within(history).getAllByRole('listitem', hidden).map((item) => item.textContent?.split(' on ')[0])).toEqual(['Active', 'Resolved']);
  await user.click(button(again, 'Close'));

  await user.click(screen.getByRole('link', { name: 'Past medical history' }));
  await screen.findByRole('grid', { name: 'Past medical history' });
  expect(gridRows('Past medical history').map((row) => cellTexts(row)[1])).toEqual(['K35.80 Appendicitis']);
});

test('referrals: add one, move it along its statuses, and attach the report', async () => {
  const { user, fake, files } = renderPatients({ path: page('PatientReferrals'), seed: [PATIENT] });
  await user.click(await screen.findByRole('button', { name: 'Add referral' }));
  const add = await formDialog('Add referral');
  await user.type(textbox(add, 'Specialty'), 'Cardiology');
  await user.type(textbox(add, 'Referred to'), 'Dr. Okafor');
  await user.click(button(add, 'Save'));
  expect(await screen.findByText('The referral was added')).toBeInTheDocument();
  const referral = rowsOf(fake, 'Referral')[0]!;
  expect(referral).toMatchObject({ ReferralType: 'Cardiology', Name: 'Dr. Okafor', Status: 'Sent' });

  // a kind with files stays open as an edit, so the report can be attached
  const edit = await formDialog('Edit referral');
  await chooseIn(user, edit, /^Status/, 'Report received');
  await user.upload(within(edit).getByLabelText('Choose a file to attach', { selector: 'input' }), new File(['consult'], 'consult report.pdf', { type: 'application/pdf' }));
  expect(await screen.findByText('consult report.pdf was attached')).toBeInTheDocument();
  const key = `referral-results/${PATIENT_ID}/${referral.id}/consult_report.pdf`;
  expect(files.files.has(key)).toBe(true);
  await waitFor(() => expect(fake.rows.get(referral.id)?.['FileURL']).toBe(key));
  await user.click(button(edit, 'Save'));
  expect(await screen.findByText('The referral was saved')).toBeInTheDocument();
  expect(fake.rows.get(referral.id)).toMatchObject({ Status: 'ReportReceived', FileURL: key });
  expect(await screen.findByRole('gridcell', { name: 'Report received' })).toBeInTheDocument();
});

test('a stale edit is refused with the server’s message and what was typed stays', async () => {
  const { user, fake } = renderPatients({ path: page('Allergies'), seed: ALLERGIES });
  await user.click(await screen.findByRole('button', { name: 'Edit Penicillin' }));
  const edit = await formDialog('Edit allergy');
  // someone else saves the allergy meanwhile
  fake.rows.set('al-old', { ...fake.rows.get('al-old')!, Version: 5 });
  await user.clear(textbox(edit, 'Reaction'));
  await user.type(textbox(edit, 'Reaction'), 'Wheezing');
  await user.click(button(edit, 'Save'));
  expect(await screen.findByText('This record was changed by someone else')).toBeInTheDocument();
  expect(screen.getByText('The allergy was not saved')).toBeInTheDocument();
  expect(textbox(await formDialog('Edit allergy'), 'Reaction')).toHaveValue('Wheezing');
  expect(fake.rows.get('al-old')).toMatchObject({ Reaction: 'Rash' });
});

test('a list that cannot be loaded says so and offers a retry', async () => {
  let fail = true;
  const { user } = renderPatients({
    path: page('FHx'),
    seed: [PATIENT, chartRow({ EntityType: 'FamilyHistory', id: 'fh-1', Relationship: 'Mother', Condition: 'Breast cancer', Timestamp: '2022-01-01T10:00:00.000Z' })],
    wrapClient: (client) => {
      const models = (client as { models: { EMR: Record<string, unknown> } }).models;
      const real = models.EMR['listByGSI2'] as (...args: unknown[]) => Promise<unknown>;
      return {
        ...(client as object),
        models: {
          EMR: new Proxy(models.EMR, {
            get: (target, name: string) =>
              name === 'listByGSI2' ? (...args: unknown[]) => (fail ? Promise.resolve({ data: null, errors: [{ errorType: 'InternalFailure', message: 'boom' }] }) : real(...args)) : target[name],
          }),
        },
      };
    },
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('The server could not finish this');
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('gridcell', { name: 'Breast cancer' })).toBeInTheDocument();
});

test('social history records the four habits as yes or no', async () => {
  const { user, fake } = renderPatients({ path: page('SocialHx'), seed: [PATIENT] });
  await user.click(await screen.findByRole('button', { name: 'Add social history entry' }));
  const add = await formDialog('Add social history entry');
  await user.click(within(add).getByRole('checkbox', { name: 'Takes caffeine', ...hidden }));
  await user.type(textbox(add, 'Notes'), 'Two cups of coffee a day.');
  await user.click(button(add, 'Save'));
  expect(await screen.findByText('The social history entry was added')).toBeInTheDocument();
  expect(rowsOf(fake, 'SocialHistory')[0]).toMatchObject({ Smoking: false, Drinking: false, Drugs: false, Caffeine: true, Note: 'Two cups of coffee a day.' });
  const row = (await screen.findAllByRole('row'))[1]!;
  expect(cellTexts(row).slice(1, 6)).toEqual(['No', 'No', 'No', 'Yes', 'Two cups of coffee a day.']);
});

test('visits are listed newest first (or oldest first), one server page at a time, each linking to the visit', async () => {
  const visits = Array.from({ length: 55 }, (_, i) =>
    chartRow({ EntityType: 'Visit', id: `vs-${String(i).padStart(2, '0')}`, VisitType: `Visit ${i}`, VisitStatus: 'CheckedOut', VisitDate: new Date(Date.UTC(2020, 0, 1 + i, 15)).toISOString() }),
  );
  const { user } = renderPatients({ path: page('PatientVisits'), seed: [PATIENT, ...visits] });
  await screen.findByRole('grid', { name: 'Visits' });
  expect(screen.queryByRole('button', { name: 'Add visit' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Edit Visit/ })).not.toBeInTheDocument();
  const first = gridRows('Visits')[0]!;
  expect(cellTexts(first).slice(1, 3)).toEqual(['Visit 54', 'Checked out']);
  expect(within(first).getByRole('link')).toHaveAttribute('href', '/apps/visits/edit/vs-54');
  expect(screen.getByText('1–10 of many')).toBeInTheDocument();
  // the last page is the first read backwards: one request however long the chart
  await user.click(screen.getByRole('button', { name: 'Last page' }));
  expect(await screen.findByText('1–10 counted from the end')).toBeInTheDocument();
  expect(cellTexts(gridRows('Visits')[0]!)[1]).toBe('Visit 9');
  // the date's header asks the server for the other order
  await user.click(screen.getByRole('columnheader', { name: /Visit date/ }));
  await waitFor(() => expect(cellTexts(gridRows('Visits')[0]!)[1]).toBe('Visit 0'));
  expect(screen.getByText('1–10 of many')).toBeInTheDocument();
});

test('billing cannot open a clinical sub-page', async () => {
  const { fake } = renderPatients({ path: page('Allergies'), role: 'billing', seed: ALLERGIES });
  expect(await screen.findByRole('heading', { name: 'You are not authorized to see this page' })).toBeInTheDocument();
  expect(fake.calls.some((call) => JSON.stringify(call.args).includes('#Allergy#'))).toBe(false);
});
