/**
 * The clinical pages have no serious or critical axe violations (colour contrast cannot be
 * measured in jsdom), and render right to left in Arabic.
 */
import { seriousAxeViolations } from '@emr/shared-ui/testing';
import { sessionStore } from '@emr/shared-ui';
import { screen } from '@testing-library/react';
import { PATIENT, PATIENT_ID, renderPatients, resetRemote } from '../testing/fixtures.tsx';
import { LIPID } from './labs/labSeed.testing.ts';

afterEach(() => {
  resetRemote();
  sessionStore.getState().setLanguage('en');
});


const seed = [
  PATIENT,
  ...LIPID('lp-1', '2025-05-02', '131'),
  {
    EntityType: 'Medication' as const,
    id: 'm-1',
    PatientID: PATIENT_ID,
    Medication: 'Metformin',
    Dosage: '500 mg',
    Frequency: 'Twice daily',
    StartDate: '2025-01-10T11:00:00.000Z',
    DaysToRefill: '30',
    Status: 'Active',
    MedicationHistory: [{ at: '2025-01-10T11:00:00.000Z', change: 'Started', dosage: '500 mg', by: 'u-ana' }],
  },
  { EntityType: 'Vitals' as const, id: 'v-1', PatientID: PATIENT_ID, DateConducted: '2025-03-12T15:00:00.000Z', Vitals: { systolic: 130, diastolic: 85, weightLb: 180, heightIn: 70 } },
];

const base = `/apps/patient/${PATIENT_ID}`;
const pages: [string, string, () => Promise<unknown>][] = [
  ['current medications', `${base}/PatientCurrentMedications`, () => screen.findByRole('grid', { name: 'Current medications' })],
  ['medication edit', `${base}/PatientMedicationEdit/m-1`, () => screen.findByDisplayValue('Metformin')],
  ['new medication', `${base}/PatientMedicationEdit/new`, () => screen.findByRole('form', { name: 'New medication' })],
  ['medication history', `${base}/PatientMedicationHistory/m-1`, () => screen.findByRole('list', { name: 'History of Metformin' })],
  ['labs', `${base}/PatientLabs`, () => screen.findByRole('table', { name: 'Labs' })],
  ['aggregate results', `${base}/AggregateResults`, () => screen.findByRole('table', { name: 'All results by date' })],
  ['vitals', `${base}/Vitals`, () => screen.findByRole('table', { name: 'Blood pressure over time' })],
];

test.each(pages)('%s: no serious axe violations', async (_name, path, ready) => {
  renderPatients({ path, seed });
  await ready();
  expect(await seriousAxeViolations()).toEqual([]);
});

test('Arabic: the labs page renders right to left with its Arabic strings', async () => {
  sessionStore.getState().setLanguage('ar');
  const { container } = renderPatients({ path: `${base}/PatientLabs`, seed });
  expect(await screen.findByRole('table', { name: 'التحاليل' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'التحاليل' })).toBeInTheDocument();
  expect(container.querySelector('.fui-FluentProvider')).toHaveAttribute('dir', 'rtl');
  expect(await seriousAxeViolations()).toEqual([]);
});
