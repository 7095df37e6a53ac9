/**
 * The chart frame, summary and simple sub-pages have no serious or critical axe violations
 * (colour contrast cannot be measured in jsdom), in English and right to left in Arabic.
 */
import { seriousAxeViolations } from '@emr/shared-ui/testing';
import { sessionStore } from '@emr/shared-ui';
import { screen } from '@testing-library/react';
import { PATIENT_ID, renderPatients, resetRemote } from '../testing/fixtures.tsx';
import { FULL_CHART } from './chartFixtures.ts';

afterEach(() => {
  resetRemote();
  sessionStore.getState().setLanguage('en');
});


const chart = `/apps/patient/${PATIENT_ID}`;
const pages: [string, string, () => Promise<unknown>][] = [
  ['summary', chart, () => screen.findByText('Blue Cross PPO')],
  ['allergies', `${chart}/Allergies`, () => screen.findByRole('grid', { name: 'Allergies' })],
  ['problem list', `${chart}/PatientHx`, () => screen.findByRole('grid', { name: 'Problem list' })],
  ['visits', `${chart}/PatientVisits`, () => screen.findByRole('grid', { name: 'Visits' })],
  ['empty referrals', `${chart}/PatientReferrals`, () => screen.findByText('Nothing recorded yet: Referrals')],
];

test.each(pages)('%s: no serious axe violations', async (_name, path, ready) => {
  renderPatients({ path, seed: FULL_CHART });
  await ready();
  expect(await seriousAxeViolations()).toEqual([]);
});

test('the add dialog has no serious axe violations', async () => {
  const { user } = renderPatients({ path: `${chart}/Allergies`, seed: FULL_CHART });
  await user.click(await screen.findByRole('button', { name: 'Add allergy' }));
  await screen.findAllByRole('dialog', { hidden: true });
  expect(await seriousAxeViolations()).toEqual([]);
});

test('Arabic renders the chart right to left with the Arabic strings', async () => {
  sessionStore.getState().setLanguage('ar');
  const { container } = renderPatients({ path: chart, seed: FULL_CHART });
  expect(await screen.findByRole('region', { name: 'شريط بيانات المريض' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'الملف الطبي' })).toBeInTheDocument();
  expect(await screen.findByRole('region', { name: 'المشكلات النشطة' })).toBeInTheDocument();
  expect(container.querySelector('.fui-FluentProvider')).toHaveAttribute('dir', 'rtl');
  expect(await seriousAxeViolations()).toEqual([]);
});
