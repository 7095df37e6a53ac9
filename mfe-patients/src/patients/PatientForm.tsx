/**
 * The demographics form of registration and edit. Registration first looks for a patient with
 * the same name and date of birth and asks before creating another; the server assigns the
 * PatientID. Edit sends only the changed fields with the Version read; when someone else saved
 * first, the server's message is shown and what the user typed stays, ready to save again.
 */
import { PATIENT_GENDERS, PATIENT_STATUSES, paths } from '@emr/domain';
import { toAppError, useNotify } from '@emr/shared-ui';
import { FORMAT_EXAMPLES } from '@emr/domain/fieldRules';
import { TextField, useZodForm } from '@emr/shared-ui/form';
import { Button, Field, Input, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ChoiceField, StateField } from './formControls.tsx';
import { DuplicateDialog } from './DuplicateDialog.tsx';
import type { Patient } from './patient.resource.ts';
import {
  EMPTY_FORM,
  type PatientFormField,
  type PatientFormInput,
  type PatientFormValues,
  RECORD_FIELDS,
  changedFields,
  newPatientFields,
  patientFormSchema,
  toFormValues,
} from './patientForm.ts';
import { useCreatePatient, useFindDuplicates, useSavePatient } from './patientSave.resource.ts';
import { useSaveFailure } from './useSaveFailure.ts';

