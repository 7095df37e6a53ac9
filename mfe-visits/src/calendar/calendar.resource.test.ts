import { weeksOf } from './calendar.resource.ts';

test('a view’s range is read a week at a time: whole weeks, the last one as long as the range allows', () => {
  const at = (day: string) => `${day}T05:00:00.000Z`;
  expect(weeksOf({ from: at('2026-11-01'), to: at('2026-12-06') }).map((w) => [w.from.slice(0, 10), w.to.slice(0, 10)])).toEqual([
    ['2026-11-01', '2026-11-08'], ['2026-11-08', '2026-11-15'], ['2026-11-15', '2026-11-22'], ['2026-11-22', '2026-11-29'], ['2026-11-29', '2026-12-06'],
  ]);
  expect(weeksOf({ from: at('2026-11-24'), to: at('2026-11-25') })).toEqual([{ from: at('2026-11-24'), to: at('2026-11-25') }]);
});
