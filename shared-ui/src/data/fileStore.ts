/**
 * Files go through this small interface: the embedded server's /files endpoint on a
 * clinic's machine, Amplify Storage in the cloud (which cannot reach a local endpoint).
 * Keys are `<prefix>/<path>` (spec §6 prefixes); the server scopes them to the caller's clinic.
 */
import { AppError, ERROR_TYPES, type FilePrefix } from '@emr/domain';
import { amplifyOutputs, currentAccessToken } from '@emr/shared-ui/core';
import { answerError, http } from './http.ts';

export interface StoredFile {
  key: string;
  size: number;
  contentType: string;
  uploadedAt: string;
  uploadedBy: string;
  fileName: string | null;
}

export interface UploadOptions {
  contentType: string;
  fileName?: string;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export interface FileStore {
  upload(key: `${FilePrefix}/${string}`, body: Blob, options: UploadOptions): Promise<StoredFile>;
  download(key: string): Promise<Blob>;
  list(folder: string): Promise<StoredFile[]>;
  remove(key: string): Promise<void>;
}

function encodeKey(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** A file can take a while to come: downloads get longer than the client's 15 seconds. */
const DOWNLOAD_TIMEOUT = 120_000;

/**
 * The embedded server's endpoint: reads and deletes through the app's one HTTP client
 * (`http.ts`); uploads through XMLHttpRequest, whose upload events give the progress bar
 * (fetch has no upload progress).
 */
export function createHttpFileStore(baseUrl: string): FileStore {
  const url = (key: string) => `${baseUrl}/${encodeKey(key)}`;
  return {
    async upload(key, body, { contentType, fileName, onProgress, signal }) {
      const token = await currentAccessToken();
      return new Promise((resolve, reject) => {
        const xhr = new XMLHttpRequest();
        xhr.open('PUT', url(key));
        if (token) xhr.setRequestHeader('authorization', token);
        xhr.setRequestHeader('content-type', contentType);
        if (fileName) xhr.setRequestHeader('x-file-name', encodeURIComponent(fileName));
        xhr.upload.onprogress = (event) => {
          if (event.lengthComputable) onProgress?.(event.loaded / event.total);
        };
        xhr.onload = () => {
          if (xhr.status === 201) resolve(JSON.parse(xhr.responseText) as StoredFile);
          else reject(answerError(xhr.status, parsed(xhr.responseText), `HTTP ${xhr.status}`));
        };
        xhr.onerror = () => reject(new AppError(ERROR_TYPES.network, 'The upload could not reach the server'));
        xhr.onabort = () => reject(new AppError(ERROR_TYPES.badRequest, 'The upload was cancelled'));
        signal?.addEventListener('abort', () => xhr.abort());
        xhr.send(body);
      });
    },
    async download(key) {
      return http.get(url(key), { timeout: DOWNLOAD_TIMEOUT }).blob();
    },
    async list(folder) {
      const path = folder.endsWith('/') ? folder : `${folder}/`;
      return (await http.get(url(path)).json<{ items: StoredFile[] }>()).items;
    },
    async remove(key) {
      await http.delete(url(key), { retry: 0 });
    },
  };
}

/**
 * The FileStore for this deployment: the embedded server's `/files` endpoint when the outputs
 * name one, else Amplify Storage (cloud).
 */
export async function createFileStore(outputs: { custom?: { emr?: { files_endpoint?: string } } } | null): Promise<FileStore> {
  const endpoint = outputs?.custom?.emr?.files_endpoint;
  if (endpoint) return createHttpFileStore(endpoint);
  const { createAmplifyFileStore } = await import('./amplifyFileStore.ts');
  return createAmplifyFileStore();
}

let current: Promise<FileStore> | null = null;

/** The page's FileStore, created on first use from the outputs Amplify was configured with. */
export function fileStore(): Promise<FileStore> {
  current ??= createFileStore(amplifyOutputs());
  return current;
}

/** Replaces the FileStore (tests use the in-memory one from '@emr/shared-ui/testing'). */
export function setFileStore(store: FileStore | null): void {
  current = store ? Promise.resolve(store) : null;
}
