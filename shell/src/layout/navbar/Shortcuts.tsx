/**
 * A grid of links to the screens staff open most, each shown only when the role allows it. The
 * popover (ShortcutsPopover.tsx) loads with the first click (DeferredPopup).
 */
import { type AppAbility, CATALOG, paths } from '@emr/domain';
import { useAbility } from '@emr/shared-ui';
import { Button } from '@fluentui/react-components';
import { Apps20Regular } from '@fluentui/react-icons';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { type NavEntry, isPermitted, navEntries } from '../navModel.ts';
import { DeferredPopup } from './DeferredPopup.tsx';

const ShortcutsPopover = lazy(() => import('./ShortcutsPopover.tsx').then((m) => ({ default: m.ShortcutsPopover })));

const SHORTCUT_PATHS = [paths.patientsList(), paths.patientAdd(), paths.visitsList(), paths.calendar(), paths.tasksList(), paths.claimAdd(), paths.userList()];
const catalogNav = navEntries(CATALOG);

/** The catalog's nav items of the screens staff open most. */
export const SHORTCUTS: readonly NavEntry[] = SHORTCUT_PATHS.map((path) => catalogNav.find((entry) => entry.path === path)!);

export function Shortcuts() {
  const { t } = useTranslation('shell');
  const ability = useAbility<AppAbility>();
  const shortcuts = SHORTCUTS.filter((shortcut) => isPermitted(ability, shortcut.permission));
  if (shortcuts.length === 0) return null;
  return (
    <DeferredPopup trigger={<Button appearance="subtle" icon={<Apps20Regular />} aria-label={t('navbar.shortcuts')} />}>
      {(trigger) => <ShortcutsPopover trigger={trigger} shortcuts={shortcuts} />}
    </DeferredPopup>
  );
}
