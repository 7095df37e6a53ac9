/**
 * The module catalog: each remote module written once — its key, Module Federation container,
 * folder, the route prefixes it owns, its nav items and the permission it needs — and `paths`,
 * a builder for every route of spec §2 under those prefixes. The server fills the module
 * manifest (`modules.ts`, the wire contract) from it; the shell builds its route table,
 * shortcuts, search and alerts from it; the remotes build every link and route with `paths`.
 * No route prefix or path is written anywhere else. It is in the shell's first load: plain data
 * and small functions, no schema library.
 */
import type { ModuleKey } from './entities.ts';
import type { Action, Subject } from './permissions.ts';

export type CatalogKey = ModuleKey | 'admin';

export interface CatalogPermission {
  action: Action;
  subject: Subject;
}

export interface CatalogNavItem {
  /** i18n key, e.g. 'shell:nav.patientsList'. */
  labelKey: string;
  path: string;
  /** A name from the shell's nav icon set. */
  icon?: string;
  /** i18n key of the heading the item renders under. */
  groupKey?: string;
  /** What the item needs beyond the module's permission. */
  permission?: CatalogPermission;
}

/**
 * The places where one remote shows a piece another remote owns (O3's extension slots): the
 * visit page adds a lab, an imaging study, a procedure or a referral with the chart's own form.
 * A module lists the slots it fills and the module it exposes for each; the shell loads it by
 * name from the manifest, so no remote imports another's code.
 */
export const EXTENSION_SLOTS = ['chart-record-form'] as const;
export type ExtensionSlot = (typeof EXTENSION_SLOTS)[number];

export interface CatalogModule {
  key: CatalogKey;
  /** Module Federation container name. */
  remote: string;
  /** The remote's workspace folder; its build is served at `/remotes/<folder>/`. */
  folder: string;
  /** Route prefixes the remote owns: it is mounted while the path is one of them or below. */
  routes: readonly string[];
  /** Prefixes the shell itself guards: without the permission, /not-authorized (spec §2). */
  guards?: Readonly<Record<string, CatalogPermission>>;
  nav: readonly CatalogNavItem[];
  /** What a user needs to see the module at all. */
  permission: CatalogPermission;
  /** The extension slots it fills: slot → the module its build exposes ('./chartRecordForm'). */
  extensions?: Readonly<Partial<Record<ExtensionSlot, string>>>;
}

/** The chart's sub-pages (spec §2), and the access log (admin). Types only: the catalog is in the shell's first load. */
export type ChartSubPage =
  | 'AggregateResults' | 'Allergies' | 'FHx' | 'Hx' | 'PatientHx' | 'SocialHx' | 'PatientCurrentMedications'
  | 'PatientMedications' | 'PatientMedicationEdit' | 'PatientMedicationHistory' | 'PatientDIs' | 'PatientHospitalizations'
  | 'PatientImmunizations' | 'PatientInjections' | 'PatientLabs' | 'PatientProcedures' | 'PatientReferrals'
  | 'PatientVisits' | 'Vitals' | 'AccessLog';

/** The sub-pages of one visit, /apps/visits/edit/{visitID}/… (spec §2). */
export type VisitSubPage = 'LinkedDIs' | 'LinkedLabs' | 'LinkedProcedures' | 'LinkedReferrals' | 'LinkedVisits' | 'Vitals' | 'WrapUp';

/** The pages of each care program besides its index (spec §2); b12, flu, glp1, prolia are under injections. */
export interface ProgramPages {
  ccm: 'billing' | 'ccm' | 'enrolled' | 'providertime' | 'tracking';
  rpm: 'billing' | 'enrolled' | 'rpm' | 'tracking';
  injections: never;
  b12: InjectionProgramPage;
  flu: InjectionProgramPage;
  glp1: InjectionProgramPage;
  prolia: InjectionProgramPage;
  medical: 'ObesityPatients' | 'StonePatients';
}
type InjectionProgramPage = 'enrolled' | 'injections';
export type ProgramArea = keyof ProgramPages;
const INJECTION_PROGRAMS: readonly ProgramArea[] = ['b12', 'flu', 'glp1', 'prolia'];

const PATIENTS = '/apps/patients';
const PATIENT = '/apps/patient';
const VISITS = '/apps/visits';
const CALENDAR = '/apps/calendar';
const TASKS = '/apps/tasks';
const CLAIM = '/apps/claim';
const PAYMENT = '/apps/payment';
const BILLING = '/apps/billing';
const PROGRAM = '/apps/program';
const USER = '/apps/user';
const ROLES = '/apps/roles';
const ACCESS_CONTROL = '/access-control';

