/**
 * One patient, found by the PatientID of the route (the clinic's unique code index). Wire rows
 * are mapped to view types here; components never call `records` themselves.
 */
import { queries } from '@emr/domain';
import { type EmrRecord, jsonField, useIndexPage } from '@emr/shared-ui';
import { useMemo } from 'react';
import { useClinicId } from '../session.resource.ts';

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

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function toPatient(row: EmrRecord): Patient {
  const firstName = text(row['FirstName']);
  const middleName = text(row['MiddleName']);
  const lastName = text(row['LastName']);
  const history = jsonField<unknown>(row['StatusHistory'], []);
  return {
    id: row.id,
    patientId: text(row['PatientID']),
    firstName,
    middleName,
    lastName,
    fullName: [firstName, middleName, lastName].filter(Boolean).join(' '),
    dob: text(row['DOB']).slice(0, 10),
    gender: text(row['Gender']),
    address: text(row['Address']),
    city: text(row['City']),
    state: text(row['State']),
    zipCode: text(row['ZipCode']),
    cellPhone: text(row['CellPhone']),
    homePhone: text(row['HomePhone']),
    spoken: text(row['Spoken']),
    firstDate: text(row['FirstDate']),
    lastDate: text(row['LastDate']),
    reasonLeft: text(row['ReasonLeft']),
    status: text(row['Status']) || 'Active',
    statusHistory: Array.isArray(history)
      ? history.filter((h): h is StatusChange => !!h && typeof h === 'object' && typeof (h as StatusChange).to === 'string')
      : [],
    record: row,
  };
}

/** The patient with this PatientID in the signed-in user's clinic; `patient` is null when there is none. */
export function usePatient(patientId: string) {
  const clinicId = useClinicId();
  const query = useIndexPage(clinicId && patientId ? queries.patientByPatientId(clinicId, patientId) : null, { limit: 1 });
  const row = query.data?.items[0];
  const patient = useMemo(() => (row ? toPatient(row) : null), [row]);
  return { patient, isLoading: query.isLoading, error: query.error, refetch: query.refetch };
}
