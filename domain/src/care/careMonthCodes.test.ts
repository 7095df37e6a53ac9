import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type CcmMonth, type RpmMonth, careMonthCodes } from './careMonthCodes.ts';

const ccm = (over: Partial<CcmMonth> = {}): CcmMonth => ({
  complex: false,
  staffMinutes: 0,
  practitionerMinutes: 0,
  initiatingVisit: false,
  g0506Billed: false,
  otherPractitionerBills: false,
  ...over,
});
const rpm = (over: Partial<RpmMonth> = {}): RpmMonth => ({
  deviceDays: 0,
  setupBilled: true,
  managementMinutes: 0,
  interactiveCommunication: true,
  ...over,
});
const codes = (input: Parameters<typeof careMonthCodes>[0]) =>
  careMonthCodes(input).map((line) => `${line.code}x${line.units}`).join(' ');
const staff = (staffMinutes: number, over: Partial<CcmMonth> = {}) => codes({ month: '2026-03', apcm: false, ccm: ccm({ staffMinutes, ...over }) });

test('staff CCM: 99490 from 20 minutes, one 99439 per further full 20, at most two', () => {
  assert.equal(staff(19), '');
  assert.equal(staff(19.99), '', 'fractional minutes compare as they are');
  assert.equal(staff(20), '99490x1');
  assert.equal(staff(39), '99490x1');
  assert.equal(staff(40), '99439x1 99490x1');
  assert.equal(staff(59), '99439x1 99490x1');
  assert.equal(staff(60), '99439x2 99490x1');
  assert.equal(staff(200), '99439x2 99490x1', 'Medicare pays two add-ons at most');
});

test('practitioner CCM: 99491 from 30 practitioner minutes, 99437 per further 30 (cap 2); the better-credited path wins, a tie goes to the practitioner', () => {
  const month = (s: number, p: number) => codes({ month: '2026-03', apcm: false, ccm: ccm({ staffMinutes: s, practitionerMinutes: p }) });
  assert.equal(month(0, 29), '99490x1', 'under 30 practitioner minutes count as staff time');
  assert.equal(month(0, 30), '99491x1', '30 beats 20');
  assert.equal(month(0, 60), '99437x1 99491x1', '60 against 60: tie, practitioner');
  assert.equal(month(30, 30), '99439x2 99490x1', 'staff path credits 60 against 30');
  assert.equal(month(10, 30), '99439x1 99490x1', 'T=40: the staff path credits 40 against 30');
  assert.equal(month(5, 30), '99491x1', 'T=35: 20 against 30');
});

test('complex CCM: 99487 from 60 total minutes, 99489 per further full 30 up to 10; under 60 the ordinary paths', () => {
  const complex = (s: number, p = 0) => codes({ month: '2026-03', apcm: false, ccm: ccm({ complex: true, staffMinutes: s, practitionerMinutes: p }) });
  assert.equal(complex(59), '99439x1 99490x1');
  assert.equal(complex(60), '99487x1');
  assert.equal(complex(89), '99487x1');
  assert.equal(complex(40, 50), '99487x1 99489x1');
  assert.equal(complex(1000), '99487x1 99489x10');
});

test('G0506 once with the initiating visit, whatever the minutes; APCM or another practitioner suppress all CCM codes', () => {
  assert.equal(staff(0, { initiatingVisit: true }), 'G0506x1');
  assert.equal(staff(25, { initiatingVisit: true }), '99490x1 G0506x1', 'sorted by plain string order: G last');
  assert.equal(staff(25, { initiatingVisit: true, g0506Billed: true }), '99490x1');
  assert.equal(staff(25, { initiatingVisit: true, otherPractitionerBills: true }), '');
  assert.equal(codes({ month: '2026-03', apcm: true, ccm: ccm({ staffMinutes: 70, complex: true, initiatingVisit: true }) }), '');
});

test('RPM device supply, set-up and management', () => {
  const month = (over: Partial<RpmMonth>) => codes({ month: '2026-03', apcm: true, rpm: rpm(over) });
  assert.equal(month({ deviceDays: 1 }), '');
  assert.equal(month({ deviceDays: 2 }), '99445x1');
  assert.equal(month({ deviceDays: 15 }), '99445x1');
  assert.equal(month({ deviceDays: 16 }), '99454x1', 'APCM does not touch RPM');
  assert.equal(month({ deviceDays: 2, setupBilled: false }), '99445x1 99453x1');
  assert.equal(month({ deviceDays: 1, setupBilled: false }), '');
  assert.equal(month({ managementMinutes: 9 }), '');
  assert.equal(month({ managementMinutes: 10 }), '99470x1', 'no device days needed for management');
  assert.equal(month({ managementMinutes: 19 }), '99470x1');
  assert.equal(month({ managementMinutes: 20 }), '99457x1');
  assert.equal(month({ managementMinutes: 39 }), '99457x1');
  assert.equal(month({ managementMinutes: 40 }), '99457x1 99458x1');
  assert.equal(month({ managementMinutes: 500 }), '99457x1 99458x2');
  assert.equal(month({ managementMinutes: 40, interactiveCommunication: false }), '');
});

test('CCM and RPM in one month are both billed; no program gives no code', () => {
  assert.equal(codes({ month: '2026-12', apcm: false, ccm: ccm({ staffMinutes: 20 }), rpm: rpm({ deviceDays: 20, managementMinutes: 20 }) }), '99454x1 99457x1 99490x1');
  assert.deepEqual(careMonthCodes({ month: '2026-01', apcm: false }), []);
  assert.deepEqual(careMonthCodes({ month: '2027-05', apcm: false, ccm: null, rpm: null }), []);
  assert.deepEqual(careMonthCodes({ month: '2026-03', apcm: false, ccm: ccm({ staffMinutes: 45 }) }), [
    { code: '99439', units: 1 },
    { code: '99490', units: 1 },
  ]);
});

test('bad input is a RangeError naming the field, even where the codes would be suppressed', () => {
  const bad = (input: unknown, field: RegExp) => assert.throws(() => careMonthCodes(input as never), (e: unknown) => e instanceof RangeError && field.test(e.message));
  bad({ month: '2026-13', apcm: false }, /month/);
  bad({ month: '2025-12', apcm: false }, /month/);
  bad({ month: '2026-1', apcm: false }, /month/);
  bad({ month: '2026-03', apcm: true, ccm: ccm({ staffMinutes: -1 }) }, /ccm\.staffMinutes/);
  bad({ month: '2026-03', apcm: true, ccm: { ...ccm(), practitionerMinutes: undefined } }, /ccm\.practitionerMinutes/);
  bad({ month: '2026-03', apcm: false, ccm: ccm({ staffMinutes: '20' as never }) }, /ccm\.staffMinutes/);
  bad({ month: '2026-03', apcm: false, ccm: ccm({ staffMinutes: Number.POSITIVE_INFINITY }) }, /ccm\.staffMinutes/);
  bad({ month: '2026-03', apcm: false, ccm: ccm({ otherPractitionerBills: true, staffMinutes: Number.NaN }) }, /ccm\.staffMinutes/);
  bad({ month: '2026-03', apcm: false, rpm: rpm({ deviceDays: 31 }) }, /rpm\.deviceDays/);
  bad({ month: '2026-03', apcm: false, rpm: rpm({ deviceDays: 2.5 }) }, /rpm\.deviceDays/);
  bad({ month: '2026-03', apcm: false, rpm: { ...rpm(), managementMinutes: undefined } }, /rpm\.managementMinutes/);
});
