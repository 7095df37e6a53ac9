/**
 * `@emr/domain/care`: the care programs' rules beyond `careMonthCodes` (which the root exports):
 * enrolment, RPM readings and their CSV, the weight-loss and kidney-stone programs, and the
 * injection programs with their protocols. An entry of its own (and a Module Federation
 * singleton), so a page outside the programs does not load them.
 */
export * from './carePrograms.ts';
export * from './rpmReadings.ts';
export * from './obesity.ts';
export * from './kidneyStones.ts';
export * from './rpmCsv.ts';
export * from './injectionPrograms.ts';
export * from './injectionProtocols.ts';
