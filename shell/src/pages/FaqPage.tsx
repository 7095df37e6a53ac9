/** /pages/faq — answers about this EMR: roles, modules, data safety, audit, languages, the clinic server. */
import { PageHeader } from '@emr/shared-ui';
import { Accordion, AccordionHeader, AccordionItem, AccordionPanel, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Section } from './Section.tsx';

const FAQ = [
  { section: 'product', questions: ['what', 'records'] },
  { section: 'roles', questions: ['which', 'home', 'change'] },
  { section: 'modules', questions: ['which', 'missing'] },
  { section: 'safety', questions: ['access', 'conflict', 'session', 'password'] },
  { section: 'audit', questions: ['what', 'who'] },
  { section: 'languages', questions: ['which', 'change'] },
  { section: 'server', questions: ['what', 'mail', 'cloud'] },
] as const;

const useStyles = makeStyles({
  sections: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  answer: { paddingBlockEnd: tokens.spacingVerticalM, paddingInlineStart: tokens.spacingHorizontalXXL },
});

export function FaqPage() {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  return (
    <>
      <PageHeader title={t('pages.faq.title')} subtitle={t('pages.faq.subtitle')} />
      <div className={styles.sections}>
        {FAQ.map(({ section, questions }) => (
          <Section key={section} title={t(`pages.faq.${section}.title`)}>
            <Accordion multiple collapsible>
              {questions.map((question) => (
                <AccordionItem key={question} value={question}>
                  <AccordionHeader as="h3">{t(`pages.faq.${section}.${question}.q`)}</AccordionHeader>
                  <AccordionPanel className={styles.answer}>
                    <Text as="p">{t(`pages.faq.${section}.${question}.a`)}</Text>
                  </AccordionPanel>
                </AccordionItem>
              ))}
            </Accordion>
          </Section>
        ))}
      </div>
    </>
  );
}
