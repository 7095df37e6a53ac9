/**
 * Data access for staff accounts: the clinic's User rows, the custom user-administration
 * mutations (which keep the sign-in account and the User row in step on the server) and the
 * audit of one account. Wire rows are mapped to view types here; components never call
 * `records` themselves.
 */
import { type AppAbility, type Role, queries, paths } from '@emr/domain';
import {
  type EmrRecord,
  formatName,
  json,
  records,
  selection,
  str,
  useAbility,
  useClinicId,
  useIndexAll,
  useIndexPage,
  useRecord,
  useRecordMutation,
} from '@emr/shared-ui';
import { useMemo } from 'react';

export interface StaffMember {
  id: string;
  fullName: string;
  email: string;
  role: string;
  status: string;
  cellPhone: string | null;
  lastLogin: string | null;
  createdAt: string;
  /** The credential (MD … MA, Other), NPI and NUCC taxonomy code an admin keeps ('' when none). */
  credential: string;
  npi: string;
  taxonomyCode: string;
  /** The row as read (its Version goes with an update). */
  record: EmrRecord;
}

export interface FieldChange {
  field: string;
  from: unknown;
  to: unknown;
}

export interface AuditEntry {
  id: string;
  timestamp: string;
  action: string;
  recordKind: string;
  recordId: string;
  changedBy: string;
  changedByName: string;
  changes: FieldChange[];
}

export interface NewStaff {
  email: string;
  fullName: string;
  role: Role;
}

/** What the user list shows of each account (and the audit's names of colleagues). */
export const STAFF_LIST_FIELDS = selection('FullName', 'Email', 'Role', 'Status', 'createdAt');
/** What one account's page shows. */
export const STAFF_FIELDS = selection('FullName', 'Email', 'Role', 'Status', 'CellPhone', 'LastLogin', 'createdAt', 'Credential', 'NPI', 'TaxonomyCode');
export const AUDIT_FIELDS = selection('Timestamp', 'createdAt', 'Log', 'Name', 'CustomID', 'ChangedBy', 'ChangedByUser', 'Changes');
/** How an audit entry names the patient it is about. */
const SUBJECT_FIELDS = selection('PatientID', 'FirstName', 'LastName');

export function toStaffMember(row: EmrRecord): StaffMember {
  return {
    id: row.id,
    fullName: str(row['FullName']) || str(row['Email']),
    email: str(row['Email']),
    role: str(row['Role']),
    status: str(row['Status'], 'Active'),
    cellPhone: str(row['CellPhone'], null),
    lastLogin: str(row['LastLogin'], null),
    createdAt: str(row.createdAt),
    credential: str(row['Credential']),
    npi: str(row['NPI']),
    taxonomyCode: str(row['TaxonomyCode']),
    record: row,
  };
}

export function toAuditEntry(row: EmrRecord): AuditEntry {
  const changes = json<unknown>(row['Changes'], []);
  return {
    id: row.id,
    timestamp: str(row['Timestamp']) || str(row.createdAt),
    action: str(row['Log']),
    recordKind: str(row['Name']),
    recordId: str(row['CustomID']),
    changedBy: str(row['ChangedBy']),
    changedByName: str(row['ChangedByUser']) || str(row['ChangedBy']),
    changes: Array.isArray(changes)
      ? changes.filter((c): c is FieldChange => !!c && typeof c === 'object' && typeof (c as FieldChange).field === 'string')
      : [],
  };
}

/** Every staff account of the clinic, ordered by name. */
export function useStaff() {
  const clinicId = useClinicId();
  const query = useIndexAll(clinicId ? queries.usersByName(clinicId) : null, { selectionSet: STAFF_LIST_FIELDS });
  const staff = useMemo(() => (query.data ?? []).map(toStaffMember), [query.data]);
  return { staff, isLoading: query.isLoading, error: query.error, refetch: query.refetch };
}

/** One staff account; `member` is null when the id is not a User row of the clinic. */
export function useStaffMember(id: string) {
  const query = useRecord(id, { selectionSet: STAFF_FIELDS });
  const member = useMemo(() => (query.data && query.data.EntityType === 'User' ? toStaffMember(query.data) : null), [query.data]);
  return { member, isLoading: query.isLoading, error: query.error, refetch: query.refetch };
}

/** Creates the sign-in account (invitation e-mail, temporary password) and the User row. */
export function useCreateStaff() {
  return useRecordMutation((input: NewStaff) =>
    records.mutation<EmrRecord>('adminCreateUser', { email: input.email, fullName: input.fullName, role: input.role }).then(toStaffMember),
  );
}

