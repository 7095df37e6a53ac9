/** A patient's month page opened without an enrolment: the way to the enrolled patients. */
import { paths } from '@emr/domain';
import { PageHeader, RouterLink, StateView } from '@emr/shared-ui';
import { useTranslation } from 'react-i18next';
import { CCM_PAGES, ProgramNav, RPM_PAGES } from './ProgramNav.tsx';

export function ChooseEnrolment({ program }: { program: 'ccm' | 'rpm' }) {
  const { t } = useTranslation('programs');
  return (
    <>
      <PageHeader title={t(`programs.${program}`)} />
      <ProgramNav program={program} pages={program === 'ccm' ? CCM_PAGES : RPM_PAGES} />
      <StateView isLoading={false} error={null} isEmpty emptyTitle={t('ccm.choose')} emptyAction={<RouterLink to={paths.programPage(program, 'enrolled')}>{t('ccm.toEnrolled')}</RouterLink>}>
        {null}
      </StateView>
    </>
  );
}
