/** The title row of a chart sub-page: an h2 (the chart frame's h1 is the patient's name) and actions. */
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
    marginBlockEnd: tokens.spacingVerticalM,
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
});

export interface SectionTitleProps {
  title: string;
  actions?: ReactNode;
}

export function SectionTitle({ title, actions }: SectionTitleProps) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <Text as="h2" size={600} weight="semibold">
        {title}
      </Text>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
