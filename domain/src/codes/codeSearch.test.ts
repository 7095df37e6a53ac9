import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { AppError } from '../errors.ts';
import { compactCode, formatCode } from './codedConcept.ts';
import { codeLookupArgs, codeSearchArgs, createCodeIndex } from './codeSearch.ts';

const index = createCodeIndex('ICD10CM', [
  ['E119', 'Type 2 diabetes mellitus without complications'],
  ['E1165', 'Type 2 diabetes mellitus with hyperglycemia'],
  ['E109', 'Type 1 diabetes mellitus without complications'],
  ['E11', 'Type 2 diabetes mellitus, header line kept only to test ranking'],
  ['I10', 'Essential (primary) hypertension'],
  ['O1002', 'Pre-existing essential hypertension complicating childbirth'],
  ['Z0000', 'Encounter for general adult medical examination without abnormal findings'],
]);
const codes = (text: string, limit = 20) => index.search(text, limit).map((c) => c.code);

describe('code search', () => {
  test('codes are printed with their dot after the third character; HCPCS as is', () => {
    assert.equal(formatCode('ICD10CM', 'e119'), 'E11.9');
    assert.equal(formatCode('ICD10CM', 'I10'), 'I10');
    assert.equal(formatCode('HCPCS', 'j3420'), 'J3420');
    assert.equal(compactCode(' E11.65 '), 'E1165');
  });

  test('by code: the exact code first, then the codes it starts, with or without the dot', () => {
    assert.deepEqual(codes('E11'), ['E11', 'E11.65', 'E11.9']);
    assert.deepEqual(codes('e11.6'), ['E11.65']);
    assert.deepEqual(codes('E116'), ['E11.65']);
    assert.deepEqual(index.search('I10', 5), [{ code: 'I10', description: 'Essential (primary) hypertension' }]);
  });

  test('by words: all of them, any order, each the start of a word, case-insensitive; shorter descriptions first', () => {
    assert.deepEqual(codes('DIABETES type 2'), ['E11.65', 'E11.9', 'E11']);
    assert.deepEqual(codes('without diab 2'), ['E11.9']);
    assert.deepEqual(codes('hypertens'), ['I10', 'O10.02']);
    assert.deepEqual(codes('hypertension childbirth essential'), ['O10.02']);
    assert.deepEqual(codes('diabetes asthma'), []);
  });

  test('a code match ranks before a description match, and the limit holds', () => {
    const mixed = createCodeIndex('HCPCS', [['G0438', 'Annual wellness visit'], ['A0001', 'Visit G0438 mentioned']]);
    assert.deepEqual(mixed.search('g0438', 5).map((c) => c.code), ['G0438', 'A0001']);
    assert.deepEqual(codes('diabetes', 2), ['E11.65', 'E10.9']);
    assert.equal(index.get('e11.9')?.description, 'Type 2 diabetes mellitus without complications');
    assert.equal(index.get('E11.99'), undefined);
  });

  test('bad arguments are refused with a message naming the field', () => {
    const refused = (fn: () => unknown, field: string) => assert.throws(fn, (e: unknown) => e instanceof AppError && !!e.fields?.[field]);
    refused(() => codeSearchArgs({ system: 'CPT', text: 'x' }), 'system');
    refused(() => codeSearchArgs({ system: 'ICD10CM', text: '  ' }), 'text');
    refused(() => codeSearchArgs({ system: 'ICD10CM', text: 'x'.repeat(101) }), 'text');
    refused(() => codeSearchArgs({ system: 'ICD10CM', text: 'x', limit: 51 }), 'limit');
    refused(() => codeSearchArgs({ system: 'ICD10CM', text: 'x', limit: 1.5 }), 'limit');
    refused(() => codeLookupArgs({ system: 'HCPCS', codes: 'J3420' }), 'codes');
    assert.deepEqual(codeSearchArgs({ system: 'HCPCS', text: ' b12 ' }), { system: 'HCPCS', text: 'b12', limit: 20 });
  });
});
