/**
 * The clinic's automatic logoff (HIPAA §164.312(a)(2)(iii)): minutes without activity before
 * a session is signed out, 5 to 240 (default 15). An administrator changes it; every other
 * role sees it. The server applies a change at once; open pages warn by it after their next
 * reload.
 */
import { IDLE_LOGOFF, type AppAbility } from '@emr/domain';
import { StateView, useAbility } from '@emr/shared-ui';
import { Button, Card, Field, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClinic, useSaveIdleLogoff } from './clinic.resource.ts';
import { useSettingSaver } from './useSettingSaver.ts';

const useStyles = makeStyles({
  card: { paddingBlock: tokens.spacingVerticalL, paddingInline: tokens.spacingHorizontalL },
  form: { display: 'flex', alignItems: 'end', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  input: { inlineSize: '8em' },
});

/** The problem with what was typed, or null when it is a whole number in range. */
function problemOf(text: string): 'whole' | 'range' | null {
  if (!/^\d+$/.test(text.trim())) return 'whole';
  const minutes = Number(text);
  return minutes < IDLE_LOGOFF.minMinutes || minutes > IDLE_LOGOFF.maxMinutes ? 'range' : null;
}

export function IdleLogoffSetting() {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const ability = useAbility<AppAbility>();
  const canEdit = ability.can('update', 'Clinic', 'IdleLogoffMinutes');
  const { clinic, isLoading, error, refetch } = useClinic();
  const save = useSaveIdleLogoff();
  const saveSetting = useSettingSaver(refetch);
  const [text, setText] = useState('');
  const [sent, setSent] = useState(false);

  useEffect(() => {
    if (clinic) setText(String(clinic.idleMinutes));
  }, [clinic]);

  const problem = problemOf(text);
  const range = { min: IDLE_LOGOFF.minMinutes, max: IDLE_LOGOFF.maxMinutes };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(true);
    if (!clinic || problem) return;
    if (await saveSetting(() => save.mutateAsync({ clinic, idleMinutes: Number(text) }), { title: t('idleLogoff.saved'), note: t('idleLogoff.appliesNote') })) setSent(false);
  };

  return (
    <Card className={styles.card}>
      <Text as="h2" size={500} weight="semibold">
        {t('idleLogoff.heading')}
      </Text>
      <Text>{t('idleLogoff.intro', range)}</Text>
      <StateView isLoading={isLoading} error={error} isEmpty={!clinic} onRetry={() => void refetch()} emptyTitle={t('modules.clinicMissing')}>
        <form className={styles.form} noValidate onSubmit={(event) => void submit(event)} aria-label={t('idleLogoff.heading')}>
          <Field
            label={t('idleLogoff.label')}
            hint={canEdit ? t('idleLogoff.hint', range) : t('idleLogoff.readOnly')}
            validationMessage={sent && problem ? t(`idleLogoff.problems.${problem}`, range) : undefined}
          >
            <Input
              className={styles.input}
              type="number"
              inputMode="numeric"
              min={IDLE_LOGOFF.minMinutes}
              max={IDLE_LOGOFF.maxMinutes}
              value={text}
              readOnly={!canEdit}
              onChange={(_event, data) => setText(data.value)}
            />
          </Field>
          {canEdit && (
            <Button type="submit" appearance="primary" disabled={save.isPending}>
              {t('common:actions.save')}
            </Button>
          )}
        </form>
      </StateView>
    </Card>
  );
}
