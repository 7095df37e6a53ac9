/**
 * The bell's popover (Notifications.tsx): the open tasks and the alerts, loaded with the first
 * click and open as it mounts; the lists and counts come from the bell, which owns the data.
 */
import { localDayOf, paths } from '@emr/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { type EmrRecord, type Page, errorMessage, useClinicTimeZone, useClinicToday, useSession, formatDate } from '@emr/shared-ui';
import { Link, Popover, PopoverSurface, PopoverTrigger, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Alert, useAlerts } from './alerts.resource.ts';
import type { PopupProps } from './DeferredPopup.tsx';
import { usePopupNavigation } from './usePopupNavigation.ts';

const useStyles = makeStyles({
  surface: { inlineSize: '340px', maxInlineSize: 'calc(100vw - 32px)', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  header: { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', margin: 0 },
  list: { listStyleType: 'none', margin: 0, padding: 0, maxBlockSize: '360px', overflowY: 'auto' },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    paddingBlock: tokens.spacingVerticalS,
    borderBlockEndWidth: '1px',
    borderBlockEndStyle: 'solid',
    borderBlockEndColor: tokens.colorNeutralStroke2,
  },
  section: { margin: 0, fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold },
  meta: { color: tokens.colorNeutralForeground2 },
  overdue: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
});

export interface NotificationsPopoverProps extends PopupProps {
  showTasks: boolean;
  tasks: UseQueryResult<Page>;
  alerts: ReturnType<typeof useAlerts>;
  /** Refreshes both lists (each time the popover opens). */
  onRefresh: () => void;
}

export function NotificationsPopover({ trigger, showTasks, tasks, alerts, onRefresh }: NotificationsPopoverProps) {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const [open, setOpen] = useState(true);
  const language = useSession((s) => s.language);
  const items = tasks.data?.items ?? [];
  const count = items.length;
  // overdue: due before the clinic's today (a due date is 5 pm on its day, in the clinic's zone)
  const today = useClinicToday();
  const timeZone = useClinicTimeZone();

  const go = usePopupNavigation(() => setOpen(false));

  return (
    <Popover
      open={open}
      onOpenChange={(_, data) => {
        setOpen(data.open);
        // the list may be stale (tasks assigned since): refresh it each time it is opened
        if (data.open) onRefresh();
      }}
      positioning="below-end"
      withArrow
      trapFocus
    >
      <PopoverTrigger disableButtonEnhancement>{trigger}</PopoverTrigger>
      <PopoverSurface className={styles.surface} aria-label={t('notifications.title')}>
        <h2 className={styles.header}>
          <Text weight="semibold" size={400}>
            {t('notifications.title')}
          </Text>
        </h2>
        {showTasks && (
          <section aria-labelledby="notifications-tasks">
            <h3 id="notifications-tasks" className={styles.section}>
              {t('notifications.tasksTitle')}
            </h3>
            {tasks.isLoading && <Spinner size="tiny" label={t('notifications.loading')} />}
            {tasks.error && (
              <div role="alert">
                <Text>{t('notifications.error')}</Text> <Text>{errorMessage(t, tasks.error)}</Text>
              </div>
            )}
            {!tasks.isLoading && !tasks.error && count === 0 && <Text>{t('notifications.empty')}</Text>}
            {count > 0 && (
              <ul className={styles.list}>
                {items.map((task: EmrRecord) => {
                  const due = typeof task['DueDate'] === 'string' ? task['DueDate'] : '';
                  const dueDay = localDayOf(due, timeZone);
                  const overdue = dueDay !== null && dueDay < today;
                  const path = paths.task(task.id);
                  return (
                    <li key={task.id} className={styles.item}>
                      <Link href={path} onClick={(event) => go(event as MouseEvent<HTMLAnchorElement>, path)}>
                        {typeof task['Task'] === 'string' && task['Task'] ? task['Task'] : t('notifications.untitled')}
                      </Link>
                      <Text size={200} className={styles.meta}>
                        {due ? t('notifications.due', { date: formatDate(due, language) }) : t('notifications.noDue')}
                        {overdue && (
                          <>
                            {' · '}
                            <span className={styles.overdue}>{t('notifications.overdue')}</span>
                          </>
                        )}
                      </Text>
                    </li>
                  );
                })}
              </ul>
            )}
            <Link href={paths.tasksList()} onClick={(event) => go(event as MouseEvent<HTMLAnchorElement>, paths.tasksList())}>
              {t('notifications.viewAll')}
            </Link>
          </section>
        )}
        {alerts.enabled && (
          <section aria-labelledby="notifications-alerts">
            <h3 id="notifications-alerts" className={styles.section}>
              {t('notifications.alertsTitle')}
            </h3>
            {alerts.isLoading && <Spinner size="tiny" label={t('notifications.alertsLoading')} />}
            {alerts.error && (
              <div role="alert">
                <Text>{t('notifications.alertsError')}</Text> <Text>{errorMessage(t, alerts.error)}</Text>
              </div>
            )}
            {!alerts.isLoading && !alerts.error && alerts.alerts.length === 0 && <Text>{t('notifications.alertsEmpty')}</Text>}
            {alerts.alerts.length > 0 && (
              <ul className={styles.list}>
                {alerts.alerts.map((alert: Alert) => (
                  <li key={alert.id} className={styles.item}>
                    <Link href={alert.path} onClick={(event) => go(event as MouseEvent<HTMLAnchorElement>, alert.path)}>
                      {t(`notifications.alert.${alert.kind}`, { subject: alert.subject || t('notifications.untitled') })}
                    </Link>
                    <Text size={200} className={styles.meta}>
                      {t('notifications.patient', { patientId: alert.patientId })}
                    </Text>
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
      </PopoverSurface>
    </Popover>
  );
}