/** `/<value>`, encoded; nothing for no value. */
const seg = (value?: string) => (value ? `/${encodeURIComponent(value)}` : '');

/** `path?name=value&…`, leaving out the names without a value. */
export function withQuery(path: string, query: Readonly<Record<string, string | undefined>> = {}): string {
  const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString();
  return search ? `${path}?${search}` : path;
}

/** Every route of the remotes (spec §2); ids are encoded. */
export const paths = {
  patientsList: () => `${PATIENTS}/list`,
  patientAdd: () => `${PATIENTS}/add`,
  patientChart: (patientId: string) => PATIENT + seg(patientId),
  patientEdit: (patientId: string) => `${PATIENT}/edit${seg(patientId)}`,
  /** `recordId`: the medication of PatientMedicationEdit ('new' for a new one) and PatientMedicationHistory. */
  patientSubPage: (patientId: string, subPage: ChartSubPage, recordId?: string) => PATIENT + seg(patientId) + seg(subPage) + seg(recordId),

  /** `from`/`to` (YYYY-MM-DD): the days the board shows (none: the clinic's today). */
  visitsList: (days?: { from?: string; to?: string }) => withQuery(`${VISITS}/list`, days),
  /** `day` (YYYY-MM-DD), `time` (HH:mm) and `providerId` prefill the form (the calendar's empty slot). */
  visitAdd: (context?: { patientId?: string; day?: string; time?: string; providerId?: string }) => withQuery(`${VISITS}/add`, context),
  visitsCancellation: () => `${VISITS}/cancellation`,
  visitsScribe: () => `${VISITS}/scribe`,
  visitsSending: () => `${VISITS}/sending`,
  visitWrapUpStandalone: () => `${VISITS}/sending/WrapUpStandalone`,
  visitEdit: (visitId: string, subPage?: VisitSubPage) => `${VISITS}/edit${seg(visitId)}${seg(subPage)}`,
  calendar: () => CALENDAR,
  tasksList: () => `${TASKS}/list`,
  taskAdd: (context?: { patientId?: string }) => withQuery(`${TASKS}/add`, context),
  task: (taskId: string) => `${TASKS}/edit${seg(taskId)}`,

  /** `claimId`: a draft to open (visits' "sending" creates them). */
  claimAdd: (context?: { visitId?: string; patientId?: string; claimId?: string }) => withQuery(`${CLAIM}/add`, context),
  paymentAdd: (context?: { patientId?: string; claimId?: string }) => withQuery(`${PAYMENT}/add`, context),
  paymentPlanAdd: (context?: { patientId?: string }) => withQuery(`${PAYMENT}/addpaymentplan`, context),
  /** The clinic's payment plans (active, overdue, completed). */
  paymentPlans: () => `${PAYMENT}/managepaymentplan`,
  /** One payment plan. */
  paymentPlan: (paymentPlanId: string) => `${PAYMENT}/paymentplan${seg(paymentPlanId)}`,
  billingReports: () => `${BILLING}/reports`,
  /** The clinic's fee schedule (its codes, short descriptions and prices). */
  feeSchedule: () => `${BILLING}/feeschedule`,

  /** A program's index (no page) or one of its pages: `programPage('ccm', 'tracking')`, `programPage('b12', 'enrolled')`. */
  programPage: <P extends ProgramArea>(program: P, page?: ProgramPages[P]) =>
    `${PROGRAM}${INJECTION_PROGRAMS.includes(program) ? '/injections' : ''}${seg(program)}${seg(page)}`,

  userList: () => `${USER}/list`,
  userAdd: () => `${USER}/add`,
  userView: (userId: string) => `${USER}/view${seg(userId)}`,
  roles: () => ROLES,
  accessControl: () => ACCESS_CONTROL,
};

/**
 * A builder's route pattern for the router: each parameter named where the builder takes a
 * value. `routePattern(paths.userView, 'id')` → '/apps/user/view/:id'.
 */
export function routePattern(builder: (...args: never[]) => string, ...params: string[]): string {
  return (builder as (...args: string[]) => string)(...params.map((name) => `\u0000${name}`)).replaceAll('%00', ':');
}

/** The path is one of the prefixes or below one. */
export const isUnder = (prefixes: readonly string[], pathname: string): boolean =>
  prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

const can = (action: Action, subject: Subject): CatalogPermission => ({ action, subject });
const readUser = can('read', 'User');

