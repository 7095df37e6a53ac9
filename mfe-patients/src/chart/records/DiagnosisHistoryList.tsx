/** A diagnosis's status history, kept by the server (DiagnosisHistory: {at, status, by}). */
import { type EmrRecord, json, formatDateTime } from '@emr/shared-ui';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useStaffNames } from '../../staffNames.resource.ts';
import { optionKey } from './recordKinds.ts';

interface DiagnosisChange {
  at: string;
  status: string;
  by?: string;
  byName?: string;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  list: { marginBlock: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

export function diagnosisHistory(row: EmrRecord): DiagnosisChange[] {
  const value = json<unknown>(row['DiagnosisHistory'], []);
  if (!Array.isArray(value)) return [];
  return value.filter((entry): entry is DiagnosisChange => !!entry && typeof entry === 'object' && typeof (entry as DiagnosisChange).status === 'string');
}

export interface DiagnosisHistoryListProps {
  row: EmrRecord;
}

export function DiagnosisHistoryList({ row }: DiagnosisHistoryListProps) {
  const { t, i18n } = useTranslation('patients');
  const styles = useStyles();
  const entries = diagnosisHistory(row);
  const nameOf = useStaffNames();
  return (
    <section className={styles.root} aria-label={t('records.history.title')}>
      <Text as="h3" weight="semibold" size={400}>
        {t('records.history.title')}
      </Text>
      {entries.length === 0 ? (
        <Text>{t('records.history.empty')}</Text>
      ) : (
        <ol className={styles.list}>
          {entries.map((entry, index) => (
            <li key={`${entry.at}-${index}`}>
              {t('records.history.entry', {
                status: t(`records.options.${optionKey(entry.status)}`, { defaultValue: entry.status }),
                at: formatDateTime(entry.at, i18n.language),
                name: nameOf(entry) ?? t('records.history.colleague'),
              })}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
