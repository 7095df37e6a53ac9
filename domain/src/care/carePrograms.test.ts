import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AppError } from '../errors.ts';
import { recordProblems } from '../fieldSpecs.ts';
import { TIME_ENTRY_FIELD_RULES } from '../programs/fieldSpecs.ts';
import {
  assertEntryEnrolment,
  assertMonthOpen,
  assertPractitionerKept,
  assertReopenAllowed,
  assertServiceDate,
  assertSingleEnrolment,
  assertTimeEntrySpan,
  ccmMonthSummary,
  closedMonths,
  entryMonth,
  entryPractitionerMinutes,
  entryRole,
  monthOf,
  providerTimeOf,
  setupBilledBefore,
  setupMarker,
  setupMonth,
  underApcm,
  withServiceDate,
} from './carePrograms.ts';

const refused = (fn: () => void, field: string) =>
  assert.throws(fn, (e: unknown) => e instanceof AppError && Object.hasOwn(e.fields ?? {}, field));

test('one active enrolment per patient and program', () => {
  const stored = [{ id: 'e1', Program: 'ccm', Status: 'Active', EnrollmentDate: '2026-10-01T10:00:00Z' }, { id: 'e2', Program: 'rpm', Status: 'Disenrolled' }];
  refused(() => assertSingleEnrolment({ id: 'new', Program: 'ccm', Status: 'Active' }, stored), 'Program');
  assert.doesNotThrow(() => assertSingleEnrolment({ id: 'new', Program: 'rpm', Status: 'Active' }, stored), 'a disenrolled one does not count');
  assert.doesNotThrow(() => assertSingleEnrolment({ id: 'e1', Program: 'ccm', Status: 'Active' }, stored), 'the enrolment itself');
  assert.doesNotThrow(() => assertSingleEnrolment({ id: 'x', Program: 'ccm', Status: 'Disenrolled' }, stored), 'a disenrolled row is not a second enrolment');
  refused(() => assertSingleEnrolment({ id: 'new', Program: 'ccm' }, stored), 'Program');
});

test('minutes are not negative (the field spec) and fit between start and end', () => {
  assert.equal(recordProblems(TIME_ENTRY_FIELD_RULES, { Time: '-1', ServiceDate: '2026-01-02' }, '2026-11-24')['Time']?.rule, 'range');
  assert.doesNotThrow(() => assertTimeEntrySpan({ Time: '25' }), 'no span: any minutes');
  const span = { Start: '2026-11-03T10:00:00.000Z', End: '2026-11-03T10:25:00.000Z' };
  assert.doesNotThrow(() => assertTimeEntrySpan({ Time: '25', ...span }));
  refused(() => assertTimeEntrySpan({ Time: '26', ...span }), 'Time');
  refused(() => assertTimeEntrySpan({ Time: '1', Start: span.End, End: span.Start }), 'End');
  assert.doesNotThrow(() => assertTimeEntrySpan({ Time: '1', Start: '2026-11-03T10:00:00.000Z', End: '2026-11-03T10:00:20.000Z' }), 'a started minute counts');
});

test('an entry belongs to an active enrolment of its patient and program', () => {
  const enrolment = { EntityType: 'ProgramEnrollment', PatientID: 'P1', Program: 'ccm', Status: 'Active' };
  const entry = { PatientID: 'P1', Program: 'ccm', LinkedToProgram: 'e1' };
  assert.doesNotThrow(() => assertEntryEnrolment(entry, enrolment, true));
  refused(() => assertEntryEnrolment({ ...entry, PatientID: 'P2' }, enrolment, true), 'LinkedToProgram');
  refused(() => assertEntryEnrolment({ ...entry, Program: 'rpm' }, enrolment, true), 'LinkedToProgram');
  refused(() => assertEntryEnrolment(entry, undefined, true), 'LinkedToProgram');
  refused(() => assertEntryEnrolment({ PatientID: 'P1', Program: 'ccm' }, enrolment, true), 'LinkedToProgram');
  refused(() => assertEntryEnrolment(entry, { ...enrolment, Status: 'Disenrolled' }, true), 'LinkedToProgram');
  assert.doesNotThrow(() => assertEntryEnrolment(entry, { ...enrolment, Status: 'Disenrolled' }, false), 'earlier entries stay editable');
});

