import { eventFields, eventValues, newEventValues } from './eventForm.ts';

const CHICAGO = 'America/Chicago';

test('an all-day event is stored as UTC midnights, its End the day after its last; read back as the days shown', () => {
  const fields = eventFields({ ...newEventValues('2026-03-02', null), title: ' Flu clinic ', endDay: '2026-03-03', color: 'green' });
  expect(fields).toEqual({ Title: 'Flu clinic', Color: '#43A047', AllDay: true, Start: '2026-03-02T00:00:00.000Z', End: '2026-03-04T00:00:00.000Z' });
  expect(eventValues({ id: 'e', Version: 1, ...fields } as never)).toMatchObject({ startDay: '2026-03-02', endDay: '2026-03-03', color: 'green', allDay: true });
});

test('a timed event from a slot lasts an hour, on the clinic’s clock; a stored colour name or hex reads as its palette name', () => {
  const values = newEventValues('2026-03-02', '09:30', CHICAGO);
  expect(values).toMatchObject({ startTime: '09:30', endDay: '2026-03-02', endTime: '10:30', allDay: false });
  const fields = eventFields({ ...values, title: 'Huddle' }, CHICAGO);
  expect(Date.parse(String(fields['End'])) - Date.parse(String(fields['Start']))).toBe(3_600_000);
  // 9:30 in Chicago (CST) is 15:30 UTC, 7:30 on this Los Angeles workstation
  expect(fields['Start']).toBe('2026-03-02T15:30:00.000Z');
  expect(eventValues({ id: 'e', Version: 1, Title: 'x', Start: fields['Start'], End: fields['End'], Color: '#8e24aa' } as never, CHICAGO)).toMatchObject({ startTime: '09:30', color: 'purple' });
});

test('an evening event ends on the clinic’s next day when it runs past midnight there', () => {
  expect(newEventValues('2026-03-02', '23:30', CHICAGO)).toMatchObject({ endDay: '2026-03-03', endTime: '00:30' });
});
