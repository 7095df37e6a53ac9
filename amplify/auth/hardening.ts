/**
 * What defineAuth cannot say, set on the generated resources (docs/permissions.md §1):
 * no self sign-up (administrators create accounts), no guest identities, the user pool kept
 * safe from deletion, sign-in by SRP only (as the embedded user pool: the password never
 * travels; no custom flows), an app client that may change only the user's name (never the
 * e-mail, which is the sign-in and the User row's code, nor the clinic), and the clinic
 * and user id carried into file credentials as principal tags (`clinic`, `user`), which the
 * storage policies use to keep every clinic in its own folder.
 */
import { Stack } from 'aws-cdk-lib';
import { type CfnIdentityPool, CfnIdentityPoolPrincipalTag, type CfnUserPool, type CfnUserPoolClient, type IUserPool } from 'aws-cdk-lib/aws-cognito';
import { type IRole, PolicyStatement, Role, WebIdentityPrincipal } from 'aws-cdk-lib/aws-iam';
import { CLINIC_ATTRIBUTE } from '../functions/shared/names.ts';

/** The principal tags of a file session and the user-pool claims they come from. */
export const PRINCIPAL_TAGS = { clinic: CLINIC_ATTRIBUTE, user: 'sub' } as const;

/** The app client's sign-in flows: SRP and refresh, as the embedded user pool (no USER_PASSWORD_AUTH, no custom auth). */
export const SIGN_IN_FLOWS = ['ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'];

/** Attributes the app client may write: the name only. */
export const CLIENT_WRITE_ATTRIBUTES = ['name'];

/** The generated auth resources this file changes (`backend.auth.resources`). */
export interface AuthParts {
  userPool: IUserPool;
  authenticatedUserIamRole: IRole;
  cfnResources: { cfnUserPool: CfnUserPool; cfnUserPoolClient: CfnUserPoolClient; cfnIdentityPool: CfnIdentityPool };
  groups: Record<string, { role: IRole }>;
}

/** Lets the identity pool tag the sessions of a role it hands out (attributes for access control need sts:TagSession). */
function allowSessionTags(role: IRole, identityPoolId: string): void {
  if (!(role instanceof Role) || !role.assumeRolePolicy) throw new Error(`${role.node.path} is not a role whose trust policy can be extended`);
  role.assumeRolePolicy.addStatements(
    new PolicyStatement({
      actions: ['sts:TagSession'],
      principals: [
        new WebIdentityPrincipal('cognito-identity.amazonaws.com', {
          StringEquals: { 'cognito-identity.amazonaws.com:aud': identityPoolId },
          'ForAnyValue:StringLike': { 'cognito-identity.amazonaws.com:amr': 'authenticated' },
        }),
      ],
    }),
  );
}

export function hardenAuth(auth: AuthParts): void {
  const { cfnUserPool, cfnUserPoolClient, cfnIdentityPool } = auth.cfnResources;
  cfnUserPool.addPropertyOverride('AdminCreateUserConfig.AllowAdminCreateUserOnly', true);
  cfnUserPool.deletionProtection = 'ACTIVE';
  cfnUserPoolClient.writeAttributes = CLIENT_WRITE_ATTRIBUTES;
  cfnUserPoolClient.explicitAuthFlows = SIGN_IN_FLOWS;
  cfnIdentityPool.allowUnauthenticatedIdentities = false;

  const stack = Stack.of(cfnIdentityPool);
  new CfnIdentityPoolPrincipalTag(stack, 'ClinicPrincipalTags', {
    identityPoolId: cfnIdentityPool.ref,
    identityProviderName: `cognito-idp.${stack.region}.amazonaws.com/${auth.userPool.userPoolId}`,
    principalTags: PRINCIPAL_TAGS,
    useDefaults: false,
  });
  for (const role of [auth.authenticatedUserIamRole, ...Object.values(auth.groups).map((group) => group.role)]) {
    allowSessionTags(role, cfnIdentityPool.ref);
  }
}
