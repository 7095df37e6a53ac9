import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CATALOG, type ChartSubPage, catalogModule, isUnder, paths, routePattern, withQuery } from './catalog.ts';
import { MODULES } from './entities.ts';

const P = 'NS-000001';
const CHART_PAGES: ChartSubPage[] = [
  'AggregateResults', 'Allergies', 'FHx', 'Hx', 'PatientHx', 'SocialHx', 'PatientCurrentMedications', 'PatientMedications',
  'PatientMedicationEdit', 'PatientMedicationHistory', 'PatientDIs', 'PatientHospitalizations', 'PatientImmunizations',
  'PatientInjections', 'PatientLabs', 'PatientProcedures', 'PatientReferrals', 'PatientVisits', 'Vitals',
];
const INJECTIONS = ['b12', 'flu', 'glp1', 'prolia'] as const;

/** Every route of spec §2 under the remotes' prefixes, with sample ids, and the builder call reaching it. */
const SPEC_ROUTES: [string, string][] = [
  ['/access-control', paths.accessControl()],
  ['/apps/billing/reports', paths.billingReports()],
  ['/apps/calendar', paths.calendar()],
  ['/apps/claim/add', paths.claimAdd()],
  [`/apps/patient/${P}`, paths.patientChart(P)],
  [`/apps/patient/edit/${P}`, paths.patientEdit(P)],
  ...CHART_PAGES.map((page): [string, string] => [`/apps/patient/${P}/${page}`, paths.patientSubPage(P, page)]),
  ['/apps/patients/add', paths.patientAdd()],
  ['/apps/patients/list', paths.patientsList()],
  ['/apps/payment/add', paths.paymentAdd()],
  ['/apps/payment/addpaymentplan', paths.paymentPlanAdd()],
  ['/apps/payment/managepaymentplan', paths.paymentPlans()],
  ['/apps/payment/paymentplan/pp-1', paths.paymentPlan('pp-1')],
  ['/apps/program/ccm', paths.programPage('ccm')],
  ...(['billing', 'ccm', 'enrolled', 'providertime', 'tracking'] as const).map((page): [string, string] => [`/apps/program/ccm/${page}`, paths.programPage('ccm', page)]),
  ['/apps/program/rpm', paths.programPage('rpm')],
  ...(['billing', 'enrolled', 'rpm', 'tracking'] as const).map((page): [string, string] => [`/apps/program/rpm/${page}`, paths.programPage('rpm', page)]),
  ['/apps/program/injections', paths.programPage('injections')],
  ...INJECTIONS.flatMap((program): [string, string][] => [
    [`/apps/program/injections/${program}`, paths.programPage(program)],
    ...(['enrolled', 'injections'] as const).map((page): [string, string] => [`/apps/program/injections/${program}/${page}`, paths.programPage(program, page)]),
  ]),
  ['/apps/program/medical', paths.programPage('medical')],
  ['/apps/program/medical/ObesityPatients', paths.programPage('medical', 'ObesityPatients')],
  ['/apps/program/medical/StonePatients', paths.programPage('medical', 'StonePatients')],
  ['/apps/tasks/add', paths.taskAdd()],
  ['/apps/tasks/edit/t-1', paths.task('t-1')],
  ['/apps/tasks/list', paths.tasksList()],
  ['/apps/user/add', paths.userAdd()],
  ['/apps/user/list', paths.userList()],
  ['/apps/user/view/u-1', paths.userView('u-1')],
  ['/apps/visits/add', paths.visitAdd()],
  ['/apps/visits/list', paths.visitsList()],
  ['/apps/visits/cancellation', paths.visitsCancellation()],
  ['/apps/visits/scribe', paths.visitsScribe()],
  ['/apps/visits/sending', paths.visitsSending()],
  ['/apps/visits/sending/WrapUpStandalone', paths.visitWrapUpStandalone()],
  ['/apps/visits/edit/v-1', paths.visitEdit('v-1')],
  ...(['LinkedDIs', 'LinkedLabs', 'LinkedProcedures', 'LinkedReferrals', 'LinkedVisits', 'Vitals', 'WrapUp'] as const).map((page): [string, string] => [`/apps/visits/edit/v-1/${page}`, paths.visitEdit('v-1', page)]),
];

