import assert from 'node:assert/strict';
import { test } from 'node:test';
import { USER_FIELD_RULES, recordProblems } from './fieldSpecs.ts';
import { CREDENTIALS, PRACTITIONER_CREDENTIALS, isNpi, isTaxonomyCode, mayBill, mayRender, maySignVisitNotes, npiCheckDigit } from './staffCredentials.ts';

test('the NPI check digit: CMS’s own example, 123456789 → 1234567893', () => {
  // "Requirements for the National Provider Identifier check digit" (CMS): the Luhn formula over 80840 + the nine digits
  assert.equal(npiCheckDigit('123456789'), 3);
  assert.ok(isNpi('1234567893'));
  assert.ok(!isNpi('1234567890'), 'a mistyped last digit');
  assert.ok(!isNpi('1234567839'), 'two digits swapped');
  assert.ok(!isNpi('123456789'), 'nine digits');
  assert.ok(!isNpi('12345678930'));
  assert.ok(!isNpi(1234567893), 'a number, not text');
  for (let first = 100000000; first < 100000000 + 50; first++) assert.ok(isNpi(`${first}${npiCheckDigit(String(first))}`));
});

test('NUCC taxonomy codes: ten characters ending in X', () => {
  // codes from the NUCC Health Care Provider Taxonomy code set
  for (const code of ['207Q00000X', '207R00000X', '363LF0000X', '363A00000X', '163W00000X', '364S00000X', '367A00000X']) assert.ok(isTaxonomyCode(code), code);
  assert.ok(!isTaxonomyCode('207Q00000'), 'nine characters');
  assert.ok(!isTaxonomyCode('207q00000x'), 'lower case');
  assert.ok(!isTaxonomyCode('207Q000000'), 'not ending in X');
});

test('only physicians and qualified non-physician practitioners render, bill and sign', () => {
  assert.deepEqual([...PRACTITIONER_CREDENTIALS], ['MD', 'DO', 'NP', 'PA', 'CNS', 'CNM']);
  for (const credential of CREDENTIALS) {
    const practitioner = (PRACTITIONER_CREDENTIALS as readonly string[]).includes(credential);
    assert.equal(mayRender(credential), practitioner, credential);
    assert.equal(mayBill(credential), practitioner, credential);
    assert.equal(maySignVisitNotes(credential), practitioner, credential);
  }
  for (const none of [undefined, null, '', 'md', 'APRN']) {
    assert.equal(mayRender(none), false);
    assert.equal(maySignVisitNotes(none), false);
  }
});

test('a User record’s credential fields: each refused with its field', () => {
  const user = { FullName: 'Priya Raman', Email: 'priya@clinic.test', Role: 'user' };
  assert.deepEqual(recordProblems(USER_FIELD_RULES, { ...user, Credential: 'MD', NPI: '1234567893', TaxonomyCode: '207Q00000X' }, '2026-11-29'), {});
  assert.deepEqual(recordProblems(USER_FIELD_RULES, { ...user, Credential: 'Dr' }, '2026-11-29'), { Credential: { rule: 'choose' } });
  assert.deepEqual(recordProblems(USER_FIELD_RULES, { ...user, NPI: '12345' }, '2026-11-29'), { NPI: { rule: 'format', params: { example: '1234567893' } } });
  assert.deepEqual(recordProblems(USER_FIELD_RULES, { ...user, NPI: '1234567890' }, '2026-11-29'), { NPI: { rule: 'checkDigit' } });
  assert.deepEqual(recordProblems(USER_FIELD_RULES, { ...user, TaxonomyCode: '207Q' }, '2026-11-29'), { TaxonomyCode: { rule: 'format', params: { example: '207Q00000X' } } });
});
