/**
 * The examples the patient search hints show (the list's and the navbar's): a whole PatientID
 * of this clinic (its newest), so the example finds one patient, never a prefix shared by a
 * hundred. Until it is read (or when it cannot be), the first PatientID the clinic would assign.
 */
import { type PatientSearchExamples, patientSearchExamples, queries } from '@emr/domain';
import { useSession } from '@emr/shared-ui/core';
import { useIndexPage } from './queryClient.ts';

export function usePatientSearchExamples(): PatientSearchExamples {
  const clinicId = useSession((s) => s.userData?.ClinicID ?? null);
  const newest = useIndexPage(clinicId ? queries.newestPatientId(clinicId) : null, { limit: 1 });
  const patientId = newest.data?.items[0]?.['PatientID'];
  return patientSearchExamples(clinicId ?? '', typeof patientId === 'string' ? patientId : null);
}
