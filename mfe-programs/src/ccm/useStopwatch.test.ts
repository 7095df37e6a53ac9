import { act, renderHook } from '@testing-library/react';
import { formatElapsed, useStopwatch } from './useStopwatch.ts';

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-03T10:00:00.000Z') });
});
afterEach(() => jest.useRealTimers());

test('runs, ticks each second and gives the span clocked with the minutes begun', () => {
  const { result } = renderHook(() => useStopwatch());
  expect(result.current.running).toBe(false);
  act(() => result.current.start());
  expect(result.current.running).toBe(true);
  act(() => jest.advanceTimersByTime(25 * 60_000 + 30_000));
  expect(result.current.elapsed).toBe(25 * 60 + 30);
  let span: ReturnType<typeof result.current.stop> = null;
  act(() => {
    span = result.current.stop();
  });
  expect(span).toEqual({ start: '2026-11-03T10:00:00.000Z', end: '2026-11-03T10:25:30.000Z', minutes: 26 });
  expect(result.current.running).toBe(false);
});

test('a short run counts one minute; stopping a stopped watch gives nothing', () => {
  const { result } = renderHook(() => useStopwatch());
  expect(result.current.stop()).toBeNull();
  act(() => result.current.start());
  act(() => jest.advanceTimersByTime(5_000));
  let span: ReturnType<typeof result.current.stop> = null;
  act(() => {
    span = result.current.stop();
  });
  expect(span).toMatchObject({ minutes: 1 });
});

test('formats the time running', () => {
  expect(formatElapsed(65)).toBe('1:05');
  expect(formatElapsed(3725)).toBe('1:02:05');
});
