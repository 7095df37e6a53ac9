/** A program's month at a glance: one card per figure. */
import { Card, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))', gap: tokens.spacingHorizontalM, listStyleType: 'none', paddingInlineStart: 0, margin: 0 },
  card: { height: '100%' },
  value: { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: tokens.fontWeightSemibold },
});

export interface Stat {
  id: string;
  label: string;
  value: number;
  hint?: string;
}

export function StatCards({ stats }: { stats: readonly Stat[] }) {
  const { t, i18n } = useTranslation('programs');
  const styles = useStyles();
  return (
    <section aria-label={t('ccmIndex.statsLabel')}>
      <ul className={styles.grid}>
        {stats.map((stat) => (
          <li key={stat.id}>
            <Card className={styles.card}>
              <Text>{stat.label}</Text>
              <Text className={styles.value}>{stat.value.toLocaleString(i18n.language)}</Text>
              {stat.hint && <Text size={200}>{stat.hint}</Text>}
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
