/**
 * GET /amplify_outputs.json: Amplify Gen 2 outputs for this server. The shell passes them to
 * Amplify.configure and sets the user-pool endpoint to `<origin>/cognito` (outputs have no
 * key for it). No identity pool: signed-in staff only (docs/permissions.md).
 */
import type { ModelIntrospection } from './graphql/schema.ts';

export interface OutputsOptions {
  userPoolId: string;
  clientId: string;
  introspection: ModelIntrospection;
}

export function amplifyOutputs({ userPoolId, clientId, introspection }: OutputsOptions, origin: string) {
  const region = userPoolId.split('_')[0]!;
  return {
    version: '1.3',
    auth: {
      aws_region: region,
      user_pool_id: userPoolId,
      user_pool_client_id: clientId,
      password_policy: { min_length: 8, require_lowercase: true, require_uppercase: true, require_numbers: true, require_symbols: true },
      username_attributes: ['email'],
      standard_required_attributes: ['email'],
      user_verification_types: ['email'],
      unauthenticated_identities_enabled: false,
      mfa_configuration: 'NONE',
      groups: ['admin', 'dark', 'user', 'billing'].map((group, precedence) => ({ [group]: { precedence } })),
    },
    data: {
      url: `${origin}/graphql`,
      aws_region: region,
      default_authorization_type: 'AMAZON_COGNITO_USER_POOLS',
      authorization_types: [],
      model_introspection: introspection,
    },
    custom: {
      emr: { user_pool_endpoint: `${origin}/cognito`, files_endpoint: `${origin}/files`, embedded: true },
    },
  };
}
