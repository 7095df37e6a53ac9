/**
 * The clinic's time zone (ADR 0056): the zone of its "today", of the day each visit falls on and
 * of every time its screens show, on every workstation. An administrator picks it from the US
 * zones (a zone stored that is not one of them is offered too); every other role sees it. The
 * server refuses a zone it does not know. Open pages take a change after their next reload.
 */
import { US_TIME_ZONES, type AppAbility } from '@emr/domain';
import { StateView, formatTime, formatTimeZone, useAbility, useSession } from '@emr/shared-ui';
import { Button, Card, Field, Select, Text, makeStyles, tokens } from '@fluentui/react-components';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClinic, useSaveTimeZone } from './clinic.resource.ts';
import { useSettingSaver } from './useSettingSaver.ts';

const useStyles = makeStyles({
  card: { paddingBlock: tokens.spacingVerticalL, paddingInline: tokens.spacingHorizontalL },
  form: { display: 'flex', alignItems: 'end', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  select: { minInlineSize: 'min(22em, 100%)' },
});

export function TimeZoneSetting() {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const language = useSession((s) => s.language);
  const canEdit = useAbility<AppAbility>().can('update', 'Clinic', 'TimeZone');
  const { clinic, isLoading, error, refetch } = useClinic();
  const save = useSaveTimeZone();
  const [zone, setZone] = useState('');

  useEffect(() => {
    if (clinic) setZone(clinic.timeZone);
  }, [clinic]);

  // the US zones, and the clinic's own when it is another (never dropped from the list)
  const zones = clinic && !(US_TIME_ZONES as readonly string[]).includes(clinic.timeZone) ? [clinic.timeZone, ...US_TIME_ZONES] : [...US_TIME_ZONES];

  const saveSetting = useSettingSaver(refetch);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!clinic || !zone) return;
    await saveSetting(() => save.mutateAsync({ clinic, timeZone: zone }), { title: t('timeZone.saved'), note: t('timeZone.appliesNote') });
  };

  return (
    <Card className={styles.card}>
      <Text as="h2" size={500} weight="semibold">
        {t('timeZone.heading')}
      </Text>
      <Text>{t('timeZone.intro')}</Text>
      <StateView isLoading={isLoading} error={error} isEmpty={!clinic} onRetry={() => void refetch()} emptyTitle={t('modules.clinicMissing')}>
        <form className={styles.form} noValidate onSubmit={(event) => void submit(event)} aria-label={t('timeZone.heading')}>
          <Field
            label={t('timeZone.label')}
            hint={
              <>
                {canEdit ? t('timeZone.hint') : t('idleLogoff.readOnly')}{' '}
                {zone && t('timeZone.now', { time: formatTime(new Date().toISOString(), language, zone) })}
                {clinic && !clinic.storedTimeZone && ` ${t('timeZone.notSet')}`}
              </>
            }
          >
            <Select className={styles.select} value={zone} disabled={!canEdit} onChange={(_event, data) => setZone(data.value)}>
              {zones.map((option) => (
                <option key={option} value={option}>
                  {formatTimeZone(option, language)}
                </option>
              ))}
            </Select>
          </Field>
          {canEdit && (
            <Button type="submit" appearance="primary" disabled={save.isPending || !clinic || zone === clinic.storedTimeZone}>
              {t('common:actions.save')}
            </Button>
          )}
        </form>
      </StateView>
    </Card>
  );
}
