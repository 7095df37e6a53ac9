import { defineAuth } from '@aws-amplify/backend';
import { userAdmin } from '../functions/user-admin/resource.ts';

/**
 * Staff sign in with their e-mail address. Password policy (spec §5): 8 characters with a
 * lower-case letter, an upper-case letter, a digit and a symbol. E-mail verification, no MFA.
 * There is no self sign-up in the app: admins create accounts (user-admin function).
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
  userAttributes: { fullname: { required: false, mutable: true } },
  multifactor: { mode: 'OFF' },
  groups: ['admin', 'dark', 'user', 'billing'],
  access: (allow) => [allow.resource(userAdmin).to(['manageUsers', 'manageGroupMembership'])],
});
