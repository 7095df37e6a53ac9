/**
 * /apps/roles: the four roles, what each is for and its main permissions (computed from the
 * rules the server enforces), and the clinic's module switches.
 */
import { type AppAbility, ROLES, abilityFor, paths } from '@emr/domain';
import { PageHeader, useAbility } from '@emr/shared-ui';
import { Card, Link, Text, makeStyles, tokens } from '@fluentui/react-components';
import { type MouseEvent, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { IdleLogoffSetting } from './IdleLogoffSetting.tsx';
import { ModuleSwitches } from './ModuleSwitches.tsx';
import { TimeZoneSetting } from './TimeZoneSetting.tsx';
import { type MatrixSubject, permissionsOf } from './permissionMatrix.ts';
import { permissionText } from './permissionText.ts';

/** The areas a role summary lists, each judged by one representative kind of record. */
const AREAS: readonly { key: string; subject: MatrixSubject }[] = [
  { key: 'staff', subject: 'User' },
  { key: 'patients', subject: 'Patient' },
  { key: 'clinical', subject: 'Lab' },
  { key: 'visits', subject: 'Visit' },
  { key: 'billing', subject: 'Claim' },
  { key: 'programs', subject: 'ProgramEnrollment' },
  { key: 'tasks', subject: 'Task' },
  { key: 'audit', subject: 'Audit' },
  { key: 'modules', subject: 'ModuleSettings' },
];

const useStyles = makeStyles({
  layout: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))', gap: tokens.spacingHorizontalL },
  card: { paddingBlock: tokens.spacingVerticalL, paddingInline: tokens.spacingHorizontalL },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
});

export function RolesPage() {
  const { t, i18n } = useTranslation('admin');
  const styles = useStyles();
  const navigate = useNavigate();
  const ability = useAbility<AppAbility>();
  const headingId = useId();
  const summaries = useMemo(
    () =>
      ROLES.map((role) => {
        const roleAbility = abilityFor(role);
        return {
          role,
          areas: AREAS.map(({ key, subject }) => {
            const permissions = permissionsOf(roleAbility, subject);
            const full = permissions.every((p) => p.allowed && !p.limited);
            return { key, level: full ? t('roles.levels.full') : permissionText(t, i18n.language, permissions) };
          }),
        };
      }),
    [t, i18n.language],
  );

  return (
    <div className={styles.layout}>
      <PageHeader
        title={t('roles.title')}
        subtitle={t('roles.subtitle')}
        actions={
          ability.can('read', 'User') ? (
            <Link
              href={paths.accessControl()}
              onClick={(event: MouseEvent) => {
                event.preventDefault();
                navigate(paths.accessControl());
              }}
            >
              {t('roles.seeMatrix')}
            </Link>
          ) : undefined
        }
      />
      <section className={styles.layout} aria-labelledby={headingId}>
        <Text as="h2" id={headingId} size={500} weight="semibold">
          {t('roles.rolesHeading')}
        </Text>
        <div className={styles.grid}>
          {summaries.map(({ role, areas }) => (
            <Card key={role} className={styles.card}>
              <Text as="h3" size={400} weight="semibold">
                {t(`common:roles.${role}`)}
              </Text>
              <Text as="p">{t(`roles.descriptions.${role}`)}</Text>
              <ul className={styles.list} aria-label={t('roles.mainPermissions', { role: t(`common:roles.${role}`) })}>
                {areas.map(({ key, level }) => (
                  <li key={key}>{t('roles.area', { area: t(`roles.areas.${key}`), level })}</li>
                ))}
              </ul>
            </Card>
          ))}
        </div>
      </section>
      <ModuleSwitches />
      <IdleLogoffSetting />
      <TimeZoneSetting />
    </div>
  );
}
