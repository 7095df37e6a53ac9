/**
 * The remotes this installation offers and the per-clinic manifest built from them. A
 * remote's entry defaults to the copy served by this server (`/remotes/<folder>/`); set
 * `EMR_REMOTE_<KEY>_URL` (e.g. EMR_REMOTE_PATIENTS_URL) to load it from where it was deployed,
 * without rebuilding the shell. The admin module cannot be switched off.
 */
import { CATALOG, type ModuleKey, type ModuleManifest } from '@emr/domain';

/** The remotes: the module catalog of `@emr/domain`, where each module is declared once. */
export const REMOTES = CATALOG;

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
    modules: REMOTES.map(({ key, remote, folder, routes, nav, permission, extensions }) => {
      const deployedAt = deployedUrl(key, env);
      return {
        key,
        remote,
        routes: [...routes],
        nav: [...nav],
        permission,
        entry: deployedAt ?? `/remotes/${folder}/mf-manifest.json`,
        enabled: key === 'admin' || !enabledModules || enabledModules.includes(key),
        installed: deployedAt !== undefined || isBuilt(folder),
        ...(extensions ? { extensions: { ...extensions } } : {}),
      };
    }),
  };
}
