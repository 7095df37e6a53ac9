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
