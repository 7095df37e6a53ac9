/**
 * `scheduleVisitSeries(visit, recurrence, timeZone)`: a first visit and its recurring follow-ups
 * (visits/recurrence.ts) booked in one transaction. The dates come from `seriesSlots`, the
 * function the scheduling form previews with; each visit is then planned exactly as a
 * `createEMR` of it would be (`planWrites`: role, clinic, fields, the provider in the clinic,
 * the status rules), so one refusal saves none of them.
 */
import { AppError, ERROR_TYPES } from '../errors.ts';
import { INPUT_LIMITS } from './normalise.ts';
import { measureJson } from './queryLimits.ts';
import { DEFAULT_VISIT_MINUTES } from '../visits/schedule.ts';
import { assertRecurrence, isTimeZone, seriesSlots } from '../visits/recurrence.ts';
import type { RuleContext } from './rules.ts';
import type { Fields } from './ruleTypes.ts';
import { type Plan, type PlannedWrite, type WriteOperation, planWrites } from './writes.ts';

const badRequest = (field: string, message: string) => new AppError(ERROR_TYPES.badRequest, `${field}: ${message}`, { [field]: message });

function jsonObject(value: unknown, field: string): Fields {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      throw badRequest(field, 'is not valid JSON');
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw badRequest(field, 'must be an object');
  const size = measureJson(parsed, INPUT_LIMITS.maxNodes, INPUT_LIMITS.maxDepth);
  if (size.nodes > INPUT_LIMITS.maxNodes || size.depth > INPUT_LIMITS.maxDepth) throw badRequest(field, `may hold at most ${INPUT_LIMITS.maxNodes} values, nested at most ${INPUT_LIMITS.maxDepth} levels`);
  return parsed as Fields;
}

/** The creates of a series: the first visit's fields on each of its days, `Scheduled`. */
export function visitSeriesOperations(args: Fields): WriteOperation[] {
  const visit = jsonObject(args['visit'], 'visit');
  if ('id' in visit) throw badRequest('visit', 'the server names the visits of a series');
  const start = Date.parse(String(visit['VisitDate'] ?? ''));
  if (Number.isNaN(start)) throw new AppError(ERROR_TYPES.validation, 'VisitDate: Required', { VisitDate: 'Required' });
  const end = Date.parse(String(visit['End'] ?? ''));
  const timeZone = args['timeZone'];
  if (!isTimeZone(timeZone)) throw badRequest('timeZone', 'must be an IANA time zone such as America/New_York');
  const first = { start: new Date(start).toISOString(), end: new Date(Number.isNaN(end) || end <= start ? start + DEFAULT_VISIT_MINUTES * 60_000 : end).toISOString() };
  const firstDay = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(start);
  const rule = assertRecurrence(jsonObject(args['recurrence'], 'recurrence'), firstDay);
  return seriesSlots(first, rule, timeZone).map((slot) => ({
    action: 'create',
    input: { ...visit, EntityType: 'Visit', VisitStatus: 'Scheduled', VisitDate: slot.start, End: slot.end },
  }));
}

export function planVisitSeries(rc: RuleContext, args: Fields, now: string): Plan<PlannedWrite> {
  return planWrites(rc, visitSeriesOperations(args), now);
}
