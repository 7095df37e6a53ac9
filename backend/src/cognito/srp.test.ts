import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import {
  N,
  checkSignature,
  createServerEphemeral,
  createVerifier,
  formatSrpTimestamp,
  g,
  isValidClientPublic,
  k,
  modPow,
  padHex,
  parseSrpTimestamp,
  poolNameOf,
  verifyPassword,
} from './srp.ts';
import { srpClientSignature, srpClientStart } from './testSupport.ts';

const POOL = 'EMRLocal';
const USER = '0f8fad5b-d9cb-469f-a165-70867728950e';

function clientSignature(password: string, saltHex: string, BHex: string, secretBlock: string, timestamp: string) {
  const { a, AHex } = srpClientStart();
  const signature = srpClientSignature({ a, poolName: POOL, userIdForSrp: USER, password, saltHex, BHex, secretBlock, timestamp });
  return { AHex, signature };
}

function roundTrip(storedPassword: string, triedPassword: string): boolean {
  const { saltHex, verifierHex } = createVerifier(POOL, USER, storedPassword);
  const { bHex, BHex } = createServerEphemeral(verifierHex);
  const secretBlock = randomBytes(64).toString('base64');
  const timestamp = formatSrpTimestamp(Date.now());
  const { AHex, signature } = clientSignature(triedPassword, saltHex, BHex, secretBlock, timestamp);
  return checkSignature(
    { poolName: POOL, userIdForSrp: USER, AHex, bHex, BHex, verifierHex, secretBlock, timestamp },
    signature,
  );
}

describe('srp', () => {
  it('padHex matches amplify getPaddedHex', () => {
    assert.equal(padHex(20n), '14');
    assert.equal(padHex(236n), '00ec');
    assert.equal(padHex(200n), '00c8');
    assert.equal(padHex(0x1234n), '1234');
    assert.equal(padHex(0x123n), '0123');
    assert.equal(padHex(0x823n), '0823');
  });

  it('k is H(PAD(N) || PAD(g))', () => {
    const expected = createHash('sha256')
      .update(Buffer.from(padHex(N) + padHex(g), 'hex'))
      .digest('hex');
    assert.equal(k, BigInt(`0x${expected}`));
  });

  it('a verifier made from a password accepts the SRP proof of that password', () => {
    assert.equal(roundTrip('Correct-Horse-9', 'Correct-Horse-9'), true);
  });

  it('the SRP proof of a wrong password is rejected', () => {
    assert.equal(roundTrip('Correct-Horse-9', 'Correct-Horse-8'), false);
  });

  it('verifyPassword checks a plain password against the verifier', () => {
    const { saltHex, verifierHex } = createVerifier(POOL, USER, 'S3cret!pass');
    assert.equal(verifyPassword(POOL, USER, 'S3cret!pass', saltHex, verifierHex), true);
    assert.equal(verifyPassword(POOL, USER, 's3cret!pass', saltHex, verifierHex), false);
    // The internal username is part of x: the same password under another user does not match.
    assert.equal(verifyPassword(POOL, 'someone-else', 'S3cret!pass', saltHex, verifierHex), false);
  });

  it('two verifiers for one password use different salts', () => {
    const one = createVerifier(POOL, USER, 'Same-Pass1');
    const two = createVerifier(POOL, USER, 'Same-Pass1');
    assert.notEqual(one.saltHex, two.saltHex);
    assert.notEqual(one.verifierHex, two.verifierHex);
  });

  it('rejects A ≡ 0 mod N and non-hex A', () => {
    assert.equal(isValidClientPublic(N.toString(16)), false);
    assert.equal(isValidClientPublic('0'), false);
    assert.equal(isValidClientPublic('xyz'), false);
    assert.equal(isValidClientPublic(modPow(g, 12345n, N).toString(16)), true);
  });

  it('parses and formats amplify TIMESTAMP strings', () => {
    const ms = Date.UTC(2024, 0, 2, 3, 4, 5);
    assert.equal(formatSrpTimestamp(ms), 'Tue Jan 2 03:04:05 UTC 2024');
    assert.equal(parseSrpTimestamp('Tue Jan 2 03:04:05 UTC 2024'), ms);
    assert.equal(parseSrpTimestamp('Wed Jan 2 03:04:05 UTC 2024'), undefined);
    assert.equal(parseSrpTimestamp('Tue Jan 02 2024'), undefined);
  });

  it('takes the pool name after the underscore', () => {
    assert.equal(poolNameOf('us-east-1_EMRLocal'), 'EMRLocal');
  });
});
