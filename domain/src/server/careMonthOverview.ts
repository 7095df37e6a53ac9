/**
 * `careMonthOverview(program, month)`: a care program's month in figures, counted by the server
 * so a page need not read every patient's month (issue 15: the CCM and RPM overviews and CCM
 * provider time, < 1 s for 5,000 patients). It reads the program's active enrolments (index 3,
 * the roster) and the month's time entries (index 11); for CCM the patients with 20 minutes or
 * more (index 6: whether APCM, which bills no CCM code, holds for them), for RPM the program's
 * readings of the months the periods reach (index 11, one read per month); and answers:
 * enrolled, minutes, under 20 minutes, billable now, closed (RPM: 16 device days or more), and
 * each staff member's minutes, patients and entries. The codes are `careMonthCodes`' as the
 * close would bill them (no facts stated). Every row counted is one the caller may read (clinic,
 * role, module), each as the caller sees it (hidden fields null).
 */
import { careMonthCodes } from '../care/careMonthCodes.ts';
import { COMPLEX_CCM, type CareMonthOverview, type StaffMinutes, closedMonths, entryMinutes, entryPractitionerMinutes, underApcm } from '../care/carePrograms.ts';
import { monthDeviceDays, monthsBetween, rpmPeriodShown } from '../care/rpmReadings.ts';
import { AppError, ERROR_TYPES } from '../errors.ts';
import { keyPart, pk } from '../keys.ts';
import type { SortKeyCondition } from '../queries.ts';
import type { StoredItem } from './item.ts';
import { type RuleContext, asSeen, visibleRow } from './rules.ts';
import type { Fields, ReadRequest } from './ruleTypes.ts';
import { CARE_MONTH_PROGRAMS } from './sending.ts';
import type { Plan } from './writes.ts';

/** Under this many minutes a CCM month bills nothing yet. */
export const CCM_FIRST_THRESHOLD = 20;
/** Above this many patients to look up, they are read as one PatientID range. */
const PATIENTS_BY_RANGE = 100;
/** Device days an RPM period needs for its device code. */
export const RPM_DEVICE_DAYS = 16;

const invalid = (field: string, message: string) => new AppError(ERROR_TYPES.validation, `${field}: ${message}`, { [field]: message });
const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function* planCareMonthOverview(rc: RuleContext, args: Fields, now: string): Plan<CareMonthOverview> {
  const [program, month] = [text(args['program']), text(args['month'])];
  if (!(CARE_MONTH_PROGRAMS as readonly string[]).includes(program)) throw invalid('program', `Must be one of ${CARE_MONTH_PROGRAMS.join(', ')}`);
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw invalid('month', 'Must be a month written YYYY-MM');
  const clinic = rc.caller.clinicId;
  // only rows the caller may read, as the caller sees them
  const seen = (rows: readonly StoredItem[]) => rows.flatMap((row) => (visibleRow(rc, row) ? [asSeen(rc, row) as StoredItem] : []));
  const [roster, entries] = ((yield [
    { query: { index: 3, pk: pk.programRoster(clinic, program, 'Active') } },
    { query: { index: 11, pk: pk.timeMonth(clinic, program, month) } },
  ]) as readonly (readonly StoredItem[])[]).map(seen) as [StoredItem[], StoredItem[]];
  const ownEntries = new Map<string, StoredItem[]>();
  for (const entry of entries) ownEntries.set(text(entry['LinkedToProgram']), [...(ownEntries.get(text(entry['LinkedToProgram'])) ?? []), entry]);
  const totalOf = (enrolment: StoredItem) => (ownEntries.get(enrolment.id) ?? []).reduce((sum, e) => sum + entryMinutes(e), 0);
  // APCM matters only to a CCM month that would bill: those patients, each read by PatientID, or as one range when many
  const billing = program === 'ccm' ? [...new Set(roster.filter((e) => totalOf(e) >= CCM_FIRST_THRESHOLD).map((e) => text(e['PatientID'])))].sort() : [];
  const byId = (sk: SortKeyCondition): ReadRequest => ({ query: { index: 6, pk: pk.code(clinic, 'Patient'), sk } });
  const reads = billing.length > PATIENTS_BY_RANGE ? [byId({ between: [keyPart(billing[0]!), keyPart(billing.at(-1)!)] })] : billing.map((id) => byId({ eq: keyPart(id) }));
  const patients = reads.length ? ((yield reads) as readonly (readonly StoredItem[])[]).flatMap(seen) : [];
  const apcmSince = new Map(patients.map((row) => [text(row['PatientID']), row['ApcmSince']]));

  const today = now.slice(0, 10);
  const readings = program === 'rpm' ? yield* planReadingTimes(rc, roster, month, today) : new Map<string, string[]>();
  const overview: CareMonthOverview = { program, month, enrolled: roster.length, minutes: 0, underTwenty: 0, sixteenDays: 0, billable: 0, closed: 0, staff: staffMinutes(entries) };
  for (const enrolment of roster) {
    const own = ownEntries.get(enrolment.id) ?? [];
    const total = totalOf(enrolment);
    overview.minutes += total;
    if (closedMonths(enrolment).includes(month)) overview.closed += 1;
    let codes;
    if (program === 'ccm') {
      if (total < CCM_FIRST_THRESHOLD) overview.underTwenty += 1;
      const practitioner = own.reduce((sum, e) => sum + entryPractitionerMinutes(e), 0);
      const ccm = { complex: text(enrolment['Variation']) === COMPLEX_CCM, staffMinutes: total - practitioner, practitionerMinutes: practitioner, initiatingVisit: false, g0506Billed: false, otherPractitionerBills: false };
      codes = careMonthCodes({ month, apcm: underApcm(apcmSince.get(text(enrolment['PatientID'])), month), ccm });
    } else {
      const { deviceDays } = monthDeviceDays(readings.get(enrolment.id) ?? [], month, { deviceStart: text(enrolment['StartDate']).slice(0, 10), today });
      if (deviceDays >= RPM_DEVICE_DAYS) overview.sixteenDays += 1;
      const rpm = { deviceDays, setupBilled: true, managementMinutes: total, interactiveCommunication: own.some((e) => e['Supervised'] === true) };
      codes = careMonthCodes({ month, apcm: false, rpm });
    }
    if (codes.length > 0) overview.billable += 1;
  }
  return overview;
}

