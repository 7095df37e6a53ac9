/**
 * `@emr/domain/visits`: the rules of the clinic's day: visit statuses and their moves, the
 * schedule and follow-up series, cancellation reasons, calendar events, the note and the wrap-up,
 * tasks, and the body mass index of a vitals reading. An entry of its own (and a Module
 * Federation singleton), so a page without visits does not load them.
 */
export * from './visitStatus.ts';
export * from './schedule.ts';
export * from './recurrence.ts';
export * from './cancellationReasons.ts';
export * from './calendarEvents.ts';
export * from './wrapUp.ts';
export * from './notes.ts';
export * from '../tasks/taskRules.ts';
export * from './bodyMassIndex.ts';
export * from './vitalSignFlags.ts';
