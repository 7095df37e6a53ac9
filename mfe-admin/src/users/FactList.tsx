/** A card's facts as a description list, each value isolated (a Latin value in a right-to-left page). */
import { isolatedCell } from '@emr/shared-ui';
import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  list: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalXL, rowGap: tokens.spacingVerticalS, margin: 0 },
  term: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground2 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  pair: { display: 'contents' },
});

export interface FactListProps {
  rows: readonly (readonly [term: string, value: ReactNode])[];
}

export function FactList({ rows }: FactListProps) {
  const styles = useStyles();
  return (
    <dl className={styles.list}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.pair}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{isolatedCell(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
