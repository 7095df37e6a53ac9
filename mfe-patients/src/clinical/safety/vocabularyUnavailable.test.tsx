/**
 * A safety check never fails silently: when the drug list cannot be loaded, the form says its
 * checks did not run, and the server's own check still refuses what it must, with its reason.
 */
import type * as Vocabularies from '@emr/domain/vocabularies';
import { screen } from '@testing-library/react';
import { PATIENT, PATIENT_ID, renderPatients, resetRemote, rowsOf } from '../../testing/fixtures.tsx';

const failing = { on: true };

jest.mock('@emr/domain/vocabularies', () => {
  const actual = jest.requireActual<typeof Vocabularies>('@emr/domain/vocabularies');
  return {
    ...actual,
    // the browser's copy fails to load (a lost chunk); the fake server's rules keep theirs
    vocabulary: () => {
      if (failing.on) throw new Error('Loading chunk vocabularies failed');
      return actual.vocabulary();
    },
  };
});

afterEach(resetRemote);

test('without the drug list the form says the checks did not run, and the server still refuses an unacknowledged allergy match', async () => {
  const allergy = { EntityType: 'Allergy' as const, id: 'a-1', PatientID: PATIENT_ID, Allergy: 'Penicillin', Status: 'Active', Timestamp: '2024-01-01T09:00:00.000Z' };
  const { user, fake } = renderPatients({ path: `/apps/patient/${PATIENT_ID}/PatientMedicationEdit/new`, seed: [PATIENT, allergy] });
  expect(await screen.findByText(/The drug and allergen list could not be loaded: what you enter here is not checked on this screen/)).toBeInTheDocument();
  failing.on = false;
  await user.type(screen.getByRole('combobox', { name: /^Medication/ }), 'Amoxicillin');
  await user.type(screen.getByRole('textbox', { name: /^Dosage/ }), '500 mg');
  await user.type(screen.getByRole('textbox', { name: /^Frequency/ }), 'Three times daily');
  await user.type(screen.getByLabelText(/^Start date/), '2026-03-01');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(/Amoxicillin is in the class Penicillins, and the patient is allergic to Penicillin/)).toBeInTheDocument();
  expect(rowsOf(fake, 'Medication')).toHaveLength(0);
});
