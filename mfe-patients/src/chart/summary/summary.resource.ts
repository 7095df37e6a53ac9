/**
 * The chart summary's queries: each card asks for a few rows of one index (never a whole
 * partition: a patient may hold a thousand visits and thousands of labs), and only when the
 * role may read the kind (the query is skipped otherwise, so nothing is sent).
 */
import { type AppAbility, type EntityType, type IndexQuery, VISIT_NOT_DONE_STATUSES, queries, startOfLocalDay } from '@emr/domain';
import { type EmrRecord, selection, useAbility, useClinicId, useClinicTimeZone, useClinicToday, useIndexAll, useIndexPage } from '@emr/shared-ui';
import { useMemo } from 'react';

type Build = (clinicId: string, patientId: string) => IndexQuery;

/** What each card shows of its rows. */
const FIELDS = {
  diagnoses: selection('Diagnosis', 'StartDate'),
  medications: selection('Medication', 'Dosage', 'Frequency', 'StartDate', 'DaysToRefill'),
  vitals: selection('Vitals', 'DateConducted', 'Timestamp', 'createdAt'),
  labs: selection('IsPanel', 'CustomID', 'LabType', 'Component', 'Result', 'Unit', 'IsAbnormal', 'DateConducted'),
  visits: selection('VisitDate', 'VisitType', 'VisitStatus'),
  tasks: selection('Task', 'DueDate'),
  insurance: selection('InsuranceName', 'InsuranceClass', 'MemberID'),
};

function useLimited(subject: EntityType, patientId: string, build: Build, limit: number, selectionSet: readonly string[], extraAllowed = true) {
  const clinicId = useClinicId();
  const allowed = useAbility<AppAbility>().can('read', subject) && extraAllowed;
  const query = useIndexPage(allowed && clinicId && patientId ? build(clinicId, patientId) : null, { limit, selectionSet });
  return { allowed, rows: query.data?.items ?? [], isLoading: query.isLoading, error: query.error, refetch: query.refetch };
}

/** Visits and tasks carry clinical context on the summary: shown to roles that read the chart. */
export function useReadsClinical(): boolean {
  return useAbility<AppAbility>().can('read', 'Diagnosis');
}

export const useActiveDiagnoses = (patientId: string) => useLimited('Diagnosis', patientId, queries.activeDiagnoses, 10, FIELDS.diagnoses);

export const useCurrentMedications = (patientId: string) => useLimited('Medication', patientId, queries.currentMedications, 10, FIELDS.medications);

export const useLatestVitals = (patientId: string) => useLimited('Vitals', patientId, (c, p) => queries.chart(c, 'Vitals', p), 1, FIELDS.vitals);

/** The latest labs: a panel row stands for its component rows (which carry the panel's id). */
export function useRecentLabs(patientId: string, count = 5) {
  const labs = useLimited('Lab', patientId, (c, p) => queries.chart(c, 'Lab', p), 20, FIELDS.labs);
  const rows = useMemo(() => {
    const panels = new Set(labs.rows.filter((row) => row['IsPanel'] === true).map((row) => row.id));
    return labs.rows.filter((row) => !(typeof row['CustomID'] === 'string' && panels.has(row['CustomID']))).slice(0, count);
  }, [labs.rows, count]);
  return { ...labs, rows };
}

/** How many upcoming visits the card lists, and how many of today's on read to find them (some may be done already). */
const UPCOMING_SHOWN = 5;
const UPCOMING_READ = 20;

/**
 * Visits not yet done (scheduled, checked in, under way), from the start of the clinic's today on,
 * soonest first: today's checked-out, cancelled and missed visits are not upcoming.
 */
export function useUpcomingVisits(patientId: string) {
  const clinical = useReadsClinical();
  const from = startOfLocalDay(useClinicToday(), useClinicTimeZone());
  const visits = useLimited('Visit', patientId, (c, p) => queries.upcomingVisitsForPatient(c, p, from), UPCOMING_READ, FIELDS.visits, clinical);
  const rows = useMemo(() => visits.rows.filter((row) => (VISIT_NOT_DONE_STATUSES as readonly unknown[]).includes(row['VisitStatus'] ?? 'Scheduled')).slice(0, UPCOMING_SHOWN), [visits.rows]);
  return { ...visits, rows };
}

export function useOpenTasks(patientId: string) {
  const clinical = useReadsClinical();
  return useLimited('Task', patientId, queries.openTasksForPatient, 10, FIELDS.tasks, clinical);
}

/** The patient's coverage (a handful of rows). */
export function useInsurance(patientId: string) {
  const clinicId = useClinicId();
  const allowed = useAbility<AppAbility>().can('read', 'Insurance');
  const query = useIndexAll(allowed && clinicId && patientId ? queries.chart(clinicId, 'Insurance', patientId) : null, { selectionSet: FIELDS.insurance });
  const rows: EmrRecord[] = query.data ?? [];
  return { allowed, rows, isLoading: query.isLoading, error: query.error, refetch: query.refetch };
}