export function useSetStatus() {
  return useRecordMutation((input: { userId: string; status: 'Active' | 'Inactive' }) =>
    records.mutation<EmrRecord>('adminSetUserStatus', { userId: input.userId, status: input.status }).then(toStaffMember),
  );
}

export function useSetRole() {
  return useRecordMutation((input: { userId: string; role: Role }) =>
    records.mutation<EmrRecord>('adminSetUserRole', { userId: input.userId, role: input.role }).then(toStaffMember),
  );
}

export function useResetPassword() {
  return useRecordMutation((input: { userId: string }) => records.mutation<EmrRecord>('adminResetUserPassword', { userId: input.userId }));
}

/** Renames an account: a plain update with the Version that was read (a stale one is refused). */
export function useRenameStaff() {
  return useRecordMutation((input: { member: StaffMember; fullName: string }) =>
    records.update(input.member.record, { FullName: input.fullName }).then(toStaffMember),
  );
}

/** The credential fields as an admin sets them (empty: none). */
export interface StaffCredentials {
  credential: string;
  npi: string;
  taxonomyCode: string;
}

export function useSaveCredentials() {
  return useRecordMutation((input: { member: StaffMember; credentials: StaffCredentials }) =>
    records.update(input.member.record, credentialFields(input.credentials)).then(toStaffMember),
  );
}

/** The User row's fields of the credentials form (an empty field clears it). */
export const credentialFields = ({ credential, npi, taxonomyCode }: StaffCredentials) => ({
  Credential: credential || null,
  NPI: npi.trim() || null,
  TaxonomyCode: taxonomyCode.trim().toUpperCase() || null,
});

export const AUDIT_LIMIT = 100;

/**
 * The most recent changes to this account and by this person (newest first). Only roles that
 * read the audit log ask for it; for the others both lists stay idle.
 */
export function useUserAudit(userId: string) {
  const clinicId = useClinicId();
  const ability = useAbility<AppAbility>();
  const allowed = ability.can('read', 'Audit') && clinicId !== null;
  const to = useIndexPage(allowed ? queries.auditOfRecord(clinicId, userId) : null, { limit: AUDIT_LIMIT, selectionSet: AUDIT_FIELDS });
  const by = useIndexPage(allowed ? queries.auditByUser(clinicId, userId) : null, { limit: AUDIT_LIMIT, selectionSet: AUDIT_FIELDS });
  const toEntries = useMemo(() => (to.data?.items ?? []).map(toAuditEntry), [to.data]);
  const byEntries = useMemo(() => (by.data?.items ?? []).map(toAuditEntry), [by.data]);
  return {
    allowed,
    to: { entries: toEntries, hasMore: !!to.data?.nextToken, isLoading: to.isLoading, error: to.error, refetch: to.refetch },
    by: { entries: byEntries, hasMore: !!by.data?.nextToken, isLoading: by.isLoading, error: by.error, refetch: by.refetch },
  };
}

/** The record an audit entry is about, as a person knows it: a colleague's name, a patient's name and PatientID. */
export interface AuditSubject {
  name: string | null;
  /** Where it opens in this app (a staff account), or null. */
  path: string | null;
}

/** A field of the changed record: from the record as it is now, or (deleted) from what the entry kept. */
function subjectField(entry: AuditEntry, row: EmrRecord | null | undefined, field: string): string {
  const now = row?.[field];
  if (typeof now === 'string' && now) return now;
  const change = entry.changes.find((c) => c.field === field);
  const kept = change?.to ?? change?.from;
  return typeof kept === 'string' ? kept : '';
}

export function useAuditSubject(entry: AuditEntry, staffName: (id: string) => string | null): AuditSubject {
  const clinicId = useClinicId();
  const isUser = entry.recordKind === 'User';
  const record = useRecord(isUser ? null : entry.recordId, { selectionSet: SUBJECT_FIELDS });
  const patientId = isUser ? '' : subjectField(entry, record.data, 'PatientID');
  const patient = useIndexPage(patientId && clinicId && entry.recordKind !== 'Patient' ? queries.patientByPatientId(clinicId, patientId) : null, { limit: 1, selectionSet: SUBJECT_FIELDS });
  if (isUser) return { name: staffName(entry.recordId) ?? (subjectField(entry, null, 'FullName') || null), path: paths.userView(entry.recordId) };
  const person = entry.recordKind === 'Patient' ? record.data : patient.data?.items[0];
  const fullName = formatName({ first: subjectField(entry, person, 'FirstName'), last: subjectField(entry, person, 'LastName') }, 'family');
  if (!patientId) return { name: null, path: null };
  return { name: fullName ? `${fullName} (${patientId})` : patientId, path: null };
}