/** The hints' examples are values, isolated by the translation formatter so they keep their order in Arabic. */
const ZIP_EXAMPLES = { short: '12345', long: '12345-6789' };

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '960px' },
  fieldset: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(220px, 100%), 1fr))',
    gap: tokens.spacingVerticalM,
    columnGap: tokens.spacingHorizontalL,
    // a field beside a taller one (a hint, an error) keeps its own height
    alignItems: 'start',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    paddingBlock: tokens.spacingVerticalM,
    paddingInline: tokens.spacingHorizontalL,
    marginInline: 0,
  },
  legend: { fontWeight: tokens.fontWeightSemibold, paddingInline: tokens.spacingHorizontalXS },
  wide: { gridColumn: '1 / -1' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

const FIELD_OF_RECORD = Object.fromEntries(Object.entries(RECORD_FIELDS).map(([form, record]) => [record, form])) as Record<string, PatientFormField>;

export interface PatientFormProps {
  /** The patient being edited (its latest read: its Version goes with the update), or null to register one. */
  patient: Patient | null;
  /** The role may read but not change demographics. */
  readOnly?: boolean;
  /** Asks for the patient again (after a conflict, so the next save carries the new Version). */
  onConflict?: () => void;
}

export function PatientForm({ patient, readOnly = false, onConflict }: PatientFormProps) {
  const { t } = useTranslation('patients');
  const styles = useStyles();
  const navigate = useNavigate();
  const notify = useNotify();
  const create = useCreatePatient();
  const save = useSavePatient();
  const findDuplicates = useFindDuplicates();
  // what the form started from: edits are measured against it, not against a later read
  const [initial] = useState<PatientFormValues | null>(() => (patient ? toFormValues(patient) : null));
  const [pending, setPending] = useState<{ values: PatientFormValues; duplicates: Patient[] } | null>(null);
  const schema = useMemo(() => patientFormSchema(t), [t]);
  const form = useZodForm<PatientFormInput, PatientFormValues>(schema, { defaultValues: initial ?? EMPTY_FORM });
  const status = form.watch('status');
  const busy = form.formState.isSubmitting || create.isPending || save.isPending;

  const reportFailure = useSaveFailure();
  const fail = (error: unknown) => {
    const appError = toAppError(error);
    for (const [field, message] of Object.entries(appError.fields ?? {})) {
      const formField = FIELD_OF_RECORD[field];
      if (formField) form.setError(formField, { type: 'server', message });
    }
    reportFailure(error, onConflict);
  };

  const register = async (values: PatientFormValues) => {
    try {
      const created = await create.mutateAsync(newPatientFields(values));
      notify('success', t('form.registered', { name: created.fullName, patientId: created.patientId }));
      // the new chart: where allergies, medications and the rest are recorded next
      navigate(created.patientId ? paths.patientChart(created.patientId) : paths.patientsList());
    } catch (error) {
      fail(error);
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (!patient || !initial) {
      let duplicates: Patient[];
      try {
        duplicates = await findDuplicates(values);
      } catch (error) {
        fail(error);
        return;
      }
      if (duplicates.length > 0) setPending({ values, duplicates });
      else await register(values);
      return;
    }
    const changes = changedFields(initial, values);
    if (Object.keys(changes).length === 0) {
      notify('info', t('form.nothingChanged'));
      return;
    }
    try {
      await save.mutateAsync({ patient, changes });
      notify('success', t('form.saved', { name: `${values.firstName} ${values.lastName}` }));
      navigate(paths.patientChart(patient.patientId));
    } catch (error) {
      fail(error);
    }
  });

  const genders = PATIENT_GENDERS.map((value) => ({ value, label: t(`gender.${value}`) }));
  const statuses = PATIENT_STATUSES.map((value) => ({ value, label: t(`patientStatus.${value}`) }));
  const title = patient ? t('form.editTitle') : t('form.addTitle');

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={title}>
      {readOnly && (
        <MessageBar intent="info">
          <MessageBarBody>{t('form.readOnly')}</MessageBarBody>
        </MessageBar>
      )}
      <fieldset className={styles.fieldset} disabled={readOnly || busy}>
        <legend className={styles.legend}>{t('form.sections.identity')}</legend>
        {patient && (
          <Field label={t('form.patientId')} hint={t('form.patientIdHint')}>
            <Input value={patient.patientId} readOnly />
          </Field>
        )}
        <TextField control={form.control} name="firstName" label={t('form.firstName')} required autoComplete="off" />
        <TextField control={form.control} name="middleName" label={t('form.middleName')} autoComplete="off" />
        <TextField control={form.control} name="lastName" label={t('form.lastName')} required autoComplete="off" />
        <TextField control={form.control} name="dob" label={t('form.dob')} type="date" required />
        <ChoiceField control={form.control} name="gender" label={t('form.gender')} choices={genders} placeholder={t('form.choose')} />
        <TextField control={form.control} name="spoken" label={t('form.spoken')} autoComplete="off" />
      </fieldset>
      <fieldset className={styles.fieldset} disabled={readOnly || busy}>
        <legend className={styles.legend}>{t('form.sections.contact')}</legend>
        <div className={styles.wide}>
          <TextField control={form.control} name="address" label={t('form.address')} autoComplete="off" />
        </div>
        <TextField control={form.control} name="city" label={t('form.city')} autoComplete="off" />
        <StateField control={form.control} name="state" label={t('form.state')} hint={t('form.stateHint')} />
        <TextField control={form.control} name="zipCode" label={t('form.zipCode')} autoComplete="off" hint={t('form.zipHint', ZIP_EXAMPLES)} />
        <TextField control={form.control} name="cellPhone" label={t('form.cellPhone')} type="tel" autoComplete="off" hint={t('form.phoneHint', { example: FORMAT_EXAMPLES.phone })} />
        <TextField control={form.control} name="homePhone" label={t('form.homePhone')} type="tel" autoComplete="off" hint={t('form.phoneHint', { example: FORMAT_EXAMPLES.phone })} />
      </fieldset>
      <fieldset className={styles.fieldset} disabled={readOnly || busy}>
        <legend className={styles.legend}>{t('form.sections.care')}</legend>
        <ChoiceField control={form.control} name="status" label={t('form.status')} choices={statuses} required />
        <TextField control={form.control} name="firstDate" label={t('form.firstDate')} type="date" />
        <TextField control={form.control} name="lastDate" label={t('form.lastDate')} type="date" />
        <div className={styles.wide}>
          <TextField control={form.control} name="reasonLeft" label={t('form.reasonLeft')} required={status !== 'Active'} autoComplete="off" hint={t('form.reasonHint')} />
        </div>
      </fieldset>
      {!readOnly && (
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" disabled={busy}>
            {patient ? t('form.save') : t('form.register')}
          </Button>
          <Button type="button" onClick={() => navigate(patient ? paths.patientChart(patient.patientId) : paths.patientsList())}>
            {t('form.cancel')}
          </Button>
        </div>
      )}
      <DuplicateDialog
        duplicates={pending?.duplicates ?? []}
        open={pending !== null}
        busy={create.isPending}
        onCancel={() => setPending(null)}
        onOpen={(existing) => {
          setPending(null);
          navigate(paths.patientChart(existing.patientId));
        }}
        onConfirm={() => {
          const values = pending?.values;
          setPending(null);
          if (values) void register(values);
        }}
      />
    </form>
  );
}
