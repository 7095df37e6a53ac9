/** /second-page — getting started for new staff: the first steps, in order. */
import { PageHeader, RouterLink } from '@emr/shared-ui';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { ROLE_HOMES } from '../auth/paths.ts';
import { Section } from './Section.tsx';

const STEPS = ['signIn', 'language', 'startPage', 'patients', 'tasks', 'safety', 'help'] as const;

const useStyles = makeStyles({
  steps: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

export function SecondPage() {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  return (
    <>
      <PageHeader title={t('pages.second.title')} subtitle={t('pages.second.subtitle')} />
      <ol className={styles.steps}>
        {STEPS.map((step, index) => (
          <li key={step}>
            <Section title={t('pages.second.stepTitle', { number: index + 1, title: t(`pages.second.${step}.title`) })}>
              <Text as="p">{t(`pages.second.${step}.body`)}</Text>
              {step === 'startPage' && (
                <ul className={styles.list}>
                  {Object.keys(ROLE_HOMES).map((role) => (
                    <li key={role}>
                      <Text>{t(`pages.second.startPage.${role}`, { role: t(`common:roles.${role}`) })}</Text>
                    </li>
                  ))}
                </ul>
              )}
              {step === 'help' && <RouterLink to="/pages/faq">{t('pages.second.help.link')}</RouterLink>}
            </Section>
          </li>
        ))}
      </ol>
    </>
  );
}
