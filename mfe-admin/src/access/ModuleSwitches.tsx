/**
 * The clinic's module switches. An administrator switches patients, visits, billing and
 * programs on or off (off asks first); everyone else sees them read-only. Users see a change
 * at their next reload, when the shell asks the server for the clinic's module manifest.
 */
import { ERROR_TYPES, MODULES, type AppAbility, type ModuleKey } from '@emr/domain';
import { ConfirmDialog, StateView, errorMessage, toAppError, useAbility, useNotify } from '@emr/shared-ui';
import { Button, Card, MessageBar, MessageBarBody, Switch, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClinic, useSaveModules } from './clinic.resource.ts';

const useStyles = makeStyles({
  card: { paddingBlock: tokens.spacingVerticalL, paddingInline: tokens.spacingHorizontalL },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  detail: { display: 'block', paddingInlineStart: tokens.spacingHorizontalXXXL, color: tokens.colorNeutralForeground2 },
});

export function ModuleSwitches() {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const notify = useNotify();
  const idPrefix = useId();
  const ability = useAbility<AppAbility>();
  const canEdit = ability.can('manage', 'ModuleSettings');
  const { clinic, isLoading, error, refetch } = useClinic();
  const save = useSaveModules();
  const [switchingOff, setSwitchingOff] = useState<ModuleKey | null>(null);

  const shown = save.isPending && save.variables ? save.variables.enabledModules : (clinic?.enabledModules ?? []);

  const apply = async (module: ModuleKey, on: boolean) => {
    if (!clinic) return;
    const next = on ? [...clinic.enabledModules, module] : clinic.enabledModules.filter((m) => m !== module);
    try {
      await save.mutateAsync({ clinic, enabledModules: next });
      notify('success', t('modules.saved'), t('modules.reloadNote'));
    } catch (failure) {
      notify('error', t('common:state.errorTitle'), errorMessage(t, failure));
      // someone changed the clinic meanwhile: show what is stored now
      if (toAppError(failure).errorType === ERROR_TYPES.conflict) void refetch();
    }
  };

  const toggle = (module: ModuleKey, on: boolean) => {
    if (on) void apply(module, true);
    else setSwitchingOff(module);
  };

  return (
    <Card className={styles.card}>
      <Text as="h2" size={500} weight="semibold">
        {t('modules.heading')}
      </Text>
      <Text>{t('modules.intro')}</Text>
      <MessageBar intent="info">
        <MessageBarBody>{canEdit ? t('modules.reloadNote') : t('modules.readOnly')}</MessageBarBody>
      </MessageBar>
      <StateView
        isLoading={isLoading}
        error={error}
        isEmpty={!clinic}
        onRetry={() => void refetch()}
        emptyTitle={t('modules.clinicMissing')}
        emptyAction={<Button onClick={() => void refetch()}>{t('common:actions.retry')}</Button>}
      >
        <ul className={styles.list}>
          {MODULES.map((module) => (
            <li key={module}>
              <Switch
                label={t(`modules.names.${module}`)}
                checked={shown.includes(module)}
                disabled={!canEdit || save.isPending}
                aria-describedby={`${idPrefix}-${module}`}
                onChange={(_event, data) => toggle(module, data.checked)}
              />
              <Text id={`${idPrefix}-${module}`} className={styles.detail} size={200}>
                {t(`modules.details.${module}`)}
              </Text>
            </li>
          ))}
        </ul>
      </StateView>
      <ConfirmDialog
        danger
        open={switchingOff !== null}
        title={t('modules.offTitle', { module: switchingOff ? t(`modules.names.${switchingOff}`) : '' })}
        body={t('modules.offBody')}
        confirmLabel={t('modules.switchOff')}
        busy={save.isPending}
        onConfirm={() => {
          const module = switchingOff;
          setSwitchingOff(null);
          if (module) void apply(module, false);
        }}
        onCancel={() => setSwitchingOff(null)}
      />
    </Card>
  );
}
