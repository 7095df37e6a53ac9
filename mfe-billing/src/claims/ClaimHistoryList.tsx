/** A billed claim's history as the server keeps it: creation, each status, correction (with the values before) and posting, with who and when. */
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles } from '@fluentui/react-components';
import { Bidi, formatDateTime, json } from '@emr/shared-ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({ wrap: { overflowX: 'auto' } });

interface Entry {
  at?: string;
  name?: string;
  event?: string;
  from?: string;
  status?: string;
  reason?: string;
  fields?: string[];
  before?: Record<string, unknown>;
  resubmission?: number;
}

export interface ClaimHistoryListProps {
  history: unknown;
}

const shown = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : typeof value === 'string' ? value : JSON.stringify(value));

export function ClaimHistoryList({ history }: ClaimHistoryListProps) {
  const { t, i18n } = useTranslation('billing');
  const styles = useStyles();
  const titleId = useId();
  const entries = json<Entry[]>(history, []);
  const status = (value?: string) => t(`status.${value ?? 'Draft'}`, { defaultValue: value ?? '' });
  const what = (entry: Entry) => {
    if (entry.event === 'correction') {
      const before = Object.entries(entry.before ?? {}).map(([field, value]) => `${field}: ${shown(value)}`).join('; ');
      return before ? t('history.correctionBefore', { fields: (entry.fields ?? []).join(', '), before }) : t('history.correction', { fields: (entry.fields ?? []).join(', ') });
    }
    if (entry.resubmission) return t('history.resubmitted', { count: entry.resubmission });
    if (entry.from && entry.status) return t('history.status', { from: status(entry.from), to: status(entry.status) });
    // entries of claims billed before the server kept events name only the status reached
    return entry.event === 'created' || (!entry.event && entry.status === 'Draft') ? t('history.created') : status(entry.status);
  };
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className={styles.wrap}>
      <Text as="h2" id={titleId} size={500} weight="semibold">
        {t('history.title')}
      </Text>
      <Table aria-labelledby={titleId} size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('history.when')}</TableHeaderCell>
            <TableHeaderCell>{t('history.who')}</TableHeaderCell>
            <TableHeaderCell>{t('history.what')}</TableHeaderCell>
            <TableHeaderCell>{t('history.reason')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {entries.map((entry, i) => (
            <TableRow key={i}>
              <TableCell>{formatDateTime(entry.at ?? '', i18n.language)}</TableCell>
              <TableCell>
                <Bidi>{entry.name ?? ''}</Bidi>
              </TableCell>
              <TableCell>
                <Bidi>{what(entry)}</Bidi>
              </TableCell>
              <TableCell>
                <Bidi>{entry.reason ?? ''}</Bidi>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