test('closed months lock their entries; only an admin reopens one', () => {
  const enrolment = { Program: 'ccm', CustomArray: JSON.stringify(['2026-10']) };
  assert.deepEqual(closedMonths(enrolment), ['2026-10']);
  assert.deepEqual(closedMonths({ CustomArray: 'not json' }), []);
  assert.equal(monthOf('2026-10-31T23:59:59.000Z'), '2026-10');
  // the month is the instant's, whatever offset it was written with
  assert.equal(monthOf('2026-10-01T05:00:00+14:00'), '2026-09');
  refused(() => assertMonthOpen('2026-10', 'ccm', [{ Program: 'ccm' }, enrolment]), 'Timestamp');
  assert.doesNotThrow(() => assertMonthOpen('2026-11', 'ccm', [enrolment]));
  assert.doesNotThrow(() => assertMonthOpen('2026-10', 'rpm', [enrolment]), "another program's closed month");
  refused(() => assertReopenAllowed(enrolment, { CustomArray: '[]' }, 'user'), 'CustomArray');
  assert.doesNotThrow(() => assertReopenAllowed(enrolment, { CustomArray: '[]' }, 'admin'));
  assert.doesNotThrow(() => assertReopenAllowed(enrolment, { CustomArray: '["2026-10","2026-11"]' }, 'user'), 'closing needs no admin');
});

test('one billing practitioner per patient-month', () => {
  refused(() => assertPractitionerKept({ AssignedTo: 'u1' }, { AssignedTo: 'u2' }, 1), 'AssignedTo');
  assert.doesNotThrow(() => assertPractitionerKept({ AssignedTo: 'u1' }, { AssignedTo: 'u2' }, 0));
  assert.doesNotThrow(() => assertPractitionerKept({ AssignedTo: 'u1' }, { AssignedTo: 'u1' }, 3));
  assert.doesNotThrow(() => assertPractitionerKept({}, { AssignedTo: 'u1' }, 3), 'a first practitioner is not a change');
});

test('the CCM meter: codes now and minutes to the next, from careMonthCodes', () => {
  const month = (minutes: number[], role: 'staff' | 'practitioner' = 'staff', options = {}) =>
    ccmMonthSummary('2026-11', minutes.map((m) => ({ minutes: m, practitionerMinutes: role === 'practitioner' ? m : 0 })), options);
  const none = month([]);
  assert.deepEqual(none.codes, []);
  assert.deepEqual(none.next, { minutes: 20, codes: [{ code: '99490', units: 1 }] });
  const m25 = month([25]);
  assert.deepEqual(m25.codes, [{ code: '99490', units: 1 }]);
  assert.equal(m25.next?.minutes, 15);
  const m45 = month([25, 20]);
  assert.deepEqual(m45.codes.map((c) => c.code), ['99439', '99490']);
  assert.equal(m45.totalMinutes, 45);
  assert.equal(month([60]).next, null, 'two add-ons is the most');
  assert.equal(month([60], 'staff', { complex: true }).codes[0]?.code, '99487');
  assert.deepEqual(month([25], 'staff', { apcm: true }).codes, [], 'APCM bills no CCM code');
  const p = month([30], 'practitioner');
  assert.equal(p.practitionerMinutes, 30);
  assert.deepEqual(p.codes, [{ code: '99491', units: 1 }]);
});

