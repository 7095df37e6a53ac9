/**
 * The four states every view renders, in a fixed order: loading (a skeleton with
 * role="progressbar"), error (with retry), empty (with a call to action), data.
 */
import { Button, Skeleton, SkeletonItem, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../data/errors.ts';

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalS,
    paddingBlock: tokens.spacingVerticalL,
    paddingInline: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  skeleton: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

export interface StateViewProps {
  isLoading: boolean;
  error: unknown;
  isEmpty: boolean;
  onRetry?: () => void;
  emptyTitle?: string;
  emptyAction?: ReactNode;
  /** Rows of the loading skeleton. */
  skeletonRows?: number;
  children: ReactNode;
}

export function StateView({ isLoading, error, isEmpty, onRetry, emptyTitle, emptyAction, skeletonRows = 4, children }: StateViewProps) {
  const { t } = useTranslation('common');
  const styles = useStyles();
  if (isLoading) {
    return (
      <Skeleton role="progressbar" aria-label={t('state.loading')} className={styles.skeleton}>
        {Array.from({ length: skeletonRows }, (_, i) => (
          <SkeletonItem key={i} size={24} />
        ))}
      </Skeleton>
    );
  }
  if (error) {
    return (
      <div role="alert" className={styles.panel}>
        <Text weight="semibold">{t('state.errorTitle')}</Text>
        <Text>{errorMessage(t, error)}</Text>
        {onRetry && <Button onClick={onRetry}>{t('actions.retry')}</Button>}
      </div>
    );
  }
  if (isEmpty) {
    return (
      <div className={styles.panel}>
        <Text weight="semibold">{emptyTitle ?? t('state.emptyTitle')}</Text>
        {emptyAction}
      </div>
    );
  }
  return <>{children}</>;
}
