/** The clinic's today: the clinic's day at 9 pm in Chicago (the UTC day is tomorrow), and it turns over at the clinic's midnight. */
import { act, render, screen } from '@testing-library/react';
import { sessionStore } from '@emr/shared-ui/core';
import { clinicToday, currentClinicTimeZone, useClinicToday } from './clinicTime.ts';

function Today() {
  return <p>{useClinicToday()}</p>;
}

afterEach(() => {
  jest.useRealTimers();
  sessionStore.getState().setClinicTimeZone(null);
});

test("today is the clinic's day, not the UTC day nor the workstation's", () => {
  sessionStore.getState().setClinicTimeZone('America/Chicago');
  expect(clinicToday('2026-11-30T03:00:00.000Z')).toBe('2026-11-29'); // 9 pm in Chicago
  sessionStore.getState().setClinicTimeZone('Asia/Tokyo');
  expect(clinicToday('2026-11-30T03:00:00.000Z')).toBe('2026-11-30');
  sessionStore.getState().setClinicTimeZone(null);
  expect(currentClinicTimeZone()).toBe('America/New_York');
});

test("useClinicToday renders the clinic's day and turns over at the clinic's midnight", () => {
  jest.useFakeTimers({ now: new Date('2026-11-30T05:59:00.000Z') }); // 11:59 pm in Chicago, 9:59 pm on this workstation
  sessionStore.getState().setClinicTimeZone('America/Chicago');
  render(<Today />);
  expect(screen.getByText('2026-11-29')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(2 * 60_000));
  expect(screen.getByText('2026-11-30')).toBeInTheDocument();
});
