import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type ScrubClaimInput, type ScrubLine, isIcd10Code, isModifier, isProcedureCode, scrubClaim } from './scrubClaim.ts';

const TODAY = '2026-11-24';
const line = (more: Partial<ScrubLine> = {}): ScrubLine => ({ code: '99214', modifiers: [], units: 1, amountCents: 18000, pointers: ['A'], ...more });
const claim = (more: Partial<ScrubClaimInput> = {}): ScrubClaimInput => ({
  selfPay: false,
  memberId: 'XJH123456789',
  diagnoses: ['E11.9', 'I10'],
  serviceDate: '2026-11-20',
  lines: [line(), line({ code: '85025', amountCents: 3550, pointers: ['A', 'B'] })],
  ...more,
});

test('a clean claim has no findings', () => {
  assert.deepEqual(scrubClaim(claim(), TODAY), []);
  assert.deepEqual(scrubClaim(claim({ selfPay: true, memberId: '' }), TODAY), []);
  assert.deepEqual(scrubClaim(claim({ serviceDate: TODAY }), TODAY), []);
});

test('each rule a payer rejects on is listed, naming the line', () => {
  const findings = scrubClaim(
    claim({
      memberId: ' ',
      serviceDate: '2026-11-25',
      diagnoses: ['E11.9', '', 'nope'],
      lines: [line({ pointers: [] }), line({ code: '85025', pointers: ['B', 'M'] }), line({ code: '36415', amountCents: 0 }), line({ modifiers: [] })],
    }),
    TODAY,
  );
  assert.deepEqual(findings, [
    { rule: 'missingMemberId' },
    { rule: 'futureServiceDate' },
    { rule: 'badDiagnosisCode', letter: 'C' },
    { rule: 'noPointer', line: 1 },
    { rule: 'emptyPointer', line: 2, letter: 'B' },
    { rule: 'emptyPointer', line: 2, letter: 'M' },
    { rule: 'zeroCharge', line: 3 },
    { rule: 'duplicateLine', line: 4, of: 1 },
  ]);
});

test('a line with another modifier is not a duplicate; modifier order does not matter', () => {
  assert.deepEqual(scrubClaim(claim({ lines: [line(), line({ modifiers: ['25'] })] }), TODAY), []);
  const dup = scrubClaim(claim({ lines: [line({ modifiers: ['25', '59'] }), line({ modifiers: ['59', '25'] })] }), TODAY);
  assert.deepEqual(dup, [{ rule: 'duplicateLine', line: 2, of: 1 }]);
});

test('codes, modifiers, units, negative charges and an empty claim', () => {
  const findings = scrubClaim(
    claim({ lines: [line({ code: '9921', modifiers: ['25', 'x', 'GT', '59', 'XU'], units: 0, amountCents: -100 })] }),
    TODAY,
  );
  assert.deepEqual(findings, [
    { rule: 'badCode', line: 1 },
    { rule: 'badModifier', line: 1 },
    { rule: 'badUnits', line: 1 },
    { rule: 'negativeCharge', line: 1 },
  ]);
  assert.deepEqual(scrubClaim(claim({ lines: [], serviceDate: '' }), TODAY), [{ rule: 'noServiceDate' }, { rule: 'noLines' }]);
});

test('code formats: CPT, HCPCS Level II, ICD-10-CM, modifiers', () => {
  for (const ok of ['99214', '0001F', '0042T', 'G0439', 'J3420']) assert.ok(isProcedureCode(ok), ok);
  for (const bad of ['9921', '992145', 'g0439', 'Z1234A', '']) assert.ok(!isProcedureCode(bad), bad);
  for (const ok of ['E11.9', 'I10', 'U07.1', 'Z00.00', 'S72.001A', 'E119']) assert.ok(isIcd10Code(ok), ok);
  for (const bad of ['1E1.9', '11.9', 'E1', 'E11.', 'E11.12345']) assert.ok(!isIcd10Code(bad), bad);
  assert.ok(isModifier('25') && isModifier('GT') && !isModifier('2') && !isModifier('gt'));
});

test('with the fee schedule given, a CPT code it does not hold is listed; HCPCS codes are not', () => {
  const lines = [line(), line({ code: '99215' }), line({ code: 'J3420', pointers: ['B'] })];
  assert.deepEqual(scrubClaim(claim({ lines, feeScheduleCodes: new Set(['99214']) }), TODAY), [{ rule: 'notInFeeSchedule', line: 2 }]);
  assert.deepEqual(scrubClaim(claim({ lines }), TODAY), []);
});
