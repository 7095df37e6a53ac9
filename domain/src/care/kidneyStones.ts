/**
 * The kidney-stone program's chart reading: stone events (problems coded N20–N23: calculus of
 * kidney, ureter or lower urinary tract, renal colic), the 24-hour urine panels among the labs
 * (a panel or result whose type or name says "24" and "urine"), and when the next panel is due.
 * Policy (AUA 2014 medical management guideline: a follow-up 24-hour urine within six months of
 * starting treatment, then yearly): none yet → due at enrolment; one → six months after it; more
 * → twelve months after the last.
 */
import { addMonths } from '../calendarDays.ts';

const STONE_CODE = /^N2[0-3](\.|\s|$)/i;

/** A problem-list entry (its `Diagnosis` text starts with the ICD-10 code) that is a stone event. */
export const isStoneEvent = (diagnosis: string) => STONE_CODE.test(diagnosis.trim());

/** A lab (its type, name or component) that is a 24-hour urine collection. */
export const isUrinePanel = (name: string) => /\b24\s*-?\s*h(ou)?r?\b/i.test(name) && /urine/i.test(name);


/** When the next 24-hour urine panel is due ('YYYY-MM-DD'), from the panels' dates and the enrolment day. */
export function nextUrinePanelDue(panelDates: readonly string[], enrolledOn: string): string {
  const days = panelDates.map((at) => at.slice(0, 10)).filter(Boolean).sort();
  const last = days.at(-1);
  if (!last) return enrolledOn.slice(0, 10);
  return addMonths(last, days.length === 1 ? 6 : 12);
}
