/**
 * The audit of one staff account: the changes made to it and the changes this person made.
 * Readable, never raw: local times, who by name (the staff directory), which record by what a
 * person knows it by (a colleague's name, a patient's name and PatientID), and each change as
 * labelled "before → after" in words (`AuditChanges`, @emr/shared-ui/audit). Shown only to
 * roles that read the audit log.
 */
import { type DataTableColumn, Bidi, DataTable, RouterLink, StateView, formatDateTime } from '@emr/shared-ui';
import { AuditChanges, changeText, readableChanges } from '@emr/shared-ui/audit';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type AuditEntry, type AuditSubject, useAuditSubject, useStaff, useUserAudit } from './users.resource.ts';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  muted: { color: tokens.colorNeutralForeground3 },
  subject: { display: 'flex', flexDirection: 'column' },
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
  staffName: (id: string) => string | null;
}

/** The record an entry changed, as a person knows it. */
function SubjectCell({ entry, staffName }: { entry: AuditEntry; staffName: (id: string) => string | null }) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const subject: AuditSubject = useAuditSubject(entry, staffName);
  const kind = t(`kinds.${entry.recordKind}`, { defaultValue: entry.recordKind });
  const name = subject.name && <Bidi>{subject.name}</Bidi>;
  return (
    <span className={styles.subject}>
      <Text size={200} className={styles.muted}>
        {kind}
      </Text>
      {subject.path && name ? <RouterLink to={subject.path}>{name}</RouterLink> : name}
    </span>
  );
}

function AuditTable({ title, label, list, variant, staffName }: AuditTableProps) {
  const { t, i18n } = useTranslation('admin');
  const { t: tAudit } = useTranslation(['audit', 'common']);
  const styles = useStyles();

  const columns = useMemo<DataTableColumn<AuditEntry>[]>(() => {
    const context = { t: tAudit, language: i18n.language, staffName };
    const who = (e: AuditEntry) => staffName(e.changedBy) ?? e.changedByName;
    const second: DataTableColumn<AuditEntry> =
      variant === 'to'
        ? { id: 'by', header: t('audit.columns.by'), sortValue: who, cell: (e) => <Bidi>{who(e)}</Bidi> }
        : {
            id: 'record',
            header: t('audit.columns.record'),
            sortValue: (e) => t(`kinds.${e.recordKind}`, { defaultValue: e.recordKind }),
            cell: (e) => <SubjectCell entry={e} staffName={staffName} />,
          };
    return [
      { id: 'when', header: t('audit.columns.when'), sortValue: (e) => e.timestamp, cell: (e) => formatDateTime(e.timestamp, i18n.language) },
      { id: 'action', header: t('audit.columns.action'), sortValue: (e) => e.action, cell: (e) => t(`audit.actions.${e.action}`, { defaultValue: e.action }) },
      second,
      {
        id: 'changes',
        header: t('audit.columns.changes'),
        sortValue: (e) => readableChanges(e.changes, context).map((c) => changeText(c, tAudit)).join('; '),
        cell: (e) => <AuditChanges changes={e.changes} staffName={staffName} />,
      },
    ];
  }, [t, tAudit, i18n.language, variant, staffName]);

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
  const { staff } = useStaff();
  const names = useMemo(() => new Map(staff.map((member) => [member.id, member.fullName])), [staff]);
  const staffName = useCallback((id: string) => names.get(id) ?? null, [names]);
  if (!audit.allowed) return null;
  return (
    <>
      <AuditTable title={t('audit.toTitle')} label={t('audit.toLabel')} list={audit.to} variant="to" staffName={staffName} />
      <AuditTable title={t('audit.byTitle')} label={t('audit.byLabel')} list={audit.by} variant="by" staffName={staffName} />
    </>
  );
}
