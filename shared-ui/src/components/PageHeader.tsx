/** The title row of a page: heading, optional subtitle and actions. */
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Bidi } from './Bidi.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', marginBlockEnd: tokens.spacingVerticalL },
  titles: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

export interface PageHeaderProps {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
}

export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  const styles = useStyles();
  return (
    <header className={styles.root}>
      <div className={styles.titles}>
        <Text as="h1" size={700} weight="semibold">
          <Bidi>{title}</Bidi>
        </Text>
        {subtitle && (
          <Text>
            <Bidi>{subtitle}</Bidi>
          </Text>
        )}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}
