/**
 * Scheduling a visit: the chosen provider's visits of that day (index 4) for the overlap
 * warning, and the create (the server checks role, clinic and the visit's fields).
 */
import { queries } from '@emr/domain';
import { records, selection, useClinicId, useIndexAll, useRecordMutation } from '@emr/shared-ui';
import { endOfDay, startOfDay } from '../shared/visitTypes.ts';

export const PROVIDER_DAY_FIELDS = selection('PatientID', 'VisitDate', 'End', 'VisitStatus');

/** The provider's visits on a local day (none until both are chosen). */
export function useProviderDay(providerId: string, day: string) {
  const clinicId = useClinicId();
  const query = clinicId && providerId && day ? queries.visitsForProvider(clinicId, providerId, startOfDay(day), endOfDay(day)) : null;
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

export function useScheduleVisit() {
  return useRecordMutation(({ patientId, type, providerId, start, end, reason }: NewVisit) =>
    records.create('Visit', { PatientID: patientId, VisitType: type, AssignedTo: providerId, VisitDate: start, End: end, Reason: reason || null, VisitStatus: 'Scheduled' }),
  );
}
