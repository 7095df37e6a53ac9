/** The panels the patients module shows instead of a page: not authorized, not found. */
import { paths } from '@emr/domain';
import { MessagePanel } from '@emr/shared-ui';
import { Button } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

export function NotAuthorizedPanel() {
  const { t } = useTranslation('patients');
  return <MessagePanel title={t('guard.notAuthorizedTitle')} body={t('guard.notAuthorizedBody')} />;
}

export interface NotFoundPanelProps {
  /** Offer a way to the patient list (for roles that may read it). */
  showPatientsLink: boolean;
}

export function NotFoundPanel({ showPatientsLink }: NotFoundPanelProps) {
  const { t } = useTranslation('patients');
  const navigate = useNavigate();
  return (
    <MessagePanel
      title={t('guard.notFoundTitle')}
      body={t('guard.notFoundBody')}
      action={showPatientsLink && <Button onClick={() => void navigate(paths.patientsList())}>{t('guard.toPatients')}</Button>}
    />
  );
}
