/**
 * The clinic's own record (the Clinic row whose id is the clinic id), its module switches
 * (`EnabledModules`; none stored means every module is on), its automatic logoff
 * (`IdleLogoffMinutes`; none stored means 15) and its time zone (`TimeZone`; none stored, or one
 * the runtime does not know, reads as the domain's default). A save sends the Version it read, so a setting
 * changed meanwhile by someone else is refused, not overwritten.
 */
import { MODULES, type ModuleKey, clinicTimeZone, idleLogoffMinutes } from '@emr/domain';
import { type EmrRecord, json, records, selection, str, useClinicId, useRecord, useRecordMutation } from '@emr/shared-ui';
import { useMemo } from 'react';

export interface ClinicSettings {
  id: string;
  name: string;
  enabledModules: ModuleKey[];
  /** Minutes without activity before a session is signed out. */
  idleMinutes: number;
  /** The clinic's IANA time zone (the default when none is stored). */
  timeZone: string;
  /** The zone as stored ('' when none). */
  storedTimeZone: string;
  record: EmrRecord;
}

const CLINIC_FIELDS = selection('Name', 'EnabledModules', 'IdleLogoffMinutes', 'TimeZone');

export function toClinicSettings(row: EmrRecord): ClinicSettings {
  const stored = json<unknown>(row['EnabledModules'], null);
  const enabled = Array.isArray(stored) ? MODULES.filter((m) => stored.includes(m)) : [...MODULES];
  return {
    id: row.id, name: str(row['Name'], row.id), enabledModules: enabled, idleMinutes: idleLogoffMinutes(row), timeZone: clinicTimeZone(row), storedTimeZone: str(row['TimeZone']), record: row,
  };
}

export function useClinic() {
  const clinicId = useClinicId();
  const query = useRecord(clinicId, { selectionSet: CLINIC_FIELDS });
  const clinic = useMemo(() => (query.data && query.data.EntityType === 'Clinic' ? toClinicSettings(query.data) : null), [query.data]);
  return { clinic, isLoading: query.isLoading, error: query.error, refetch: query.refetch };
}

export function useSaveModules() {
  return useRecordMutation((input: { clinic: ClinicSettings; enabledModules: readonly ModuleKey[] }) =>
    records.update(input.clinic.record, { EnabledModules: MODULES.filter((m) => input.enabledModules.includes(m)) }).then(toClinicSettings),
  );
}

export function useSaveTimeZone() {
  return useRecordMutation((input: { clinic: ClinicSettings; timeZone: string }) => records.update(input.clinic.record, { TimeZone: input.timeZone }).then(toClinicSettings));
}

export function useSaveIdleLogoff() {
  return useRecordMutation((input: { clinic: ClinicSettings; idleMinutes: number }) =>
    records.update(input.clinic.record, { IdleLogoffMinutes: input.idleMinutes }).then(toClinicSettings),
  );
}
