/**
 * The bell: the signed-in user's open tasks (key condition, no scan), soonest due first, and
 * the clinic's alerts the role can act on (alerts.resource.ts), with a count badge. The counts
 * are in the button's name too, never only in the badge. The popover with the lists
 * (NotificationsPopover.tsx) loads on the first click.
 */
import { queries, type AppAbility } from '@emr/domain';
import { useAbility, useIndexPage, useSession } from '@emr/shared-ui';
import { Button, CounterBadge, makeStyles } from '@fluentui/react-components';
import { Alert20Regular } from '@fluentui/react-icons';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlerts } from './alerts.resource.ts';

const NotificationsPopover = lazy(() => import('./NotificationsPopover.tsx').then((m) => ({ default: m.NotificationsPopover })));

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
  const [loaded, setLoaded] = useState(false);
  const clinicId = useSession((s) => s.userData?.ClinicID ?? null);
  const userId = useSession((s) => s.userData?.id ?? null);
  const tasks = useIndexPage(showTasks && clinicId && userId ? queries.openTasksForUser(clinicId, userId) : null, { limit: NOTIFICATION_LIMIT });
  const alerts = useAlerts();
  const count = tasks.data?.items.length ?? 0;
  const more = Boolean(tasks.data?.nextToken);
  const total = count + alerts.alerts.length;
  const refresh = () => void Promise.all([showTasks ? tasks.refetch() : null, alerts.refetch()]);

  const label = t('notifications.button', {
    tasks: more ? t('notifications.moreThan', { count }) : count,
    alerts: alerts.more ? t('notifications.moreThan', { count: alerts.alerts.length }) : alerts.alerts.length,
  });
  const button = (
    <Button
      appearance="subtle"
      icon={<Alert20Regular />}
      aria-label={label}
      onClick={() => {
        setLoaded(true);
        refresh();
      }}
    />
  );
  // the badge sits beside the button, not in it: a button's visible text must be part of its name
  return (
    <span className={styles.trigger}>
      {loaded ? (
        <Suspense fallback={button}>
          <NotificationsPopover showTasks={showTasks} tasks={tasks} alerts={alerts} label={label} onRefresh={refresh} />
        </Suspense>
      ) : (
        button
      )}
      {total > 0 && (
        <CounterBadge className={styles.badge} count={more || alerts.more ? total + 1 : total} overflowCount={total} size="small" aria-hidden />
      )}
    </span>
  );
}
