/**
 * Reading JSON 1.1 request bodies defensively: wrong JSON types are SerializationException,
 * missing or out-of-range values are InvalidParameterException (as AWS reports them).
 */
import { CognitoError, invalidParameter } from './errors.ts';

export type Body = Record<string, unknown>;

export function parseBody(raw: string): Body {
  if (raw.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new CognitoError('SerializationException', 'Request body is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new CognitoError('SerializationException', 'Request body must be a JSON object');
  }
  return parsed as Body;
}

function wrongType(field: string, expected: string): CognitoError {
  return new CognitoError('SerializationException', `${field} must be ${expected}`);
}

export interface StringRule {
  max?: number;
  min?: number;
}

export function optionalString(body: Body, field: string, rule: StringRule = {}): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw wrongType(field, 'a string');
  const max = rule.max ?? 2048;
  if (value.length > max) throw invalidParameter(`${field} must be at most ${max} characters long`);
  if (value.length < (rule.min ?? 0)) throw invalidParameter(`${field} must be at least ${rule.min} characters long`);
  return value;
}

export function requireString(body: Body, field: string, rule: StringRule = {}): string {
  const value = optionalString(body, field, rule);
  if (value === undefined || value === '') throw invalidParameter(`Missing required parameter ${field}`);
  return value;
}

export function optionalInteger(body: Body, field: string, min: number, max: number): number | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value)) throw wrongType(field, 'an integer');
  if (value < min || value > max) throw invalidParameter(`${field} must be between ${min} and ${max}`);
  return value;
}

/** A map of string to string (AuthParameters, ChallengeResponses, ClientMetadata). */
export function optionalStringMap(body: Body, field: string): Record<string, string> | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw wrongType(field, 'a map of strings');
  const out = Object.create(null) as Record<string, string>;
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (typeof v !== 'string') throw wrongType(`${field}.${k}`, 'a string');
    if (v.length > 16_384) throw invalidParameter(`${field}.${k} is too long`);
    out[k] = v;
  }
  return out;
}

export function requireStringMap(body: Body, field: string): Record<string, string> {
  const value = optionalStringMap(body, field);
  if (value === undefined) throw invalidParameter(`Missing required parameter ${field}`);
  return value;
}

/** Reads a required key of a string map (e.g. AuthParameters.USERNAME). */
export function requireMapKey(map: Record<string, string>, mapName: string, key: string): string {
  const value = Object.hasOwn(map, key) ? map[key] : undefined;
  if (value === undefined || value === '') throw invalidParameter(`Missing required parameter ${mapName}.${key}`);
  return value;
}

/** [{Name, Value}] attribute lists (AdminCreateUser.UserAttributes). */
export function optionalAttributeList(body: Body, field: string): Array<{ Name: string; Value: string }> | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) throw wrongType(field, 'a list of {Name, Value}');
  if (value.length > 50) throw invalidParameter(`${field} has too many entries`);
  return value.map((item: unknown, i) => {
    if (typeof item !== 'object' || item === null) throw wrongType(`${field}[${i}]`, 'an object');
    const { Name, Value } = item as Record<string, unknown>;
    if (typeof Name !== 'string' || Name === '') throw wrongType(`${field}[${i}].Name`, 'a non-empty string');
    if (Value !== undefined && typeof Value !== 'string') throw wrongType(`${field}[${i}].Value`, 'a string');
    if (Name.length > 128 || (Value ?? '').length > 2048) throw invalidParameter(`${field}[${i}] is too long`);
    return { Name, Value: Value ?? '' };
  });
}

export function optionalStringList(body: Body, field: string, maxItems = 50): string[] | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) throw wrongType(field, 'a list of strings');
  if (value.length > maxItems) throw invalidParameter(`${field} has too many entries`);
  return value as string[];
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_RE.test(value);
}

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}
