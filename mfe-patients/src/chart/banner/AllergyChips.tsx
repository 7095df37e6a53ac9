/** The banner's allergy chips: severe ones marked with an icon and the word, never colour alone. */
import type { EmrRecord } from '@emr/shared-ui';
import { Badge, Text, makeStyles, tokens } from '@fluentui/react-components';
import { WarningFilled } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { optionKey } from '../records/recordKinds.ts';
import { useActiveAllergies } from './banner.resource.ts';

const useStyles = makeStyles({
  list: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, listStyleType: 'none', paddingInlineStart: 0, marginBlock: 0 },
});

const SEVERE = new Set(['Severe', 'Life-threatening']);

const isSevere = (row: EmrRecord) => typeof row['Severity'] === 'string' && SEVERE.has(row['Severity']);

/** Severe allergies lead (the order is otherwise newest first). */
export const severeFirst = (rows: EmrRecord[]) => [...rows.filter(isSevere), ...rows.filter((row) => !isSevere(row))];

export interface AllergyChipsProps {
  patientId: string;
}

export function AllergyChips({ patientId }: AllergyChipsProps) {
  const { t } = useTranslation('patients');
  const styles = useStyles();
  const allergies = useActiveAllergies(patientId);
  if (!allergies.allowed) return null;
  if (allergies.isLoading) return <Text>{t('chart.banner.allergiesLoading')}</Text>;
  if (allergies.error) return <Text>{t('chart.banner.allergiesError')}</Text>;
  if (allergies.rows.length === 0) return <Badge appearance="outline" color="informative">{t('chart.banner.noAllergies')}</Badge>;
  return (
    <ul className={styles.list} aria-label={t('chart.banner.allergies')}>
      {severeFirst(allergies.rows).map((row) => {
        const severity = typeof row['Severity'] === 'string' ? row['Severity'] : '';
        const severe = SEVERE.has(severity);
        const name = String(row['Allergy'] ?? '');
        return (
          <li key={row.id}>
            <Badge
              appearance={severe ? 'filled' : 'tint'}
              color={severe ? 'danger' : 'warning'}
              icon={severe ? <WarningFilled aria-hidden /> : undefined}
            >
              {severe ? t('chart.banner.severeAllergy', { name, severity: t(`records.options.${optionKey(severity)}`) }) : name}
            </Badge>
          </li>
        );
      })}
    </ul>
  );
}
