/**
 * The route prefixes that belong to remotes, from the module catalog (`@emr/domain`, spec §2),
 * each with the permission the shell checks itself (e.g. /access-control needs read User). The
 * shell knows only the prefixes, never the remotes' code: a prefix whose module is missing from
 * the manifest or switched off for the clinic shows "not available" instead of a blank page.
 */
import { CATALOG, type CatalogPermission } from '@emr/domain';

export interface RemotePrefix {
  prefix: string;
  guard?: CatalogPermission;
}

export const REMOTE_ROUTES: readonly RemotePrefix[] = CATALOG.flatMap(({ routes, guards }) =>
  routes.map((prefix) => ({ prefix, ...(guards?.[prefix] ? { guard: guards[prefix] } : {}) })),
);
