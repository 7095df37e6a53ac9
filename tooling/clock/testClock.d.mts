/** Types of testClock.mjs (the test run's clock). */
export declare function testClockOffset(env?: NodeJS.ProcessEnv): number;
export declare function shiftClock(scope: typeof globalThis, offset: number): void;
