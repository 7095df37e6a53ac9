/**
 * The patient's status changes, newest first: from → to, who, when and why. The server appends
 * the entries (domain/src/histories.ts); this only shows them.
 */
import { visuallyHidden, formatDateTime } from '@emr/shared-ui';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { StatusChange } from './patient.resource.ts';
import { PatientStatusBadge } from './PatientStatusBadge.tsx';
import { useStaffNames } from '../staffNames.resource.ts';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, paddingInlineStart: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    paddingInlineStart: tokens.spacingHorizontalM,
    borderInlineStartWidth: tokens.strokeWidthThick,
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: tokens.colorBrandStroke1,
  },
  change: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  meta: { color: tokens.colorNeutralForeground3 },
  hidden: visuallyHidden,
});

export interface StatusHistoryTimelineProps {
  history: readonly StatusChange[];
  headingId: string;
}

export function StatusHistoryTimeline({ history, headingId }: StatusHistoryTimelineProps) {
  const { t, i18n } = useTranslation('patients');
  const styles = useStyles();
  const nameOf = useStaffNames();
  const entries = [...history].sort((a, b) => b.at.localeCompare(a.at));
  if (entries.length === 0) return <Text as="p">{t('statusHistory.empty')}</Text>;
  return (
    <ol className={styles.list} aria-labelledby={headingId}>
      {entries.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className={styles.item}>
          <span className={styles.change}>
            {entry.from ? (
              <>
                <PatientStatusBadge status={entry.from} />
                <Text aria-hidden>{i18n.dir() === 'rtl' ? '←' : '→'}</Text>
                <span className={styles.hidden}>{t('statusHistory.changedTo')}</span>
                <PatientStatusBadge status={entry.to} />
              </>
            ) : (
              <>
                <Text>{t('statusHistory.registered')}</Text>
                <PatientStatusBadge status={entry.to} />
              </>
            )}
          </span>
          <Text className={styles.meta}>
            {t('statusHistory.byAt', { name: nameOf(entry) ?? t('statusHistory.colleague'), at: formatDateTime(entry.at, i18n.language) })}
          </Text>
          {entry.reason && <Text>{t('statusHistory.reason', { reason: entry.reason })}</Text>}
        </li>
      ))}
    </ol>
  );
}
