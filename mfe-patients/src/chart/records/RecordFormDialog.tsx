/**
 * Adds or edits one record of a simple chart kind in a dialog. Bad input gets a translated
 * message and sends nothing; an edit sends only the changed fields with the Version that was
 * read; a refusal (a stale Version, a server rule) shows the server's message in a toast and
 * keeps what was typed. Kinds with files show the record's attachments once it is saved.
 */
import { type EmrRecord, toAppError, useNotify } from '@emr/shared-ui';
import { useZodForm } from '@emr/shared-ui/form';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordAttachments } from '../../files/RecordAttachments.tsx';
import { useCreateChartRecord, useUpdateChartRecord } from '../chartRecords.resource.ts';
import { DiagnosisHistoryList } from './DiagnosisHistoryList.tsx';
import { RecordFieldControl } from './RecordFieldControl.tsx';
import { type FormValues, changedFields, createFields, initialValues, recordSchema } from './recordForm.ts';
import type { RecordKindConfig } from './recordKinds.ts';

const useStyles = makeStyles({
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  extra: { marginBlockStart: tokens.spacingVerticalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

export interface RecordFormDialogProps {
  config: RecordKindConfig;
  patientId: string;
  open: boolean;
  /** The stored row to edit (its latest read), or null to add one. */
  row: EmrRecord | null;
  /** Changes when another record (or a new one) is opened: the form starts again. */
  formKey: string;
  onClose: () => void;
  /** After a create: the new row (kinds with files stay open to attach them). */
  onCreated: (row: EmrRecord) => void;
  /** Checks of the page before a save: field → message (the server checks again). */
  check?: (values: FormValues, row: EmrRecord | null) => Record<string, string>;
}

/**
 * One Dialog for the page's life (opened and closed, its form keyed by the record): a modal
 * that is unmounted and mounted again confuses the focus manager's modal bookkeeping.
 */
export function RecordFormDialog({ open, formKey, ...props }: RecordFormDialogProps) {
  const { t } = useTranslation('patients');
  const kindName = t(`records.pages.${props.config.page}.one`);
  const title = props.row ? t('records.editTitle', { kind: kindName }) : t('records.addTitle', { kind: kindName });
  return (
    <Dialog open={open} modalType="modal" onOpenChange={(_event, data) => !data.open && props.onClose()}>
      <DialogSurface aria-label={title}>{open && <RecordForm key={formKey} {...props} title={title} kindName={kindName} />}</DialogSurface>
    </Dialog>
  );
}

type RecordFormProps = Omit<RecordFormDialogProps, 'open' | 'formKey'> & { title: string; kindName: string };

function RecordForm({ config, patientId, row, onClose, onCreated, check, title, kindName }: RecordFormProps) {
  const { t } = useTranslation('patients');
  const styles = useStyles();
  const notify = useNotify();
  const create = useCreateChartRecord(config.kind, patientId);
  const update = useUpdateChartRecord();
  const schema = useMemo(() => recordSchema(config, t), [config, t]);
  // the form keeps its values for the dialog's life (the row may be refreshed underneath)
  const [defaultValues] = useState(() => initialValues(config, row));
  const form = useZodForm<FormValues>(schema as never, { defaultValues });
  const onSubmit = form.handleSubmit(async (values) => {
    // the page's own checks (an allergy already recorded), said at the field before anything is sent
    const problems = check?.(values, row) ?? {};
    for (const [field, message] of Object.entries(problems)) form.setError(field, { message });
    if (Object.keys(problems).length > 0) return;
    try {
      if (row) {
        const changes = changedFields(config, row, values);
        if (Object.keys(changes).length > 0) await update.mutateAsync({ record: row, changes });
        notify('success', t('records.saved', { kind: kindName }));
        onClose();
      } else {
        const created = await create.mutateAsync(createFields(config, values));
        notify('success', t('records.added', { kind: kindName }));
        onCreated(created);
      }
    } catch (error) {
      notify('error', t('records.saveFailed', { kind: kindName }), toAppError(error).message);
    }
  });

  return (
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent>
              <div className={styles.fields}>
                {config.fields.map((field) => (
                  <RecordFieldControl key={field.name} field={field} control={form.control} />
                ))}
              </div>
              {row && (config.diagnosisHistory || config.filePrefix) && (
                <div className={styles.extra}>
                  {config.diagnosisHistory && <DiagnosisHistoryList row={row} />}
                  {config.filePrefix && <RecordAttachments prefix={config.filePrefix} patientId={patientId} record={row} />}
                </div>
              )}
            </DialogContent>
            <DialogActions>
              <Button type="submit" appearance="primary" disabled={form.formState.isSubmitting}>
                {t('common:actions.save')}
              </Button>
              <Button type="button" onClick={onClose}>
                {row ? t('common:actions.close') : t('common:actions.cancel')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
  );
}
