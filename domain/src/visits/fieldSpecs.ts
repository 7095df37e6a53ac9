/**
 * The visits area's field specs (fieldSpecs.ts explains the mechanism): what the server
 * validates each record of these kinds with (`recordProblems`, in schemas.ts) and what the
 * visits remote's forms check through `domainRules` — one rule, one sentence.
 */
import { CALENDAR_EVENT_COLORS, CALENDAR_EVENT_TITLE_MAX } from '@emr/domain';
import type { FieldSpecs } from '../fieldSpecs.ts';

/** A calendar event: a title, a colour of the palette, a start, and an end not before it. */
export const CALENDAR_EVENT_FIELD_RULES = {
  Title: { required: true, maxLength: CALENDAR_EVENT_TITLE_MAX },
  Color: { options: Object.values(CALENDAR_EVENT_COLORS) },
  Start: { required: true, date: true },
  End: { date: true, notBefore: 'Start' },
} as const satisfies FieldSpecs;
