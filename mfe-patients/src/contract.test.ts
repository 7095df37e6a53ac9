/** The shell ↔ remote contract (docs/architecture.md): lifecycles, guarded routes under the catalog's prefixes, complete strings. */
import { describeRemoteContract } from '@emr/shared-ui/testing';
import { patientsApp } from './app.tsx';
import { RECORD_KINDS } from './chart/records/recordKinds.ts';
import { SUB_PAGES } from './chart/subPages.ts';
import { patientsAr } from './translations/ar.ts';
import { patientsEn } from './translations/en.ts';
import { patientsFr } from './translations/fr.ts';
import * as chartRecordForm from './extensions/chartRecordForm.tsx';
import * as spa from './spa.tsx';

describeRemoteContract({
  app: patientsApp,
  spa,
  extensions: { 'chart-record-form': chartRecordForm },
  translations: {
    en: patientsEn,
    fr: patientsFr,
    ar: patientsAr,
    sourceDir: __dirname,
    // the keys the chart builds from its configuration: each sub-page's title, each record kind's field labels
    extraKeys: [
      ...SUB_PAGES.flatMap((page) => [`chart.nav.pages.${page.name}`, `chart.nav.groups.${page.group}`]),
      ...RECORD_KINDS.flatMap((config) => [`records.pages.${config.page}.title`, `records.pages.${config.page}.one`, ...config.fields.map((field) => `records.fields.${field.name}`)]),
    ],
  },
});
