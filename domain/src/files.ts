import type { FilePrefix } from './entities.ts';

/**
 * What the file endpoints accept (spec §6 prefixes): the server refuses anything else, and
 * the upload controls check the same list first so staff get a clear message before sending.
 */
export const ALLOWED_CONTENT_TYPES: readonly string[] = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/tiff',
  'text/plain',
  'text/csv',
  'application/dicom',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
];

/** The largest file the server stores (25 MiB). */
export const MAX_FILE_BYTES = 25 * 1024 * 1024;

/**
 * The patient a stored file belongs to, from its key: a patient's documents live under
 * `<prefix>/<PatientID>/…` (the patients remote files a record's attachments under
 * `<prefix>/<PatientID>/<record id>/`). Avatars belong to no patient. Reading such a file is
 * a view of that patient's record of the prefix's kind, for the access log.
 */
export function patientOfFileKey(prefix: FilePrefix, segments: readonly string[]): string | undefined {
  return prefix !== 'avatars' && segments.length >= 2 ? segments[0] : undefined;
}
