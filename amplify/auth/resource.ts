import { defineAuth } from '@aws-amplify/backend';
import { ROLES } from '@emr/domain';
import { CLINIC_ATTRIBUTE } from '../functions/shared/names.ts';

/**
 * Staff sign in with their e-mail address. Password policy (spec §5): 8 characters with a
 * lower-case letter, an upper-case letter, a digit and a symbol. E-mail verification, no MFA
 * (spec §5; docs/deploy-aws.md says how to require it). The groups are the roles of the
 * matrix. There is no self sign-up: admins create accounts (emr-api's adminCreateUser), which
 * also sets the clinic attribute, immutable afterwards. auth/hardening.ts sets what defineAuth
 * cannot (self sign-up off, no guest identities, the clinic as a principal tag).
 */
export const auth = defineAuth({
  loginWith: {
    email: {
      verificationEmailSubject: 'Verify your EMR account',
      verificationEmailBody: (createCode: () => string) => `Your verification code is ${createCode()}`,
      userInvitation: {
        emailSubject: 'Your EMR account',
        emailBody: (user, code) => `Sign in as ${user()} with the temporary password ${code()}; you will choose your own.`,
      },
    },
  },
  userAttributes: {
    fullname: { required: false, mutable: true },
    [CLINIC_ATTRIBUTE]: { dataType: 'String', mutable: false, maxLen: 128 },
  },
  multifactor: { mode: 'OFF' },
  groups: [...ROLES],
});
