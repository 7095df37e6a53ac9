/**
 * An audit entry's changes as a person reads them: the field's label (translated), values in
 * words — local dates and times, Yes/No, role names, staff names instead of user ids, lists and
 * JSON as labelled phrases, never raw — and, for the histories the server appends to, only the
 * entries that were added. Pure (the `t`, language and staff names are given), so the same text
 * serves a screen, a sort and an export.
 */
import type { TFunction } from 'i18next';

export interface AuditChange {
  field: string;
  from: unknown;
  to: unknown;
}

export interface AuditFormatContext {
  /** A `t` that reads the `audit` and `common` namespaces. */
  t: TFunction;
  language: string;
  /** A staff member's name from their user id (the staff directory), or null when unknown. */
  staffName?: ((id: string) => string | null) | undefined;
}

export interface ReadableChange {
  field: string;
  label: string;
  kind: 'set' | 'changed' | 'cleared' | 'added';
  from: string;
  to: string;
}

/** Fields that only say what a row is (its id, tenant, kind): never shown. */
const INTERNAL = new Set(['id', 'ClinicID', 'EntityType', 'byName']);
/** Fields and entry keys that hold a staff member's user id. */
const PERSON = new Set(['AssignedTo', 'CreatedBy', 'ChangedBy', 'by']);
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}(T00:00(:00(\.000)?)?(Z|[+-]00:00))?$/;
const MAX_TEXT = 120;

/** "PriorAuthorizationStatus" → "Prior authorization status" (a field without a label of its own). */
export function fieldWords(field: string): string {
  const words = field.replace(/([a-z\d])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2').split(' ');
  const text = words.map((word, i) => (i === 0 || /^[A-Z\d]{2,}$/.test(word) ? word : word.toLowerCase())).join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function auditFieldLabel(t: TFunction, field: string): string {
  return t(`audit:fields.${field}`, { defaultValue: fieldWords(field) });
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** A JSON text (AWSJSON arrives as one) as its value; anything else as it is. */
function parsed(value: unknown): unknown {
  if (typeof value !== 'string' || !/^\s*[[{]/.test(value)) return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

function formatDateTime(value: string, language: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  // a day stored at UTC midnight (a date of birth) is that day wherever it is read
  if (DAY_ONLY.test(value)) return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** One value in words. `field` says how to read it (a user id, a role…). */
export function formatAuditValue(raw: unknown, field: string, context: AuditFormatContext): string {
  const { t, language } = context;
  const value = parsed(raw);
  if (isEmpty(value)) return t('audit:empty');
  if (typeof value === 'boolean') return t(value ? 'audit:yes' : 'audit:no');
  if (typeof value === 'number') return new Intl.NumberFormat(language).format(value);
  if (typeof value === 'string') {
    if (PERSON.has(field)) return context.staffName?.(value) ?? t('audit:unknownPerson');
    if (field === 'Role') return t(`common:roles.${value}`, { defaultValue: value });
    if (field === 'Status') return t(`common:status.${value}`, { defaultValue: value });
    if (DATE_TIME.test(value) || DAY_ONLY.test(value)) return formatDateTime(value, language);
    return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT - 1)}…` : value;
  }
  if (Array.isArray(value)) return value.map((item) => formatAuditValue(item, field, context)).join('; ');
  if (typeof value === 'object') {
    const entry = value as Record<string, unknown>;
    // a history entry carries the name with the id: the name is what a person reads
    const byName = typeof entry['byName'] === 'string' && entry['byName'] ? entry['byName'] : null;
    return Object.entries(entry)
      .filter(([key, item]) => !INTERNAL.has(key) && item !== undefined)
      .map(([key, item]) => `${auditFieldLabel(t, key)}: ${key === 'by' && byName ? byName : formatAuditValue(item, key, context)}`)
      .join(', ');
  }
  return String(value);
}

/** The entries added to a list the server appends to (a history), or null when it changed otherwise. */
function appended(from: unknown, to: unknown): unknown[] | null {
  const before = parsed(from);
  const after = parsed(to);
  if (!Array.isArray(after) || (before !== null && before !== undefined && !Array.isArray(before))) return null;
  const kept = Array.isArray(before) ? before : [];
  if (after.length <= kept.length) return null;
  return kept.every((item, i) => JSON.stringify(item) === JSON.stringify(after[i])) ? after.slice(kept.length) : null;
}

/** An entry's changes in words, internal fields left out. */
export function readableChanges(changes: readonly AuditChange[], context: AuditFormatContext): ReadableChange[] {
  return changes
    .filter((change) => !INTERNAL.has(change.field))
    .map((change) => {
      const label = auditFieldLabel(context.t, change.field);
      const added = appended(change.from, change.to);
      if (added) return { field: change.field, label, kind: 'added', from: '', to: formatAuditValue(added, change.field, context) };
      const kind = isEmpty(parsed(change.from)) ? 'set' : isEmpty(parsed(change.to)) ? 'cleared' : 'changed';
      return { field: change.field, label, kind, from: formatAuditValue(change.from, change.field, context), to: formatAuditValue(change.to, change.field, context) };
    });
}

/** One line of text per change (a sort value, an export, a screen reader). */
export function changeText(change: ReadableChange, t: TFunction): string {
  if (change.kind === 'added') return `${change.label}: ${t('audit:added')} ${change.to}`;
  if (change.kind === 'set') return `${change.label}: ${change.to}`;
  return `${change.label}: ${change.from} → ${change.to}`;
}
