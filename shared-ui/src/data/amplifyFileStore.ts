/**
 * The cloud FileStore: Amplify Storage (S3) under the same six prefixes, each clinic in its own
 * folder (`<prefix>/<clinic>/<path>`), as the embedded server keeps them. Used when the outputs
 * carry a storage bucket; the embedded server has none, so it gets the HTTP store instead.
 */
import { AppError, ERROR_TYPES, type FilePrefix } from '@emr/domain';
import { downloadData, getProperties, list, remove, uploadData } from 'aws-amplify/storage';
import { sessionStore } from '@emr/shared-ui/core';
import { toAppError } from './errors.ts';
import type { FileStore, StoredFile } from './fileStore.ts';

function clinic(): string {
  const id = sessionStore.getState().userData?.ClinicID;
  if (!id) throw new AppError(ERROR_TYPES.unauthorized, 'Sign in first');
  return id;
}

/** `lab-results/P-1/a.pdf` → `lab-results/<clinic>/P-1/a.pdf`, and back. */
const toPath = (key: string) => {
  const [prefix, ...rest] = key.split('/');
  return [prefix, clinic(), ...rest].join('/');
};
const toKey = (path: string) => {
  const [prefix, , ...rest] = path.split('/');
  return [prefix, ...rest].join('/');
};

async function attempt<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'NotFound' || name === 'NoSuchKey') throw new AppError(ERROR_TYPES.notFound, 'This file no longer exists');
    throw toAppError(error);
  }
}

export function createAmplifyFileStore(): FileStore {
  return {
    upload(key: `${FilePrefix}/${string}`, body, { contentType, fileName, onProgress }) {
      return attempt(async () => {
        const path = toPath(key);
        const result = await uploadData({
          path,
          data: body,
          options: {
            contentType,
            preventOverwrite: true,
            metadata: { uploadedBy: sessionStore.getState().userData?.id ?? '', ...(fileName ? { fileName: encodeURIComponent(fileName) } : {}) },
            onProgress: ({ transferredBytes, totalBytes }) => totalBytes && onProgress?.(transferredBytes / totalBytes),
          },
        }).result;
        const stored: StoredFile = {
          key,
          size: result.size ?? body.size,
          contentType,
          uploadedAt: new Date().toISOString(),
          uploadedBy: sessionStore.getState().userData?.id ?? '',
          fileName: fileName ?? null,
        };
        return stored;
      });
    },
    download(key) {
      return attempt(async () => (await downloadData({ path: toPath(key) }).result).body.blob());
    },
    list(folder) {
      return attempt(async () => {
        const { items } = await list({ path: toPath(folder.endsWith('/') ? folder : `${folder}/`), options: { listAll: true } });
        return Promise.all(
          items.map(async (item) => {
            const properties = await getProperties({ path: item.path });
            return {
              key: toKey(item.path),
              size: item.size ?? 0,
              contentType: properties.contentType ?? 'application/octet-stream',
              uploadedAt: (item.lastModified ?? new Date(0)).toISOString(),
              uploadedBy: properties.metadata?.['uploadedby'] ?? '',
              fileName: properties.metadata?.['filename'] ? decodeURIComponent(properties.metadata['filename']) : null,
            } satisfies StoredFile;
          }),
        );
      });
    },
    remove(key) {
      return attempt(async () => {
        await remove({ path: toPath(key) });
      });
    },
  };
}
