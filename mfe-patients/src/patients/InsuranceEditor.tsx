/** Adds or edits one insurance of a patient (inline, under the table). */
import { useNotify } from '@emr/shared-ui';
import { TextField, useZodForm } from '@emr/shared-ui/form';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Insurance, INSURANCE_CLASSES, useCreateChartRecord, useUpdateChartRecord } from './coverage.resource.ts';
import { INSURANCE_RECORD_FIELDS, type InsuranceInput, type InsuranceValues, insuranceSchema, insuranceValues, recordChanges } from './coverageForms.ts';
import { ChoiceField } from './formControls.tsx';
import { useSaveFailure } from './useSaveFailure.ts';

const useStyles = makeStyles({
  form: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: tokens.spacingVerticalM,
    columnGap: tokens.spacingHorizontalL,
    paddingBlock: tokens.spacingVerticalM,
    paddingInline: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  actions: { gridColumn: '1 / -1', display: 'flex', gap: tokens.spacingHorizontalS },
});

export interface InsuranceEditorProps {
  patientId: string;
  /** The insurance being edited (its latest read), or null for a new one. */
  insurance: Insurance | null;
  others: readonly Insurance[];
  onDone: () => void;
  onConflict: () => void;
}

export function InsuranceEditor({ patientId, insurance, others, onDone, onConflict }: InsuranceEditorProps) {
  const { t } = useTranslation('patients');
  const styles = useStyles();
  const notify = useNotify();
  const reportFailure = useSaveFailure();
  const create = useCreateChartRecord('Insurance', patientId);
  const update = useUpdateChartRecord();
  const [initial] = useState(() => insuranceValues(insurance));
  const schema = useMemo(() => insuranceSchema(t, others), [t, others]);
  const form = useZodForm<InsuranceInput, InsuranceValues>(schema, { defaultValues: initial });
  const classes = INSURANCE_CLASSES.map((value) => ({ value, label: t(`coverage.class.${value}`) }));
  const title = insurance ? t('coverage.editInsurance', { name: insurance.name }) : t('coverage.newInsurance');

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (insurance) {
        const changes = recordChanges(INSURANCE_RECORD_FIELDS, values, initial as InsuranceValues);
        if (Object.keys(changes).length > 0) await update.mutateAsync({ record: insurance.record, changes });
      } else {
        await create.mutateAsync(recordChanges(INSURANCE_RECORD_FIELDS, values, null));
      }
      notify('success', t('coverage.insuranceSaved', { name: values.name }));
      onDone();
    } catch (error) {
      reportFailure(error, onConflict);
    }
  });

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={title}>
      <TextField control={form.control} name="name" label={t('coverage.insuranceName')} required autoComplete="off" />
      <ChoiceField control={form.control} name="insuranceClass" label={t('coverage.insuranceClass')} choices={classes} placeholder={t('form.choose')} required />
      <TextField control={form.control} name="insuranceType" label={t('coverage.insuranceType')} autoComplete="off" />
      <TextField control={form.control} name="memberId" label={t('coverage.memberId')} autoComplete="off" />
      <TextField control={form.control} name="phoneNumber" label={t('coverage.phoneNumber')} type="tel" autoComplete="off" />
      <TextField control={form.control} name="website" label={t('coverage.website')} autoComplete="off" />
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabled={form.formState.isSubmitting}>
          {t('coverage.saveInsurance')}
        </Button>
        <Button type="button" onClick={onDone}>
          {t('form.cancel')}
        </Button>
      </div>
    </form>
  );
}
