/**
 * Names on the visit screens: the patients of the visits shown (those asked for together are
 * read in a few PatientID range reads, index 6; each cached by PatientID) and the providers
 * (the staff directory every role reads: names and roles only). A clinician is a staff member
 * of the `user` role.
 */
import { type AppAbility, queries } from '@emr/domain';
import { type EmrRecord, formatName, readPatients, selection, str, useAbility, useClinicId, useIndexAll } from '@emr/shared-ui';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

export const PATIENT_NAME_FIELDS = selection('PatientID', 'FirstName', 'LastName', 'DOB');

export interface Person {
  id: string;
  name: string;
}

/** "Lopez, Maria": how a clinic files and reads names. */
export const patientName = (row: EmrRecord) => formatName({ first: str(row['FirstName']), last: str(row['LastName']) }, 'family');

/** How long the PatientIDs asked for are gathered before they are read together (entries appear over a frame or so). */
const GATHER_MS = 16;

/** The PatientIDs asked for while a batch gathers, per clinic, and the answer they will all share. */
const gathering = new Map<string, { ids: Set<string>; rows: Promise<ReadonlyMap<string, EmrRecord>> }>();

/**
 * A patient's name row, read with the others asked for in the same moment (`readPatients`:
 * a few PatientID range reads instead of one request per patient); null when there is none.
 */
function patientRow(clinicId: string, patientId: string): Promise<EmrRecord | null> {
  let batch = gathering.get(clinicId);
  if (!batch) {
    const ids = new Set<string>();
    const rows = new Promise<EmrRecord[]>((resolve) => setTimeout(resolve, GATHER_MS))
      .then(() => {
        gathering.delete(clinicId);
        return readPatients(clinicId, [...ids], PATIENT_NAME_FIELDS);
      })
      .then((found) => new Map(found.map((row) => [str(row['PatientID']), row])));
    batch = { ids, rows };
    gathering.set(clinicId, batch);
  }
  batch.ids.add(patientId);
  return batch.rows.then((rows) => rows.get(patientId) ?? null);
}

/** The name lookup of one patient, as every visit screen caches it. */
function patientNameQuery(clinicId: string | null, patientId: string) {
  return {
    queryKey: ['emr', 'patientName', clinicId, patientId],
    queryFn: () => patientRow(clinicId!, patientId),
    enabled: clinicId !== null && patientId !== '',
    staleTime: 5 * 60_000,
  };
}

/** PatientID → name, for the patients of the rows shown (read together as they appear; cached). */
export function usePatientNames(patientIds: readonly string[]): ReadonlyMap<string, string> {
  const clinicId = useClinicId();
  const unique = [...new Set(patientIds.filter(Boolean))];
  const answers = useQueries({ queries: unique.map((patientId) => patientNameQuery(clinicId, patientId)) });
  const found = answers.map((answer) => answer.data).filter((row): row is EmrRecord => !!row);
  return new Map(found.map((row) => [str(row['PatientID']), patientName(row)]));
}

/**
 * One patient's name ('' until it is read): for an entry drawn on its own, such as a calendar
 * entry. With `read` false, only a name read before (cached) is given; nothing is asked.
 */
export function usePatientName(patientId: string, read = true): string {
  const options = patientNameQuery(useClinicId(), patientId);
  const row = useQuery({ ...options, enabled: options.enabled && read }).data;
  return row ? patientName(row) : '';
}

/** One patient's date of birth, read with the name ('' when the chart has none); `isLoading` until it is read. */
export function usePatientDateOfBirth(patientId: string): { dateOfBirth: string; isLoading: boolean } {
  const query = useQuery(patientNameQuery(useClinicId(), patientId));
  return { dateOfBirth: query.data ? str(query.data['DOB']) : '', isLoading: query.isLoading };
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
