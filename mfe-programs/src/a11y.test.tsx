/**
 * Every page of the care programs remote, in English and right to left in Arabic: the page meant
 * (its own heading, in its language; a patient's month is headed by the patient's name), nothing
 * loading, no serious or critical axe violation (colour contrast cannot be measured in jsdom: the
 * browser scans, e2e/specs/programs-accessibility.spec.ts).
 */
import { SCANNED_LANGUAGES, pageAxeViolations, renderIn, translated } from '@emr/shared-ui/testing';
import { MEDICAL_SEED, SEED, renderPrograms, resetRemote } from './testing/fixtures.tsx';

afterEach(() => {
  resetRemote();
  renderIn('en');
});

type Heading = string | ((t: (key: string) => string) => string);
const key = (k: string): Heading => (t) => t(k);

/** [page, path, its heading] */
const PAGES: [string, string, Heading][] = [
  ['CCM overview', '/apps/program/ccm', key('programs:programs.ccm')],
  ['CCM enrolled', '/apps/program/ccm/enrolled', key('programs:nav.enrolled')],
  ['one patient’s month', '/apps/program/ccm/ccm?enrolment=e-1', 'Lopez, Maria'],
  ['CCM tracking', '/apps/program/ccm/tracking', key('programs:nav.tracking')],
  ['provider time', '/apps/program/ccm/providertime', key('programs:nav.providertime')],
  ['CCM month close', '/apps/program/ccm/billing', key('programs:nav.billing')],
  ['RPM overview', '/apps/program/rpm', key('programs:programs.rpm')],
  ['RPM enrolled', '/apps/program/rpm/enrolled', key('programs:nav.enrolled')],
  ['RPM patient', '/apps/program/rpm/rpm?enrolment=e-3', 'Moreau, Rita'],
  ['RPM tracking', '/apps/program/rpm/tracking', key('programs:nav.tracking')],
  ['RPM month close', '/apps/program/rpm/billing', key('programs:nav.billing')],
  ['injections', '/apps/program/injections', key('programs:programs.injections')],
  ['B12 record a dose', '/apps/program/injections/b12/injections', (t) => `${t('programs:programs.b12')} — ${t('programs:injections.record')}`],
  ['GLP-1 enrolled', '/apps/program/injections/glp1/enrolled', (t) => `${t('programs:programs.glp1')} — ${t('programs:nav.enrolled')}`],
  ['medical programs', '/apps/program/medical', key('programs:programs.medical')],
  ['weight loss', '/apps/program/medical/ObesityPatients', key('programs:programs.obesity')],
  ['kidney stones', '/apps/program/medical/StonePatients', key('programs:programs.stone')],
];

describe.each(SCANNED_LANGUAGES)('in %s', (language) => {
  test.each(PAGES)('%s', async (_name, path, heading) => {
    renderIn(language);
    // the medical programs' pages with their patients (the index shows its empty state)
    renderPrograms({ path, ...(path.includes('/medical/') ? { seed: [...SEED, ...MEDICAL_SEED] } : {}) });
    const name = typeof heading === 'string' ? heading : heading((k) => translated(language, k));
    expect(await pageAxeViolations(name, language)).toEqual([]);
  });
});
