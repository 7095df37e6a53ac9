/** Read-only facts as a description list: term and value side by side, stacked on narrow screens. */
import { isolatedCell } from '@emr/shared-ui';
import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'minmax(120px, max-content) 1fr',
    columnGap: tokens.spacingHorizontalXL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
    '@media (max-width: 600px)': { gridTemplateColumns: '1fr' },
  },
  group: { display: 'contents' },
  term: { color: tokens.colorNeutralForeground3, fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, overflowWrap: 'anywhere' },
});

export interface DetailListProps {
  items: readonly { term: string; value: ReactNode }[];
}

export function DetailList({ items }: DetailListProps) {
  const styles = useStyles();
  return (
    <dl className={styles.list}>
      {items.map(({ term, value }) => (
        <div key={term} className={styles.group}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{isolatedCell(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
