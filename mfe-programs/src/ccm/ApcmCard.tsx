/**
 * The patient's APCM (Advanced Primary Care Management) on their CCM month: since when, or not at
 * all, set or ended by those who edit patients. APCM bundles CCM: from its start month no CCM code
 * is billed (careMonthCodes §1.1; the server's month close reads the same flag). The month is
 * checked with the domain's patient schema.
 */
import { type AppAbility, CARE_RULES_FIRST_MONTH } from '@emr/domain';
import { underApcm } from '@emr/domain/care';
import { apcmSinceSchema } from '@emr/domain/schemas';
import { str, useAbility, useNotify } from '@emr/shared-ui';
import { Button, Card, CardHeader, Field, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLtr } from '../shared/useLtr.ts';
import { usePatientRow, useSetApcm } from './careProgram.resource.ts';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', flexWrap: 'wrap' },
});

export interface ApcmCardProps {
  patientId: string;
  /** The month the page shows. */
  month: string;
}

export function ApcmCard({ patientId, month }: ApcmCardProps) {
  const { t } = useTranslation('programs');
  const styles = useStyles();
  const notify = useNotify();
  const ltr = useLtr();
  const patient = usePatientRow(patientId);
  const save = useSetApcm();
  const canEdit = useAbility<AppAbility>().can('update', 'Patient');
  const [start, setStart] = useState(month);
  const [invalid, setInvalid] = useState(false);
  const row = patient.data;
  if (!row) return null;
  const since = str(row['ApcmSince']);
  const write = (value: string | null) =>
    save.mutate(
      { patient: row, since: value },
      {
        onSuccess: () => notify('success', value ? t('apcm.saved', { month: ltr(value) }) : t('apcm.ended')),
        onError: (error) => notify('error', error.message),
      },
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ok = apcmSinceSchema.safeParse(start).success;
    setInvalid(!ok);
    if (ok) write(start);
  };
  return (
    <Card className={styles.card} role="region" aria-label={t('apcm.title')}>
      <CardHeader header={<Text as="h2" weight="semibold">{t('apcm.title')}</Text>} />
      <Text>{since ? t(underApcm(since, month) ? 'apcm.inForce' : 'apcm.later', { month: ltr(since) }) : t('apcm.none')}</Text>
      {canEdit && (
        <form className={styles.row} onSubmit={submit} noValidate>
          <Field label={t('apcm.start')} validationMessage={invalid ? t('apcm.invalid', { first: ltr(CARE_RULES_FIRST_MONTH) }) : undefined}>
            <Input type="month" min={CARE_RULES_FIRST_MONTH} value={start} onChange={(_e, data) => setStart(data.value)} />
          </Field>
          <Button type="submit" disabled={save.isPending}>
            {t('apcm.set')}
          </Button>
          {since && (
            <Button onClick={() => write(null)} disabled={save.isPending}>
              {t('apcm.end')}
            </Button>
          )}
        </form>
      )}
    </Card>
  );
}
