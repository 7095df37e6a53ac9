/**
 * The bell: the signed-in user's open tasks (key condition, no scan), soonest due first, and
 * the clinic's alerts the role can act on (alerts.resource.ts), with a count badge. The counts
 * are in the button's name too, never only in the badge. The popover with the lists
 * (NotificationsPopover.tsx) loads with the first click (DeferredPopup).
 */
import { queries, type AppAbility } from '@emr/domain';
import { useAbility, useIndexPage, useSession, selection } from '@emr/shared-ui';
import { Button, CounterBadge, makeStyles } from '@fluentui/react-components';
import { Alert20Regular } from '@fluentui/react-icons';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlerts } from './alerts.resource.ts';
import { DeferredPopup } from './DeferredPopup.tsx';

const NotificationsPopover = lazy(() => import('./NotificationsPopover.tsx').then((m) => ({ default: m.NotificationsPopover })));

/** What the bell shows of a task. */
const TASK_FIELDS = selection('Task', 'DueDate');

export const NOTIFICATION_LIMIT = 20;

const useStyles = makeStyles({
  trigger: { position: 'relative', display: 'inline-flex' },
  badge: { position: 'absolute', insetBlockStart: '-2px', insetInlineEnd: '-4px', pointerEvents: 'none' },
});

export function Notifications() {
  const ability = useAbility<AppAbility>();
  const showTasks = ability.can('read', 'Task');
  if (!showTasks && !ability.can('read', 'Medication') && !ability.can('read', 'Claim')) return null;
  return <NotificationsBell showTasks={showTasks} />;
}

function NotificationsBell({ showTasks }: { showTasks: boolean }) {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const clinicId = useSession((s) => s.userData?.ClinicID ?? null);
  const userId = useSession((s) => s.userData?.id ?? null);
  const tasks = useIndexPage(showTasks && clinicId && userId ? queries.openTasksForUser(clinicId, userId) : null, { limit: NOTIFICATION_LIMIT, selectionSet: TASK_FIELDS });
  const alerts = useAlerts();
  const count = tasks.data?.items.length ?? 0;
  const more = Boolean(tasks.data?.nextToken);
  const total = count + alerts.alerts.length;
  const refresh = () => void Promise.all([showTasks ? tasks.refetch() : null, alerts.refetch()]);

  const label = t('notifications.button', {
    tasks: more ? t('notifications.moreThan', { count }) : count,
    alerts: alerts.more ? t('notifications.moreThan', { count: alerts.alerts.length }) : alerts.alerts.length,
  });
  // the badge sits beside the button, not in it: a button's visible text must be part of its name
  return (
    <span className={styles.trigger}>
      <DeferredPopup trigger={<Button appearance="subtle" icon={<Alert20Regular />} aria-label={label} />} onFirstOpen={refresh}>
        {(trigger) => <NotificationsPopover trigger={trigger} showTasks={showTasks} tasks={tasks} alerts={alerts} onRefresh={refresh} />}
      </DeferredPopup>
      {total > 0 && (
        <CounterBadge className={styles.badge} count={more || alerts.more ? total + 1 : total} overflowCount={total} size="small" aria-hidden />
      )}
    </span>
  );
}
