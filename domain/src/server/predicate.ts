/**
 * Evaluates AppSync filter and condition inputs against an item, with DynamoDB's
 * semantics: comparisons only between values of one type, a missing attribute fails every
 * comparison except `ne` and `notContains`, `size` measures strings, lists and maps.
 */
import { AppError, ERROR_TYPES } from '../errors.ts';

type Item = Readonly<Record<string, unknown>>;
type Operators = Readonly<Record<string, unknown>>;
export type Predicate = Readonly<Record<string, unknown>>;

function dynamoType(value: unknown): string {
  if (value === null || value === undefined) return '_null';
  if (typeof value === 'string') return 'string';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'bool';
  if (Array.isArray(value)) return 'list';
  return 'map';
}

function comparable(a: unknown, b: unknown): boolean {
  return (typeof a === 'string' && typeof b === 'string') || (typeof a === 'number' && typeof b === 'number');
}

function sizeOf(value: unknown): number | undefined {
  if (typeof value === 'string') return new TextEncoder().encode(value).length;
  if (Array.isArray(value)) return value.length;
  if (value && typeof value === 'object') return Object.keys(value).length;
  return undefined;
}

function contains(value: unknown, operand: unknown): boolean {
  if (typeof value === 'string' && typeof operand === 'string') return value.includes(operand);
  if (Array.isArray(value)) return value.some((element) => element === operand);
  return false;
}

function compare(value: unknown, op: string, operand: unknown): boolean {
  const exists = value !== undefined && value !== null;
  switch (op) {
    case 'eq':
      return exists && value === operand;
    case 'ne':
      return !exists || value !== operand;
    case 'le':
      return exists && comparable(value, operand) && (value as string) <= (operand as string);
    case 'lt':
      return exists && comparable(value, operand) && (value as string) < (operand as string);
    case 'ge':
      return exists && comparable(value, operand) && (value as string) >= (operand as string);
    case 'gt':
      return exists && comparable(value, operand) && (value as string) > (operand as string);
    case 'between': {
      if (!Array.isArray(operand) || operand.length !== 2) {
        throw new AppError(ERROR_TYPES.badRequest, 'between takes exactly two values, [low, high]');
      }
      const [low, high] = operand as [unknown, unknown];
      return exists && comparable(value, low) && comparable(value, high) && (value as string) >= (low as string) && (value as string) <= (high as string);
    }
    case 'beginsWith':
      return typeof value === 'string' && typeof operand === 'string' && value.startsWith(operand);
    case 'contains':
      return exists && contains(value, operand);
    case 'notContains':
      return !exists || !contains(value, operand);
    case 'attributeExists':
      return operand === exists;
    case 'attributeType':
      return dynamoType(value) === operand;
    case 'size': {
      const size = sizeOf(value);
      if (size === undefined) return false;
      return Object.entries(operand as Operators).every(([sizeOp, sizeOperand]) => compare(size, sizeOp, sizeOperand));
    }
    default:
      throw new AppError(ERROR_TYPES.badRequest, `Unknown filter operator ${op}`);
  }
}

/** True when the item satisfies every field predicate and the and/or/not combinators. */
export function matches(item: Item, predicate: Predicate | null | undefined): boolean {
  if (!predicate) return true;
  for (const [key, operators] of Object.entries(predicate)) {
    if (operators === null || operators === undefined) continue;
    if (key === 'and') {
      if (!(operators as Predicate[]).every((p) => matches(item, p))) return false;
    } else if (key === 'or') {
      const list = operators as Predicate[];
      if (list.length > 0 && !list.some((p) => matches(item, p))) return false;
    } else if (key === 'not') {
      if (matches(item, operators as Predicate)) return false;
    } else {
      for (const [op, operand] of Object.entries(operators as Operators)) {
        if (operand === undefined) continue;
        if (!compare(item[key], op, operand)) return false;
      }
    }
  }
  return true;
}

const COMBINATORS = new Set(['and', 'or', 'not']);

/** Every field a filter or condition names, at any depth of and/or/not. */
export function predicateFields(predicate: Predicate): Set<string> {
  const fields = new Set<string>();
  const pending: unknown[] = [predicate];
  while (pending.length) {
    const node = pending.pop();
    if (Array.isArray(node)) pending.push(...node);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (value === null || value === undefined) continue;
        if (COMBINATORS.has(key)) pending.push(value);
        else fields.add(key);
      }
    }
  }
  return fields;
}
