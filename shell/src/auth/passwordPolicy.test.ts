import { meetsPasswordPolicy, passwordChecks } from './passwordPolicy.ts';

const all = { minLength: true, lower: true, upper: true, digit: true, symbol: true };

test.each([
  ['', { minLength: false, lower: false, upper: false, digit: false, symbol: false }],
  ['abcdefgh', { ...all, upper: false, digit: false, symbol: false }],
  ['Abcdefg1', { ...all, symbol: false }],
  ['Ab1!', { ...all, minLength: false }],
  ['Abc 1 def', all], // an inner space is a symbol
  ['Clinic§Pass1', { ...all, symbol: false }], // not one of Cognito's symbols
])('the checklist for %j', (password, expected) => {
  expect(passwordChecks(password)).toEqual(expected);
});

test('a password may tick every box and still be refused for Cognito’s edge rules', () => {
  expect(passwordChecks(' Abc1def!')).toEqual(all);
  expect(meetsPasswordPolicy(' Abc1def!')).toBe(false);
  expect(meetsPasswordPolicy(`Aa1!${'x'.repeat(300)}`)).toBe(false);
  expect(meetsPasswordPolicy('Clinic-Pass1')).toBe(true);
});
