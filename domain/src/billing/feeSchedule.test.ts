import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type ScheduledPrice, lineAmountCents, normalizeProcedureCode, priceCents, priceInForce, priceText } from './feeSchedule.ts';
import { FEE_SCHEDULE_FIELD_RULES } from './fieldSpecs.ts';
import { recordProblems } from '../fieldSpecs.ts';
import { missingFromFeeSchedule } from './scrubClaim.ts';
import { validateRecord } from '../schemas.ts';
import { indexKeysFor } from '../server/indexKeys.ts';
import { queries } from '../queries.ts';

test('prices move between the typed dollars and integer cents exactly', () => {
  assert.equal(priceCents('125.5'), 12550);
  assert.equal(priceCents('0.29'), 29); // 0.29 * 100 is 28.999… in floating point
  assert.equal(priceCents('1,000'), null);
  assert.equal(priceCents('-5'), null);
  assert.equal(priceCents('1.234'), null);
  assert.equal(priceText(12550), '125.50');
  assert.equal(priceText(undefined), '');
});

test('a line amount is the unit price times whole units, in cents', () => {
  assert.equal(lineAmountCents(6210, 3), 18630);
  assert.equal(lineAmountCents(10, 7), 70); // never 0.1 * 7 = 0.7000000000000001
  assert.equal(lineAmountCents(6210, 0), null);
  assert.equal(lineAmountCents(6210, 1.5), null);
  assert.equal(normalizeProcedureCode(' j 3420 '), 'J3420');
});

test('the form and the server refuse a bad code, a price of 0 or less, a missing description', () => {
  const ok = { CPTCode: '99214', Description: 'Office visit, est., moderate', Price: '180.00', Status: 'Active' };
  assert.deepEqual(recordProblems(FEE_SCHEDULE_FIELD_RULES, ok, '2026-11-24'), {});
  const problems = recordProblems(FEE_SCHEDULE_FIELD_RULES, { ...ok, CPTCode: '9921', Price: '0', Description: '' }, '2026-11-24');
  assert.deepEqual(Object.keys(problems).sort(), ['CPTCode', 'Description', 'Price']);
  assert.deepEqual(validateRecord('FeeScheduleEntry', { CPTCode: '9921', Description: 'x', PriceCents: -100, Status: 'Active' }), {
    CPTCode: 'Code must look like 99213 / J3420.',
    Price: 'Price must be from 0.01 to 99999.99.',
  });
  assert.deepEqual(validateRecord('FeeScheduleEntry', { CPTCode: 'J3420', Description: 'Vitamin B-12 injection', PriceCents: 2500, Status: 'Active' }), null);
  assert.equal(validateRecord('FeeScheduleEntry', { CPTCode: 'J3420', Description: 'B-12', PriceCents: 2500, Status: 'Gone' })?.['Status'], 'Choose a value for Status.');
});

test('only an active entry holds its code in the unique index; every entry is listed by code', () => {
  const active = indexKeysFor('FeeScheduleEntry', { id: 'f1', ClinicID: 'c1', CPTCode: '99214', Status: 'Active' });
  assert.equal(active.GSI6PK, queries.feeScheduleEntry('c1', '99214').pk);
  assert.equal(active.GSI6SK, '99214');
  assert.equal(active.GSI3PK, queries.feeSchedule('c1', 'Active').pk);
  assert.equal(active.GSI1SK, '99214#f1');
  const retired = indexKeysFor('FeeScheduleEntry', { id: 'f2', ClinicID: 'c1', CPTCode: '99214', Status: 'Retired' });
  assert.equal(retired.GSI6PK, null);
  assert.equal(retired.GSI1PK, queries.feeSchedule('c1').pk);
});

test('the scrubber asks for a fee schedule entry for a CPT code only', () => {
  const held = new Set(['99214']);
  assert.equal(missingFromFeeSchedule('99214', held), false);
  assert.equal(missingFromFeeSchedule('99215', held), true);
  assert.equal(missingFromFeeSchedule('J3420', held), false);
  assert.equal(missingFromFeeSchedule('nope', held), false);
});

test('the price in force on the date of service: effective from its start, up to the day before its retirement; the latest to take effect wins', () => {
  const entries: ScheduledPrice[] = [
    { code: '99213', priceCents: 9000, startDate: '2025-01-01', endDate: '2026-01-01', status: 'Retired' },
    { code: '99213', priceCents: 9500, startDate: '2026-01-01', endDate: '', status: 'Active' },
    { code: 'j3420', priceCents: 2500, startDate: '', endDate: '', status: 'Active' },
    { code: '99214', priceCents: 15000, startDate: '2026-06-01', endDate: '', status: 'Active' },
    // retired without its day: not known to have been in force
    { code: '36415', priceCents: 1000, startDate: '2025-01-01', endDate: '', status: 'Retired' },
  ];
  assert.equal(priceInForce(entries, '99213', '2025-12-31'), 9000);
  assert.equal(priceInForce(entries, '99213', '2026-01-01'), 9500);
  assert.equal(priceInForce(entries, '99213', '2024-12-31'), null, 'before the first price');
  assert.equal(priceInForce(entries, ' J3420 ', '2020-05-05'), 2500, 'codes as stored: upper case, no spaces');
  assert.equal(priceInForce(entries, '99214', '2026-05-31'), null, 'a price not yet in force');
  assert.equal(priceInForce(entries, '36415', '2026-01-01'), null);
  const overlapping = [...entries, { code: '99213', priceCents: 9900, startDate: '2026-03-01', endDate: '', status: 'Active' }];
  assert.equal(priceInForce(overlapping, '99213', '2026-03-15'), 9900);
  assert.equal(priceInForce(overlapping, '99213', '2026-02-15'), 9500);
});
