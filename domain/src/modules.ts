/**
 * The runtime module manifest: which remotes the shell loads for the signed-in user's
 * clinic, where each remote's entry lives, the route prefixes it owns, its nav items
 * (labels as i18n keys) and the permission each needs. The server builds it per clinic
 * (`GET /modules.json`); the shell validates it with `moduleManifestSchema`.
 */
import { z } from 'zod';
import { MODULES } from './entities.ts';

const permission = z.object({ action: z.enum(['create', 'read', 'update', 'delete', 'manage']), subject: z.string().min(1) });

export const navItemSchema = z.object({
  /** i18n key in the remote's namespace, e.g. 'patients:nav.list'. */
  labelKey: z.string().regex(/^[a-z-]+:[A-Za-z0-9_.-]+$/, 'labelKey is "<namespace>:<key>"'),
  path: z.string().startsWith('/'),
  icon: z.string().optional(),
  /** Items sharing a group render under one heading (its i18n key). */
  groupKey: z.string().optional(),
  permission: permission.optional(),
});

export const remoteModuleSchema = z.object({
  key: z.enum([...MODULES, 'admin']),
  /** Module Federation container name (a JavaScript identifier). */
  remote: z.string().regex(/^[A-Za-z_$][A-Za-z0-9_$]*$/, 'remote is a JavaScript identifier'),
  /** URL (absolute, or relative to the shell's origin) of the remote's mf-manifest.json. */
  entry: z.string().min(1),
  /** Route prefixes the remote owns; it is mounted while the path is one of them or below. */
  routes: z.array(z.string().startsWith('/')).min(1),
  nav: z.array(navItemSchema),
  /** What a user needs to see the module at all. */
  permission,
  /** The clinic has the module switched on. */
  enabled: z.boolean(),
  /** This installation has the remote (built here, or deployed at `entry`); false → "not available". */
  installed: z.boolean(),
});

export const moduleManifestSchema = z.object({
  version: z.literal(1),
  clinicId: z.string().min(1),
  modules: z.array(remoteModuleSchema),
});

export type NavItem = z.infer<typeof navItemSchema>;
export type RemoteModule = z.infer<typeof remoteModuleSchema>;
export type ModuleManifest = z.infer<typeof moduleManifestSchema>;
