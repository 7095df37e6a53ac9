/**
 * One patient, found by the PatientID of the route (the clinic's unique code index). Wire rows
 * are mapped to view types here; components never call `records` themselves.
 */
import { REVIEW_FIELDS, queries } from '@emr/domain';
import { type EmrRecord, day, formatName, json, selection, str, useClinicId, useIndexPage } from '@emr/shared-ui';
import { useMemo } from 'react';

export interface StatusChange {
  from: string | null;
  to: string;
  by: string;
  /** The name the server stored with the entry. */
  byName?: string;
  at: string;
  reason?: string;
}

export interface Patient {
  /** The row id (records link to the patient through PatientID, not this). */
  id: string;
  patientId: string;
  firstName: string;
  middleName: string;
  lastName: string;
  fullName: string;
  dob: string;
  gender: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  cellPhone: string;
  homePhone: string;
  spoken: string;
  firstDate: string;
  lastDate: string;
  reasonLeft: string;
  status: string;
  statusHistory: StatusChange[];
  /** The row as read (its Version goes with an update). */
  record: EmrRecord;
}

/** What the patient list, the search and the duplicate warning show of each patient. */
export const PATIENT_LIST_FIELDS = selection('PatientID', 'FirstName', 'MiddleName', 'LastName', 'DOB', 'Gender', 'CellPhone', 'HomePhone', 'City', 'State', 'Status');
/** One patient as the chart's banner, the edit form, the status history and the list reviews show them. */
export const PATIENT_FIELDS = selection(
  ...PATIENT_LIST_FIELDS.slice(3),
  'Address',
  'ZipCode',
  'Spoken',
  'FirstDate',
  'LastDate',
  'ReasonLeft',
  'StatusHistory',
  ...REVIEW_FIELDS,
);

export function toPatient(row: EmrRecord): Patient {
  const firstName = str(row['FirstName']);
  const middleName = str(row['MiddleName']);
  const lastName = str(row['LastName']);
  const history = json<unknown>(row['StatusHistory'], []);
  return {
    id: row.id,
    patientId: str(row['PatientID']),
    firstName,
    middleName,
    lastName,
    fullName: formatName({ first: firstName, middle: middleName, last: lastName }),
    dob: day(row['DOB']),
    gender: str(row['Gender']),
    address: str(row['Address']),
    city: str(row['City']),
    state: str(row['State']),
    zipCode: str(row['ZipCode']),
    cellPhone: str(row['CellPhone']),
    homePhone: str(row['HomePhone']),
    spoken: str(row['Spoken']),
    firstDate: str(row['FirstDate']),
    lastDate: str(row['LastDate']),
    reasonLeft: str(row['ReasonLeft']),
    status: str(row['Status'], 'Active'),
    statusHistory: Array.isArray(history)
      ? history.filter((h): h is StatusChange => !!h && typeof h === 'object' && typeof (h as StatusChange).to === 'string')
      : [],
    record: row,
  };
}

/** The patient with this PatientID in the signed-in user's clinic; `patient` is null when there is none. */
export function usePatient(patientId: string) {
  const clinicId = useClinicId();
  const query = useIndexPage(clinicId && patientId ? queries.patientByPatientId(clinicId, patientId) : null, { limit: 1, selectionSet: PATIENT_FIELDS });
  const row = query.data?.items[0];
  const patient = useMemo(() => (row ? toPatient(row) : null), [row]);
  return { patient, isLoading: query.isLoading, error: query.error, refetch: query.refetch };
}
