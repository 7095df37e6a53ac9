/**
 * A grid of links to the screens staff open most, each shown only when the role allows it. The
 * popover (ShortcutsPopover.tsx) loads with the first click (DeferredPopup).
 */
import type { AppAbility } from '@emr/domain';
import { useAbility } from '@emr/shared-ui';
import { Button } from '@fluentui/react-components';
import { Apps20Regular } from '@fluentui/react-icons';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { type NavEntry, isPermitted } from '../navModel.ts';
import { DeferredPopup } from './DeferredPopup.tsx';

const ShortcutsPopover = lazy(() => import('./ShortcutsPopover.tsx').then((m) => ({ default: m.ShortcutsPopover })));

export const SHORTCUTS: readonly NavEntry[] = [
  { key: 'patients', labelKey: 'shell:nav.patientsList', path: '/apps/patients/list', icon: 'people', permission: { action: 'read', subject: 'Patient' } },
  { key: 'patientAdd', labelKey: 'shell:nav.patientsAdd', path: '/apps/patients/add', icon: 'person-add', permission: { action: 'create', subject: 'Patient' } },
  { key: 'visits', labelKey: 'shell:nav.visitsList', path: '/apps/visits/list', icon: 'calendar-person', permission: { action: 'read', subject: 'Visit' } },
  { key: 'calendar', labelKey: 'shell:nav.calendar', path: '/apps/calendar', icon: 'calendar', permission: { action: 'read', subject: 'CalendarEvent' } },
  { key: 'tasks', labelKey: 'shell:nav.tasksList', path: '/apps/tasks/list', icon: 'tasks', permission: { action: 'read', subject: 'Task' } },
  { key: 'claimAdd', labelKey: 'shell:nav.claimAdd', path: '/apps/claim/add', icon: 'receipt', permission: { action: 'create', subject: 'Claim' } },
  { key: 'users', labelKey: 'shell:nav.userList', path: '/apps/user/list', icon: 'people-team', permission: { action: 'read', subject: 'User' } },
];

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
