import { json } from '@emr/shared-ui';
import { screen, waitFor, within } from '@testing-library/react';
import { PATIENT, PATIENT_ID, dialogButton, findDialog, renderPatients, resetRemote, rowsOf } from '../../testing/fixtures.tsx';
import { LIPID, singleLab } from './labSeed.testing.ts';

afterEach(resetRemote);

const path = `/apps/patient/${PATIENT_ID}/PatientLabs`;
const table = () => screen.getByRole('table', { name: 'Labs' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

test('a numeric result above its range is flagged High as it is typed, and saved abnormal', async () => {
  const { user, fake } = renderPatients({ path });
  await screen.findByText('No lab results recorded');
  await user.click(screen.getByRole('button', { name: 'Add lab result' }));
  const form = await screen.findByRole('form', { name: 'New lab result' });
  await user.type(within(form).getByRole('textbox', { name: /^Test/ }), 'Glucose, fasting');
  const result = within(form).getByRole('group', { name: 'Result' });
  await user.type(within(result).getByRole('textbox', { name: /^Component/ }), 'Glucose');
  await user.type(within(result).getByRole('textbox', { name: /^Result/ }), '142');
  await user.type(within(result).getByRole('textbox', { name: 'Unit' }), 'mg/dL');
  await user.type(within(result).getByRole('textbox', { name: 'Reference range' }), '70-99');
  expect(within(result).getByText('High')).toBeInTheDocument();
  // computed, so not the user's to tick
  expect(within(result).getByRole('checkbox', { name: 'Abnormal' })).toBeDisabled();
  expect(within(result).getByRole('checkbox', { name: 'Abnormal' })).toBeChecked();
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Lab result added')).toBeInTheDocument();
  const [row] = rowsOf(fake, 'Lab');
  expect(row).toMatchObject({ LabType: 'Glucose, fasting', Component: 'Glucose', Result: '142', ReferenceRange: '70-99', IsAbnormal: true, IsPanel: false });
  await screen.findByRole('table', { name: 'Labs' });
  expect(within(bodyRows()[0]!).getByText('High')).toBeInTheDocument();
});

test('a qualitative result is flagged against a text range; without a range the Abnormal box is the user\'s', async () => {
  const { user, fake } = renderPatients({ path });
  await screen.findByText('No lab results recorded');
  await user.click(screen.getByRole('button', { name: 'Add lab result' }));
  const form = await screen.findByRole('form', { name: 'New lab result' });
  await user.type(within(form).getByRole('textbox', { name: /^Test/ }), 'Strep A rapid');
  const result = within(form).getByRole('group', { name: 'Result' });
  await user.type(within(result).getByRole('textbox', { name: /^Component/ }), 'Strep A antigen');
  await user.type(within(result).getByRole('textbox', { name: /^Result/ }), 'Positive');
  const box = within(result).getByRole('checkbox', { name: 'Abnormal' });
  expect(box).toBeEnabled();
  await user.type(within(result).getByRole('textbox', { name: 'Reference range' }), 'Negative');
  // "Negative" is the expected result: the range decides
  expect(box).toBeDisabled();
  expect(box).toBeChecked();
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Lab result added')).toBeInTheDocument();
  expect(rowsOf(fake, 'Lab')[0]).toMatchObject({ Result: 'Positive', IsAbnormal: true });
  await screen.findByRole('table', { name: 'Labs' });
  expect(within(bodyRows()[0]!).getByText('Abnormal')).toBeInTheDocument();
});

test('saving a panel creates the panel row and one row per component linked to it', async () => {
  const { user, fake } = renderPatients({ path });
  await screen.findByText('No lab results recorded');
  await user.click(screen.getByRole('button', { name: 'Add lab result' }));
  const form = await screen.findByRole('form', { name: 'New lab result' });
  await user.type(within(form).getByRole('textbox', { name: /^Test/ }), 'Lipid panel');
  await user.click(within(form).getByRole('radio', { name: 'Panel (several results)' }));
  const values = [
    ['Total cholesterol', '212', '<200'],
    ['HDL cholesterol', '38', '>40'],
    ['Triglycerides', '120', '<150'],
  ];
  await user.click(within(form).getByRole('button', { name: 'Add a result' }));
  for (const [index, [name, value, range]] of values.entries()) {
    const group = within(form).getByRole('group', { name: `Result ${index + 1}` });
    await user.type(within(group).getByRole('textbox', { name: /^Component/ }), name!);
    await user.type(within(group).getByRole('textbox', { name: /^Result/ }), value!);
    await user.type(within(group).getByRole('textbox', { name: 'Reference range' }), range!);
  }
  expect(within(within(form).getByRole('group', { name: 'Result 2' })).getByText('Low')).toBeInTheDocument();
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Lab result added')).toBeInTheDocument();
  const labs = rowsOf(fake, 'Lab');
  const panel = labs.find((r) => r['IsPanel'] === true)!;
  const components = labs.filter((r) => r['IsPanel'] === false);
  expect(components.map((r) => [r['Component'], r['Result'], r['IsAbnormal'], r['CustomID']])).toEqual(
    expect.arrayContaining([
      ['Total cholesterol', '212', true, panel.id],
      ['HDL cholesterol', '38', true, panel.id],
      ['Triglycerides', '120', false, panel.id],
    ]),
  );
  expect(components).toHaveLength(3);
  expect([...json<string[]>(panel['LinkedLabIDs'], [])].sort()).toEqual(components.map((r) => r.id).sort());
  expect(panel['IsAbnormal']).toBe(true);
  // each component is in the trend index
  expect(components.every((r) => typeof r['GSI11PK'] === 'string')).toBe(true);
  // the list shows the panel once, expandable to its components
  await screen.findByRole('table', { name: 'Labs' });
  expect(bodyRows()).toHaveLength(1);
  await user.click(within(table()).getByRole('button', { name: 'Lipid panel' }));
  expect(bodyRows()).toHaveLength(4);
  expect(within(table()).getByText('HDL cholesterol')).toBeInTheDocument();
});

test('editing a panel keeps its component rows in step; deleting it removes them', async () => {
  const { user, fake } = renderPatients({ path, seed: [PATIENT, ...LIPID('lp-1', '2025-05-02', '130')] });
  await screen.findByRole('table', { name: 'Labs' });
  await user.click(screen.getByRole('button', { name: 'Edit Lipid panel (May 2, 2025)' }));
  const form = await screen.findByRole('form', { name: 'Edit lab result' });
  const ldl = within(form).getByRole('group', { name: 'Result 2' });
  await user.clear(within(ldl).getByRole('textbox', { name: /^Result/ }));
  await user.type(within(ldl).getByRole('textbox', { name: /^Result/ }), '95');
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Lab result saved')).toBeInTheDocument();
  expect(fake.rows.get('lp-1-c1')).toMatchObject({ Result: '95', IsAbnormal: false, CustomID: 'lp-1' });
  expect(fake.rows.get('lp-1')).toMatchObject({ IsAbnormal: false });
  const panelUpdate = fake.calls.find((c) => c.op === 'update' && (c.args as { id: string }).id === 'lp-1')!.args as Record<string, unknown>;
  expect(panelUpdate['Version']).toBe(1);

  await user.click(screen.getByRole('button', { name: 'Delete Lipid panel (May 2, 2025)' }));
  const dialog = await findDialog('Delete this record?');
  await user.click(dialogButton(dialog, 'Delete'));
  expect(await screen.findByText('Lipid panel deleted')).toBeInTheDocument();
  expect(rowsOf(fake, 'Lab')).toHaveLength(0);
});

test('labs are paged on the server, newest first', async () => {
  const many = Array.from({ length: 30 }, (_, i) =>
    singleLab(`l-${i}`, `2025-01-${String(i + 1).padStart(2, '0')}`, { Component: `Test ${i + 1}`, Result: '5', Unit: '', ReferenceRange: '1-10' }),
  );
  const { user, fake } = renderPatients({ path, seed: [PATIENT, ...many] });
  await screen.findByRole('table', { name: 'Labs' });
  expect(bodyRows()).toHaveLength(25);
  expect(bodyRows()[0]).toHaveTextContent('Test 30');
  const labQueries = fake.calls.filter((c) => c.op === 'listByGSI2' && String((c.args as { keys: Record<string, unknown> }).keys['GSI2PK']).includes('#Lab#'));
  // the page, then the page ahead (which says whether there is one): never more than a page's rows
  expect(labQueries.map((c) => (c.args as { options: { limit: number } }).options.limit)).toEqual([25, 25]);
  expect(screen.getByRole('navigation', { name: 'Lab result pages' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next page' }));
  await screen.findByText('Test 5');
  expect(bodyRows()).toHaveLength(5);
  expect(screen.getByText('26–30 of 30')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Previous page' }));
  await screen.findByText('Test 30');
});

test('a page of labs is filled to its size, never past it, even when the component rows of panels take part of each server page', async () => {
  const panels = Array.from({ length: 30 }, (_, i) => LIPID(`lp-${i}`, `2025-02-${String(i + 1).padStart(2, '0')}`, '90')).flat();
  const { user } = renderPatients({ path, seed: [PATIENT, ...panels] }); // 30 panels: 90 rows in the index
  await screen.findByRole('table', { name: 'Labs' });
  expect(bodyRows()).toHaveLength(25);
  await user.click(screen.getByRole('button', { name: 'Next page' }));
  await waitFor(() => expect(bodyRows()).toHaveLength(5));
  expect(screen.getByText('26–30 of 30')).toBeInTheDocument();
});

