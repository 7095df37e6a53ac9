/**
 * Scheduling a visit: the chosen provider's visits of those days (index 4) for the overlap
 * warning, and the create (the server checks role, clinic and the visit's fields) — or, for a
 * visit with recurring follow-ups, the server's `scheduleVisitSeries` (all or nothing).
 */
import { endOfLocalDay, queries, startOfLocalDay } from '@emr/domain';
import type { Recurrence } from '@emr/domain/visits';
import { type EmrRecord, records, selection, useClinicId, useClinicTimeZone, useIndexAll, useRecordMutation } from '@emr/shared-ui';

export const PROVIDER_DAY_FIELDS = selection('PatientID', 'VisitDate', 'End', 'VisitStatus');

/** The provider's visits from a day of the clinic to another (none until both are chosen). */
export function useProviderDays(providerId: string, day: string, lastDay = day) {
  const clinicId = useClinicId();
  const timeZone = useClinicTimeZone();
  const query = clinicId && providerId && day ? queries.visitsForProvider(clinicId, providerId, startOfLocalDay(day, timeZone), endOfLocalDay(lastDay, timeZone)) : null;
  return useIndexAll(query, { selectionSet: PROVIDER_DAY_FIELDS });
}

export interface NewVisit {
  patientId: string;
  type: string;
  providerId: string;
  start: string;
  end: string;
  reason: string;
}

const visitFields = ({ patientId, type, providerId, start, end, reason }: NewVisit) => ({
  PatientID: patientId, VisitType: type, AssignedTo: providerId, VisitDate: start, End: end, Reason: reason || null, VisitStatus: 'Scheduled',
});

/** Books the visit, or the visit and its follow-ups when `recurrence` is given; answers the visits booked. */
export function useScheduleVisit() {
  return useRecordMutation(async ({ recurrence, timeZone, ...visit }: NewVisit & { recurrence: Recurrence | null; timeZone: string }) => {
    if (!recurrence) return [await records.create('Visit', visitFields(visit))];
    const args = { visit: JSON.stringify(visitFields(visit)), recurrence: JSON.stringify(recurrence), timeZone };
    return (await records.mutation<{ visits: EmrRecord[] }>('scheduleVisitSeries', args)).visits;
  });
}
