/** Notifications tab: which events the bell shows, kept in this browser per person. */
import { useSession } from '@emr/shared-ui';
import { Button, Switch, makeStyles, shorthands, tokens } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../auth/FormMessage.tsx';
import { Section } from '../Section.tsx';
import {
  NOTIFICATION_TOPICS,
  type NotificationPreferences,
  readNotificationPreferences,
  saveNotificationPreferences,
} from './notificationPreferences.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  fieldset: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, ...shorthands.borderStyle('none'), margin: 0, padding: 0 },
  legend: { fontWeight: tokens.fontWeightSemibold, marginBlockEnd: tokens.spacingVerticalS, padding: 0 },
});

export function NotificationsTab() {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const userId = useSession((state) => state.userData?.id ?? '');
  const [preferences, setPreferences] = useState<NotificationPreferences>(() => readNotificationPreferences(userId));
  const [result, setResult] = useState<'saved' | 'failed' | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    setResult(saveNotificationPreferences(userId, preferences) ? 'saved' : 'failed');
  }

  return (
    <Section title={t('pages.account.notifications.heading')} description={t('pages.account.notifications.intro')}>
      <form className={styles.form} onSubmit={submit} aria-label={t('pages.account.notifications.heading')}>
        {result === 'saved' && <FormMessage intent="success">{t('pages.account.notifications.saved')}</FormMessage>}
        {result === 'failed' && <FormMessage intent="error">{t('pages.account.notifications.failed')}</FormMessage>}
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('pages.account.notifications.legend')}</legend>
          {NOTIFICATION_TOPICS.map((topic) => (
            <Switch
              key={topic}
              label={t(`pages.account.notifications.topics.${topic}`)}
              checked={preferences[topic]}
              onChange={(_event, data) => {
                setResult(null);
                setPreferences((current) => ({ ...current, [topic]: data.checked }));
              }}
            />
          ))}
        </fieldset>
        <div>
          <Button type="submit" appearance="primary">
            {t('pages.account.notifications.save')}
          </Button>
        </div>
      </form>
    </Section>
  );
}
