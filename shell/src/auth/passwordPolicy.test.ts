import { unmetPasswordRules } from '../../../backend/src/cognito/passwordPolicy.ts';
import { meetsPasswordPolicy, passwordChecks } from './passwordPolicy.ts';

const SAMPLES = [
  '', 'a', 'abcdefgh', 'ABCDEFGH', '12345678', '!!!!!!!!', 'Abcdefg1', 'Abcdef1!', 'abcdef1!', 'ABCDEF1!', 'Abcdefg!',
  'Abc 1 def', 'Abc1def ', ' Abc1def!', 'Abcdef1 ', 'Ab1!', 'Pässwört1!', 'Clinic-Pass1', 'Clinic_Pass1', 'Clinic~Pass1',
  'Clinic§Pass1', 'Clinic€Pass1', 'Cl1nic\tPass', 'x'.repeat(257) + 'A1!', 'Ab1' + '-'.repeat(253),
];

const SERVER_RULE = { minLength: 'length', lower: 'lowercase', upper: 'uppercase', digit: 'digit', symbol: 'symbol' } as const;

test.each(SAMPLES)('the checklist agrees with the server for %j', (password) => {
  const unmet = unmetPasswordRules(password);
  const checks = passwordChecks(password);
  for (const [rule, serverRule] of Object.entries(SERVER_RULE)) {
    expect({ rule, met: checks[rule as keyof typeof checks] }).toEqual({ rule, met: !unmet.includes(serverRule) });
  }
  expect(meetsPasswordPolicy(password)).toBe(unmet.length === 0);
});
