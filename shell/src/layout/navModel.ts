/**
 * What the nav shows, independent of how it is drawn: entries the ability allows, grouped
 * by heading in first-seen order, and the entry the current path selects (the longest
 * path that is the current path or a parent of it, so /pages/account-settings/security
 * keeps "Account settings" selected).
 */
import type { Action, AppAbility, Subject } from '@emr/domain';

export interface NavEntry {
  key: string;
  /** i18n key, e.g. 'shell:nav.patientsList'. */
  labelKey: string;
  path: string;
  /** A name from the nav icon set (navIcons.tsx), e.g. 'people'. */
  icon?: string;
  /** i18n key of a heading; entries with the same group render together. */
  groupKey?: string;
  permission?: { action: string; subject: string };
}

export type NavSection =
  | { kind: 'group'; key: string; labelKey: string; icon?: string; entries: NavEntry[] }
  | { kind: 'item'; key: string; entry: NavEntry };

const SHELL_NAV: NavEntry[] = [
  { key: 'faq', labelKey: 'shell:nav.faq', path: '/pages/faq', icon: 'question', groupKey: 'shell:nav.help' },
];

/**
 * The nav of these modules (from the catalog or the manifest), then the shell's own entries.
 * An item without a permission of its own needs its module's.
 */
export function navEntries(modules: readonly { key: string; nav: readonly Omit<NavEntry, 'key'>[]; permission: NavEntry['permission'] }[]): NavEntry[] {
  const fromModules = modules.flatMap((module) =>
    module.nav.map(({ permission, ...item }) => ({ key: `${module.key}:${item.path}`, ...item, permission: permission ?? module.permission })),
  );
  return [...fromModules, ...SHELL_NAV];
}

export function isPermitted(ability: AppAbility, permission: NavEntry['permission']): boolean {
  if (!permission) return true;
  return ability.can(permission.action as Action, permission.subject as Subject);
}

export function visibleEntries(entries: readonly NavEntry[], ability: AppAbility): NavEntry[] {
  return entries.filter((entry) => isPermitted(ability, entry.permission));
}

export function groupEntries(entries: readonly NavEntry[]): NavSection[] {
  const sections: NavSection[] = [];
  const groups = new Map<string, Extract<NavSection, { kind: 'group' }>>();
  for (const entry of entries) {
    if (!entry.groupKey) {
      sections.push({ kind: 'item', key: entry.key, entry });
      continue;
    }
    let group = groups.get(entry.groupKey);
    if (!group) {
      group = { kind: 'group', key: entry.groupKey, labelKey: entry.groupKey, entries: [], ...(entry.icon ? { icon: entry.icon } : {}) };
      groups.set(entry.groupKey, group);
      sections.push(group);
    }
    group.entries.push(entry);
  }
  return sections;
}

export const pathMatches = (path: string, pathname: string): boolean =>
  pathname === path || pathname.startsWith(path.endsWith('/') ? path : `${path}/`);

export function selectedEntry(entries: readonly NavEntry[], pathname: string): NavEntry | undefined {
  let best: NavEntry | undefined;
  for (const entry of entries) {
    if (pathMatches(entry.path, pathname) && (!best || entry.path.length > best.path.length)) best = entry;
  }
  return best;
}

/** A plain left click navigates in the app; a modified click keeps the browser's behaviour (new tab…). */
export const isPlainClick = (event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean }) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
