/**
 * The chart's navigation: the summary and every sub-page the role may read, grouped as in
 * SUB_PAGES. NavLink marks the current page (aria-current="page"). On narrow screens the
 * list gives way to one compact select.
 */
import { type AppAbility, isUnder, paths } from '@emr/domain';
import { useAbility } from '@emr/shared-ui';
import { Field, Select, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { SUB_PAGES } from '../subPages.ts';

const NARROW = '@media (max-width: 767px)';

const useStyles = makeStyles({
  nav: { marginBlockEnd: tokens.spacingVerticalM, [NARROW]: { display: 'none' } },
  groups: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalXXL, rowGap: tokens.spacingVerticalS },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  groupName: { color: tokens.colorNeutralForeground3, textTransform: 'uppercase', fontSize: tokens.fontSizeBase100 },
  links: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, listStyleType: 'none', paddingInlineStart: 0, marginBlock: 0 },
  link: {
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'none',
    paddingBlock: tokens.spacingVerticalXXS,
    paddingInline: tokens.spacingHorizontalXS,
    borderRadius: tokens.borderRadiusSmall,
    ':hover': { textDecorationLine: 'underline' },
    '&[aria-current="page"]': { backgroundColor: tokens.colorBrandBackground2, color: tokens.colorNeutralForeground1, fontWeight: tokens.fontWeightSemibold },
  },
  compact: { display: 'none', marginBlockEnd: tokens.spacingVerticalM, [NARROW]: { display: 'block' } },
});

export interface ChartNavProps {
  patientId: string;
}

type Group = (typeof SUB_PAGES)[number]['group'];

export function ChartNav({ patientId }: ChartNavProps) {
  const { t } = useTranslation('patients');
  const styles = useStyles();
  const ability = useAbility<AppAbility>();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const pages = SUB_PAGES.filter((page) => ability.can('read', page.subject));
  const groups = [...new Set(pages.map((page) => page.group))] as Group[];
  const summary = paths.patientChart(patientId);
  const current = pages.find((page) => isUnder([paths.patientSubPage(patientId, page.name)], pathname));

  return (
    <>
      <nav className={styles.nav} aria-label={t('chart.nav.label')}>
        <div className={styles.groups}>
          <div className={styles.group}>
            <Text className={styles.groupName} id="chart-nav-overview">
              {t('chart.nav.groups.overview')}
            </Text>
            <ul className={styles.links} aria-labelledby="chart-nav-overview">
              <li>
                <NavLink end to={summary} className={styles.link}>
                  {t('chart.nav.summary')}
                </NavLink>
              </li>
            </ul>
          </div>
          {groups.map((group) => (
            <div key={group} className={styles.group}>
              <Text className={styles.groupName} id={`chart-nav-${group}`}>
                {t(`chart.nav.groups.${group}`)}
              </Text>
              <ul className={styles.links} aria-labelledby={`chart-nav-${group}`}>
                {pages
                  .filter((page) => page.group === group)
                  .map((page) => (
                    <li key={page.name}>
                      <NavLink to={paths.patientSubPage(patientId, page.name)} className={styles.link}>
                        {t(`chart.nav.pages.${page.name}`)}
                      </NavLink>
                    </li>
                  ))}
              </ul>
            </div>
          ))}
        </div>
      </nav>
      <div className={styles.compact}>
        <Field label={t('chart.nav.compactLabel')}>
          <Select
            value={current?.name ?? ''}
            onChange={(_event, data) => {
              const page = pages.find((candidate) => candidate.name === data.value);
              navigate(page ? paths.patientSubPage(patientId, page.name) : summary);
            }}
          >
            <option value="">{t('chart.nav.summary')}</option>
            {groups.map((group) => (
              <optgroup key={group} label={t(`chart.nav.groups.${group}`)}>
                {pages
                  .filter((page) => page.group === group)
                  .map((page) => (
                    <option key={page.name} value={page.name}>
                      {t(`chart.nav.pages.${page.name}`)}
                    </option>
                  ))}
              </optgroup>
            ))}
          </Select>
        </Field>
      </div>
    </>
  );
}
