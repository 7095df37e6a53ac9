/**
 * Adds or edits a lab: a single result, or a panel of several components (a field array).
 * Each numeric result is flagged from its reference range as it is typed; when the result or
 * range is not numeric, the Abnormal box is the user's to tick. Saved labs take the report
 * file (lab-results/).
 */
import { DangerButton, clinicToday, toAppError, useNotify } from '@emr/shared-ui';
import { useZodForm } from '@emr/shared-ui/form';
import { Button, Checkbox, Field, Input, Radio, RadioGroup, Text, makeStyles, shorthands, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@emr/shared-ui/icons';
import { useMemo } from 'react';
import { type Control, Controller, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RecordAttachments } from '../../files/RecordAttachments.tsx';
import { abnormality } from '@emr/domain/labs';
import { LabFlagText } from './LabFlagText.tsx';
import { EMPTY_COMPONENT, type LabFormValues, labSchema, labValues, newLabValues, toLabInput } from './labForm.ts';
import { type Lab, useSaveLab } from './labs.resource.ts';

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
  row: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', alignItems: 'flex-start' },
  component: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    ...shorthands.border(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke2),
    borderRadius: tokens.borderRadiusMedium,
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalM,
    marginInline: 0,
  },
  legend: { fontWeight: tokens.fontWeightSemibold, paddingInline: tokens.spacingHorizontalXS },
  flag: { minInlineSize: '80px', paddingBlockEnd: tokens.spacingVerticalS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  error: { color: tokens.colorPaletteRedForeground1 },
});

interface ComponentFieldsProps {
  control: Control<LabFormValues>;
  index: number;
  legend: string;
  onRemove?: () => void;
}

function TextInput({ control, name, label, required }: { control: Control<LabFormValues>; name: `components.${number}.${'component' | 'result' | 'unit' | 'range'}`; label: string; required?: boolean }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field label={label} required={required} validationMessage={fieldState.error?.message}>
          <Input value={field.value} onChange={(_event, data) => field.onChange(data.value)} onBlur={field.onBlur} ref={field.ref} autoComplete="off" />
        </Field>
      )}
    />
  );
}

function ComponentFields({ control, index, legend, onRemove }: ComponentFieldsProps) {
  const { t } = useTranslation('patients');
  const styles = useStyles();
  const [result, range] = useWatch({ control, name: [`components.${index}.result`, `components.${index}.range`] });
  const computed = abnormality(result, range);
  return (
    <fieldset className={styles.component}>
      <legend className={styles.legend}>{legend}</legend>
      <TextInput control={control} name={`components.${index}.component`} label={t('labs.fields.component')} required />
      <TextInput control={control} name={`components.${index}.result`} label={t('labs.fields.result')} required />
      <TextInput control={control} name={`components.${index}.unit`} label={t('labs.fields.unit')} />
      <TextInput control={control} name={`components.${index}.range`} label={t('labs.fields.range')} />
      <Controller
        control={control}
        name={`components.${index}.isAbnormal`}
        render={({ field }) => (
          <Checkbox
            label={t('labs.fields.abnormal')}
            disabled={computed !== null}
            checked={computed === null ? field.value : computed !== 'normal'}
            onChange={(_event, data) => field.onChange(data.checked === true)}
          />
        )}
      />
      <div className={styles.flag} aria-live="polite">
        <LabFlagText flag={computed ?? null} />
      </div>
      {onRemove && (
        <DangerButton appearance="subtle" icon={<DeleteRegular />} aria-label={t('labs.removeComponent', { n: index + 1 })} onClick={onRemove} />
      )}
    </fieldset>
  );
}

export interface LabEditorProps {
  patientId: string;
  /** The lab edited; null adds one. */
  lab: Lab | null;
  onDone: () => void;
  /** Fields a new lab carries besides the form's (the visit it is added from). */
  fixed?: Readonly<Record<string, unknown>>;
}

export function LabEditor({ patientId, lab, onDone, fixed }: LabEditorProps) {
  const { t } = useTranslation('patients');
  const styles = useStyles();
  const notify = useNotify();
  const save = useSaveLab(patientId, fixed);
  const schema = useMemo(() => labSchema(t), [t]);
  const form = useZodForm<LabFormValues>(schema, { defaultValues: lab ? labValues(lab) : newLabValues(clinicToday()) });
  const components = useFieldArray({ control: form.control, name: 'components' });
  const isPanel = useWatch({ control: form.control, name: 'isPanel' });
  const title = lab ? t('labs.editTitle') : t('labs.addTitle');
  const panelError = form.formState.errors.components?.root?.message ?? form.formState.errors.components?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ lab, input: toLabInput(values, lab?.date) });
      notify('success', lab ? t('labs.saved') : t('labs.created'));
      onDone();
    } catch (error) {
      notify('error', t('labs.saveFailed'), toAppError(error).message);
    }
  });

  return (
    <div className={styles.root}>
      <Text as="h3" size={500} weight="semibold">
        {title}
      </Text>
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={title}>
        <div className={styles.row}>
          <Controller
            control={form.control}
            name="labType"
            render={({ field, fieldState }) => (
              <Field label={t('labs.fields.labType')} required validationMessage={fieldState.error?.message}>
                <Input value={field.value} onChange={(_event, data) => field.onChange(data.value)} onBlur={field.onBlur} ref={field.ref} autoComplete="off" />
              </Field>
            )}
          />
          <Controller
            control={form.control}
            name="date"
            render={({ field, fieldState }) => (
              <Field label={t('labs.fields.date')} required validationMessage={fieldState.error?.message}>
                <Input type="date" value={field.value} onChange={(_event, data) => field.onChange(data.value)} onBlur={field.onBlur} ref={field.ref} />
              </Field>
            )}
          />
          {!lab && (
            <Controller
              control={form.control}
              name="isPanel"
              render={({ field }) => (
                <Field label={t('labs.fields.kind')}>
                  <RadioGroup
                    layout="horizontal"
                    value={field.value ? 'panel' : 'single'}
                    onChange={(_event, data) => {
                      const panel = data.value === 'panel';
                      field.onChange(panel);
                      if (panel && components.fields.length < 2) components.append({ ...EMPTY_COMPONENT });
                      if (!panel && components.fields.length > 1) components.remove(components.fields.map((_f, i) => i).slice(1));
                    }}
                  >
                    <Radio value="single" label={t('labs.single')} />
                    <Radio value="panel" label={t('labs.panel')} />
                  </RadioGroup>
                </Field>
              )}
            />
          )}
        </div>
        {components.fields.map((item, index) => (
          <ComponentFields
            key={item.id}
            control={form.control}
            index={index}
            legend={isPanel ? t('labs.componentN', { n: index + 1 }) : t('labs.fields.result')}
            onRemove={isPanel && components.fields.length > 2 ? () => components.remove(index) : undefined}
          />
        ))}
        {panelError && (
          <Text role="alert" className={styles.error}>
            {panelError}
          </Text>
        )}
        <div className={styles.actions}>
          {isPanel && (
            <Button icon={<AddRegular />} onClick={() => components.append({ ...EMPTY_COMPONENT })}>
              {t('labs.addComponent')}
            </Button>
          )}
          <Button type="submit" appearance="primary" disabled={form.formState.isSubmitting}>
            {t('common:actions.save')}
          </Button>
          <Button onClick={onDone}>{t('common:actions.cancel')}</Button>
        </div>
      </form>
      {lab ? <RecordAttachments prefix="lab-results" patientId={patientId} record={lab.record} headingLevel={4} /> : <Text>{t('labs.attachAfterSave')}</Text>}
    </div>
  );
}
