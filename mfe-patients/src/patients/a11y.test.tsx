/**
 * The list, registration and edit pages have no serious or critical axe violations (colour
 * contrast cannot be measured in jsdom), in English and right to left in Arabic.
 */
import { seriousAxeViolations } from '@emr/shared-ui/testing';
import { sessionStore } from '@emr/shared-ui';
import { screen } from '@testing-library/react';
import { renderPatients, resetRemote } from '../testing/fixtures.tsx';
import { AETNA, CLINIC_PATIENTS, CVS } from './testData.ts';

afterEach(() => {
  resetRemote();
  sessionStore.getState().setLanguage('en');
});


const pages: [string, string, () => Promise<unknown>][] = [
  ['patient list', '/apps/patients/list', () => screen.findByRole('grid', { name: 'Patients' })],
  ['register a patient', '/apps/patients/add', () => screen.findByRole('button', { name: 'Register patient' })],
  ['edit a patient', '/apps/patient/edit/NS-000001', () => screen.findByRole('table', { name: 'Pharmacies' })],
];

test.each(pages)('%s: no serious axe violations', async (_name, path, ready) => {
  renderPatients({ path, seed: [...CLINIC_PATIENTS, AETNA, CVS] });
  await ready();
  expect(await seriousAxeViolations()).toEqual([]);
});

test('Arabic renders right to left with the Arabic strings, without serious violations', async () => {
  sessionStore.getState().setLanguage('ar');
  const { container } = renderPatients({ path: '/apps/patients/list', seed: CLINIC_PATIENTS });
  expect(await screen.findByRole('grid', { name: 'المرضى' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'المرضى' })).toBeInTheDocument();
  expect(screen.getAllByText('نشط', { selector: '.fui-Badge' })).toHaveLength(2);
  expect(container.querySelector('.fui-FluentProvider')).toHaveAttribute('dir', 'rtl');
  expect(await seriousAxeViolations()).toEqual([]);
});

test('in Arabic the form hints’ examples keep their order (isolated: "12345-6789", not "6789-12345")', async () => {
  sessionStore.getState().setLanguage('ar');
  renderPatients({ path: '/apps/patients/add', seed: CLINIC_PATIENTS });
  expect(await screen.findByText('\u206812345\u2069 أو \u206812345-6789\u2069')).toBeInTheDocument();
  expect(screen.getAllByText('رقم أمريكي، مثل \u2068(555) 123-4567\u2069')).toHaveLength(2);
});