test('an entry’s practitioner minutes are its ProviderTime, at most its Time', () => {
  assert.equal(entryPractitionerMinutes({ Time: '25', ProviderTime: '0' }), 0);
  assert.equal(entryPractitionerMinutes({ Time: '25', ProviderTime: '25' }), 25);
  assert.equal(entryPractitionerMinutes({ Time: '25', ProviderTime: '40' }), 25);
  assert.equal(entryPractitionerMinutes({ Time: '25' }), 0);
  assert.equal(providerTimeOf('practitioner', 30), '30');
  assert.equal(providerTimeOf('staff', 30), '0');
  assert.equal(entryRole({ minutes: 30, practitionerMinutes: 10 }), 'practitioner');
});

test('an entry counts in the month of its date of service; without one, the day it was recorded', () => {
  assert.equal(entryMonth({ ServiceDate: '2026-01-31T00:00:00.000Z', Timestamp: '2026-02-03T09:00:00.000Z' }), '2026-01');
  assert.equal(entryMonth({ Timestamp: '2026-02-03T09:00:00.000Z' }), '2026-02');
  assert.equal(withServiceDate({ Time: '5' }, '2026-03-04T22:10:00.000Z')['ServiceDate'], '2026-03-04T00:00:00.000Z');
  assert.equal(withServiceDate({ Timestamp: '2026-02-03T09:00:00.000Z' }, '2026-03-04T22:10:00.000Z')['ServiceDate'], '2026-02-03T00:00:00.000Z');
  assert.equal(withServiceDate({ ServiceDate: '2026-01-31T00:00:00.000Z' }, '2026-03-04T22:10:00.000Z')['ServiceDate'], '2026-01-31T00:00:00.000Z');
});

test('a date of service is not in the future nor before the consent', () => {
  const enrolment = { EnrollmentDate: '2026-01-05T10:00:00.000Z' };
  const now = '2026-03-04T22:10:00.000Z';
  assertServiceDate({ ServiceDate: '2026-03-04T00:00:00.000Z' }, enrolment, now);
  assertServiceDate({ ServiceDate: '2026-01-05T00:00:00.000Z' }, enrolment, now);
  refused(() => assertServiceDate({ ServiceDate: '2026-03-05T00:00:00.000Z' }, enrolment, now), 'ServiceDate');
  refused(() => assertServiceDate({ ServiceDate: '2026-01-04T00:00:00.000Z' }, enrolment, now), 'ServiceDate');
  refused(() => assertServiceDate({ ServiceDate: 'soon' }, enrolment, now), 'ServiceDate');
});

test('APCM holds from its start month on; no start, or a malformed one, is not APCM', () => {
  assert.equal(underApcm('2026-03', '2026-02'), false);
  assert.equal(underApcm('2026-03', '2026-03'), true);
  assert.equal(underApcm('2026-03', '2027-01'), true);
  assert.equal(underApcm(null, '2026-03'), false);
  assert.equal(underApcm('2026-3', '2026-03'), false);
  const summary = ccmMonthSummary('2026-03', [{ minutes: 45, practitionerMinutes: 0 }], { apcm: underApcm('2026-03', '2026-03') });
  assert.deepEqual([summary.totalMinutes, summary.codes, summary.next], [45, [], null]);
});

test("RPM's set-up (99453) counts as billed only when another month's claim carried it for the device's enrolment", () => {
  // a device given late in October: October's close (1 device day) billed no device code and no set-up
  const enrolment = { Program: 'rpm', CustomArray: ['2026-10'] };
  assert.equal(setupMonth(enrolment), '');
  assert.equal(setupBilledBefore(setupMonth(enrolment), '2026-11'), false, 'November still bills it');
  // November's claim carried it: the close stored the month
  const billed = { ...enrolment, CustomArray: ['2026-10', '2026-11'], CustomTime: setupMarker('2026-11') };
  assert.equal(setupMonth(billed), '2026-11');
  assert.equal(setupBilledBefore(setupMonth(billed), '2026-12'), true, 'December does not');
  assert.equal(setupBilledBefore(setupMonth(billed), '2026-10'), true, 'nor an earlier month closed late');
  assert.equal(setupBilledBefore(setupMonth(billed), '2026-11'), false, "November's own meter still shows it");

});
