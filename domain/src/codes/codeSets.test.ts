import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { codeSet, describeCodes, searchCodes } from './index.ts';

describe('the bundled code sets', () => {
  test('ICD-10-CM holds the billable codes only, with the CMS descriptions', () => {
    const icd = codeSet('ICD10CM');
    assert.ok(icd.size > 70_000, `${icd.size} codes`);
    assert.equal(icd.get('E11.9')?.description, 'Type 2 diabetes mellitus without complications');
    assert.equal(icd.get('I10')?.description, 'Essential (primary) hypertension');
    assert.equal(icd.get('J45.909')?.description, 'Unspecified asthma, uncomplicated');
    assert.equal(icd.get('Z00.00')?.description, 'Encounter for general adult medical examination without abnormal findings');
    // a category header is not valid for submission
    assert.equal(icd.get('E11'), undefined);
  });

  test('HCPCS holds Level II codes, not CPT nor the ADA dental codes', () => {
    const hcpcs = codeSet('HCPCS');
    assert.equal(hcpcs.get('J3420')?.description, 'Injection, vitamin b-12 cyanocobalamin, up to 1000 mcg');
    assert.match(hcpcs.get('G0438')?.description ?? '', /^Annual wellness visit/);
    assert.match(hcpcs.get('J1950')?.description ?? '', /leuprolide/);
    assert.equal(hcpcs.get('99490'), undefined);
    assert.equal(hcpcs.search('D0120', 5).length, 0);
  });

  test('the queries answer as the servers do', () => {
    const found = searchCodes({ system: 'ICD10CM', text: 'type 2 diabetes without complications', limit: 5 });
    assert.equal(found[0]?.code, 'E11.9');
    assert.deepEqual(searchCodes({ system: 'HCPCS', text: 'j3420' }).map((c) => c.code), ['J3420']);
    assert.deepEqual(describeCodes({ system: 'ICD10CM', codes: ['I10', 'nope', 'E119'] }).map((c) => c.code), ['I10', 'E11.9']);
  });
});
