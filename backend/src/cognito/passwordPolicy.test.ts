import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CognitoError } from './errors.ts';
import { passwordPolicyMessage, unmetPasswordRules } from '@emr/domain';
import { assertPasswordPolicy } from './passwordPolicy.ts';

describe('password policy', () => {
  it('accepts a password meeting every rule', () => {
    assert.deepEqual(unmetPasswordRules('Abcdef1!'), []);
    assert.deepEqual(unmetPasswordRules('Clinic 2024 Day'), []); // an inner space is a symbol
  });

  it('lists each unmet rule', () => {
    assert.deepEqual(unmetPasswordRules('abc'), ['length', 'uppercase', 'digit', 'symbol']);
    assert.deepEqual(unmetPasswordRules('ABCDEFG1!'), ['lowercase']);
    assert.deepEqual(unmetPasswordRules('abcdefG!'), ['digit']);
    assert.deepEqual(unmetPasswordRules('abcdefG1'), ['symbol']);
    assert.deepEqual(unmetPasswordRules(' Abcdef1!'), ['whitespace']);
    assert.deepEqual(unmetPasswordRules(`Aa1!${'x'.repeat(300)}`), ['maxLength']);
  });

  it('throws InvalidPasswordException with a Cognito-style message', () => {
    assert.throws(
      () => assertPasswordPolicy('short'),
      (err: unknown) =>
        err instanceof CognitoError &&
        err.type === 'InvalidPasswordException' &&
        err.message.startsWith('Password does not conform to policy: Password not long enough'),
    );
    assert.doesNotThrow(() => assertPasswordPolicy('Valid-Pass9'));
    assert.equal(
      passwordPolicyMessage(['uppercase', 'symbol']),
      'Password does not conform to policy: Password must have uppercase characters; Password must have symbol characters',
    );
  });
});
