/**
 * Names on the visit screens: the patients of the visits shown (each looked up once by
 * PatientID, index 6) and the providers (the staff directory every role reads: names and
 * roles only). A clinician is a staff member of the `user` role.
 */
import { type AppAbility, queries } from '@emr/domain';
import { type EmrRecord, formatName, records, selection, str, useAbility, useClinicId, useIndexAll } from '@emr/shared-ui';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

export const PATIENT_NAME_FIELDS = selection('PatientID', 'FirstName', 'LastName', 'DOB');

export interface Person {
  id: string;
  name: string;
}

/** "Lopez, Maria": how a clinic files and reads names. */
export const patientName = (row: EmrRecord) => formatName({ first: str(row['FirstName']), last: str(row['LastName']) }, 'family');

/** The name lookup of one patient (index 6, by PatientID), as every visit screen caches it. */
function patientNameQuery(clinicId: string | null, patientId: string) {
  const query = queries.patientByPatientId(clinicId ?? '', patientId);
  return {
    queryKey: ['emr', 'index', query, { limit: 1, selectionSet: PATIENT_NAME_FIELDS }],
    queryFn: () => records.query(query, { limit: 1, selectionSet: PATIENT_NAME_FIELDS }),
    enabled: clinicId !== null && patientId !== '',
    staleTime: 5 * 60_000,
  };
}

/** PatientID → name, for the patients of the rows shown (looked up as they appear; cached). */
export function usePatientNames(patientIds: readonly string[]): ReadonlyMap<string, string> {
  const clinicId = useClinicId();
  const unique = [...new Set(patientIds.filter(Boolean))];
  const answers = useQueries({ queries: unique.map((patientId) => patientNameQuery(clinicId, patientId)) });
  const found = answers.map((answer) => answer.data?.items[0]).filter((row): row is EmrRecord => !!row);
  return new Map(found.map((row) => [str(row['PatientID']), patientName(row)]));
}

/**
 * One patient's name ('' until it is read): for an entry drawn on its own, such as a calendar
 * entry. With `read` false, only a name read before (cached) is given; nothing is asked.
 */
export function usePatientName(patientId: string, read = true): string {
  const options = patientNameQuery(useClinicId(), patientId);
  const row = useQuery({ ...options, enabled: options.enabled && read }).data?.items[0];
  return row ? patientName(row) : '';
}

// the staff directory's fields (domain STAFF_DIRECTORY_FIELDS): nothing else of a colleague is readable
const DIRECTORY_FIELDS = ['id', 'FullName', 'Role'];

/** The clinic's providers (staff of the `user` role) and all its staff (a task's assignees), by name. */
export function useProviders(): { providers: Person[]; staff: Person[]; nameOf: (id: string) => string; isLoading: boolean } {
  const clinicId = useClinicId();
  const allowed = useAbility<AppAbility>().can('read', 'StaffDirectory') && clinicId !== null;
  const query = useIndexAll(allowed ? queries.usersByName(clinicId) : null, { selectionSet: DIRECTORY_FIELDS });
  return useMemo(() => {
    const staff = (query.data ?? []).map((row) => ({ id: row.id, name: str(row['FullName']), role: str(row['Role']) }));
    const names = new Map(staff.map((person) => [person.id, person.name]));
    return {
      providers: staff.filter((person) => person.role === 'user').map(({ id, name }) => ({ id, name })),
      staff: staff.map(({ id, name }) => ({ id, name })),
      nameOf: (id: string) => names.get(id) ?? '',
      isLoading: query.isLoading,
    };
  }, [query.data, query.isLoading]);
}
