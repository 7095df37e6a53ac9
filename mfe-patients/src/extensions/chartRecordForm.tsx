/**
 * The chart's own forms for another remote's page (the `chart-record-form` extension slot,
 * ADR 0044): the visit page adds a lab, an imaging study, a procedure or a referral linked to the
 * visit with the same form, rules and attachments as the chart, not a copy. Exposed as
 * `./chartRecordForm`; `extension()` registers this remote's strings before the form shows.
 */
import { type ChartRecordFormProps, type EmrRecord, type ExtensionModule, addTranslations } from '@emr/shared-ui';
import { Dialog, DialogSurface } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordFormDialog } from '../chart/records/RecordFormDialog.tsx';
import { RECORD_KINDS } from '../chart/records/recordKinds.ts';
import { LabEditor } from '../clinical/labs/LabEditor.tsx';
import { patientsTranslations } from '../translations/index.ts';

function ChartRecordForm({ kind, patientId, fixed, onClose }: ChartRecordFormProps) {
  return kind === 'Lab' ? <LabDialog patientId={patientId} fixed={fixed} onClose={onClose} /> : <RecordDialog kind={kind} patientId={patientId} fixed={fixed} onClose={onClose} />;
}

function LabDialog({ patientId, fixed, onClose }: Omit<ChartRecordFormProps, 'kind'>) {
  const { t } = useTranslation('patients');
  return (
    <Dialog open modalType="modal" onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface aria-label={t('labs.addTitle')}>
        <LabEditor patientId={patientId} lab={null} fixed={fixed} onDone={onClose} />
      </DialogSurface>
    </Dialog>
  );
}

function RecordDialog({ kind, patientId, fixed, onClose }: ChartRecordFormProps) {
  const base = RECORD_KINDS.find((config) => config.kind === kind);
  const config = useMemo(() => (base ? { ...base, fixed: { ...base.fixed, ...fixed } } : null), [base, fixed]);
  // a kind with files stays open on the new record, to attach them (as on the chart)
  const [created, setCreated] = useState<EmrRecord | null>(null);
  if (!config) throw new Error(`The chart has no form for ${kind}`);
  return (
    <RecordFormDialog
      open
      formKey={created?.id ?? 'new'}
      config={config}
      patientId={patientId}
      row={created}
      onClose={onClose}
      onCreated={(row) => (config.filePrefix ? setCreated(row) : onClose())}
    />
  );
}

export const extension: ExtensionModule<'chart-record-form'>['extension'] = async () => {
  await addTranslations('patients', patientsTranslations);
  return ChartRecordForm;
};
