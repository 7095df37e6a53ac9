/**
 * Server side of Cognito's SRP-6a variant, exactly as aws-amplify's client computes it
 * (packages/auth/src/providers/cognito/utils/srp). Hex strings are lower-case.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** RFC 5054 3072-bit group prime (amplify `INIT_N`). */
const N_HEX =
  'FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD1' +
  '29024E088A67CC74020BBEA63B139B22514A08798E3404DD' +
  'EF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245' +
  'E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED' +
  'EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3D' +
  'C2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F' +
  '83655D23DCA3AD961C62F356208552BB9ED529077096966D' +
  '670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B' +
  'E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9' +
  'DE2BCBF6955817183995497CEA956AE515D2261898FA0510' +
  '15728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64' +
  'ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7' +
  'ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6B' +
  'F12FFA06D98A0864D87602733EC86A64521F2B18177B200C' +
  'BBE117577A615D6C770988C0BAD946E208E24FA074E5AB31' +
  '43DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF';

export const N = BigInt(`0x${N_HEX}`);
export const g = 2n;

/** Hex of a non-negative integer, even length, `00`-prefixed when the top bit is set (amplify getPaddedHex). */
export function padHex(value: bigint): string {
  if (value < 0n) throw new RangeError('padHex: negative value');
  let hex = value.toString(16);
  if (hex.length % 2 !== 0) hex = `0${hex}`;
  if (/^[89a-f]/.test(hex)) hex = `00${hex}`;
  return hex;
}

export function sha256Hex(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/** SHA-256 of the bytes a hex string encodes (amplify getHashFromHex). */
export function hexHash(hex: string): string {
  return sha256Hex(Buffer.from(hex, 'hex'));
}

export function hexToBigInt(hex: string): bigint {
  return BigInt(`0x${hex}`);
}

export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  if (modulus === 1n) return 0n;
  let result = 1n;
  let b = ((base % modulus) + modulus) % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    e >>= 1n;
    b = (b * b) % modulus;
  }
  return result;
}

export const k = hexToBigInt(hexHash(padHex(N) + padHex(g)));

/** The part of the user pool id after the underscore: `us-east-1_EMRLocal` → `EMRLocal`. */
export function poolNameOf(userPoolId: string): string {
  return userPoolId.split('_')[1] ?? '';
}

/** x = H(PAD(salt) ‖ H(poolName ‖ userId ‖ ":" ‖ password)), as amplify's getPasswordAuthenticationKey. */
export function computeX(poolName: string, userIdForSrp: string, password: string, saltHex: string): bigint {
  const inner = sha256Hex(Buffer.from(`${poolName}${userIdForSrp}:${password}`, 'utf8'));
  return hexToBigInt(hexHash(padHex(hexToBigInt(saltHex)) + inner));
}

export function computeVerifierHex(poolName: string, userIdForSrp: string, password: string, saltHex: string): string {
  return padHex(modPow(g, computeX(poolName, userIdForSrp, password, saltHex), N));
}

/** A fresh random salt and the matching verifier for a password. The password itself is never kept. */
export function createVerifier(
  poolName: string,
  userIdForSrp: string,
  password: string,
): { saltHex: string; verifierHex: string } {
  const saltHex = padHex(hexToBigInt(randomBytes(16).toString('hex')));
  return { saltHex, verifierHex: computeVerifierHex(poolName, userIdForSrp, password, saltHex) };
}

