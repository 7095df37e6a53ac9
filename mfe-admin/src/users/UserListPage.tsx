/**
 * /apps/user/list: the clinic's staff accounts with a search over name and e-mail, role and
 * status filters, a sortable paged table, and a CSV export of the rows the filters keep.
 */
import { ROLES, USER_STATUSES, normalizeText, paths } from '@emr/domain';
import { clinicToday, Bidi, DataTable, type DataTableColumn, downloadCsv, PageHeader, StateView, toCsv, formatDate } from '@emr/shared-ui';
import { Button, Field, Link, SearchBox, Select, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, PersonAddRegular } from '@emr/shared-ui/icons';
import { type MouseEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { StatusBadge } from './StatusBadge.tsx';
import { useStaffPermissions } from './staffPermissions.ts';
import { type StaffMember, useStaff } from './users.resource.ts';

const ALL = 'all';

const useStyles = makeStyles({
  filters: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', marginBlockEnd: tokens.spacingVerticalM },
  search: { minWidth: '260px', flexGrow: 1, maxWidth: '420px' },
  dropdown: { minWidth: '180px' },
  summary: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM, marginBlockEnd: tokens.spacingVerticalS },
});

export interface StaffFilters {
  search: string;
  role: string;
  status: string;
}

export function filterStaff(staff: readonly StaffMember[], { search, role, status }: StaffFilters): StaffMember[] {
  const needle = normalizeText(search);
  return staff.filter(
    (member) =>
      (role === ALL || member.role === role) &&
      (status === ALL || member.status === status) &&
      (!needle || normalizeText(member.fullName).includes(needle) || normalizeText(member.email).includes(needle)),
  );
}

export function UserListPage() {
  const { t, i18n } = useTranslation('admin');
  const styles = useStyles();
  const navigate = useNavigate();
  const permissions = useStaffPermissions();
  const { staff, isLoading, error, refetch } = useStaff();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<string>(ALL);
  const [status, setStatus] = useState<string>(ALL);

  const roleLabel = (value: string) => t(`common:roles.${value}`, { defaultValue: value });
  const statusLabel = (value: string) => t(`common:status.${value}`, { defaultValue: value });
  const filtered = useMemo(() => filterStaff(staff, { search, role, status }), [staff, search, role, status]);
  const open = (member: StaffMember) => navigate(paths.userView(member.id));

  const columns = useMemo<DataTableColumn<StaffMember>[]>(
    () => [
      {
        id: 'name',
        header: t('users.columns.name'),
        sortValue: (m) => m.fullName,
        cell: (m) => (
          <Link
            href={paths.userView(m.id)}
            onClick={(event: MouseEvent) => {
              event.preventDefault();
              event.stopPropagation();
              open(m);
            }}
          >
            <Bidi>{m.fullName}</Bidi>
          </Link>
        ),
      },
      { id: 'email', header: t('users.columns.email'), sortValue: (m) => m.email, cell: (m) => m.email },
      { id: 'role', header: t('users.columns.role'), sortValue: (m) => roleLabel(m.role), cell: (m) => roleLabel(m.role) },
      { id: 'status', header: t('users.columns.status'), sortValue: (m) => statusLabel(m.status), cell: (m) => <StatusBadge status={m.status} /> },
      { id: 'added', header: t('users.columns.added'), sortValue: (m) => m.createdAt, cell: (m) => formatDate(m.createdAt, i18n.language) },
    ],
    // the labels change with the language only; navigate is stable
    [t, i18n.language],
  );

  const exportCsv = () => {
    const day = clinicToday();
    downloadCsv(`${t('users.exportFileName')}-${day}.csv`, toCsv(filtered, columns));
  };
  const clearFilters = () => {
    setSearch('');
    setRole(ALL);
    setStatus(ALL);
  };
  const addButton = permissions.canCreate ? (
    <Button appearance="primary" icon={<PersonAddRegular />} onClick={() => navigate(paths.userAdd())}>
      {t('users.add')}
    </Button>
  ) : undefined;

  return (
    <div>
      <PageHeader
        title={t('users.listTitle')}
        subtitle={t('users.listSubtitle')}
        actions={
          // an empty clinic gets its call to action in the empty state instead
          staff.length > 0 ? (
            <>
              <Button icon={<ArrowDownloadRegular />} onClick={exportCsv} disabled={filtered.length === 0}>
                {t('common:actions.export')}
              </Button>
              {addButton}
            </>
          ) : undefined
        }
      />
      <StateView isLoading={isLoading} error={error} isEmpty={staff.length === 0} onRetry={() => void refetch()} emptyTitle={t('users.emptyTitle')} emptyAction={addButton}>
        <div className={styles.filters} role="group" aria-label={t('users.filters')}>
          <Field label={t('users.search')} className={styles.search}>
            <SearchBox value={search} onChange={(_event, data) => setSearch(data.value)} />
          </Field>
          <Field label={t('users.roleFilter')}>
            <Select className={styles.dropdown} value={role} onChange={(_event, data) => setRole(data.value)}>
              <option value={ALL}>{t('users.allRoles')}</option>
              {ROLES.map((value) => (
                <option key={value} value={value}>
                  {roleLabel(value)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('users.statusFilter')}>
            <Select className={styles.dropdown} value={status} onChange={(_event, data) => setStatus(data.value)}>
              <option value={ALL}>{t('users.allStatuses')}</option>
              {USER_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {statusLabel(value)}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <div className={styles.summary}>
          <Text aria-live="polite">{t('users.shown', { shown: filtered.length, total: staff.length })}</Text>
          {filtered.length !== staff.length && (
            <Button appearance="subtle" onClick={clearFilters}>
              {t('users.clearFilters')}
            </Button>
          )}
        </div>
        {filtered.length === 0 ? (
          <Text as="p">{t('users.noMatch')}</Text>
        ) : (
          <DataTable
            items={filtered}
            columns={columns}
            getRowId={(m) => m.id}
            ariaLabel={t('users.tableLabel')}
            initialSort={{ column: 'name', direction: 'ascending' }}
            onRowClick={open}
          />
        )}
      </StateView>
    </div>
  );
}
