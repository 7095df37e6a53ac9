import { tokens } from '@fluentui/react-components';
import type { Visit } from '../shared/visit.resource.ts';
import { eventItem, moveFields, readableOn, visitItem } from './calendarEvents.ts';

const visit = (status: Visit['status'], end = ''): Visit & { end: string } => ({
  id: 'v-1', version: 3, patientId: 'NO-000001', type: 'Follow-up', status, date: '2026-05-04T14:00:00.000Z', checkIn: '', checkOut: '', providerId: 'u-doc',
  reason: '', cancellationReason: '', statusSince: '', statusBy: '', paymentStatus: '', linkedToClaim: '', end,
});

test('a scheduled visit is drawn with the patient and type and can be moved; its default length is 30 minutes', () => {
  const item = visitItem(visit('Scheduled'), 'Follow-up', true);
  expect(item).toMatchObject({ id: 'v-1', title: 'Follow-up', start: '2026-05-04T14:00:00.000Z', end: '2026-05-04T14:30:00.000Z', startEditable: true, color: tokens.colorBrandBackground });
  expect(item.extendedProps).toEqual({ kind: 'Visit', version: 3, patientId: 'NO-000001' });
});

test('a visit under way or ended does not move, nor any visit for a role that cannot change visits', () => {
  expect(visitItem(visit('CheckedIn', '2026-05-04T15:00:00.000Z'), 'Follow-up', true)).toMatchObject({ startEditable: false, end: '2026-05-04T15:00:00.000Z' });
  expect(visitItem(visit('Cancelled'), 'Follow-up', true)).toMatchObject({ startEditable: false, extendedProps: { kind: 'Visit', patientId: 'NO-000001' } });
  expect(visitItem(visit('Scheduled'), 'Follow-up', false).startEditable).toBe(false);
});

test('an all-day event is drawn on its dates, a timed one at its instants, each with a readable text colour', () => {
  const allDay = eventItem({ id: 'e-1', Version: 1, Title: 'Clinic closed', Color: '#E53935', Start: '2026-07-04T00:00:00.000Z', End: '2026-07-05T00:00:00.000Z', AllDay: true } as never, true);
  expect(allDay).toMatchObject({ title: 'Clinic closed', start: '2026-07-04', end: '2026-07-05', allDay: true, color: '#E53935', contrastColor: '#000000' });
  const timed = eventItem({ id: 'e-2', Version: 2, Title: 'Staff huddle', Color: 'not a colour', Start: '2026-07-07T11:30:00.000Z', End: '2026-07-07T12:00:00.000Z', AllDay: false } as never, false);
  expect(timed).toMatchObject({ start: '2026-07-07T11:30:00.000Z', allDay: false, color: '#1e88e5', startEditable: false });
});

test('the text colour is the one with the higher contrast', () => {
  expect(readableOn('#000080')).toBe('#ffffff');
  expect(readableOn('#FFEB3B')).toBe('#000000');
  expect(readableOn('#43A047')).toBe('#000000');
  expect(readableOn('red')).toBe('#ffffff');
});

test('a move writes a visit’s VisitDate and End, an event’s Start and End (all-day ones as the UTC midnights of the clinic’s days)', () => {
  const start = new Date('2026-05-05T15:00:00.000Z');
  const end = new Date('2026-05-05T15:30:00.000Z');
  expect(moveFields({ id: 'v-1', kind: 'Visit', version: 3, start, end, allDay: false }, 'America/Chicago')).toEqual({ VisitDate: start.toISOString(), End: end.toISOString() });
  // the library reports an all-day drop as the clinic's midnights (Chicago, CDT): still July 6 and 7 on this Los Angeles workstation's clock
  const [from, to] = [new Date('2026-07-06T05:00:00.000Z'), new Date('2026-07-07T05:00:00.000Z')];
  expect(moveFields({ id: 'e-1', kind: 'CalendarEvent', version: 1, start: from, end: to, allDay: true }, 'America/Chicago')).toEqual({
    Start: '2026-07-06T00:00:00.000Z',
    End: '2026-07-07T00:00:00.000Z',
  });
});
