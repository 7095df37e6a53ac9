/**
 * The first step of every write (writePipeline.ts): what a client or a server planner sends is
 * checked against the model's field types and put in the one form the server stores, so every
 * later rule, index and lookup sees the same text.
 *
 * - A field the model does not have is refused; a value of another type than the model's is
 *   refused (GraphQL checks createEMR's and updateEMR's arguments, but `transactEMR` and the
 *   custom operations carry their rows as JSON: this holds for every path).
 * - A date-time is stored as UTC ISO (`toISOString`): `2026-10-01T05:00:00+14:00` is
 *   `2026-09-30T15:00:00.000Z`, so the month a lock reads and the month an index keys are one
 *   (`monthOfInstant`, keys.ts).
 * - A code (`CPTCode`) is trimmed and upper case, a link or identifier trimmed, so the unique
 *   slot, the scrubber and the price lookup see one text.
 * - Text is at most `MAX_TEXT_LENGTH` characters, a JSON field at most `MAX_JSON_BYTES` (a
 *   kind's field specs set tighter limits, fieldSpecs.ts), and the whole input at most
 *   `INPUT_LIMITS` values deep and wide.
 */
import { AppError, ERROR_TYPES } from '../errors.ts';
import { QUERY_LIMITS, measureJson } from './queryLimits.ts';

type Fields = Record<string, unknown>;

/** The model's scalar types (amplify/data/fields.ts, as the introspection names them). */
export type FieldType = 'ID' | 'String' | 'Int' | 'Float' | 'Boolean' | 'AWSDateTime' | 'AWSJSON';

/** The model as the rules need it: every field's name, and its type. */
export interface ModelShape {
  modelFields: readonly string[];
  fieldTypes: Readonly<Record<string, FieldType>>;
}

/** The model's shape from the introspection's field descriptors (`introspection.models.EMR.fields`). */
export function modelShape(fields: Readonly<Record<string, { type: unknown }>>): ModelShape {
  const fieldTypes = Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, (typeof field.type === 'string' ? field.type : 'AWSJSON') as FieldType]));
  return { modelFields: Object.keys(fields), fieldTypes };
}

/** The longest text one field may hold (a kind's field specs may say less: a name, a reason). */
export const MAX_TEXT_LENGTH = 20_000;
/** The most one JSON field may hold as a client sends it, serialised (a wrap-up's history, a panel's results). */
export const MAX_JSON_BYTES = 100_000;
/** The JSON values and nesting one write's input may hold, as a GraphQL request's variables. */
export const INPUT_LIMITS = { maxNodes: QUERY_LIMITS.maxVariableNodes, maxDepth: QUERY_LIMITS.maxVariableDepth } as const;

/** AppSync's AWSDateTime: a date, a time and an offset (`Z` or ±hh:mm). */
export const ISO_DATE_TIME = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}(:\d{2})?)$/;

/** The calendar day of an ISO value exists (no 30 February). */
export function isRealDay(value: string): boolean {
  const [y, m, d] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A date-time as the server stores it: UTC ISO, or null when it is not an AWSDateTime. */
export function canonicalDateTime(value: string): string | null {
  if (!ISO_DATE_TIME.test(value) || !isRealDay(value)) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/** Codes: one text whatever spacing or case was typed. */
const CODE_FIELDS = new Set(['CPTCode']);
/** Identifiers and links to other rows: no surrounding spaces. */
const TRIMMED_FIELDS = new Set(['PatientID', 'Claim', 'PaymentID', 'PaymentPlanID', 'CareMonth', 'LinkedToVisit', 'LinkedToClaim', 'LinkedToProgram', 'Reverses', 'AssignedTo', 'Program']);
/** Fields the server fills and the model has no type for in an input (`id` is the model's ID). */
const NOT_FIELDS = new Set(['id']);

const wrong = (field: string, message: string) => new AppError(ERROR_TYPES.validation, `${field}: ${message}`, { [field]: message });

function normaliseValue(field: string, type: FieldType, value: unknown, client: boolean): unknown {
  switch (type) {
    case 'ID':
    case 'String': {
      if (typeof value !== 'string') throw wrong(field, 'Must be text');
      if (client && value.length > MAX_TEXT_LENGTH) throw wrong(field, `Is too long: at most ${MAX_TEXT_LENGTH} characters`);
      if (CODE_FIELDS.has(field)) return value.trim().toUpperCase();
      return TRIMMED_FIELDS.has(field) ? value.trim() : value;
    }
    case 'Int':
      if (!Number.isInteger(value)) throw wrong(field, 'Must be a whole number');
      return value;
    case 'Float':
      if (typeof value !== 'number' || !Number.isFinite(value)) throw wrong(field, 'Must be a number');
      return value;
    case 'Boolean':
      if (typeof value !== 'boolean') throw wrong(field, 'Must be true or false');
      return value;
    case 'AWSDateTime': {
      const canonical = typeof value === 'string' ? canonicalDateTime(value) : null;
      if (canonical === null) throw wrong(field, 'Must be a date-time with its offset (ISO 8601), e.g. 2026-11-22T09:30:00.000Z');
      return canonical;
    }
    case 'AWSJSON': {
      if (client && (typeof value === 'string' ? value.length : JSON.stringify(value).length) > MAX_JSON_BYTES) throw wrong(field, `Holds too much: at most ${MAX_JSON_BYTES / 1000} KB`);
      return value;
    }
  }
}

/**
 * A write's input with every field checked and normalised. `client`: sent by a client (the
 * length limits apply; a server planner's own values are not capped). A model without types
 * (a test's fake) checks nothing.
 */
export function normaliseInput(input: Readonly<Fields>, fieldTypes: Readonly<Record<string, FieldType>>, client: boolean): Fields {
  if (Object.keys(fieldTypes).length === 0) return { ...input };
  if (client) {
    const size = measureJson(input, INPUT_LIMITS.maxNodes, INPUT_LIMITS.maxDepth);
    if (size.nodes > INPUT_LIMITS.maxNodes || size.depth > INPUT_LIMITS.maxDepth) {
      throw new AppError(ERROR_TYPES.badRequest, `A record may hold at most ${INPUT_LIMITS.maxNodes} values, nested at most ${INPUT_LIMITS.maxDepth} levels`);
    }
  }
  const out: Fields = {};
  for (const [field, value] of Object.entries(input)) {
    if (NOT_FIELDS.has(field)) {
      out[field] = value;
      continue;
    }
    const type = fieldTypes[field];
    if (!type) throw new AppError(ERROR_TYPES.validation, `${field} is not a field of the EMR model`, { [field]: 'Unknown field' });
    out[field] = value === null || value === undefined ? value : normaliseValue(field, type, value, client);
  }
  return out;
}
