/**
 * Where the auth flows send people (spec §4, §6): the login path carrying the wanted path,
 * the role's start page, and the only redirect targets a `?to=` query may name.
 */
import { type Role, isRole, paths } from '@emr/domain';

/** The start page of each role (spec §6). */
export const ROLE_HOMES: Record<Role, string> = {
  admin: paths.userList(),
  dark: paths.userAdd(),
  user: paths.visitsList(),
  billing: paths.claimAdd(),
};

/** The role's start page, or null for no or an unknown role. */
export function roleHome(role: unknown): string | null {
  return isRole(role) ? ROLE_HOMES[role] : null;
}

/** `/login?to=<wanted>`; no query when the wanted path is the root (spec §4). */
export function loginPath(wantedPath = '/'): string {
  if (!wantedPath || wantedPath === '/') return '/login';
  return `/login?${new URLSearchParams({ to: wantedPath }).toString()}`;
}

/**
 * A `?to=` value is followed only when it is a path of this app: starts with one slash,
 * not `//host` or `/\host` (which browsers read as another origin), and not the login page.
 */
export function safeRedirectTarget(to: string | null | undefined): string | null {
  if (!to || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return null;
  if (/^\/login(?:[/?#]|$)/.test(to)) return null;
  return to;
}