/** Each staff member's minutes, patients and entries of the month (all the month's entries). */
function staffMinutes(entries: readonly StoredItem[]): StaffMinutes[] {
  const byStaff = new Map<string, { minutes: number; patients: Set<string>; entries: number }>();
  for (const entry of entries) {
    const by = text(entry['CreatedBy']);
    const totals = byStaff.get(by) ?? { minutes: 0, patients: new Set<string>(), entries: 0 };
    totals.minutes += entryMinutes(entry);
    totals.patients.add(text(entry['PatientID']));
    totals.entries += 1;
    byStaff.set(by, totals);
  }
  return [...byStaff].map(([by, totals]) => ({ by, minutes: totals.minutes, patients: totals.patients.size, entries: totals.entries }));
}

/** RPM: each enrolment's reading times in the days its month counts (its period, or the calendar month): the program's readings of each month those days reach (index 11), one read per month. */
function* planReadingTimes(rc: RuleContext, roster: readonly StoredItem[], month: string, today: string): Plan<Map<string, string[]>> {
  const windows = new Map<string, { enrolment: string; from: string; to: string }[]>();
  for (const enrolment of roster) {
    const shown = rpmPeriodShown(text(enrolment['StartDate']).slice(0, 10), month, today);
    if (shown === null) continue;
    const [from, to] = shown === 'month' ? [month, `${month}\uffff`] : [shown.start, `${shown.end}\uffff`];
    const patientId = text(enrolment['PatientID']);
    windows.set(patientId, [...(windows.get(patientId) ?? []), { enrolment: enrolment.id, from, to }]);
  }
  const all = [...windows.values()].flat();
  if (all.length === 0) return new Map();
  const months = monthsBetween(all.map((w) => w.from).sort()[0]!.slice(0, 7), all.map((w) => w.to).sort().at(-1)!.slice(0, 7));
  const answers = (yield months.map((m): ReadRequest => ({ query: { index: 11, pk: pk.readingMonth(rc.caller.clinicId, 'rpm', m) } }))) as readonly (readonly StoredItem[])[];
  const times = new Map(all.map((w) => [w.enrolment, [] as string[]]));
  for (const row of answers.flat()) {
    if (!visibleRow(rc, row)) continue;
    const at = text(row['DateConducted']);
    const key = String(row['GSI11SK'] ?? '').split('#')[1] ?? at;
    for (const w of windows.get(text(row['PatientID'])) ?? []) if (key >= w.from && key <= w.to) times.get(w.enrolment)!.push(at);
  }
  return times;
}
