/**
 * The audit of one staff account: the changes made to it and the changes this person made,
 * each field as "from → to". Shown only to roles that read the audit log.
 */
import { type DataTableColumn, DataTable, StateView } from '@emr/shared-ui';
import { Link, Text, makeStyles, tokens } from '@fluentui/react-components';
import { type MouseEvent, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatDateTime, formatValue } from '../format.ts';
import { type AuditEntry, useUserAudit } from './users.resource.ts';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  changes: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

interface AuditListState {
  entries: AuditEntry[];
  hasMore: boolean;
  isLoading: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface AuditTableProps {
  title: string;
  label: string;
  list: AuditListState;
  /** 'to': who changed this account; 'by': which record this person changed. */
  variant: 'to' | 'by';
}

function AuditTable({ title, label, list, variant }: AuditTableProps) {
  const { t, i18n } = useTranslation('admin');
  const styles = useStyles();
  const navigate = useNavigate();

  const columns = useMemo<DataTableColumn<AuditEntry>[]>(() => {
    const changesText = (entry: AuditEntry) =>
      entry.changes.map((c) =>
        t('audit.change', { field: c.field, from: formatValue(c.from, t('audit.emptyValue')), to: formatValue(c.to, t('audit.emptyValue')) }),
      );
    const who: DataTableColumn<AuditEntry> =
      variant === 'to'
        ? { id: 'by', header: t('audit.columns.by'), sortValue: (e) => e.changedByName, cell: (e) => e.changedByName }
        : {
            id: 'record',
            header: t('audit.columns.record'),
            sortValue: (e) => t(`kinds.${e.recordKind}`, { defaultValue: e.recordKind }),
            cell: (e) => {
              const kind = t(`kinds.${e.recordKind}`, { defaultValue: e.recordKind });
              if (e.recordKind !== 'User') return kind;
              const path = `/apps/user/view/${encodeURIComponent(e.recordId)}`;
              return (
                <Link
                  href={path}
                  onClick={(event: MouseEvent) => {
                    event.preventDefault();
                    navigate(path);
                  }}
                >
                  {kind}
                </Link>
              );
            },
          };
    return [
      { id: 'when', header: t('audit.columns.when'), sortValue: (e) => e.timestamp, cell: (e) => formatDateTime(e.timestamp, i18n.language) },
      { id: 'action', header: t('audit.columns.action'), sortValue: (e) => e.action, cell: (e) => t(`audit.actions.${e.action}`, { defaultValue: e.action }) },
      who,
      {
        id: 'changes',
        header: t('audit.columns.changes'),
        sortValue: (e) => changesText(e).join('; '),
        cell: (e) => (
          <ul className={styles.changes}>
            {changesText(e).map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        ),
      },
    ];
  }, [t, i18n.language, variant, navigate, styles.changes]);

  return (
    <section className={styles.section}>
      <Text as="h2" size={500} weight="semibold">
        {title}
      </Text>
      <StateView isLoading={list.isLoading} error={list.error} isEmpty={list.entries.length === 0} onRetry={() => void list.refetch()} emptyTitle={t('audit.empty')}>
        <DataTable
          items={list.entries}
          columns={columns}
          getRowId={(e) => e.id}
          ariaLabel={label}
          initialPageSize={5}
          initialSort={{ column: 'when', direction: 'descending' }}
        />
        {list.hasMore && <Text>{t('audit.more')}</Text>}
      </StateView>
    </section>
  );
}

export interface UserAuditProps {
  userId: string;
}

export function UserAudit({ userId }: UserAuditProps) {
  const { t } = useTranslation('admin');
  const audit = useUserAudit(userId);
  if (!audit.allowed) return null;
  return (
    <>
      <AuditTable title={t('audit.toTitle')} label={t('audit.toLabel')} list={audit.to} variant="to" />
      <AuditTable title={t('audit.byTitle')} label={t('audit.byLabel')} list={audit.by} variant="by" />
    </>
  );
}