export const CATALOG: readonly CatalogModule[] = [
  {
    key: 'patients',
    remote: 'mfe_patients',
    folder: 'mfe-patients',
    routes: [PATIENTS, PATIENT],
    permission: can('read', 'Patient'),
    extensions: { 'chart-record-form': './chartRecordForm' },
    nav: [
      { labelKey: 'shell:nav.patientsList', path: paths.patientsList(), icon: 'people', groupKey: 'shell:nav.patients' },
      { labelKey: 'shell:nav.patientsAdd', path: paths.patientAdd(), icon: 'person-add', groupKey: 'shell:nav.patients', permission: can('create', 'Patient') },
    ],
  },
  {
    key: 'visits',
    remote: 'mfe_visits',
    folder: 'mfe-visits',
    routes: [VISITS, CALENDAR, TASKS],
    permission: can('read', 'Visit'),
    nav: [
      { labelKey: 'shell:nav.visitsList', path: paths.visitsList(), icon: 'calendar-person', groupKey: 'shell:nav.visits' },
      { labelKey: 'shell:nav.visitsAdd', path: paths.visitAdd(), icon: 'calendar-add', groupKey: 'shell:nav.visits', permission: can('create', 'Visit') },
      { labelKey: 'shell:nav.calendar', path: paths.calendar(), icon: 'calendar', permission: can('read', 'CalendarEvent') },
      { labelKey: 'shell:nav.tasksList', path: paths.tasksList(), icon: 'tasks', groupKey: 'shell:nav.tasks', permission: can('read', 'Task') },
      { labelKey: 'shell:nav.tasksAdd', path: paths.taskAdd(), icon: 'task-add', groupKey: 'shell:nav.tasks', permission: can('create', 'Task') },
    ],
  },
  {
    key: 'billing',
    remote: 'mfe_billing',
    folder: 'mfe-billing',
    routes: [CLAIM, PAYMENT, BILLING],
    permission: can('read', 'Claim'),
    nav: [
      { labelKey: 'shell:nav.claimAdd', path: paths.claimAdd(), icon: 'receipt', groupKey: 'shell:nav.billing', permission: can('create', 'Claim') },
      { labelKey: 'shell:nav.paymentAdd', path: paths.paymentAdd(), icon: 'payment', groupKey: 'shell:nav.billing', permission: can('create', 'Payment') },
      { labelKey: 'shell:nav.paymentPlans', path: paths.paymentPlans(), icon: 'payment-plan', groupKey: 'shell:nav.billing' },
      { labelKey: 'shell:nav.billingReports', path: paths.billingReports(), icon: 'chart', groupKey: 'shell:nav.billing' },
      { labelKey: 'shell:nav.feeSchedule', path: paths.feeSchedule(), icon: 'clipboard', groupKey: 'shell:nav.billing', permission: can('update', 'FeeScheduleEntry') },
    ],
  },
  {
    key: 'programs',
    remote: 'mfe_programs',
    folder: 'mfe-programs',
    routes: [PROGRAM],
    permission: can('read', 'ProgramEnrollment'),
    nav: [
      { labelKey: 'shell:nav.ccm', path: paths.programPage('ccm'), icon: 'heart', groupKey: 'shell:nav.programs' },
      { labelKey: 'shell:nav.rpm', path: paths.programPage('rpm'), icon: 'pulse', groupKey: 'shell:nav.programs' },
      { labelKey: 'shell:nav.injections', path: paths.programPage('injections'), icon: 'syringe', groupKey: 'shell:nav.programs' },
      { labelKey: 'shell:nav.medicalPrograms', path: paths.programPage('medical'), icon: 'clipboard', groupKey: 'shell:nav.programs' },
    ],
  },
  {
    key: 'admin',
    remote: 'mfe_admin',
    folder: 'mfe-admin',
    routes: [USER, ACCESS_CONTROL, ROLES],
    guards: { [ACCESS_CONTROL]: readUser },
    permission: readUser,
    nav: [
      { labelKey: 'shell:nav.userList', path: paths.userList(), icon: 'people-team', groupKey: 'shell:nav.users' },
      { labelKey: 'shell:nav.userAdd', path: paths.userAdd(), icon: 'person-add', groupKey: 'shell:nav.users', permission: can('create', 'User') },
      { labelKey: 'shell:nav.rolesPermissions', path: paths.roles(), icon: 'shield', groupKey: 'shell:nav.users' },
      { labelKey: 'shell:nav.accessControl', path: paths.accessControl(), icon: 'lock', permission: readUser },
    ],
  },
];

/** The catalog entry of a module. */
export function catalogModule(key: CatalogKey): CatalogModule {
  return CATALOG.find((module) => module.key === key)!;
}
