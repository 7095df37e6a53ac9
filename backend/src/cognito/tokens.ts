/**
 * The user pool's RS256 signing key (generated once, kept as a private JWK in
 * `<dataDir>/keys/cognito-signing-key.json`, mode 0600) and JWT signing/verification with jose.
 */
import { createHash, createHmac, createPrivateKey, createPublicKey, generateKeyPairSync } from 'node:crypto';
import type { JsonWebKey, KeyObject } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SignJWT, jwtVerify } from 'jose';
import type { JWTPayload } from 'jose';

export const SIGNING_KEY_FILE = 'cognito-signing-key.json';

export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** Public JWK as published in the JWKS (kid, alg, use included). */
  publicJwk: Record<string, string>;
  /** A server-side secret derived from the private key, for HMACs (reset codes, decoy users). */
  secret: Buffer;
}

interface StoredKey {
  kid: string;
  alg: 'RS256';
  jwk: JsonWebKey;
}

/** RFC 7638 thumbprint of an RSA public key. */
function thumbprint(jwk: JsonWebKey): string {
  const canonical = JSON.stringify({ e: jwk.e, kty: jwk.kty, n: jwk.n });
  return createHash('sha256').update(canonical).digest('base64url');
}

function fromStored(stored: StoredKey): SigningKey {
  const privateKey = createPrivateKey({ key: stored.jwk, format: 'jwk' });
  const publicKey = createPublicKey(privateKey);
  const pub = publicKey.export({ format: 'jwk' });
  if (pub.kty !== 'RSA' || typeof pub.n !== 'string' || typeof pub.e !== 'string') {
    throw new Error('cognito signing key: not an RSA key');
  }
  const d = stored.jwk.d;
  if (typeof d !== 'string') throw new Error('cognito signing key: private exponent missing');
  return {
    kid: stored.kid,
    privateKey,
    publicKey,
    publicJwk: { kty: 'RSA', alg: 'RS256', use: 'sig', kid: stored.kid, n: pub.n, e: pub.e },
    secret: createHmac('sha256', Buffer.from(d, 'base64url')).update('emr-cognito-server-secret').digest(),
  };
}

/** Loads the signing key, creating it (and the keys directory) on first use. */
export function loadOrCreateSigningKey(dataDir: string): SigningKey {
  const dir = join(dataDir, 'keys');
  const file = join(dir, SIGNING_KEY_FILE);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    const mode = statSync(file).mode;
    if ((mode & 0o077) !== 0) chmodSync(file, 0o600);
    return fromStored(JSON.parse(readFileSync(file, 'utf8')) as StoredKey);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048, publicExponent: 0x10001 });
  const jwk = privateKey.export({ format: 'jwk' });
  const stored: StoredKey = { kid: thumbprint(jwk), alg: 'RS256', jwk };
  try {
    writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    // Another process created it first: use theirs.
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') {
      return fromStored(JSON.parse(readFileSync(file, 'utf8')) as StoredKey);
    }
    throw err;
  }
  return fromStored(stored);
}

/** Signs a claim set as given (iat/exp must already be in it). */
export async function signJwt(key: SigningKey, claims: JWTPayload): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: key.kid }).sign(key.privateKey);
}

/** Verifies signature (RS256 only), issuer and exp at `nowMs`. Throws jose errors. */
export async function verifyJwt(key: SigningKey, raw: string, issuer: string, nowMs: number): Promise<JWTPayload> {
  const { payload } = await jwtVerify(raw, key.publicKey, {
    algorithms: ['RS256'],
    issuer,
    requiredClaims: ['exp', 'iat', 'sub'],
    currentDate: new Date(nowMs),
  });
  return payload;
}
