/**
 * The remotes this installation offers and the per-clinic manifest built from them. A
 * remote's entry defaults to the copy served by this server (`/remotes/<folder>/`); set
 * `EMR_REMOTE_<KEY>_URL` (e.g. EMR_REMOTE_PATIENTS_URL) to load it from where it was deployed,
 * without rebuilding the shell. The admin module cannot be switched off.
 */
import type { ModuleKey, ModuleManifest, RemoteModule } from '@emr/domain';

type Entry = Omit<RemoteModule, 'entry' | 'enabled' | 'installed'> & { folder: string };

export const REMOTES: readonly Entry[] = [
  {
    key: 'patients',
    remote: 'mfe_patients',
    folder: 'mfe-patients',
    routes: ['/apps/patients', '/apps/patient'],
    permission: { action: 'read', subject: 'Patient' },
    nav: [
      { labelKey: 'shell:nav.patientsList', path: '/apps/patients/list', icon: 'people', groupKey: 'shell:nav.patients' },
      { labelKey: 'shell:nav.patientsAdd', path: '/apps/patients/add', icon: 'person-add', groupKey: 'shell:nav.patients', permission: { action: 'create', subject: 'Patient' } },
    ],
  },
  {
    key: 'visits',
    remote: 'mfe_visits',
    folder: 'mfe-visits',
    routes: ['/apps/visits', '/apps/calendar', '/apps/tasks'],
    permission: { action: 'read', subject: 'Visit' },
    nav: [
      { labelKey: 'shell:nav.visitsList', path: '/apps/visits/list', icon: 'calendar-person', groupKey: 'shell:nav.visits' },
      { labelKey: 'shell:nav.visitsAdd', path: '/apps/visits/add', icon: 'calendar-add', groupKey: 'shell:nav.visits', permission: { action: 'create', subject: 'Visit' } },
      { labelKey: 'shell:nav.calendar', path: '/apps/calendar', icon: 'calendar', permission: { action: 'read', subject: 'CalendarEvent' } },
      { labelKey: 'shell:nav.tasksList', path: '/apps/tasks/list', icon: 'tasks', groupKey: 'shell:nav.tasks', permission: { action: 'read', subject: 'Task' } },
      { labelKey: 'shell:nav.tasksAdd', path: '/apps/tasks/add', icon: 'task-add', groupKey: 'shell:nav.tasks', permission: { action: 'create', subject: 'Task' } },
    ],
  },
  {
    key: 'billing',
    remote: 'mfe_billing',
    folder: 'mfe-billing',
    routes: ['/apps/claim', '/apps/payment', '/apps/billing'],
    permission: { action: 'read', subject: 'Claim' },
    nav: [
      { labelKey: 'shell:nav.claimAdd', path: '/apps/claim/add', icon: 'receipt', groupKey: 'shell:nav.billing', permission: { action: 'create', subject: 'Claim' } },
      { labelKey: 'shell:nav.paymentAdd', path: '/apps/payment/add', icon: 'payment', groupKey: 'shell:nav.billing', permission: { action: 'create', subject: 'Payment' } },
      { labelKey: 'shell:nav.paymentPlans', path: '/apps/payment/managepaymentplan', icon: 'payment-plan', groupKey: 'shell:nav.billing' },
      { labelKey: 'shell:nav.billingReports', path: '/apps/billing/reports', icon: 'chart', groupKey: 'shell:nav.billing' },
    ],
  },
  {
    key: 'programs',
    remote: 'mfe_programs',
    folder: 'mfe-programs',
    routes: ['/apps/program'],
    permission: { action: 'read', subject: 'ProgramEnrollment' },
    nav: [
      { labelKey: 'shell:nav.ccm', path: '/apps/program/ccm', icon: 'heart', groupKey: 'shell:nav.programs' },
      { labelKey: 'shell:nav.rpm', path: '/apps/program/rpm', icon: 'pulse', groupKey: 'shell:nav.programs' },
      { labelKey: 'shell:nav.injections', path: '/apps/program/injections', icon: 'syringe', groupKey: 'shell:nav.programs' },
      { labelKey: 'shell:nav.medicalPrograms', path: '/apps/program/medical', icon: 'clipboard', groupKey: 'shell:nav.programs' },
    ],
  },
  {
    key: 'admin',
    remote: 'mfe_admin',
    folder: 'mfe-admin',
    routes: ['/apps/user', '/access-control', '/apps/roles'],
    permission: { action: 'read', subject: 'User' },
    nav: [
      { labelKey: 'shell:nav.userList', path: '/apps/user/list', icon: 'people-team', groupKey: 'shell:nav.users' },
      { labelKey: 'shell:nav.userAdd', path: '/apps/user/add', icon: 'person-add', groupKey: 'shell:nav.users', permission: { action: 'create', subject: 'User' } },
      { labelKey: 'shell:nav.rolesPermissions', path: '/apps/roles', icon: 'shield', groupKey: 'shell:nav.users' },
      { labelKey: 'shell:nav.accessControl', path: '/access-control', icon: 'lock', permission: { action: 'read', subject: 'User' } },
    ],
  },
];

/** Where a remote was deployed, when `EMR_REMOTE_<KEY>_URL` names a place other than this server's copy. */
function deployedUrl(key: string, env: NodeJS.ProcessEnv): string | undefined {
  return env[`EMR_REMOTE_${key.toUpperCase()}_URL`];
}

/**
 * The origins of the remotes deployed elsewhere (an absolute `EMR_REMOTE_<KEY>_URL`): the
 * page's Content-Security-Policy lets scripts, styles, fonts and the manifest come from them.
 */
export function remoteOrigins(env = process.env): string[] {
  const origins = REMOTES.flatMap(({ key }) => {
    const url = deployedUrl(key, env);
    if (!url || !URL.canParse(url)) return [];
    const { protocol, origin } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? [origin] : [];
  });
  return [...new Set(origins)];
}

/**
 * @param isBuilt whether this server has the remote's build (its folder's dist); a remote
 *   deployed elsewhere through its environment variable counts as installed
 */
export function moduleManifest(
  clinicId: string,
  enabledModules: readonly ModuleKey[] | null,
  isBuilt: (folder: string) => boolean,
  env = process.env,
): ModuleManifest {
  return {
    version: 1,
    clinicId,
    modules: REMOTES.map(({ folder, ...remote }) => {
      const deployedAt = deployedUrl(remote.key, env);
      return {
        ...remote,
        entry: deployedAt ?? `/remotes/${folder}/mf-manifest.json`,
        enabled: remote.key === 'admin' || !enabledModules || enabledModules.includes(remote.key),
        installed: deployedAt !== undefined || isBuilt(folder),
      };
    }),
  };
}
