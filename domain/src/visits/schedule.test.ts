import assert from 'node:assert/strict';
import { test } from 'node:test';
import { overlappingVisits, visitEndMs } from './schedule.ts';

const at = (hhmm: string) => `2026-03-02T${hhmm}:00.000Z`;
const booked = [
  { id: 'a', VisitDate: at('09:00'), End: at('09:30'), VisitStatus: 'Scheduled' },
  { id: 'b', VisitDate: at('10:00'), VisitStatus: 'CheckedIn' },
  { id: 'c', VisitDate: at('11:00'), End: at('12:00'), VisitStatus: 'Cancelled', CancellationReason: 'Weather' },
];

test('a slot overlaps the visits whose time it shares; touching ends do not overlap', () => {
  assert.deepEqual(overlappingVisits({ start: at('09:15'), end: at('09:45') }, booked).map((v) => v.id), ['a']);
  assert.deepEqual(overlappingVisits({ start: at('09:30'), end: at('10:00') }, booked), []);
  assert.deepEqual(overlappingVisits({ start: at('08:00'), end: at('12:00') }, booked).map((v) => v.id), ['a', 'b']);
});

test('a visit without an End lasts 30 minutes; cancelled visits and the visit itself hold no time', () => {
  assert.equal(visitEndMs(booked[1]!), Date.parse(at('10:30')));
  assert.deepEqual(overlappingVisits({ start: at('10:20'), end: at('10:40') }, booked).map((v) => v.id), ['b']);
  assert.deepEqual(overlappingVisits({ start: at('10:20'), end: at('10:40') }, booked, 'b'), []);
  assert.deepEqual(overlappingVisits({ start: at('11:15'), end: at('11:45') }, booked), []);
});
