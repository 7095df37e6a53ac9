/** A route whose module is not part of this installation or is switched off for the clinic. */
import { PageHeader } from '@emr/shared-ui';
import { Button, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

export interface ModuleUnavailablePageProps {
  moduleKey: string | null;
}

export function ModuleUnavailablePage({ moduleKey }: ModuleUnavailablePageProps) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const name = moduleKey ? t(`modules.names.${moduleKey}`) : t('modules.names.unknown');
  return (
    <section aria-labelledby="module-unavailable">
      <PageHeader title={t('modules.unavailableTitle', { name })} />
      <Text as="p" id="module-unavailable">
        {t('modules.unavailableBody')}
      </Text>
      <Button appearance="primary" onClick={() => navigate('/')}>
        {t('modules.goHome')}
      </Button>
    </section>
  );
}
