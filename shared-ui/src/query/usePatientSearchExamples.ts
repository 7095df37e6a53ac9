/**
 * The examples the patient search hints show (the list's and the navbar's): a whole PatientID
 * of this clinic (its newest), so the example finds one patient, never a prefix shared by a
 * hundred. Until it is read (or when it cannot be), the first PatientID the clinic would assign.
 */
import { type PatientSearchExamples, patientSearchExamples, queries } from '@emr/domain';
import { str } from '../data/readers.ts';
import { selection } from '../data/records.ts';
import { useClinicId } from '../session/useClinicId.ts';
import { useIndexPage } from './queryClient.ts';

const NEWEST_FIELDS = selection('PatientID');

export function usePatientSearchExamples(): PatientSearchExamples {
  const clinicId = useClinicId();
  const newest = useIndexPage(clinicId ? queries.newestPatientId(clinicId) : null, { limit: 1, selectionSet: NEWEST_FIELDS });
  return patientSearchExamples(clinicId ?? '', str(newest.data?.items[0]?.['PatientID'], null));
}
