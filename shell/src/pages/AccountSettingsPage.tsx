/**
 * /pages/account-settings/:tab — account (own details, name editable), security (change
 * password), notifications (bell preferences). The bare path and unknown tabs go to account.
 */
import { AlertRegular, LockClosedRegular, PersonRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { AccountTab } from './account/AccountTab.tsx';
import { NotificationsTab } from './account/NotificationsTab.tsx';
import { SecurityTab } from './account/SecurityTab.tsx';
import { TabbedPage } from './TabbedPage.tsx';

export const ACCOUNT_SETTINGS_TABS = ['account', 'security', 'notifications'] as const;
export type AccountSettingsTab = (typeof ACCOUNT_SETTINGS_TABS)[number];

const isTab = (value: string | undefined): value is AccountSettingsTab => (ACCOUNT_SETTINGS_TABS as readonly string[]).includes(value ?? '');

const BASE = '/pages/account-settings';

export function AccountSettingsPage() {
  const { t } = useTranslation('shell');
  const { tab } = useParams();
  if (!isTab(tab)) return <Navigate to={`${BASE}/account`} replace />;
  return (
    <TabbedPage
      title={t('pages.account.title')}
      tabsLabel={t('pages.account.tabsLabel')}
      basePath={BASE}
      selected={tab}
      tabs={[
        { value: 'account', label: t('pages.account.tabs.account'), icon: PersonRegular },
        { value: 'security', label: t('pages.account.tabs.security'), icon: LockClosedRegular },
        { value: 'notifications', label: t('pages.account.tabs.notifications'), icon: AlertRegular },
      ]}
    >
      {tab === 'account' && <AccountTab />}
      {tab === 'security' && <SecurityTab />}
      {tab === 'notifications' && <NotificationsTab />}
    </TabbedPage>
  );
}
