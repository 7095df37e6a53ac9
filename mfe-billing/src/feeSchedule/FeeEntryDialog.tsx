/** Adds or edits one fee schedule entry (a dialog over the list). */
import { errorMessage, useNotify } from '@emr/shared-ui';
import { TextField, useZodForm } from '@emr/shared-ui/form';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FeeEntry, useSaveFeeEntry } from './feeSchedule.resource.ts';
import { type FeeEntryValues, feeEntryFields, feeEntrySchema, feeEntryValues } from './feeEntryForm.ts';

const useStyles = makeStyles({
  form: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))', gap: tokens.spacingVerticalM, columnGap: tokens.spacingHorizontalL },
  wide: { gridColumn: '1 / -1' },
});

export interface FeeEntryDialogProps {
  /** The entry edited, or null for a new one. */
  entry: FeeEntry | null;
  /** The codes of the other active entries. */
  activeCodes: ReadonlySet<string>;
  onClose: () => void;
}

export function FeeEntryDialog({ entry, activeCodes, onClose }: FeeEntryDialogProps) {
  const { t } = useTranslation('billing');
  const styles = useStyles();
  const notify = useNotify();
  const save = useSaveFeeEntry();
  const [initial] = useState(() => feeEntryValues(entry));
  const schema = useMemo(() => feeEntrySchema(t, activeCodes), [t, activeCodes]);
  const form = useZodForm<FeeEntryValues>(schema, { defaultValues: initial });
  const title = entry ? t('fees.editTitle', { code: entry.code }) : t('fees.addTitle');

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ entry, fields: feeEntryFields(values) });
      notify('success', t('fees.saved', { code: feeEntryFields(values)['CPTCode'] }));
      onClose();
    } catch (error) {
      notify('error', t('fees.saveFailed'), errorMessage(t, error));
    }
  });

  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface>
        <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={title}>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent>
              <div className={styles.form}>
                <TextField control={form.control} name="code" label={t('fees.fields.code')} required hint={t('fees.codeHint')} autoComplete="off" />
                <TextField control={form.control} name="price" label={t('fees.fields.price')} required hint={t('fees.priceHint')} autoComplete="off" />
                <div className={styles.wide}>
                  <TextField control={form.control} name="description" label={t('fees.fields.description')} required hint={t('fees.descriptionHint')} autoComplete="off" />
                </div>
                <TextField control={form.control} name="startDate" label={t('fees.fields.startDate')} type="date" hint={t('fees.startHint')} />
              </div>
            </DialogContent>
            <DialogActions>
              <Button type="button" onClick={onClose}>
                {t('fees.cancel')}
              </Button>
              <Button type="submit" appearance="primary" disabled={form.formState.isSubmitting}>
                {t('fees.save')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
