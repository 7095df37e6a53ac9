/**
 * The synthesized Cognito user pool and identity pool: the password policy of spec §5,
 * e-mail sign-in, accounts created by administrators only, MFA off as spec §5 documents,
 * no guest identities, the roles' groups, and the clinic carried into file credentials.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ROLES } from '@emr/domain';
import { CLIENT_WRITE_ATTRIBUTES, PRINCIPAL_TAGS, SIGN_IN_FLOWS } from '../auth/hardening.ts';
import { CLINIC_ATTRIBUTE } from '../functions/shared/names.ts';
import { type Statement, onlyResourceOfType, resourcesOfType, stacks } from './templates.ts';

const props = (type: string) => onlyResourceOfType(stacks().auth, type)[1].Properties as Record<string, unknown>;

describe('the user pool', () => {
  test('asks for 8 characters with a lower-case letter, an upper-case letter, a digit and a symbol (spec §5)', () => {
    assert.deepEqual((props('AWS::Cognito::UserPool')['Policies'] as { PasswordPolicy: unknown }).PasswordPolicy, {
      MinimumLength: 8,
      RequireLowercase: true,
      RequireUppercase: true,
      RequireNumbers: true,
      RequireSymbols: true,
    });
  });

  test('signs in with the e-mail address, verified by e-mail', () => {
    const pool = props('AWS::Cognito::UserPool');
    assert.deepEqual(pool['UsernameAttributes'], ['email']);
    assert.deepEqual(pool['AutoVerifiedAttributes'], ['email']);
    assert.ok((pool['Schema'] as { Name: string; Required?: boolean }[]).some((attr) => attr.Name === 'email' && attr.Required));
  });

  test('has no self sign-up: only administrators create accounts', () => {
    assert.equal((props('AWS::Cognito::UserPool')['AdminCreateUserConfig'] as { AllowAdminCreateUserOnly: boolean }).AllowAdminCreateUserOnly, true);
  });

  test('MFA is off and advanced security is not used, as spec §5 and docs/deploy-aws.md say', () => {
    const pool = props('AWS::Cognito::UserPool');
    assert.equal(pool['MfaConfiguration'], 'OFF');
    assert.equal(pool['UserPoolAddOns'], undefined);
  });

  test('signs in by SRP only, as the embedded user pool: no password sent, no custom flow; one answer for unknown names', () => {
    const client = props('AWS::Cognito::UserPoolClient');
    assert.deepEqual(client['ExplicitAuthFlows'], SIGN_IN_FLOWS);
    assert.deepEqual([...SIGN_IN_FLOWS].sort(), ['ALLOW_REFRESH_TOKEN_AUTH', 'ALLOW_USER_SRP_AUTH']);
    assert.equal(client['PreventUserExistenceErrors'], 'ENABLED');
  });

  test('cannot be deleted by accident', () => {
    assert.equal(props('AWS::Cognito::UserPool')['DeletionProtection'], 'ACTIVE');
  });

  test('holds each account clinic in an attribute nobody changes after creation, which the app client cannot write', () => {
    const schema = props('AWS::Cognito::UserPool')['Schema'] as { Name: string; Mutable?: boolean }[];
    const clinic = schema.find((attr) => `custom:${attr.Name}` === CLINIC_ATTRIBUTE);
    assert.equal(clinic?.Mutable, false);
    const writable = props('AWS::Cognito::UserPoolClient')['WriteAttributes'] as string[];
    assert.deepEqual(writable, CLIENT_WRITE_ATTRIBUTES);
    assert.ok(!writable.includes('email') && !writable.includes(CLINIC_ATTRIBUTE));
  });

  test('has exactly one group per role of the matrix', () => {
    const groups = resourcesOfType(stacks().auth, 'AWS::Cognito::UserPoolGroup').map(([, group]) => group.Properties?.['GroupName']);
    assert.deepEqual([...groups].sort(), [...ROLES].sort());
  });
});

describe('the identity pool', () => {
  test('hands out no guest identities', () => {
    assert.equal(props('AWS::Cognito::IdentityPool')['AllowUnauthenticatedIdentities'], false);
  });

  test('tags file sessions with the clinic and the user id from the user pool', () => {
    const tags = props('AWS::Cognito::IdentityPoolPrincipalTag');
    assert.deepEqual(tags['PrincipalTags'], { clinic: CLINIC_ATTRIBUTE, user: 'sub' });
    assert.deepEqual(tags['PrincipalTags'], PRINCIPAL_TAGS);
    assert.equal(tags['UseDefaults'], false);
  });

  test('every role it hands out trusts it to tag sessions, and only for signed-in identities', () => {
    const roles = resourcesOfType(stacks().auth, 'AWS::IAM::Role').filter(([id]) => /GroupRole|authenticatedUserRole/.test(id) && !/unauthenticated/.test(id));
    assert.equal(roles.length, ROLES.length + 1);
    for (const [id, role] of roles) {
      const statements = (role.Properties?.['AssumeRolePolicyDocument'] as { Statement: Statement[] }).Statement;
      const tagging = statements.find((statement) => statement.Action === 'sts:TagSession');
      assert.ok(tagging, id);
      assert.deepEqual(tagging.Condition?.['ForAnyValue:StringLike'], { 'cognito-identity.amazonaws.com:amr': 'authenticated' });
    }
  });
});
