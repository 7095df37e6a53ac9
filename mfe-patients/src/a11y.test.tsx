/**
 * Every page of the patients remote — the list, registration, edit, the chart's summary, each
 * sub-page and the medication pages —, in English and right to left in Arabic: the page meant (its
 * own heading; a chart page's is the patient's name), nothing loading, no serious or critical axe
 * violation (colour contrast: the browser scans, e2e/specs/patients-accessibility.spec.ts). The
 * chart holds a row of every kind, so its tables and flags are checked, not only empty states.
 */
import { paths } from '@emr/domain';
import { SCANNED_LANGUAGES, pageAxeViolations, renderIn, seriousAxeViolations, translated } from '@emr/shared-ui/testing';
import { screen } from '@testing-library/react';
import { FULL_CHART } from './chart/chartFixtures.ts';
import { CLINIC_PATIENTS } from './patients/testData.ts';
import { PATIENT_ID, renderPatients, resetRemote } from './testing/fixtures.tsx';

afterEach(() => {
  resetRemote();
  renderIn('en');
});

const NAME = 'Maria Lopez';
const CHART_PAGES = [
  'Allergies', 'PatientHx', 'Hx', 'FHx', 'SocialHx', 'PatientCurrentMedications', 'PatientMedications', 'PatientLabs', 'AggregateResults', 'Vitals',
  'PatientDIs', 'PatientProcedures', 'PatientReferrals', 'PatientHospitalizations', 'PatientImmunizations', 'PatientInjections', 'PatientVisits',
] as const;

/** [page, path, its heading: a key of the remote's strings, or the patient's name] */
const PAGES: [string, string, { key: string; values?: Record<string, string> } | string][] = [
  ['the list', paths.patientsList(), { key: 'patients:list.title' }],
  ['registration', paths.patientAdd(), { key: 'patients:form.addTitle' }],
  ['edit', paths.patientEdit(PATIENT_ID), { key: 'patients:form.editTitleNamed', values: { name: NAME } }],
  ['the chart', paths.patientChart(PATIENT_ID), NAME],
  ...CHART_PAGES.map((sub): [string, string, string] => [sub, paths.patientSubPage(PATIENT_ID, sub), NAME]),
  ['a new medication', paths.patientSubPage(PATIENT_ID, 'PatientMedicationEdit', 'new'), NAME],
  ['a medication', paths.patientSubPage(PATIENT_ID, 'PatientMedicationEdit', 'md-1'), NAME],
  ['a medication’s history', paths.patientSubPage(PATIENT_ID, 'PatientMedicationHistory', 'md-1'), NAME],
];

describe.each(SCANNED_LANGUAGES)('in %s', (language) => {
  test.each(PAGES)('%s', async (_name, path, heading) => {
    renderIn(language);
    renderPatients({ path, seed: FULL_CHART });
    const name = typeof heading === 'string' ? heading : translated(language, heading.key, heading.values);
    expect(await pageAxeViolations(name, language)).toEqual([]);
  });
});

test('the add dialog has no serious axe violations', async () => {
  const { user } = renderPatients({ path: paths.patientSubPage(PATIENT_ID, 'Allergies'), seed: FULL_CHART });
  await user.click(await screen.findByRole('button', { name: 'Add allergy' }));
  await screen.findAllByRole('dialog', { hidden: true });
  expect(await seriousAxeViolations()).toEqual([]);
});

test('in Arabic the form hints’ examples keep their order (isolated: "12345-6789", not "6789-12345")', async () => {
  renderIn('ar');
  renderPatients({ path: paths.patientAdd(), seed: CLINIC_PATIENTS });
  expect(await screen.findByText('\u206812345\u2069 أو \u206812345-6789\u2069')).toBeInTheDocument();
  expect(screen.getAllByText('رقم أمريكي، مثل \u2068(555) 123-4567\u2069')).toHaveLength(2);
});
