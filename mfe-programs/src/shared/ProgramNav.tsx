/** The links to a program's pages, under its page header; the page shown is marked current. */
import { paths } from '@emr/domain';
import { RouterLink } from '@emr/shared-ui';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

const useStyles = makeStyles({
  list: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, listStyleType: 'none', paddingInlineStart: 0, marginBlock: `0 ${tokens.spacingVerticalL}` },
  current: { fontWeight: tokens.fontWeightSemibold },
});

type NavPage = 'index' | 'enrolled' | 'tracking' | 'providertime' | 'billing' | 'ObesityPatients' | 'StonePatients';

export interface ProgramNavProps {
  program: 'ccm' | 'rpm' | 'medical';
  pages: readonly NavPage[];
}

export function ProgramNav({ program, pages }: ProgramNavProps) {
  const { t } = useTranslation('programs');
  const styles = useStyles();
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('nav.label')}>
      <ul className={styles.list}>
        {pages.map((page) => {
          const to = page === 'index' ? paths.programPage(program) : paths.programPage(program as 'ccm', page as 'enrolled');
          const current = pathname === to;
          return (
            <li key={page} className={current ? styles.current : undefined} aria-current={current ? 'page' : undefined}>
              <RouterLink to={to}>{t(`nav.${page}`)}</RouterLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export const CCM_PAGES = ['index', 'enrolled', 'tracking', 'providertime', 'billing'] as const;
export const RPM_PAGES = ['index', 'enrolled', 'tracking', 'billing'] as const;
export const MEDICAL_PAGES = ['index', 'ObesityPatients', 'StonePatients'] as const;
