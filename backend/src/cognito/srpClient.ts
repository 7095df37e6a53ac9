/**
 * The client half of Cognito SRP over the JSON 1.1 wire, for the server's own tools (tests,
 * benchmarks, the browser tests' API fixtures): sign-in is SRP only, so they sign in exactly
 * as aws-amplify does. Written independently from amplify's source (calculateS, getHkdfKey,
 * getSignatureString).
 */
import { createHmac, randomBytes } from 'node:crypto';
import { N, computeX, formatSrpTimestamp, g, hexHash, hexToBigInt, k, modPow, padHex, poolNameOf } from './srp.ts';

export function srpClientStart(): { a: bigint; AHex: string } {
  const a = hexToBigInt(randomBytes(128).toString('hex'));
  return { a, AHex: modPow(g, a, N).toString(16) };
}

export function srpClientSignature(input: {
  a: bigint;
  poolName: string;
  userIdForSrp: string;
  password: string;
  saltHex: string;
  BHex: string;
  secretBlock: string;
  timestamp: string;
}): string {
  const A = modPow(g, input.a, N);
  const B = hexToBigInt(input.BHex);
  const u = hexToBigInt(hexHash(padHex(A) + padHex(B)));
  const x = computeX(input.poolName, input.userIdForSrp, input.password, input.saltHex);
  const base = (((B - k * modPow(g, x, N)) % N) + N) % N;
  const S = modPow(base, input.a + u * x, N);
  const prk = createHmac('sha256', Buffer.from(padHex(u), 'hex')).update(Buffer.from(padHex(S), 'hex')).digest();
  const key = createHmac('sha256', prk)
    .update(Buffer.concat([Buffer.from('Caldera Derived Key'), Buffer.from([1])]))
    .digest()
    .subarray(0, 16);
  return createHmac('sha256', key)
    .update(
      Buffer.concat([
        Buffer.from(input.poolName),
        Buffer.from(input.userIdForSrp),
        Buffer.from(input.secretBlock, 'base64'),
        Buffer.from(input.timestamp),
      ]),
    )
    .digest('base64');
}

/** One JSON 1.1 call: `call(operation, body)` → status and parsed body. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type CognitoCall = (op: string, body: unknown) => Promise<{ status: number; body: any }>;

export function cognitoCaller(endpoint: string, headers: Record<string, string> = {}): CognitoCall {
  return async (op, body) => {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${op}`, ...headers },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };
}

export interface SrpSignInInput {
  clientId: string;
  userPoolId: string;
  username: string;
  password: string;
  timestampMs?: number;
}

/** USER_SRP_AUTH + PASSWORD_VERIFIER; returns the answer to the second call (or the first, when it failed). */
export async function srpSignInCall(call: CognitoCall, input: SrpSignInInput): ReturnType<CognitoCall> {
  const { a, AHex } = srpClientStart();
  const init = await call('InitiateAuth', {
    AuthFlow: 'USER_SRP_AUTH',
    ClientId: input.clientId,
    AuthParameters: { USERNAME: input.username, SRP_A: AHex },
  });
  if (init.status !== 200) return init;
  const p = init.body.ChallengeParameters as Record<string, string>;
  const timestamp = formatSrpTimestamp(input.timestampMs ?? Date.now());
  const signature = srpClientSignature({
    a,
    poolName: poolNameOf(input.userPoolId),
    userIdForSrp: p['USER_ID_FOR_SRP']!,
    password: input.password,
    saltHex: p['SALT']!,
    BHex: p['SRP_B']!,
    secretBlock: p['SECRET_BLOCK']!,
    timestamp,
  });
  return call('RespondToAuthChallenge', {
    ChallengeName: 'PASSWORD_VERIFIER',
    ClientId: input.clientId,
    Session: init.body.Session,
    ChallengeResponses: {
      USERNAME: p['USER_ID_FOR_SRP'],
      PASSWORD_CLAIM_SECRET_BLOCK: p['SECRET_BLOCK'],
      TIMESTAMP: timestamp,
      PASSWORD_CLAIM_SIGNATURE: signature,
    },
  });
}

export interface SignInTokens {
  AccessToken: string;
  IdToken: string;
  RefreshToken: string;
}

/** Signs in over SRP at `<origin>/cognito`; throws with the server's message when it fails. */
export async function srpSignIn(endpoint: string, input: SrpSignInInput): Promise<SignInTokens> {
  const { body } = await srpSignInCall(cognitoCaller(endpoint), input);
  const result = (body as { AuthenticationResult?: SignInTokens }).AuthenticationResult;
  if (!result) throw new Error(`sign-in of ${input.username} failed: ${(body as { message?: string }).message}`);
  return result;
}
