/**
 * A route whose module cannot open here, saying which of the reasons it is — the clinic's
 * administrator switched the module off, or the clinic has it on but this installation does not
 * have it (nothing the administrator's switches can change) — and offering the pages that do
 * work: every nav entry of the modules that are on, installed and allowed to this user. Never a
 * "go to my start page" that may be this very page.
 */
import type { AppAbility, ModuleManifest, RemoteModule } from '@emr/domain';
import { PageHeader, RouterLink, useAbility } from '@emr/shared-ui';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { isPermitted } from '../layout/navModel.ts';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxInlineSize: '720px' },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

export type UnavailableReason = 'switchedOff' | 'notInstalled' | 'unknown';

export function unavailableReason(module: RemoteModule | null | undefined): UnavailableReason {
  if (!module) return 'unknown';
  return module.enabled ? 'notInstalled' : 'switchedOff';
}

/** The nav entries of the modules this user can open now (on, installed, permitted). */
export function workingPages(manifest: ModuleManifest | undefined, ability: AppAbility): { labelKey: string; path: string }[] {
  return (manifest?.modules ?? [])
    .filter((module) => module.enabled && module.installed && isPermitted(ability, module.permission))
    .flatMap((module) => module.nav.filter((item) => isPermitted(ability, item.permission ?? module.permission)));
}

export interface ModuleUnavailablePageProps {
  module: RemoteModule | null;
  manifest: ModuleManifest | undefined;
}

export function ModuleUnavailablePage({ module, manifest }: ModuleUnavailablePageProps) {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const ability = useAbility<AppAbility>();
  const name = module ? t(`modules.names.${module.key}`) : t('modules.names.unknown');
  const pages = workingPages(manifest, ability);
  return (
    <section className={styles.section} aria-labelledby="module-unavailable">
      <PageHeader title={t('modules.unavailableTitle', { name })} />
      <Text as="p" id="module-unavailable">
        {t(`modules.reason.${unavailableReason(module)}`, { name })}
      </Text>
      <Text as="h2" size={500} weight="semibold">
        {t('modules.workingPages')}
      </Text>
      <ul className={styles.list}>
        {pages.map((page) => (
          <li key={page.path}>
            <RouterLink to={page.path}>{t(page.labelKey)}</RouterLink>
          </li>
        ))}
        <li>
          <RouterLink to="/pages/faq">{t('nav.faq')}</RouterLink>
        </li>
      </ul>
    </section>
  );
}
