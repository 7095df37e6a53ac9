/**
 * Writes of the registration and edit form, and the duplicate check before a registration.
 * The server assigns the PatientID when a new patient has none, appends StatusHistory when
 * Status changes, and refuses an update whose Version is stale (ConflictUnhandled).
 */
import { normalizeText, queries } from '@emr/domain';
import { records, recordKeys, useClinicId, useRecordMutation } from '@emr/shared-ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { PATIENT_LIST_FIELDS, type Patient, toPatient } from './patient.resource.ts';

export function useCreatePatient() {
  return useRecordMutation((fields: Record<string, unknown>) => records.create('Patient', fields).then(toPatient));
}

/** Sends only the changed fields with the Version of the row as read. */
export function useSavePatient() {
  return useRecordMutation(({ patient, changes }: { patient: Patient; changes: Record<string, unknown> }) =>
    records.update(patient.record, changes).then(toPatient),
  );
}

export interface DuplicateProbe {
  firstName: string;
  lastName: string;
  dob: string;
}

const DUPLICATE_LIMIT = 50;

/**
 * Patients already registered with the same last and first name (ignoring case and accents)
 * and the same date of birth: one prefix query on the last-name index ("last first").
 */
export function useFindDuplicates() {
  const clinicId = useClinicId();
  const client = useQueryClient();
  return useCallback(
    async ({ firstName, lastName, dob }: DuplicateProbe): Promise<Patient[]> => {
      if (!clinicId) return [];
      const query = queries.patientsByLastName(clinicId, `${lastName} ${firstName}`);
      const page = await client.fetchQuery({
        queryKey: recordKeys.index(query, { limit: DUPLICATE_LIMIT, selectionSet: PATIENT_LIST_FIELDS }),
        queryFn: () => records.query(query, { limit: DUPLICATE_LIMIT, selectionSet: PATIENT_LIST_FIELDS }),
        staleTime: 0,
      });
      const [first, last] = [normalizeText(firstName), normalizeText(lastName)];
      return page.items
        .map(toPatient)
        .filter((p) => normalizeText(p.firstName) === first && normalizeText(p.lastName) === last && p.dob.slice(0, 10) === dob);
    },
    [clinicId, client],
  );
}
