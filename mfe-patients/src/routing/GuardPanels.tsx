/** The small panels the patients module shows instead of a page: not authorized, not found. */
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalS,
    paddingBlock: tokens.spacingVerticalXL,
    paddingInline: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
});

interface PanelProps {
  title: string;
  body: string;
  showPatientsLink: boolean;
}

function Panel({ title, body, showPatientsLink }: PanelProps) {
  const { t } = useTranslation('patients');
  const styles = useStyles();
  const navigate = useNavigate();
  return (
    <div className={styles.panel}>
      <Text as="h1" size={600} weight="semibold">
        {title}
      </Text>
      <Text as="p">{body}</Text>
      {showPatientsLink && <Button onClick={() => navigate('/apps/patients/list')}>{t('guard.toPatients')}</Button>}
    </div>
  );
}

export function NotAuthorizedPanel() {
  const { t } = useTranslation('patients');
  return <Panel title={t('guard.notAuthorizedTitle')} body={t('guard.notAuthorizedBody')} showPatientsLink={false} />;
}

export interface NotFoundPanelProps {
  /** Offer a way to the patient list (for roles that may read it). */
  showPatientsLink: boolean;
}

export function NotFoundPanel({ showPatientsLink }: NotFoundPanelProps) {
  const { t } = useTranslation('patients');
  return <Panel title={t('guard.notFoundTitle')} body={t('guard.notFoundBody')} showPatientsLink={showPatientsLink} />;
}
