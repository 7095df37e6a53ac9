/**
 * /pages/user-profile/:tab — profile (the person's own User record, role and clinic) and
 * activity (their own recent audit entries, for roles that may read the audit log). The bare
 * path and unknown tabs go to profile.
 */
import { type AppAbility, queries } from '@emr/domain';
import { Bidi, DataTable, type DataTableColumn, type EmrRecord, json, RouterLink, StateView, useAbility, useIndexPage, useRecord, useSession, str, selection } from '@emr/shared-ui';
import { Avatar, Badge, Text, makeStyles, tokens } from '@fluentui/react-components';
import { PersonRegular } from '@fluentui/react-icons';
import { HistoryRegular } from '@emr/shared-ui/icons';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { FormMessage } from '../auth/FormMessage.tsx';
import { DetailList } from './DetailList.tsx';
import { Section } from './Section.tsx';
import { TabbedPage } from './TabbedPage.tsx';

/** What the profile shows of the person's User record, of their clinic, and of each audit entry. */
const PROFILE_FIELDS = selection('FullName', 'Role', 'Status', 'Email', 'CellPhone', 'Timestamp', 'createdAt', 'LastLogin');
const CLINIC_FIELDS = selection('Name');
const ACTIVITY_FIELDS = selection('Timestamp', 'Log', 'Name', 'Changes');

export const USER_PROFILE_TABS = ['profile', 'activity'] as const;
export type UserProfileTab = (typeof USER_PROFILE_TABS)[number];

const isTab = (value: string | undefined): value is UserProfileTab => (USER_PROFILE_TABS as readonly string[]).includes(value ?? '');

const BASE = '/pages/user-profile';
const ACTIVITY_LIMIT = 50;

const useStyles = makeStyles({
  identity: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  names: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, alignItems: 'flex-start' },
});

function useDateFormat() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
    return (value: unknown): string => {
      const date = typeof value === 'string' ? new Date(value) : null;
      return date && !Number.isNaN(date.getTime()) ? format.format(date) : '—';
    };
  }, [i18n.language]);
}

function ProfileTab() {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const formatDate = useDateFormat();
  const userData = useSession((state) => state.userData);
  const record = useRecord(userData?.id ?? null, { selectionSet: PROFILE_FIELDS });
  const clinic = useRecord(userData?.ClinicID ?? null, { selectionSet: CLINIC_FIELDS });
  const data = record.data;
  const name = str(data?.['FullName']) || userData?.FullName || '';
  const role = str(data?.['Role']) || str(userData?.Role);
  const status = str(data?.['Status']);
  return (
    <Section title={t('pages.profile.heading')}>
      <StateView isLoading={record.isLoading} error={record.error} isEmpty={!data} onRetry={() => void record.refetch()}>
        <div className={styles.identity}>
          <Avatar name={name} size={72} color="colorful" aria-hidden />
          <div className={styles.names}>
            <Text size={500} weight="semibold">
              <Bidi>{name}</Bidi>
            </Text>
            <Badge appearance="tint" color="brand">
              {t(`common:roles.${role}`, { defaultValue: role })}
            </Badge>
          </div>
        </div>
        <DetailList
          items={[
            { term: t('pages.profile.fields.email'), value: str(data?.['Email']) || userData?.Email },
            { term: t('pages.profile.fields.role'), value: t(`common:roles.${role}`, { defaultValue: role }) },
            { term: t('pages.profile.fields.clinic'), value: str(clinic.data?.['Name']) || userData?.ClinicID },
            { term: t('pages.profile.fields.status'), value: status ? t(`common:status.${status}`, { defaultValue: status }) : '—' },
            { term: t('pages.profile.fields.phone'), value: str(data?.['CellPhone']) || '—' },
            { term: t('pages.profile.fields.memberSince'), value: formatDate(data?.['Timestamp'] ?? data?.createdAt) },
            { term: t('pages.profile.fields.lastLogin'), value: formatDate(data?.['LastLogin']) },
          ]}
        />
        <RouterLink to="/pages/account-settings/account">{t('pages.profile.edit')}</RouterLink>
      </StateView>
    </Section>
  );
}

interface FieldChange {
  field?: string;
}

function ActivityList({ userId, clinicId }: { userId: string; clinicId: string }) {
  const { t } = useTranslation('shell');
  const formatDate = useDateFormat();
  const page = useIndexPage(queries.auditByUser(clinicId, userId), { limit: ACTIVITY_LIMIT, selectionSet: ACTIVITY_FIELDS });
  const items = page.data?.items ?? [];
  const columns: DataTableColumn<EmrRecord>[] = [
    { id: 'when', header: t('pages.profile.activity.when'), cell: (entry) => formatDate(entry['Timestamp']), sortValue: (entry) => str(entry['Timestamp']) },
    {
      id: 'action',
      header: t('pages.profile.activity.action'),
      cell: (entry) => t(`pages.profile.activity.actions.${str(entry['Log'])}`, { defaultValue: str(entry['Log']) }),
      sortValue: (entry) => str(entry['Log']),
    },
    {
      id: 'record',
      header: t('pages.profile.activity.record'),
      cell: (entry) => t(`pages.profile.kinds.${str(entry['Name'])}`, { defaultValue: str(entry['Name']) }),
      sortValue: (entry) => str(entry['Name']),
    },
    {
      id: 'fields',
      header: t('pages.profile.activity.fields'),
      cell: (entry) =>
        json<FieldChange[]>(entry['Changes'], [])
          .map((change) => change.field)
          .filter(Boolean)
          .join(', '),
    },
  ];
  return (
    <StateView
      isLoading={page.isLoading}
      error={page.error}
      isEmpty={items.length === 0}
      onRetry={() => void page.refetch()}
      emptyTitle={t('pages.profile.activity.empty')}
    >
      <DataTable
        items={items}
        columns={columns}
        getRowId={(entry) => entry.id}
        ariaLabel={t('pages.profile.activity.heading')}
        initialSort={{ column: 'when', direction: 'descending' }}
      />
    </StateView>
  );
}

function ActivityTab() {
  const { t } = useTranslation('shell');
  const ability = useAbility<AppAbility>();
  const userData = useSession((state) => state.userData);
  return (
    <Section title={t('pages.profile.activity.heading')} description={t('pages.profile.activity.intro', { limit: ACTIVITY_LIMIT })}>
      {ability.can('read', 'Audit') && userData ? (
        <ActivityList userId={userData.id} clinicId={userData.ClinicID} />
      ) : (
        <FormMessage intent="info">{t('pages.profile.activity.notAllowed')}</FormMessage>
      )}
    </Section>
  );
}

export function UserProfilePage() {
  const { t } = useTranslation('shell');
  const { tab } = useParams();
  if (!isTab(tab)) return <Navigate to={`${BASE}/profile`} replace />;
  return (
    <TabbedPage
      title={t('pages.profile.title')}
      tabsLabel={t('pages.profile.tabsLabel')}
      basePath={BASE}
      selected={tab}
      tabs={[
        { value: 'profile', label: t('pages.profile.tabs.profile'), icon: PersonRegular },
        { value: 'activity', label: t('pages.profile.tabs.activity'), icon: HistoryRegular },
      ]}
    >
      {tab === 'profile' ? <ProfileTab /> : <ActivityTab />}
    </TabbedPage>
  );
}
