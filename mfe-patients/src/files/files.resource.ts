/**
 * A record's attachments in the file store: `<prefix>/<PatientID>/<recordId>/<safe file name>`.
 * The folder listing is the list of files; the record's `FileURL` names the latest one (set
 * through the chart-record update, with the Version that was read). Type and size are checked
 * here before anything is sent; the server checks the same rules again.
 */
import { ALLOWED_CONTENT_TYPES, type FilePrefix, MAX_FILE_BYTES } from '@emr/domain';
import { type StoredFile, fileStore, saveFile } from '@emr/shared-ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Prefixes whose files belong to a chart record (avatars are not attachments). */
export type AttachmentPrefix = Exclude<FilePrefix, 'avatars'>;

export type FileProblem = 'type' | 'size' | 'empty';

/** Types browsers often leave empty or name differently, by extension. */
const TYPE_BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  txt: 'text/plain',
  csv: 'text/csv',
  dcm: 'application/dicom',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export function contentTypeOf(file: Pick<File, 'name' | 'type'>): string {
  const declared = file.type.split(';')[0]!.trim().toLowerCase();
  if (declared) return declared;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return TYPE_BY_EXTENSION[extension] ?? 'application/octet-stream';
}

/** What is wrong with a file before it is sent, or null. */
export function fileProblem(file: Pick<File, 'name' | 'type' | 'size'>): FileProblem | null {
  if (!ALLOWED_CONTENT_TYPES.includes(contentTypeOf(file))) return 'type';
  if (file.size > MAX_FILE_BYTES) return 'size';
  if (file.size === 0) return 'empty';
  return null;
}

/** A file name safe in a key: letters, digits, dot, dash and underscore; never empty or hidden. */
export function safeFileName(name: string): string {
  const cleaned = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w.-]+/g, '_')
    .replace(/^[._-]+/, '')
    .slice(-120);
  return cleaned || 'file';
}

export function attachmentFolder(prefix: AttachmentPrefix, patientId: string, recordId: string): `${AttachmentPrefix}/${string}/` {
  return `${prefix}/${patientId}/${recordId}/`;
}

/** The name a person reads: the uploaded name, else the last key segment. */
export function displayName(file: Pick<StoredFile, 'key' | 'fileName'>): string {
  return file.fileName || file.key.split('/').at(-1) || file.key;
}

const filesKey = (folder: string) => ['emr', 'files', folder] as const;

/** The files of one record, oldest first; `folder` null skips the request. */
export function useAttachments(folder: string | null) {
  return useQuery<StoredFile[]>({
    queryKey: filesKey(folder ?? ''),
    queryFn: async () => {
      const list = await (await fileStore()).list(folder!);
      return [...list].sort((a, b) => a.uploadedAt.localeCompare(b.uploadedAt));
    },
    enabled: folder !== null,
  });
}

export interface UploadInput {
  folder: `${AttachmentPrefix}/${string}/`;
  file: File;
  onProgress: (fraction: number) => void;
}

export function useUploadAttachment() {
  const client = useQueryClient();
  return useMutation<StoredFile, Error, UploadInput>({
    mutationFn: async ({ folder, file, onProgress }) =>
      (await fileStore()).upload(`${folder}${safeFileName(file.name)}`, file, { contentType: contentTypeOf(file), fileName: file.name, onProgress }),
    onSuccess: (_stored, { folder }) => client.invalidateQueries({ queryKey: filesKey(folder) }),
  });
}

export function useDeleteAttachment() {
  const client = useQueryClient();
  return useMutation<void, Error, { folder: string; key: string }>({
    mutationFn: async ({ key }) => (await fileStore()).remove(key),
    onSuccess: (_result, { folder }) => client.invalidateQueries({ queryKey: filesKey(folder) }),
  });
}

/** Saves a stored file through the browser's own download. */
export async function downloadAttachment(file: Pick<StoredFile, 'key' | 'fileName'>): Promise<void> {
  saveFile(displayName(file), await (await fileStore()).download(file.key));
}
