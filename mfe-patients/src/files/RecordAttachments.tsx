/**
 * The files attached to one chart record (lab results, imaging reports, procedure and referral
 * documents): list, upload with progress, download, delete with confirmation. Reusable by any
 * chart page:
 *
 *   <RecordAttachments prefix="lab-results" patientId={patientId} record={labRow} />
 *
 * Permissions follow the prefix's record kind (docs/permissions.md §5): read lists and
 * downloads, update uploads (the record's FileURL changes too), delete removes.
 */
import { type AppAbility, FILE_PREFIXES, MAX_FILE_BYTES } from '@emr/domain';
import { Bidi, ConfirmDialog, DangerButton, type EmrRecord, StateView, type StoredFile, toAppError, useAbility, useNotify, visuallyHidden, formatDateTime } from '@emr/shared-ui';
import { Button, Field, ProgressBar, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AttachRegular } from '@fluentui/react-icons';
import { ArrowDownloadRegular, DeleteRegular, DocumentRegular } from '@emr/shared-ui/icons';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateChartRecord } from '../chart/chartRecords.resource.ts';
import {
  type AttachmentPrefix,
  attachmentFolder,
  displayName,
  downloadAttachment,
  fileProblem,
  useAttachments,
  useDeleteAttachment,
  useUploadAttachment,
} from './files.resource.ts';

export interface RecordAttachmentsProps {
  /** The storage prefix: lab-results, di-results, procedure-results, referral-results or notes. */
  prefix: AttachmentPrefix;
  /** The patient's PatientID (the key's second segment). */
  patientId: string;
  /** The saved record the files belong to (its FileURL is kept on the latest file). */
  record: EmrRecord;
  /** The heading level of the section's title (default 3: inside a page section or dialog). */
  headingLevel?: 2 | 3 | 4;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: { listStyleType: 'none', paddingInlineStart: 0, marginBlock: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  name: { flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' },
  meta: { color: tokens.colorNeutralForeground3 },
  hidden: visuallyHidden,
  upload: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, maxWidth: '420px' },
});

const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${megabytes(bytes)} MB`;
}

interface UploadState {
  fileName: string;
  fraction: number;
  done: boolean;
}

export function RecordAttachments({ prefix, patientId, record, headingLevel = 3 }: RecordAttachmentsProps) {
  const { t, i18n } = useTranslation('patients');
  const styles = useStyles();
  const notify = useNotify();
  const ability = useAbility<AppAbility>();
  const subject = FILE_PREFIXES[prefix];
  const canRead = ability.can('read', subject);
  const canUpload = ability.can('update', subject);
  const canDelete = ability.can('delete', subject);
  const folder = attachmentFolder(prefix, patientId, record.id);
  const files = useAttachments(canRead ? folder : null);
  const upload = useUploadAttachment();
  const remove = useDeleteAttachment();
  const updateRecord = useUpdateChartRecord();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<UploadState | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<StoredFile | null>(null);
  const Heading = `h${headingLevel}` as const;

  if (!canRead) return null;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const found = fileProblem(file);
    if (found) {
      setProgress(null);
      setProblem(found === 'size' ? t('files.tooLarge', { name: file.name, max: megabytes(MAX_FILE_BYTES) }) : t(`files.${found === 'type' ? 'badType' : 'emptyFile'}`, { name: file.name }));
      return;
    }
    setProblem(null);
    setProgress({ fileName: file.name, fraction: 0, done: false });
    try {
      const stored = await upload.mutateAsync({ folder, file, onProgress: (fraction) => setProgress({ fileName: file.name, fraction, done: false }) });
      setProgress({ fileName: file.name, fraction: 1, done: true });
      await updateRecord.mutateAsync({ record, changes: { FileURL: stored.key } });
      notify('success', t('files.uploaded', { name: file.name }));
    } catch (error) {
      setProgress(null);
      notify('error', t('files.uploadFailed', { name: file.name }), toAppError(error).message);
    }
  };

  const onDelete = async () => {
    const file = toDelete;
    if (!file) return;
    try {
      await remove.mutateAsync({ folder, key: file.key });
      if (record['FileURL'] === file.key) {
        const next = (files.data ?? []).filter((f) => f.key !== file.key).at(-1)?.key ?? null;
        await updateRecord.mutateAsync({ record, changes: { FileURL: next } });
      }
      notify('success', t('files.deleted', { name: displayName(file) }));
    } catch (error) {
      notify('error', t('files.deleteFailed', { name: displayName(file) }), toAppError(error).message);
    } finally {
      setToDelete(null);
    }
  };

  const onDownload = async (file: StoredFile) => {
    try {
      await downloadAttachment(file);
    } catch (error) {
      notify('error', t('files.downloadFailed', { name: displayName(file) }), toAppError(error).message);
    }
  };

  const busy = upload.isPending || updateRecord.isPending;
  return (
    <section className={styles.root} aria-labelledby={`${inputId}-title`}>
      <Text as={Heading} id={`${inputId}-title`} weight="semibold" size={400}>
        {t('files.title')}
      </Text>
      <StateView isLoading={files.isLoading} error={files.error} isEmpty={(files.data ?? []).length === 0} onRetry={() => void files.refetch()} emptyTitle={t('files.empty')} skeletonRows={2}>
        <ul className={styles.list} aria-label={t('files.listLabel')}>
          {(files.data ?? []).map((file) => (
            <li key={file.key} className={styles.item}>
              <DocumentRegular aria-hidden />
              <Text className={styles.name}>
                <Bidi>{displayName(file)}</Bidi>
              </Text>
              <Text size={200} className={styles.meta}>
                {sizeText(file.size)} · {formatDateTime(file.uploadedAt, i18n.language)}
              </Text>
              <Button size="small" icon={<ArrowDownloadRegular />} aria-label={t('files.download', { name: displayName(file) })} onClick={() => void onDownload(file)} />
              {canDelete && (
                <DangerButton size="small" icon={<DeleteRegular />} aria-label={t('files.delete', { name: displayName(file) })} onClick={() => setToDelete(file)} />
              )}
            </li>
          ))}
        </ul>
      </StateView>
      {canUpload && (
        <div className={styles.upload}>
          {/* the native picker, opened by the button (the button is the one control keyboards and readers meet) */}
          <input ref={inputRef} type="file" className={styles.hidden} tabIndex={-1} aria-hidden aria-label={t('files.choose')} onChange={(event) => void onFile(event)} disabled={busy} />
          <div>
            <Button icon={<AttachRegular />} onClick={() => inputRef.current?.click()} disabled={busy}>
              {t('files.attach')}
            </Button>
          </div>
          <Text size={200} className={styles.meta}>
            {t('files.hint', { max: megabytes(MAX_FILE_BYTES) })}
          </Text>
          {problem && (
            <Text role="alert" style={{ color: tokens.colorPaletteRedForeground1 }}>
              {problem}
            </Text>
          )}
          {progress && (
            <Field validationState={progress.done ? 'success' : 'none'} validationMessage={progress.done ? t('files.uploadDone', { name: progress.fileName }) : t('files.uploading', { name: progress.fileName })}>
              <ProgressBar value={progress.fraction} max={1} aria-label={t('files.progress', { name: progress.fileName })} />
            </Field>
          )}
        </div>
      )}
      <ConfirmDialog
        danger
        open={toDelete !== null}
        title={t('files.confirmTitle')}
        body={t('files.confirmBody', { name: toDelete ? displayName(toDelete) : '' })}
        confirmLabel={t('files.confirmDelete')}
        busy={remove.isPending}
        onConfirm={() => void onDelete()}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
