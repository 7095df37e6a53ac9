/**
 * An in-memory FileStore with the server's rules (allow list of types, size limit, clinic
 * folders are implicit) and upload progress, for component tests.
 */
import { ALLOWED_CONTENT_TYPES, AppError, ERROR_TYPES, MAX_FILE_BYTES } from '@emr/domain';
import type { FileStore, StoredFile } from '../data/fileStore.ts';

export function createMemoryFileStore({ maxBytes = MAX_FILE_BYTES, uploadedBy = 'test-user' } = {}) {
  const files = new Map<string, { meta: StoredFile; body: Blob }>();
  const store: FileStore = {
    async upload(key, body, options) {
      const essence = options.contentType.split(';')[0]!.trim().toLowerCase();
      if (!ALLOWED_CONTENT_TYPES.includes(essence)) {
        throw new AppError(ERROR_TYPES.unsupportedMediaType, `Content type "${essence}" is not accepted`);
      }
      if (body.size > maxBytes) throw new AppError(ERROR_TYPES.payloadTooLarge, `The file is larger than the limit of ${maxBytes} bytes`);
      options.onProgress?.(0.5);
      options.onProgress?.(1);
      const meta: StoredFile = {
        key,
        size: body.size,
        contentType: essence,
        uploadedAt: new Date().toISOString(),
        uploadedBy,
        fileName: options.fileName ?? null,
      };
      files.set(key, { meta, body });
      return meta;
    },
    async download(key) {
      const file = files.get(key);
      if (!file) throw new AppError(ERROR_TYPES.notFound, `No file ${key}`);
      return file.body;
    },
    async list(folder) {
      const path = folder.endsWith('/') ? folder : `${folder}/`;
      return [...files.values()].filter(({ meta }) => meta.key.startsWith(path)).map(({ meta }) => meta);
    },
    async remove(key) {
      if (!files.delete(key)) throw new AppError(ERROR_TYPES.notFound, `No file ${key}`);
    },
  };
  return { store, files };
}
