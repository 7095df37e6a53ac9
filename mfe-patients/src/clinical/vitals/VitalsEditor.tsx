/** Adds or edits a vitals reading; BMI is computed from weight and height as they are typed. */
import { toAppError, useClinicToday, useNotify } from '@emr/shared-ui';
import { TextField, useFormFieldStyles, useZodForm } from '@emr/shared-ui/form';
import { Button, Field, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { VITAL_KEYS, VITAL_RANGES, bmi, vitalProblem } from './vitals.ts';
import { type VitalsReading, useSaveVitals } from './vitals.resource.ts';
import { type VitalsFormValues, takenAt, toVitalValues, vitalsSchema, vitalsValues } from './vitalsForm.ts';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    marginBlockEnd: tokens.spacingVerticalL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(180px, 100%), 1fr))', rowGap: tokens.spacingVerticalM, columnGap: tokens.spacingHorizontalL, alignItems: 'start' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface VitalsEditorProps {
  patientId: string;
  reading: VitalsReading | null;
  onDone: () => void;
}

export function VitalsEditor({ patientId, reading, onDone }: VitalsEditorProps) {
  const { t, i18n } = useTranslation('patients');
  const styles = useStyles();
  const fieldStyles = useFormFieldStyles();
  const notify = useNotify();
  const saver = useSaveVitals(patientId);
  const schema = useMemo(() => vitalsSchema(t), [t]);
  const today = useClinicToday();
  const form = useZodForm<VitalsFormValues>(schema, { defaultValues: vitalsValues(reading, today) });
  const [weight, height] = useWatch({ control: form.control, name: ['weightLb', 'heightIn'] });
  const computed = vitalProblem('weightLb', weight) || vitalProblem('heightIn', height) ? null : bmi(Number(weight), Number(height));
  const title = reading ? t('vitals.editTitle') : t('vitals.addTitle');

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await saver.save(reading, takenAt(values.date, today, reading?.takenAt ?? null), toVitalValues(values));
      notify('success', reading ? t('vitals.saved') : t('vitals.created'));
      onDone();
    } catch (error) {
      notify('error', t('vitals.saveFailed'), toAppError(error).message);
    }
  });

  return (
    <div className={styles.root}>
      <Text as="h3" size={500} weight="semibold">
        {title}
      </Text>
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={title}>
        <div className={styles.grid}>
          <TextField control={form.control} name="date" label={t('vitals.date')} type="date" required />
          {VITAL_KEYS.map((key) => (
            <TextField
              key={key}
              control={form.control}
              name={key}
              label={t(`vitals.fields.${key}`)}
              hint={t('vitals.rangeHint', { min: VITAL_RANGES[key].min, max: VITAL_RANGES[key].max })}
              autoComplete="off"
            />
          ))}
          <Field className={fieldStyles.field} label={t('vitals.fields.bmi')} hint={t('vitals.bmiHint')}>
            <Input className={fieldStyles.control} input={{ className: fieldStyles.native }} readOnly value={computed === null ? '' : computed.toLocaleString(i18n.language)} />
          </Field>
        </div>
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" disabled={form.formState.isSubmitting}>
            {t('common:actions.save')}
          </Button>
          <Button onClick={onDone}>{t('common:actions.cancel')}</Button>
        </div>
      </form>
    </div>
  );
}
