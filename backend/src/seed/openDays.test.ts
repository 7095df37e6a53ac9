/**
 * The demo clinics' open days: no visit is booked on a Saturday, a Sunday or a holiday the clinic
 * closes for, whatever day the seed runs — the browser tests create their own visits, so a server
 * started on a Sunday evening or on Thanksgiving has an empty board today, as a clinic would.
 * The holidays are checked against the U.S. Office of Personnel Management's published federal
 * holiday dates (opm.gov, "Federal Holidays"), which give the observed day of a weekend holiday.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { createApp } from '../app.ts';
import { ClinicClock } from './clock.ts';
import { seedDemo } from './demo.ts';

// OPM's dates of the six holidays the demo clinics close for (New Year's Day 2028, a Saturday, is observed on Friday 2027-12-31)
const OPM = {
  2026: ['2026-01-01', '2026-05-25', '2026-07-03', '2026-09-07', '2026-11-26', '2026-12-25'],
  2027: ['2027-01-01', '2027-05-31', '2027-07-05', '2027-09-06', '2027-11-25', '2027-12-24'],
  2028: ['2027-12-31', '2028-05-29', '2028-07-04', '2028-09-04', '2028-11-23', '2028-12-25'],
};
const CHICAGO = 'America/Chicago';

test('the clinic closes on the days OPM lists as observed, and on weekends', () => {
  const clock = new ClinicClock(Date.parse('2026-11-29T12:00:00Z'), CHICAGO);
  for (const [year, days] of Object.entries(OPM)) {
    assert.deepEqual(clock.holidays(Number(year)).map((h) => clock.date(h.day)), days, `holidays of ${year}`);
    for (const day of days) assert.equal(clock.isOpen(clock.dayOf(...(day.split('-').map(Number) as [number, number, number]))), false, `${day} is closed`);
  }
  // Thursday 2026-12-31 is open; Friday 2027-12-31 is not (New Year's Day 2028 observed)
  assert.equal(clock.isOpen(clock.dayOf(2026, 12, 31)), true);
  assert.equal(clock.isOpen(clock.dayOf(2027, 12, 31)), false);
  assert.equal(clock.isOpen(clock.dayOf(2026, 11, 29)), false, 'a Sunday');
  assert.equal(clock.isOpen(clock.dayOf(2026, 11, 28)), false, 'a Saturday');
  // a day the clinic is closed moves to the nearest open one: Saturday back to Friday, else forward
  assert.equal(clock.date(clock.businessDay(clock.dayOf(2026, 11, 26))), '2026-11-27');
  assert.equal(clock.date(clock.businessDay(clock.dayOf(2026, 11, 28))), '2026-11-27');
  assert.equal(clock.date(clock.businessDay(clock.dayOf(2027, 7, 4))), '2027-07-06');
});

const localDay = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: CHICAGO, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();
const CLOSED = new Set(Object.values(OPM).flat());

// a Sunday evening in Chicago (the UTC day is Monday), and Thanksgiving morning
for (const now of ['2026-11-29T21:30:00-06:00', '2026-11-26T10:00:00-06:00']) {
  test(`seeded at ${now}: every Northside visit is on a day the clinic is open, none today`, () => {
    const dir = mkdtempSync(join(tmpdir(), 'emr-open-days-'));
    try {
      const app = createApp({ dataDir: dir, publicOrigin: 'http://localhost:8080', log: () => undefined });
      seedDemo(app, { now: new Date(now), patientsPerClinic: 60 });
      const all = (app.db.prepare("SELECT item FROM emr WHERE clinic_id = 'northside' AND entity_type = 'Visit'").all() as { item: string }[]).map((r) => JSON.parse(r.item) as { VisitDate: string; VisitType: string });
      // the walk-in flu clinics are Saturdays of October the clinic opens for (a calendar event says so)
      const flu = all.filter((v) => v.VisitType === 'Flu clinic').map((v) => localDay(v.VisitDate));
      assert.deepEqual(flu.filter((day) => weekday(day) !== 6 || day.slice(5, 7) !== '10'), [], 'flu clinics on Saturdays of October');
      const visits = all.filter((v) => v.VisitType !== 'Flu clinic');
      assert.ok(visits.length > 100, `${visits.length} visits`);
      const days = visits.map((v) => localDay(v.VisitDate));
      const today = localDay(now);
      assert.deepEqual(days.filter((day) => day === today), [], 'no visit today');
      assert.deepEqual(days.filter((day) => weekday(day) === 0 || weekday(day) === 6 || CLOSED.has(day)), [], 'no visit on a weekend or a holiday');
      app.db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
}
