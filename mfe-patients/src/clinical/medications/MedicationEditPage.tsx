/**
 * PatientMedicationEdit/:medicationId (`new` adds one). An update sends only the changed
 * fields with the Version that was read; a conflict shows the server's message and keeps
 * what was typed. The history is the server's to write.
 */
import { type AppAbility, paths } from '@emr/domain';
import { StateView, toAppError, useAbility, useNotify } from '@emr/shared-ui';
import { TextField, useZodForm } from '@emr/shared-ui/form';
import type { MedicationCheck } from '@emr/domain/vocabularies';
import { Button, Dropdown, Field, MessageBar, MessageBarBody, Option, Switch, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { ConceptField } from '../safety/ConceptField.tsx';
import { useMedicationSafety } from '../safety/medicationSafety.resource.ts';
import { SafetyWarningDialog } from '../safety/SafetyWarningDialog.tsx';
import { SectionTitle } from '../shared/SectionTitle.tsx';
import {
  EMPTY_MEDICATION,
  type MedicationFormValues,
  PA_STATUSES,
  changedFields,
  createFields,
  medicationSchema,
  medicationValues,
} from './medicationForm.ts';
import { MEDICATION_STATUSES, type Medication, useCreateMedication, useMedication, useUpdateMedication } from './medications.resource.ts';

const useStyles = makeStyles({
  form: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', alignItems: 'start', gap: tokens.spacingVerticalM, maxInlineSize: '960px' },
  wide: { gridColumn: '1 / -1' },
  actions: { gridColumn: '1 / -1', display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

interface ChoiceFieldProps {
  control: Control<MedicationFormValues>;
  name: 'paStatus' | 'approvalStatus' | 'status';
  label: string;
  options: readonly string[];
  optionLabel: (value: string) => string;
  required?: boolean;
}

function ChoiceField({ control, name, label, options, optionLabel, required }: ChoiceFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field label={label} required={required} validationMessage={fieldState.error?.message}>
          <Dropdown
            ref={field.ref}
            value={field.value ? optionLabel(field.value) : ''}
            selectedOptions={field.value ? [field.value] : []}
            onOptionSelect={(_event, data) => field.onChange(data.optionValue ?? '')}
            onBlur={field.onBlur}
          >
            {options.map((value) => (
              <Option key={value} value={value}>
                {optionLabel(value)}
              </Option>
            ))}
          </Dropdown>
        </Field>
      )}
    />
  );
}

interface MedicationFormProps {
  patientId: string;
  medication: Medication | null;
}

function MedicationForm({ patientId, medication }: MedicationFormProps) {
  const { t } = useTranslation('patients');
  const styles = useStyles();
  const navigate = useNavigate();
  const notify = useNotify();
  const create = useCreateMedication(patientId);
  const update = useUpdateMedication();
  const schema = useMemo(() => medicationSchema(t), [t]);
  const initial = useMemo(() => (medication ? medicationValues(medication) : EMPTY_MEDICATION), [medication]);
  const form = useZodForm<MedicationFormValues>(schema, { defaultValues: initial });
  const safety = useMedicationSafety(patientId);
  const [pending, setPending] = useState<{ values: MedicationFormValues; name: string; check: MedicationCheck } | null>(null);
  const paRequired = useWatch({ control: form.control, name: 'paRequired' });
  const approvalLabel = (value: string) => t(`medications.approval.${value}`, { defaultValue: value });
  const backToList = () => navigate(paths.patientSubPage(patientId, medication ? 'PatientMedications' : 'PatientCurrentMedications'));

  const save = async (values: MedicationFormValues, overrideReason?: string) => {
    const acknowledgement = overrideReason ? { OverrideReason: overrideReason } : {};
    try {
      if (medication) {
        const changes = changedFields(initial, values);
        if (Object.keys(changes).length > 0) await update.mutateAsync({ record: medication.record, changes: { ...changes, ...acknowledgement } });
        notify('success', t('medications.saved', { name: values.medication.trim() }));
      } else {
        await create.mutateAsync({ ...createFields(values), ...acknowledgement });
        notify('success', t('medications.created', { name: values.medication.trim() }));
      }
      setPending(null);
      backToList();
    } catch (error) {
      // the server's message (a stale Version, a refused value, a warning it found); the form keeps what was typed
      notify('error', t('medications.saveFailed'), toAppError(error).message);
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    // a medication entering the active list is checked first: a duplicate is refused at its field, a warning asks for a reason
    const entering = values.status === 'Active' && (!medication || medication.status !== 'Active' || medication.name !== values.medication.trim() || medication.conceptCode !== values.conceptCode);
    const check = entering ? safety.check({ id: medication?.id, name: values.medication.trim(), code: values.conceptCode || null }) : null;
    if (check?.duplicateOf) {
      form.setError('medication', { message: t('safety.warning.duplicate', { name: check.duplicateOf.name }) });
      return;
    }
    if (check && check.warnings.length > 0) {
      setPending({ values, name: values.medication.trim(), check });
      return;
    }
    await save(values);
  });

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={medication ? t('medications.editTitle') : t('medications.newTitle')}>
      {safety.unavailable && (
        <MessageBar intent="warning" className={styles.wide}>
          <MessageBarBody>{t('safety.warning.chartUnavailable')}</MessageBarBody>
        </MessageBar>
      )}
      <ConceptField control={form.control} name="medication" codeName="conceptCode" scope="drugs" label={t('medications.fields.medication')} required />
      <TextField control={form.control} name="medicationType" label={t('medications.fields.medicationType')} autoComplete="off" hint={t('medications.typeHint')} />
      <TextField control={form.control} name="dosage" label={t('medications.fields.dosage')} required autoComplete="off" />
      <TextField control={form.control} name="frequency" label={t('medications.fields.frequency')} required autoComplete="off" />
      <TextField control={form.control} name="startDate" label={t('medications.fields.startDate')} type="date" required />
      <TextField control={form.control} name="endDate" label={t('medications.fields.endDate')} type="date" />
      <TextField control={form.control} name="daysToRefill" label={t('medications.fields.daysToRefill')} hint={t('medications.daysHint')} autoComplete="off" />
      {medication && (
        <ChoiceField control={form.control} name="status" label={t('medications.fields.status')} options={MEDICATION_STATUSES} optionLabel={(v) => t(`medications.status.${v}`, { defaultValue: v })} />
      )}
      <Controller
        control={form.control}
        name="paRequired"
        render={({ field }) => (
          <Switch className={styles.wide} label={t('medications.fields.paRequired')} checked={field.value} onChange={(_event, data) => field.onChange(data.checked)} />
        )}
      />
      {paRequired && (
        <>
          <ChoiceField control={form.control} name="paStatus" label={t('medications.fields.paStatus')} options={PA_STATUSES} optionLabel={approvalLabel} required />
          <ChoiceField control={form.control} name="approvalStatus" label={t('medications.fields.approvalStatus')} options={PA_STATUSES} optionLabel={approvalLabel} required />
          <TextField control={form.control} name="approvedBy" label={t('medications.fields.approvedBy')} hint={t('medications.approvedByHint')} autoComplete="off" />
        </>
      )}
      <TextField control={form.control} name="changeType" label={t('medications.fields.changeType')} autoComplete="off" />
      <TextField control={form.control} name="reason" label={t('medications.fields.reason')} autoComplete="off" />
      <Controller
        control={form.control}
        name="wrapUp"
        render={({ field }) => (
          <Field className={styles.wide} label={t('medications.fields.wrapUp')}>
            <Textarea value={field.value} onChange={(_event, data) => field.onChange(data.value)} onBlur={field.onBlur} resize="vertical" />
          </Field>
        )}
      />
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabled={form.formState.isSubmitting}>
          {t('common:actions.save')}
        </Button>
        <Button type="button" onClick={backToList}>
          {t('common:actions.cancel')}
        </Button>
      </div>
      <SafetyWarningDialog
        warning={pending}
        busy={create.isPending || update.isPending}
        onConfirm={(reason) => pending && void save(pending.values, reason)}
        onCancel={() => setPending(null)}
      />
    </form>
  );
}

export function MedicationEditPage() {
  const { t } = useTranslation('patients');
  const params = useParams();
  const ability = useAbility<AppAbility>();
  const patientId = params['patientId'] ?? '';
  const medicationId = params['medicationId'] ?? 'new';
  const isNew = medicationId === 'new';
  const { medication, isLoading, error, refetch } = useMedication(isNew ? null : medicationId, patientId);
  const allowed = ability.can(isNew ? 'create' : 'update', 'Medication');
  return (
    <section>
      <SectionTitle title={isNew ? t('medications.newTitle') : t('medications.editTitle')} />
      {!allowed ? (
        <StateView isLoading={false} error={null} isEmpty emptyTitle={t('medications.notAllowed')}>
          {null}
        </StateView>
      ) : isNew ? (
        <MedicationForm patientId={patientId} medication={null} />
      ) : (
        <StateView isLoading={isLoading} error={error} onRetry={() => void refetch()} isEmpty={!medication} emptyTitle={t('medications.notFound')}>
          {medication && <MedicationForm key={medication.id} patientId={patientId} medication={medication} />}
        </StateView>
      )}
    </section>
  );
}
