/**
 * emr-api as its tests call it: the function over the seeded in-memory world
 * (shared/testing/fixtures.ts) at a fixed clock, and readers of its answers.
 */
import assert from 'node:assert/strict';
import type { ResolverResult } from '../shared/resolverResult.ts';
import { seededWorld } from '../shared/testing/fixtures.ts';
import { createEmrApi } from './api.ts';

export type Args = Record<string, unknown>;

export function world(options?: Parameters<typeof seededWorld>[0]) {
  const seeded = seededWorld(options);
  const api = createEmrApi({ table: seeded.table, userPool: seeded.userPool, now: () => new Date('2026-03-05T10:00:00.000Z') });
  const call = (fieldName: string, args: Args, sub: string | undefined) =>
    api({ typeName: /^(create|update|delete|admin|transact|send|close)/.test(fieldName) ? 'Mutation' : 'Query', fieldName, arguments: args, identity: sub ? { sub } : null });
  return { ...seeded, api, call };
}

export function data(result: ResolverResult): Args {
  if ('error' in result) assert.fail(`expected data, got ${result.error.errorType}: ${result.error.message}`);
  return result.data as Args;
}

export function errorType(result: ResolverResult): string {
  if (!('error' in result)) assert.fail(`expected an error, got ${JSON.stringify(result.data)}`);
  return result.error.errorType;
}

export const message = (result: ResolverResult) => ('error' in result ? result.error.message : assert.fail('expected an error'));

export const transactions = (dynamo: ReturnType<typeof seededWorld>['dynamo']) =>
  dynamo.sent.filter((s) => s.command === 'TransactWriteCommand').map((s) => s.input['TransactItems'] as Args[]);
