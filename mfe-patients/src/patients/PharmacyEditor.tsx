/** Adds or edits one pharmacy of a patient (inline, under the table). */
import { useNotify } from '@emr/shared-ui';
import { TextField, useZodForm } from '@emr/shared-ui/form';
import { Button, Checkbox, Field, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type Pharmacy, useCreateChartRecord, useUpdateChartRecord } from './coverage.resource.ts';
import { PHARMACY_RECORD_FIELDS, type PharmacyInput, type PharmacyValues, pharmacySchema, pharmacyValues, recordChanges } from './coverageForms.ts';
import { useSaveFailure } from './useSaveFailure.ts';

const useStyles = makeStyles({
  form: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: tokens.spacingVerticalM,
    columnGap: tokens.spacingHorizontalL,
    alignItems: 'end',
    paddingBlock: tokens.spacingVerticalM,
    paddingInline: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  actions: { gridColumn: '1 / -1', display: 'flex', gap: tokens.spacingHorizontalS },
});

export interface PharmacyEditorProps {
  patientId: string;
  /** The pharmacy being edited (its latest read), or null for a new one. */
  pharmacy: Pharmacy | null;
  others: readonly Pharmacy[];
  onDone: () => void;
  onConflict: () => void;
}

export function PharmacyEditor({ patientId, pharmacy, others, onDone, onConflict }: PharmacyEditorProps) {
  const { t } = useTranslation('patients');
  const styles = useStyles();
  const notify = useNotify();
  const reportFailure = useSaveFailure();
  const create = useCreateChartRecord('Pharmacy', patientId);
  const update = useUpdateChartRecord();
  const [initial] = useState(() => pharmacyValues(pharmacy));
  const schema = useMemo(() => pharmacySchema(t, others), [t, others]);
  const form = useZodForm<PharmacyInput, PharmacyValues>(schema, { defaultValues: initial });
  const title = pharmacy ? t('coverage.editPharmacy', { name: pharmacy.name }) : t('coverage.newPharmacy');

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (pharmacy) {
        const changes = recordChanges(PHARMACY_RECORD_FIELDS, values, initial);
        if (Object.keys(changes).length > 0) await update.mutateAsync({ record: pharmacy.record, changes });
      } else {
        await create.mutateAsync(recordChanges(PHARMACY_RECORD_FIELDS, values, null));
      }
      notify('success', t('coverage.pharmacySaved', { name: values.name }));
      onDone();
    } catch (error) {
      reportFailure(error, onConflict);
    }
  });

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={title}>
      <TextField control={form.control} name="name" label={t('coverage.pharmacyName')} required autoComplete="off" />
      <TextField control={form.control} name="contactNumber" label={t('coverage.contactNumber')} type="tel" autoComplete="off" />
      <Controller
        control={form.control}
        name="isPrimary"
        render={({ field, fieldState }) => (
          <Field validationMessage={fieldState.error?.message}>
            <Checkbox ref={field.ref} checked={field.value} onChange={(_event, data) => field.onChange(data.checked === true)} label={t('coverage.isPrimary')} />
          </Field>
        )}
      />
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabled={form.formState.isSubmitting}>
          {t('coverage.savePharmacy')}
        </Button>
        <Button type="button" onClick={onDone}>
          {t('form.cancel')}
        </Button>
      </div>
    </form>
  );
}
