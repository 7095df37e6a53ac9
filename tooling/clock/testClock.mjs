/**
 * The test run's clock. `EMR_TEST_CLOCK` — an ISO instant such as `2026-12-31T21:30:00-06:00`, or `now`
 * for the real clock — moves "now" for every process of a test run: the embedded server, the test
 * runners and (through Playwright's clock, e2e/fixtures/test.ts) the browser. So a suite can be run on
 * a Sunday, a holiday or New Year's Eve in a US evening, whatever the calendar says.
 *
 * The first process that loads this turns the instant into an offset from the real clock and leaves
 * it in `EMR_TEST_CLOCK_OFFSET_MS`, which the processes it starts inherit: they all agree, and time
 * keeps flowing (timers, timeouts and monotonic clocks are not touched; only the wall clock moves).
 */

/** Milliseconds to add to the real clock: 0 when no test clock is set. */
export function testClockOffset(env = process.env) {
  const known = env.EMR_TEST_CLOCK_OFFSET_MS;
  if (known !== undefined && known !== '') return Number(known);
  const wanted = env.EMR_TEST_CLOCK;
  if (!wanted || wanted === 'now') return 0;
  const at = Date.parse(wanted);
  if (Number.isNaN(at)) throw new Error(`EMR_TEST_CLOCK must be an ISO instant such as 2026-12-31T21:30:00-06:00 (or "now"), not "${wanted}"`);
  const offset = at - Date.now();
  env.EMR_TEST_CLOCK_OFFSET_MS = String(offset);
  return offset;
}

/**
 * Replaces `scope.Date` by one whose "now" (`Date.now()`, `new Date()`, `Date()`) is `offset` ms
 * ahead; dates built from a value are untouched, and instances are still `Date`s of the scope.
 */
export function shiftClock(scope, offset) {
  const Real = scope.Date;
  if (!offset || Real.emrTestClockOffset !== undefined) return;
  function Shifted(...args) {
    if (!new.target) return new Real(Real.now() + offset).toString();
    return Reflect.construct(Real, args.length === 0 ? [Real.now() + offset] : args, new.target);
  }
  Shifted.prototype = Real.prototype;
  Object.setPrototypeOf(Shifted, Real);
  Shifted.now = () => Real.now() + offset;
  Shifted.emrTestClockOffset = offset;
  scope.Date = Shifted;
}

// loaded with `node --import` (or NODE_OPTIONS): this process and every one it starts run on the test clock
shiftClock(globalThis, testClockOffset());
