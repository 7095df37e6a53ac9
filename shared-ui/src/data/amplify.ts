/**
 * Configures aws-amplify once for the page from the server's `amplify_outputs.json`. The
 * outputs have no key for a custom user-pool endpoint, so it is set after parsing: the
 * embedded server's `<origin>/cognito`, or Cognito itself in the cloud.
 */
import { Amplify } from 'aws-amplify';
import { fetchAuthSession } from 'aws-amplify/auth';
import { parseAmplifyConfig } from 'aws-amplify/utils';
import { sessionStore } from '../session/sessionStore.ts';

export interface EmrOutputs {
  version: string;
  custom?: { emr?: { user_pool_endpoint?: string; files_endpoint?: string; embedded?: boolean } };
  [key: string]: unknown;
}

let configured: EmrOutputs | null = null;

export async function configureAmplify(origin: string = globalThis.location.origin): Promise<EmrOutputs> {
  if (configured) return configured;
  // plain fetch (not ky): this runs on the login page, where every kilobyte counts
  const response = await fetch(`${origin}/amplify_outputs.json`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`GET /amplify_outputs.json answered ${response.status}`);
  const outputs = (await response.json()) as EmrOutputs;
  const config = parseAmplifyConfig(outputs as Parameters<typeof parseAmplifyConfig>[0]);
  const endpoint = outputs.custom?.emr?.user_pool_endpoint;
  if (endpoint && config.Auth?.Cognito) config.Auth.Cognito.userPoolEndpoint = endpoint;
  Amplify.configure(config);
  configured = outputs;
  return outputs;
}

/** The outputs Amplify was configured with (after configureAmplify resolved). */
export function amplifyOutputs(): EmrOutputs | null {
  return configured;
}

/**
 * A valid access token for calls outside the Data client (/modules.json, /files): Amplify
 * refreshes it when it is about to expire; the session store keeps the copy the spec names.
 */
export async function currentAccessToken(): Promise<string | null> {
  try {
    const token = (await fetchAuthSession()).tokens?.accessToken?.toString() ?? null;
    if (token && token !== sessionStore.getState().accessToken) sessionStore.getState().setAccessToken(token);
    return token;
  } catch {
    return sessionStore.getState().accessToken;
  }
}
