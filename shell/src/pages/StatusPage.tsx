/**
 * The blank-layout message pages (not authorized, 404, 401, 500): an icon, the code, a
 * heading, what happened in plain words, and the way back to the person's start page.
 */
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { FluentIcon } from '@fluentui/react-icons';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref, useLinkClickHandler } from 'react-router-dom';

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    paddingBlock: tokens.spacingVerticalXXL,
    paddingInline: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  body: { maxWidth: '560px', display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: tokens.spacingVerticalM },
  icon: { fontSize: '72px', color: tokens.colorBrandForeground1 },
  code: { color: tokens.colorNeutralForeground3 },
});

export interface StatusPageProps {
  icon: FluentIcon;
  code?: string;
  title: string;
  body: string;
}

export function StatusPage({ icon: Icon, code, title, body }: StatusPageProps) {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const href = useHref('/');
  const goHome = useLinkClickHandler<HTMLAnchorElement>('/');
  return (
    <main className={styles.page}>
      <div className={styles.body}>
        <Icon aria-hidden className={styles.icon} />
        {code && (
          <Text size={500} weight="semibold" className={styles.code}>
            {code}
          </Text>
        )}
        <Text as="h1" size={800} weight="semibold">
          {title}
        </Text>
        <Text as="p" size={400}>
          {body}
        </Text>
        <Button as="a" appearance="primary" href={href} onClick={(event: MouseEvent<HTMLAnchorElement>) => goHome(event)}>
          {t('pages.goHome')}
        </Button>
      </div>
    </main>
  );
}
