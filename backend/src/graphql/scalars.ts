/** The AWS AppSync scalars, with AppSync's validation rules. */
import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';

function stringScalar(name: string, description: string, valid: (value: string) => boolean): GraphQLScalarType {
  const check = (value: unknown): string => {
    if (typeof value !== 'string' || !valid(value)) {
      throw new GraphQLError(`Invalid ${name} value ${JSON.stringify(value)}: ${description}`);
    }
    return value;
  };
  return new GraphQLScalarType({
    name,
    description,
    serialize: (value) => value,
    parseValue: check,
    parseLiteral: (ast: ValueNode) => {
      if (ast.kind !== Kind.STRING) throw new GraphQLError(`${name} must be a string literal`);
      return check(ast.value);
    },
  });
}

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(Z|[+-]\d{2}:\d{2}(:\d{2})?)?$/;
const ISO_TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}(:\d{2})?)?$/;
const ISO_DATE_TIME = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}(:\d{2})?)$/;

/** The calendar date exists (no 30 February). */
const realDate = (value: string) => {
  const [y, m, d] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

export const AWSDateTime = stringScalar(
  'AWSDateTime',
  'an ISO 8601 date-time with a time-zone offset, e.g. 2026-11-22T09:30:00.000Z',
  (v) => ISO_DATE_TIME.test(v) && realDate(v),
);
export const AWSDate = stringScalar('AWSDate', 'an ISO 8601 date, e.g. 2026-11-22', (v) => ISO_DATE.test(v) && realDate(v));
export const AWSTime = stringScalar('AWSTime', 'an ISO 8601 time, e.g. 09:30:00', (v) => ISO_TIME.test(v));
export const AWSEmail = stringScalar('AWSEmail', 'an e-mail address', (v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v));
export const AWSURL = stringScalar('AWSURL', 'a URL with a scheme', (v) => URL.canParse(v));
export const AWSPhone = stringScalar('AWSPhone', 'a phone number', (v) => /^\+?[\d\s().-]{7,20}$/.test(v));
export const AWSIPAddress = stringScalar('AWSIPAddress', 'an IPv4 or IPv6 address', (v) => /^[\d.]+$|^[\da-fA-F:]+$/.test(v));

/** AWSTimestamp: seconds since the epoch. */
export const AWSTimestamp = new GraphQLScalarType({
  name: 'AWSTimestamp',
  serialize: (value) => value,
  parseValue: (value) => {
    if (!Number.isInteger(value)) throw new GraphQLError('AWSTimestamp must be an integer number of seconds');
    return value;
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.INT) throw new GraphQLError('AWSTimestamp must be an integer literal');
    return Number(ast.value);
  },
});

/**
 * AWSJSON: on the wire a string holding JSON (as AppSync). Stored parsed, so filters and
 * the audit see values; serialised back to a JSON string on the way out.
 */
export const AWSJSON = new GraphQLScalarType({
  name: 'AWSJSON',
  description: 'A string holding a JSON value',
  serialize: (value) => (typeof value === 'string' ? value : JSON.stringify(value)),
  parseValue: (value) => parseJson(value),
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new GraphQLError('AWSJSON must be a string holding JSON');
    return parseJson(ast.value);
  },
});

function parseJson(value: unknown): unknown {
  if (typeof value !== 'string') throw new GraphQLError('AWSJSON must be a string holding JSON');
  try {
    return JSON.parse(value);
  } catch {
    throw new GraphQLError(`AWSJSON value is not valid JSON: ${value.slice(0, 60)}`);
  }
}

export const AWS_SCALARS: Record<string, GraphQLScalarType> = {
  AWSDateTime,
  AWSDate,
  AWSTime,
  AWSTimestamp,
  AWSJSON,
  AWSEmail,
  AWSURL,
  AWSPhone,
  AWSIPAddress,
};