const owners = (path: string) => CATALOG.filter((module) => isUnder(module.routes, path.split('?')[0]!)).map((m) => m.key);

test('every route of spec §2 under the remotes is reached through a builder, and owned by exactly one module', () => {
  for (const [route, built] of SPEC_ROUTES) {
    assert.equal(built, route);
    assert.equal(owners(route).length, 1, `${route} belongs to ${owners(route).join(', ') || 'no module'}`);
  }
});

test('one catalog entry per module, each with its own container, folder and prefixes', () => {
  assert.deepEqual(CATALOG.map((m) => m.key).sort(), [...MODULES, 'admin'].sort());
  assert.equal(new Set(CATALOG.map((m) => m.remote)).size, CATALOG.length);
  assert.equal(new Set(CATALOG.map((m) => m.folder)).size, CATALOG.length);
  for (const module of CATALOG) {
    assert.match(module.remote, /^[A-Za-z_$][A-Za-z0-9_$]*$/);
    assert.equal(catalogModule(module.key), module);
  }
});

test('no prefix of one module is, or is below, a prefix of another', () => {
  for (const a of CATALOG) {
    for (const b of CATALOG) {
      if (a === b) continue;
      for (const prefix of a.routes) assert.ok(!isUnder(b.routes, prefix), `${a.key} ${prefix} overlaps ${b.key}`);
    }
  }
  assert.ok(!isUnder(['/apps/patient'], '/apps/patients/list'), 'a prefix matches whole segments');
});

test("every nav item and guard is under its module's prefixes", () => {
  for (const module of CATALOG) {
    for (const item of module.nav) assert.ok(isUnder(module.routes, item.path.split('?')[0]!), `${module.key}: ${item.path}`);
    for (const prefix of Object.keys(module.guards ?? {})) assert.ok(module.routes.includes(prefix), `${module.key} guards ${prefix}`);
  }
  assert.deepEqual(catalogModule('admin').guards, { '/access-control': { action: 'read', subject: 'User' } });
});

test('builders encode ids, so an id never adds a segment or a query', () => {
  const id = 'a/b c?d#e%';
  assert.equal(paths.patientChart(id), '/apps/patient/a%2Fb%20c%3Fd%23e%25');
  assert.equal(paths.patientSubPage(id, 'PatientMedicationEdit', 'x/y'), '/apps/patient/a%2Fb%20c%3Fd%23e%25/PatientMedicationEdit/x%2Fy');
  assert.equal(paths.task(id), '/apps/tasks/edit/a%2Fb%20c%3Fd%23e%25');
  assert.equal(paths.userView('../x'), '/apps/user/view/..%2Fx');
  assert.equal(paths.claimAdd({ visitId: 'v 1&x=2' }), '/apps/claim/add?visitId=v+1%26x%3D2');
  assert.equal(paths.claimAdd({ visitId: 'v-1', patientId: undefined }), '/apps/claim/add?visitId=v-1');
  assert.equal(withQuery('/x', {}), '/x');
});

test('route patterns come from the same builders', () => {
  assert.equal(routePattern(paths.userView, 'id'), '/apps/user/view/:id');
  assert.equal(routePattern(paths.patientChart, 'patientId'), '/apps/patient/:patientId');
  assert.equal(routePattern(paths.patientEdit, 'patientId'), '/apps/patient/edit/:patientId');
  assert.equal(routePattern(paths.visitEdit, 'visitId', 'subPage'), '/apps/visits/edit/:visitId/:subPage');
  assert.equal(routePattern(paths.userList), '/apps/user/list');
});
