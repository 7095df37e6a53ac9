/**
 * The runtime module manifest: which remotes the shell loads for the signed-in user's
 * clinic, where each remote's entry lives, the route prefixes it owns, its nav items
 * (labels as i18n keys) and the permission each needs. The server builds it per clinic
 * (`GET /modules.json`); the shell validates it with `parseModuleManifest`. The schema is
 * written with valibot, not zod (docs/adr/0009-manifest-validation.md): the shell checks it on
 * every sign-in, and valibot's per-function imports cost ~1 KB gzip where zod's core costs
 * ~15 KB; the record schemas (`@emr/domain/schemas`) stay zod and load with the forms.
 */
import * as v from 'valibot';
import { EXTENSION_SLOTS } from './catalog.ts';
import { MODULES } from './entities.ts';

const text = v.pipe(v.string(), v.minLength(1));
const routePath = v.pipe(v.string(), v.startsWith('/', 'a route path starts with "/"'));
const permission = v.object({ action: v.picklist(['create', 'read', 'update', 'delete', 'manage']), subject: text });

export const navItemSchema = v.object({
  /** i18n key in the remote's namespace, e.g. 'patients:nav.list'. */
  labelKey: v.pipe(v.string(), v.regex(/^[a-z-]+:[A-Za-z0-9_.-]+$/, 'labelKey is "<namespace>:<key>"')),
  path: routePath,
  icon: v.optional(v.string()),
  /** Items sharing a group render under one heading (its i18n key). */
  groupKey: v.optional(v.string()),
  permission: v.optional(permission),
});

export const remoteModuleSchema = v.object({
  key: v.picklist([...MODULES, 'admin']),
  /** Module Federation container name (a JavaScript identifier). */
  remote: v.pipe(v.string(), v.regex(/^[A-Za-z_$][A-Za-z0-9_$]*$/, 'remote is a JavaScript identifier')),
  /** URL (absolute, or relative to the shell's origin) of the remote's mf-manifest.json. */
  entry: text,
  /** Route prefixes the remote owns; it is mounted while the path is one of them or below. */
  routes: v.pipe(v.array(routePath), v.minLength(1)),
  nav: v.array(navItemSchema),
  /** What a user needs to see the module at all. */
  permission,
  /** The clinic has the module switched on. */
  enabled: v.boolean(),
  /** This installation has the remote (built here, or deployed at `entry`); false → "not available". */
  installed: v.boolean(),
  /** The extension slots it fills (catalog.ts): slot → exposed module, './chartRecordForm'. */
  extensions: v.optional(v.record(v.picklist(EXTENSION_SLOTS), v.pipe(v.string(), v.regex(/^\.\/[A-Za-z]+$/, 'an exposed module is "./<name>"')))),
});

export const moduleManifestSchema = v.object({
  version: v.literal(1),
  clinicId: text,
  modules: v.array(remoteModuleSchema),
});

export type NavItem = v.InferOutput<typeof navItemSchema>;
export type RemoteModule = v.InferOutput<typeof remoteModuleSchema>;
export type ModuleManifest = v.InferOutput<typeof moduleManifestSchema>;

/** The manifest, checked; throws an Error naming the first wrong field (e.g. `modules.0.remote: …`). */
export function parseModuleManifest(input: unknown): ModuleManifest {
  const result = v.safeParse(moduleManifestSchema, input);
  if (result.success) return result.output;
  const [issue] = result.issues;
  throw new Error(`invalid module manifest: ${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`);
}
