/**
 * Validation of everything a file request names: the key (prefix + folders + file name),
 * the content type and the original file name. Keys are relative to the caller's clinic and
 * must be safe as a path on any file system the embedded server may run on (Linux, macOS,
 * Windows), so the rules are deliberately narrower than S3's.
 */
import { ALLOWED_CONTENT_TYPES, AppError, ERROR_TYPES, type EntityType, FILE_PREFIXES, type FilePrefix, isFilePrefix } from '@emr/domain';

/** Longest key (prefix included, after percent-decoding). */
export const MAX_KEY_LENGTH = 512;
/** Longest single segment: leaves room for the temp-file suffix within the usual 255-byte name limit. */
export const MAX_SEGMENT_LENGTH = 200;
/** Longest original file name kept as metadata. */
export const MAX_FILE_NAME_LENGTH = 255;

const SEGMENT_CHARS = /^[A-Za-z0-9 ._\-()]+$/;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;
/** Device names Windows reserves in every folder, with or without an extension. */
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\..*)?$/i;

const PREFIX_LIST = Object.keys(FILE_PREFIXES).join(', ');

function badRequest(message: string): AppError {
  return new AppError(ERROR_TYPES.badRequest, message);
}

/** A shortened, JSON-quoted copy of untrusted input for an error message. */
function quote(value: string): string {
  return JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value);
}

interface TargetBase {
  prefix: FilePrefix;
  /** The record kind whose permissions govern the prefix. */
  kind: EntityType;
  /** Segments after the prefix (decoded, validated). Empty for the prefix's root folder. */
  segments: string[];
}

/** One stored file, e.g. key 'lab-results/P-1/report.pdf'. */
export interface FileTarget extends TargetBase {
  type: 'file';
  key: string;
}

/** A folder to list, e.g. folder 'lab-results/P-1/' (always ends with '/'). */
export interface FolderTarget extends TargetBase {
  type: 'folder';
  folder: string;
}

export type Target = FileTarget | FolderTarget;

function checkSegment(segment: string): void {
  if (segment === '') {
    throw badRequest('Key has an empty segment (a double slash, or a slash right after the prefix)');
  }
  if (segment === '.' || segment === '..') throw badRequest("Key segments '.' and '..' are not allowed");
  if (segment.length > MAX_SEGMENT_LENGTH) {
    throw badRequest(`Key segment is longer than ${MAX_SEGMENT_LENGTH} characters`);
  }
  if (!SEGMENT_CHARS.test(segment)) {
    throw badRequest(
      `Key segment ${quote(segment)} may contain only letters, digits, spaces and the characters . _ - ( )`,
    );
  }
  if (segment.endsWith('.') || segment.endsWith(' ')) {
    throw badRequest(`Key segment ${quote(segment)} may not end with a dot or a space`);
  }
  if (WINDOWS_RESERVED.test(segment)) throw badRequest(`Key segment ${quote(segment)} is a reserved device name`);
}

/**
 * Parses the request path after '/files' (no query string), e.g. '/lab-results/P-1/report.pdf'
 * or '/lab-results/P-1/' (a folder). Percent-decoding happens exactly once; every rule is
 * checked on the decoded text, so '%2e%2e' is '..' and '%252e' stays a (refused) '%'.
 * Throws AppError BadRequestException.
 */
export function parseTarget(rawPath: string): Target {
  if (rawPath.length > MAX_KEY_LENGTH * 3 + 1) throw badRequest(`Key is longer than ${MAX_KEY_LENGTH} characters`);
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    throw badRequest('Key has malformed percent-encoding');
  }
  if (CONTROL_CHARS.test(decoded)) throw badRequest('Key may not contain control characters (such as NUL)');
  if (decoded.includes('\\')) throw badRequest('Key may not contain a backslash');
  if (!decoded.startsWith('/') || decoded.length === 1) {
    throw badRequest(`Path must start with a prefix: one of ${PREFIX_LIST}`);
  }
  const relative = decoded.slice(1);
  if (relative.length > MAX_KEY_LENGTH) throw badRequest(`Key is longer than ${MAX_KEY_LENGTH} characters`);

  const [prefix = '', ...segments] = relative.split('/');
  if (prefix === '') throw badRequest(`Key may not be absolute; it must start with a prefix: one of ${PREFIX_LIST}`);
  if (!isFilePrefix(prefix)) throw badRequest(`Unknown prefix ${quote(prefix)}; expected one of ${PREFIX_LIST}`);
  const kind = FILE_PREFIXES[prefix];

  // '/lab-results' and '/lab-results/' are the prefix's root folder; a trailing slash marks a folder.
  const isFolder = segments.length === 0 || segments.at(-1) === '';
  if (isFolder && segments.length > 0) segments.pop();
  segments.forEach(checkSegment);

  if (isFolder) {
    return { type: 'folder', prefix, kind, segments, folder: [prefix, ...segments, ''].join('/') };
  }
  return { type: 'file', prefix, kind, segments, key: [prefix, ...segments].join('/') };
}

/** Folder name of a clinic under <dataDir>/files; the id comes from a verified token but is checked anyway. */
export function isSafeClinicFolder(clinicId: string): boolean {
  return /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/.test(clinicId) && !clinicId.endsWith('.') && !WINDOWS_RESERVED.test(clinicId);
}


/**
 * The content type to store for an upload: the lower-cased media type, plus a `charset`
 * for text types. Throws UnsupportedMediaTypeException for anything off the allow list
 * (only images for avatars).
 */
export function parseContentType(header: string | undefined, prefix: FilePrefix): string {
  const [essenceRaw = '', ...params] = (header ?? '').split(';');
  const essence = essenceRaw.trim().toLowerCase();
  if (!essence) throw new AppError(ERROR_TYPES.unsupportedMediaType, 'A content-type header is required');
  if (!ALLOWED_CONTENT_TYPES.includes(essence)) {
    throw new AppError(
      ERROR_TYPES.unsupportedMediaType,
      `Content type ${quote(essence)} is not accepted; allowed: ${ALLOWED_CONTENT_TYPES.join(', ')}`,
    );
  }
  if (prefix === 'avatars' && !essence.startsWith('image/')) {
    throw new AppError(ERROR_TYPES.unsupportedMediaType, `Avatars must be images (got ${quote(essence)})`);
  }
  if (essence.startsWith('text/')) {
    for (const param of params) {
      const match = /^\s*charset\s*=\s*"?([A-Za-z0-9._-]{1,40})"?\s*$/i.exec(param);
      if (match?.[1]) return `${essence}; charset=${match[1].toLowerCase()}`;
    }
  }
  return essence;
}

/**
 * The original file name from the URL-encoded `x-file-name` header, or `fallback` (the
 * key's last segment) when absent. Any folder part is dropped. Throws BadRequestException.
 */
export function parseFileName(header: string | undefined, fallback: string): string {
  if (header === undefined || header.trim() === '') return fallback;
  let name: string;
  try {
    name = decodeURIComponent(header);
  } catch {
    throw badRequest('x-file-name has malformed percent-encoding');
  }
  if (CONTROL_CHARS.test(name)) throw badRequest('x-file-name may not contain control characters');
  name = (name.split(/[/\\]/).at(-1) ?? '').trim();
  if (name === '' || name === '.' || name === '..') return fallback;
  if (name.length > MAX_FILE_NAME_LENGTH) throw badRequest(`x-file-name is longer than ${MAX_FILE_NAME_LENGTH} characters`);
  return name;
}

/** RFC 6266 `attachment` disposition: an ASCII fallback name plus the exact UTF-8 name (RFC 8187). */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
