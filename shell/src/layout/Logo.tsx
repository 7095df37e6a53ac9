/** The product mark (a cross in a rounded square, drawn inline: no image request) and its title. */
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
// a logo / tile, not a text link: its colours are set here from the theme
// eslint-disable-next-line no-restricted-syntax
import { Link } from 'react-router-dom';

const useStyles = makeStyles({
  link: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  mark: { flexShrink: 0, color: tokens.colorBrandBackground },
  text: { display: 'flex', flexDirection: 'column', lineHeight: tokens.lineHeightBase200 },
  subtitle: { color: tokens.colorNeutralForeground2, whiteSpace: 'nowrap' },
  hidden: { display: 'none' },
});

export interface LogoProps {
  /** Only the mark (the collapsed vertical nav); the title stays as the link's name. */
  compact?: boolean;
}

export function LogoMark({ size = 32 }: { size?: number }) {
  const styles = useStyles();
  return (
    <svg className={styles.mark} width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill="#ffffff" />
    </svg>
  );
}

export function Logo({ compact = false }: LogoProps) {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  return (
    <Link to="/" className={styles.link} aria-label={compact ? `${t('layout.productName')} — ${t('layout.productSubtitle')}` : undefined}>
      <LogoMark />
      <span className={compact ? styles.hidden : styles.text}>
        <Text weight="bold" size={400}>
          {t('layout.productName')}
        </Text>
        <Text size={200} className={styles.subtitle}>
          {t('layout.productSubtitle')}
        </Text>
      </span>
    </Link>
  );
}
