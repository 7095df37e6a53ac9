/** The frame of one chart summary card: a titled section, its four states, a link to its page. */
import { RouterLink, StateView } from '@emr/shared-ui';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    paddingBlock: tokens.spacingVerticalM,
    paddingInline: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    minWidth: 0,
  },
  header: { display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

export const useCardListStyles = makeStyles({
  list: { listStyleType: 'none', paddingInlineStart: 0, marginBlock: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  item: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalS, alignItems: 'baseline' },
  muted: { color: tokens.colorNeutralForeground3 },
  flag: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS, color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
});

export interface SummaryCardProps {
  id: string;
  title: string;
  /** The sub-page with the whole list. */
  to?: string;
  isLoading: boolean;
  error: unknown;
  isEmpty: boolean;
  emptyTitle: string;
  onRetry: () => void;
  children: ReactNode;
}

export function SummaryCard({ id, title, to, isLoading, error, isEmpty, emptyTitle, onRetry, children }: SummaryCardProps) {
  const { t } = useTranslation('patients');
  const styles = useStyles();
  const titleId = `summary-${id}`;
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <div className={styles.header}>
        <Text as="h2" id={titleId} size={400} weight="semibold">
          {title}
        </Text>
        {to && (
          <RouterLink to={to} aria-label={t('summary.seeAllOf', { title })}>
            {t('summary.seeAll')}
          </RouterLink>
        )}
      </div>
      <StateView isLoading={isLoading} error={error} isEmpty={isEmpty} onRetry={onRetry} emptyTitle={emptyTitle} skeletonRows={2}>
        {children}
      </StateView>
    </section>
  );
}
