/**
 * The visit page's first view: every status move of the visit as the server kept it
 * (`StatusHistory`: booked, checked in, started, wrapped up, checked out, cancelled with the
 * reason), who made it and when, oldest first.
 */
import { type VisitStatus, isVisitStatus } from '@emr/domain/visits';
import { Bidi, type EmrRecord, formatDateTime, json } from '@emr/shared-ui';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { reasonText } from '../shared/cancellationReasons.resource.ts';
import { VisitStatusBadge } from '../shared/VisitStatusBadge.tsx';

const useStyles = makeStyles({
  list: { listStyleType: 'none', paddingInlineStart: 0, marginBlock: tokens.spacingVerticalS, display: 'grid', gap: tokens.spacingVerticalS },
  entry: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

interface StatusEntry {
  to: VisitStatus;
  at?: unknown;
  byName?: unknown;
  reason?: unknown;
}

export interface VisitStatusHistoryProps {
  row: EmrRecord;
}

export function VisitStatusHistory({ row }: VisitStatusHistoryProps) {
  const { t, i18n } = useTranslation('visits');
  const styles = useStyles();
  const entries = json<{ to?: unknown }[]>(row['StatusHistory'], []).filter((entry): entry is StatusEntry => isVisitStatus(entry.to));
  return (
    <section aria-labelledby="visit-status-history">
      <Text as="h2" size={500} weight="semibold" id="visit-status-history">
        {t('visit.history.title')}
      </Text>
      {entries.length === 0 ? (
        <Text as="p">{t('visit.history.empty')}</Text>
      ) : (
        <ol className={styles.list}>
          {entries.map((entry, index) => (
            <li key={index} className={styles.entry}>
              <VisitStatusBadge status={entry.to} />
              <Text>
                <Bidi>{typeof entry.at === 'string' ? formatDateTime(entry.at, i18n.language) : ''}</Bidi>
              </Text>
              {typeof entry.byName === 'string' && entry.byName && <Text>{t('visit.history.by', { name: entry.byName })}</Text>}
              {typeof entry.reason === 'string' && entry.reason && <Text italic><Bidi>{reasonText(t, entry.reason)}</Bidi></Text>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
