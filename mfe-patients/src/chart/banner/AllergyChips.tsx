/**
 * The banner's allergies: the chips (severe ones marked with an icon and the word, never
 * colour alone), or "No known allergies" with who recorded it and when, or — when nothing was
 * recorded — "Allergies not reviewed". Never "no known allergies" for an empty chart.
 */
import type { EmrRecord } from '@emr/shared-ui';
import { Badge, Text, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircleRegular, WarningFilled, WarningRegular } from '@emr/shared-ui/icons';
import { useTranslation } from 'react-i18next';
import { useRecordedBy } from '../../clinical/safety/ReviewStatus.tsx';
import { useListReview } from '../../clinical/safety/reviews.resource.ts';
import { optionKey } from '../records/recordKinds.ts';
import { useActiveAllergies } from './banner.resource.ts';

const useStyles = makeStyles({
  list: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, listStyleType: 'none', paddingInlineStart: 0, marginBlock: 0 },
  statement: { display: 'inline-flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  muted: { color: tokens.colorNeutralForeground3 },
});

const SEVERE = new Set(['Severe', 'Life-threatening']);

const isSevere = (row: EmrRecord) => typeof row['Severity'] === 'string' && SEVERE.has(row['Severity']);

/** Severe allergies lead (the order is otherwise newest first). */
export const severeFirst = (rows: EmrRecord[]) => [...rows.filter(isSevere), ...rows.filter((row) => !isSevere(row))];

export interface AllergyChipsProps {
  patientId: string;
}

/** No active allergy: "No known allergies" with who and when, or "Allergies not reviewed". */
function AllergyReview({ patientId }: AllergyChipsProps) {
  const { t } = useTranslation('patients');
  const styles = useStyles();
  const { review } = useListReview('Allergy', patientId, 0);
  const recordedBy = useRecordedBy();
  if (review?.state === 'none') {
    return (
      <span className={styles.statement}>
        <Badge appearance="outline" color="success" icon={<CheckmarkCircleRegular aria-hidden />}>
          {t('safety.review.Allergy.none')}
        </Badge>
        <Text size={200} className={styles.muted}>
          {recordedBy(review)}
        </Text>
      </span>
    );
  }
  return (
    <Badge appearance="tint" color="warning" icon={<WarningRegular aria-hidden />}>
      {t('safety.review.Allergy.banner')}
    </Badge>
  );
}

export function AllergyChips({ patientId }: AllergyChipsProps) {
  const { t } = useTranslation('patients');
  const styles = useStyles();
  const allergies = useActiveAllergies(patientId);
  if (!allergies.allowed) return null;
  if (allergies.isLoading) return <Text>{t('chart.banner.allergiesLoading')}</Text>;
  if (allergies.error) return <Text>{t('chart.banner.allergiesError')}</Text>;
  if (allergies.rows.length === 0) return <AllergyReview patientId={patientId} />;
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
