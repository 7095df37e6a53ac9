/** The scrubber's findings, listed inline as the biller types: what a payer would reject. */
import type { ScrubFinding } from '@emr/domain/billing';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircleRegular, WarningRegular } from '@emr/shared-ui/icons';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  clean: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, color: tokens.colorPaletteGreenForeground1 },
  title: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, color: tokens.colorPaletteDarkOrangeForeground1 },
});

export interface ScrubberPanelProps {
  findings: readonly ScrubFinding[];
}

export function ScrubberPanel({ findings }: ScrubberPanelProps) {
  const { t } = useTranslation('billing');
  const styles = useStyles();
  if (findings.length === 0) {
    return (
      <Text className={styles.clean} role="status">
        <CheckmarkCircleRegular aria-hidden />
        {t('scrub.clean')}
      </Text>
    );
  }
  return (
    <section className={styles.root} aria-labelledby="claim-scrubber-title">
      <Text id="claim-scrubber-title" weight="semibold" className={styles.title}>
        <WarningRegular aria-hidden />
        {t('scrub.title', { count: findings.length })}
      </Text>
      <ul className={styles.list} aria-labelledby="claim-scrubber-title">
        {findings.map((finding) => (
          <li key={JSON.stringify(finding)}>{t(`scrub.${finding.rule}`, { ...finding })}</li>
        ))}
      </ul>
    </section>
  );
}
