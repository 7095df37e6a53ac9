/**
 * Shown in a remote's own area when it fails to load or throws; the rest of the app keeps
 * working. Plain elements in Fluent's error colours rather than Fluent's MessageBar: this panel
 * is in shared-ui's root, which every signed-in page loads, and MessageBar (~4 KB gzip) would
 * come with it for a panel that is rarely shown.
 */
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ErrorCircle20Filled } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalM,
    paddingInline: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorStatusDangerBorder1}`,
    backgroundColor: tokens.colorStatusDangerBackground1,
    color: tokens.colorNeutralForeground1,
  },
  icon: { color: tokens.colorStatusDangerForeground1, flexShrink: 0, marginBlockStart: '2px' },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, flexGrow: 1, minInlineSize: '200px' },
});

export interface RemoteErrorPanelProps {
  appId: string;
  error?: unknown;
  onRetry?: () => void;
}

export function RemoteErrorPanel({ appId, error, onRetry = () => globalThis.location.reload() }: RemoteErrorPanelProps) {
  const { t } = useTranslation('common');
  const styles = useStyles();
  return (
    <div className={styles.panel} role="alert" data-remote-error={appId}>
      <ErrorCircle20Filled className={styles.icon} aria-hidden />
      <div className={styles.body}>
        <Text weight="semibold">{t('remote.failedTitle')}</Text>
        <Text>{t('remote.failedBody')}</Text>
        {error instanceof Error && <Text>{error.message}</Text>}
      </div>
      <Button onClick={onRetry}>{t('actions.retry')}</Button>
    </div>
  );
}
