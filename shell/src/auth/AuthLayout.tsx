/**
 * The blank layout of the signed-out pages (spec §2): one card in the middle of the page with
 * the product's name, the page's heading and a language choice (people pick their language
 * before they sign in).
 */
import { LANGUAGES, type Language, useSession, sessionStore } from '@emr/shared-ui/core';
import { Field, Select, Text, makeStyles, tokens } from '@fluentui/react-components';
import { HeartPulseRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalL,
    paddingBlock: tokens.spacingVerticalXXL,
    paddingInline: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  // drawn like Fluent's Card (surface, radius, shadow) without its ~7 KB of interactive-card code
  card: {
    position: 'relative',
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow4,
    width: '100%',
    maxWidth: '440px',
    paddingBlock: tokens.spacingVerticalXXL,
    paddingInline: tokens.spacingHorizontalXXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  brand: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, color: tokens.colorBrandForeground1 },
  brandIcon: { fontSize: '28px' },
  language: { width: '100%', maxWidth: '440px' },
});

export interface AuthLayoutProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const language = useSession((state) => state.language);
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <div className={styles.brand}>
          <HeartPulseRegular aria-hidden className={styles.brandIcon} />
          <Text size={400} weight="semibold">
            {t('auth.brand')}
          </Text>
        </div>
        <Text as="h1" size={600} weight="semibold">
          {title}
        </Text>
        {subtitle && <Text as="p">{subtitle}</Text>}
        {children}
      </div>
      <Field label={t('auth.language')} className={styles.language} orientation="horizontal">
        <Select value={language} onChange={(_event, data) => sessionStore.getState().setLanguage(data.value as Language)}>
          {LANGUAGES.map((code) => (
            <option key={code} value={code} lang={code}>
              {t(`auth.languages.${code}`)}
            </option>
          ))}
        </Select>
      </Field>
    </main>
  );
}
