/**
 * Files go through this small interface: the embedded server's /files endpoint on a
 * clinic's machine, Amplify Storage in the cloud (which cannot reach a local endpoint).
 * Keys are `<prefix>/<path>` (spec §6 prefixes); the server scopes them to the caller's clinic.
 */
import { AppError, ERROR_TYPES, type ErrorType, type FilePrefix } from '@emr/domain';
import { amplifyOutputs, sessionStore } from '@emr/shared-ui/core';

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

async function failure(status: number, text: string): Promise<AppError> {
  try {
    const body = JSON.parse(text) as { errorType?: ErrorType; message?: string };
    return new AppError(body.errorType ?? ERROR_TYPES.internal, body.message ?? `HTTP ${status}`);
  } catch {
    return new AppError(status === 401 ? ERROR_TYPES.unauthorized : ERROR_TYPES.internal, `HTTP ${status}`);
  }
}

/** The embedded server's endpoint (XHR for uploads, so progress can be shown). */
export function createHttpFileStore(baseUrl: string, token: () => string | null = () => sessionStore.getState().accessToken): FileStore {
  const headers = (): Record<string, string> => {
    const value = token();
    return value ? { authorization: value } : {};
  };
  const request = async (method: string, key: string): Promise<Response> => {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}/${encodeKey(key)}`, { method, headers: headers() });
    } catch (error) {
      throw new AppError(ERROR_TYPES.network, (error as Error).message);
    }
    if (!response.ok) throw await failure(response.status, await response.text());
    return response;
  };
  return {
    upload(key, body, { contentType, fileName, onProgress, signal }) {
      return new Promise((resolve, reject) => {
        const xhr = new XMLHttpRequest();
        xhr.open('PUT', `${baseUrl}/${encodeKey(key)}`);
        for (const [name, value] of Object.entries(headers())) xhr.setRequestHeader(name, value);
        xhr.setRequestHeader('content-type', contentType);
        if (fileName) xhr.setRequestHeader('x-file-name', encodeURIComponent(fileName));
        xhr.upload.onprogress = (event) => {
          if (event.lengthComputable) onProgress?.(event.loaded / event.total);
        };
        xhr.onload = () => {
          if (xhr.status === 201) resolve(JSON.parse(xhr.responseText) as StoredFile);
          else void failure(xhr.status, xhr.responseText).then(reject);
        };
        xhr.onerror = () => reject(new AppError(ERROR_TYPES.network, 'The upload could not reach the server'));
        xhr.onabort = () => reject(new AppError(ERROR_TYPES.badRequest, 'The upload was cancelled'));
        signal?.addEventListener('abort', () => xhr.abort());
        xhr.send(body);
      });
    },
    async download(key) {
      return (await request('GET', key)).blob();
    },
    async list(folder) {
      const path = folder.endsWith('/') ? folder : `${folder}/`;
      return ((await (await request('GET', path)).json()) as { items: StoredFile[] }).items;
    },
    async remove(key) {
      await request('DELETE', key);
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
