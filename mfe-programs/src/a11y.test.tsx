/**
 * Every page of the remote has no serious or critical axe violations (colour contrast cannot
 * be measured in jsdom: the browser run checks it), in English and right to left in Arabic.
 */
import { sessionStore } from '@emr/shared-ui';
import { seriousAxeViolations } from '@emr/shared-ui/testing';
import { screen } from '@testing-library/react';
import { MEDICAL_SEED, SEED, renderPrograms, resetRemote } from './testing/fixtures.tsx';

afterEach(() => {
  resetRemote();
  sessionStore.getState().setLanguage('en');
});

const pages: [string, string, () => Promise<unknown>][] = [
  ['CCM overview', '/apps/program/ccm', () => screen.findByText('Billable now')],
  ['enrolled', '/apps/program/ccm/enrolled', () => screen.findByRole('grid', { name: 'Patients enrolled in chronic care management' })],
  ['one patient’s month', '/apps/program/ccm/ccm?enrolment=e-1', () => screen.findByRole('grid', { name: 'Time entries this month' })],
  ['tracking', '/apps/program/ccm/tracking', () => screen.findByRole('grid', { name: 'Patients and their month' })],
  ['provider time', '/apps/program/ccm/providertime', () => screen.findByRole('grid', { name: 'Minutes by staff member' })],
  ['month close', '/apps/program/ccm/billing', () => screen.findByRole('grid', { name: 'Codes of the month per patient' })],
  ['RPM overview', '/apps/program/rpm', () => screen.findByText('16 device days or more')],
  ['RPM enrolled', '/apps/program/rpm/enrolled', () => screen.findByRole('grid', { name: 'Patients enrolled in remote patient monitoring' })],
  ['RPM patient', '/apps/program/rpm/rpm?enrolment=e-3', () => screen.findByRole('grid', { name: 'Readings this month' })],
  ['RPM tracking', '/apps/program/rpm/tracking', () => screen.findByRole('grid', { name: 'Patients and their month' })],
  ['injections', '/apps/program/injections', () => screen.findByRole('grid', { name: 'Enrolled patients and their next dose' })],
  ['B12 record a dose', '/apps/program/injections/b12/injections', () => screen.findByRole('grid', { name: 'Doses given' })],
  ['medical programs', '/apps/program/medical', () => screen.findByText('No patient is enrolled in this program.')],
  ['weight loss', '/apps/program/medical/ObesityPatients', () => screen.findByRole('grid', { name: 'Weighings' })],
  ['kidney stones', '/apps/program/medical/StonePatients', () => screen.findByRole('region', { name: 'Stone history of Keller, John' })],
];

test.each(pages)('%s: no serious axe violations', async (_name, path, ready) => {
  // the medical programs' pages with their patients (the index shows its empty state)
  renderPrograms({ path, ...(path.includes('/medical/') ? { seed: [...SEED, ...MEDICAL_SEED] } : {}) });
  await ready();
  expect(await seriousAxeViolations()).toEqual([]);
});

test('Arabic renders right to left with the Arabic strings, without serious violations', async () => {
  sessionStore.getState().setLanguage('ar');
  const { container } = renderPrograms({ path: '/apps/program/ccm/tracking' });
  expect(await screen.findByRole('grid', { name: 'المرضى وشهرهم' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'المتابعة' })).toBeInTheDocument();
  expect(container.querySelector('.fui-FluentProvider')).toHaveAttribute('dir', 'rtl');
  expect(await seriousAxeViolations()).toEqual([]);
});
