/** /not-authorized (blank layout, public): the role may not open the page it asked for. */
import { ShieldErrorRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { StatusPage } from './StatusPage.tsx';

export function NotAuthorizedPage() {
  const { t } = useTranslation('shell');
  return <StatusPage icon={ShieldErrorRegular} title={t('pages.notAuthorized.title')} body={t('pages.notAuthorized.body')} />;
}