/** Checks a plain password (USER_PASSWORD_AUTH, ChangePassword) against the stored verifier, in constant time. */
export function verifyPassword(
  poolName: string,
  userIdForSrp: string,
  password: string,
  saltHex: string,
  verifierHex: string,
): boolean {
  const computed = padHex(modPow(g, computeX(poolName, userIdForSrp, password, saltHex), N));
  const expected = padHex(hexToBigInt(verifierHex));
  const a = Buffer.from(computed, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface ServerEphemeral {
  bHex: string;
  BHex: string;
}

/** B = (k·v + g^b) mod N with a fresh random b; retried in the (negligible) case B ≡ 0. */
export function createServerEphemeral(verifierHex: string): ServerEphemeral {
  const v = hexToBigInt(verifierHex);
  for (;;) {
    const b = hexToBigInt(randomBytes(32).toString('hex'));
    if (b === 0n) continue;
    const B = (k * v + modPow(g, b, N)) % N;
    if (B !== 0n) return { bHex: b.toString(16), BHex: B.toString(16) };
  }
}

/** True when a client public value A is acceptable (a hex integer with A mod N ≠ 0). */
export function isValidClientPublic(AHex: string): boolean {
  if (!/^[0-9a-fA-F]{1,2048}$/.test(AHex)) return false;
  return hexToBigInt(AHex) % N !== 0n;
}

export interface SignatureInput {
  poolName: string;
  userIdForSrp: string;
  AHex: string;
  bHex: string;
  BHex: string;
  verifierHex: string;
  /** Base64 SECRET_BLOCK as sent in the challenge. */
  secretBlock: string;
  /** TIMESTAMP exactly as the client sent it. */
  timestamp: string;
}

/** The PASSWORD_CLAIM_SIGNATURE an honest client holding the password would send (base64). */
export function expectedSignature(input: SignatureInput): string {
  const A = hexToBigInt(input.AHex);
  const B = hexToBigInt(input.BHex);
  const b = hexToBigInt(input.bHex);
  const v = hexToBigInt(input.verifierHex);
  const u = hexToBigInt(hexHash(padHex(A) + padHex(B)));
  if (u === 0n) throw new RangeError('SRP: u is zero');
  const S = modPow((A * modPow(v, u, N)) % N, b, N);
  const prk = createHmac('sha256', Buffer.from(padHex(u), 'hex')).update(Buffer.from(padHex(S), 'hex')).digest();
  const info = Buffer.concat([Buffer.from('Caldera Derived Key', 'utf8'), Buffer.from([1])]);
  const key = createHmac('sha256', prk).update(info).digest().subarray(0, 16);
  return createHmac('sha256', key)
    .update(
      Buffer.concat([
        Buffer.from(input.poolName, 'utf8'),
        Buffer.from(input.userIdForSrp, 'utf8'),
        Buffer.from(input.secretBlock, 'base64'),
        Buffer.from(input.timestamp, 'utf8'),
      ]),
    )
    .digest('base64');
}

/** Constant-time comparison of the client's PASSWORD_CLAIM_SIGNATURE with the expected one. */
export function checkSignature(input: SignatureInput, clientSignature: string): boolean {
  let expected: Buffer;
  try {
    expected = Buffer.from(expectedSignature(input), 'base64');
  } catch {
    return false;
  }
  const given = Buffer.from(clientSignature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const TIMESTAMP_RE = /^(Sun|Mon|Tue|Wed|Thu|Fri|Sat) ([A-Z][a-z]{2}) (\d{1,2}) (\d{2}):(\d{2}):(\d{2}) UTC (\d{4})$/;

/** Parses amplify's TIMESTAMP (`Tue Jan 2 03:04:05 UTC 2024`) to epoch ms; undefined when malformed. */
export function parseSrpTimestamp(value: string): number | undefined {
  const m = TIMESTAMP_RE.exec(value);
  if (!m) return undefined;
  const month = MONTHS.indexOf(m[2]!);
  if (month < 0) return undefined;
  const ms = Date.UTC(Number(m[7]), month, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6]));
  const d = new Date(ms);
  if (d.getUTCDate() !== Number(m[3]) || WEEKDAYS[d.getUTCDay()] !== m[1]) return undefined;
  return ms;
}

/** Formats epoch ms the way amplify's getNowString does (for tests and tools). */
export function formatSrpTimestamp(ms: number): string {
  const d = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${WEEKDAYS[d.getUTCDay()]} ${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()} ${two(d.getUTCHours())}:${two(
    d.getUTCMinutes(),
  )}:${two(d.getUTCSeconds())} UTC ${d.getUTCFullYear()}`;
}
