/**
 * Clinic-local calendar arithmetic for the seeds. Times are stored as UTC ISO strings, but a
 * clinic books visits in its own business hours, so days are counted in the clinic's time zone.
 */
export const DAY_MS = 86_400_000;
export const MINUTE_MS = 60_000;

export class ClinicClock {
  readonly now: number;
  private readonly year: number;
  private readonly month: number;
  private readonly day: number;
  private readonly format: Intl.DateTimeFormat;
  private readonly midnights = new Map<number, number>();
  private readonly closed = new Map<number, Set<number>>();

  constructor(now: number, readonly timeZone: string) {
    this.now = now;
    this.format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    const today = this.localParts(now);
    this.year = today.year;
    this.month = today.month;
    this.day = today.day;
  }

  private localParts(utcMs: number) {
    const parts: Record<string, number> = {};
    for (const part of this.format.formatToParts(new Date(utcMs))) {
      if (part.type !== 'literal') parts[part.type] = Number(part.value);
    }
    return { year: parts['year']!, month: parts['month']!, day: parts['day']!, hour: parts['hour']!, minute: parts['minute']!, second: parts['second']! };
  }

  /** Local time minus UTC at an instant, in ms (e.g. -5 h for Chicago in summer). */
  private offset(utcMs: number): number {
    const p = this.localParts(utcMs);
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(utcMs / 1000) * 1000;
  }

  /** UTC ms of local midnight `days` days from the clinic's today (negative: in the past). */
  midnight(days: number): number {
    let value = this.midnights.get(days);
    if (value === undefined) {
      const wall = Date.UTC(this.year, this.month - 1, this.day + days);
      value = wall - this.offset(wall + 12 * 3_600_000);
      this.midnights.set(days, value);
    }
    return value;
  }

  /** UTC ms of a local wall-clock minute (0–1439) on a day. */
  at(days: number, minuteOfDay: number): number {
    return this.midnight(days) + minuteOfDay * MINUTE_MS;
  }

  /** 0 = Sunday … 6 = Saturday, of the local date `days` from today. */
  weekday(days: number): number {
    return new Date(Date.UTC(this.year, this.month - 1, this.day + days)).getUTCDay();
  }

  /**
   * The days the demo clinics close (offsets from today) in a year, with the holiday's name: the
   * six US holidays most practices close for, on the day they are observed — a Saturday's on the
   * Friday before, a Sunday's on the Monday after.
   */
  holidays(year: number): { day: number; name: string }[] {
    const nth = (month: number, weekday: number, n: number) => {
      const first = this.dayOf(year, month, 1);
      return first + ((weekday - this.weekday(first) + 7) % 7) + 7 * (n - 1);
    };
    const lastMonday = (month: number) => {
      const nextFirst = this.dayOf(year, month + 1, 1);
      return nextFirst - 1 - ((this.weekday(nextFirst - 1) - 1 + 7) % 7);
    };
    const observed = (day: number) => (this.weekday(day) === 6 ? day - 1 : this.weekday(day) === 0 ? day + 1 : day);
    return [
      { day: observed(this.dayOf(year, 1, 1)), name: 'New Year’s Day' },
      { day: lastMonday(5), name: 'Memorial Day' },
      { day: observed(this.dayOf(year, 7, 4)), name: 'Independence Day' },
      { day: nth(9, 1, 1), name: 'Labor Day' },
      { day: nth(11, 4, 4), name: 'Thanksgiving' },
      { day: observed(this.dayOf(year, 12, 25)), name: 'Christmas Day' },
    ];
  }

  /** Whether the clinic is open on a day: Monday to Friday, not a holiday it closes for. */
  isOpen(days: number): boolean {
    const wd = this.weekday(days);
    if (wd === 0 || wd === 6) return false;
    // a Saturday New Year's Day is observed on the Friday before: December 31 of the year before
    const { year } = this.parts(days);
    let closed = this.closed.get(year);
    if (!closed) this.closed.set(year, (closed = new Set([...this.holidays(year), ...this.holidays(year + 1)].map((h) => h.day))));
    return !closed.has(days);
  }

  /** The day itself when the clinic is open, else the nearest open day: the Friday before a Saturday, else the next open day. */
  businessDay(days: number): number {
    if (this.isOpen(days)) return days;
    if (this.weekday(days) === 6 && this.isOpen(days - 1)) return days - 1;
    let day = days + 1;
    while (!this.isOpen(day)) day++;
    return day;
  }

  /** The local calendar date `days` from today, as YYYY-MM-DD. */
  date(days: number): string {
    return new Date(Date.UTC(this.year, this.month - 1, this.day + days)).toISOString().slice(0, 10);
  }

  /** Local year, month (1–12) and day of month of `days` from today. */
  parts(days: number): { year: number; month: number; day: number } {
    const d = new Date(Date.UTC(this.year, this.month - 1, this.day + days));
    return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
  }

  /** Day offset (from today) of a local calendar date. */
  dayOf(year: number, month: number, day: number): number {
    return Math.round((Date.UTC(year, month - 1, day) - Date.UTC(this.year, this.month - 1, this.day)) / DAY_MS);
  }
}

export const iso = (ms: number): string => new Date(ms).toISOString();
