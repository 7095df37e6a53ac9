/**
 * Medications of one patient: wire rows mapped to view types (refill due day, history
 * entries), and their writes. The server appends MedicationHistory itself; it is never sent.
 */
import { queries } from '@emr/domain';
import { type EmrRecord, clinicToday, day, json, selection, str, useClinicId, useIndexAll, useRecord } from '@emr/shared-ui';
import { useMemo } from 'react';
import { useChartAll, useCreateChartRecord, useDeleteChartRecord, useUpdateChartRecord } from '../../chart/chartRecords.resource.ts';
import { dayToIso } from '../shared/dates.ts';
import { type RefillState, refillDays, refillState } from './refill.ts';

export const MEDICATION_STATUSES = ['Active', 'Stopped', 'Completed'] as const;

export interface MedicationChange {
  at: string;
  change: string;
  by: string;
  byName: string | null;
  dosage: string | null;
  frequency: string | null;
  /** What a dose change changed from (dosage and frequency as text). */
  from: string | null;
  reason: string | null;
  /** A warning the prescriber went ahead despite, and why. */
  acknowledged: { reason: string; warnings: AcknowledgedWarning[] } | null;
}

export interface AcknowledgedWarning {
  kind: string;
  via: string;
  match: string;
  entry: string;
}

export interface Medication {
  id: string;
  name: string;
  /** The vocabulary's code ('' when uncoded). */
  conceptCode: string;
  type: string;
  dosage: string;
  frequency: string;
  startDate: string;
  endDate: string;
  daysToRefill: number | null;
  refill: RefillState;
  paRequired: boolean;
  paStatus: string;
  approvalStatus: string;
  approvedBy: string;
  status: string;
  changeType: string;
  reason: string;
  wrapUp: string;
  history: MedicationChange[];
  record: EmrRecord;
}

/** What the medication pages (list, edit, history) show and the safety checks read. */
export const MEDICATION_FIELDS = selection(
  'PatientID',
  'Medication',
  'ConceptCode',
  'MedicationType',
  'Dosage',
  'Frequency',
  'StartDate',
  'EndDate',
  'LastRefillDate',
  'DaysToRefill',
  'PriorAuthorizationRequired',
  'PriorAuthorizationStatus',
  'ApprovalStatus',
  'ApprovedBy',
  'Status',
  'ChangeType',
  'Reason',
  'MedicationWrapUp',
  'MedicationHistory',
);

const orNull = (value: unknown): string | null => str(value, null);

function toChange(entry: unknown): MedicationChange | null {
  if (!entry || typeof entry !== 'object') return null;
  const e = entry as Record<string, unknown>;
  if (typeof e['at'] !== 'string' || typeof e['change'] !== 'string') return null;
  // the server writes from: {dosage, frequency}; older (seeded) entries from/to as text
  const from = e['from'];
  const fromText =
    from && typeof from === 'object'
      ? [str((from as Record<string, unknown>)['dosage']), str((from as Record<string, unknown>)['frequency'])].filter(Boolean).join(', ')
      : str(from);
  return {
    at: e['at'],
    change: e['change'],
    by: str(e['by']),
    byName: orNull(e['byName']),
    dosage: orNull(e['dosage']) ?? orNull(e['to']),
    frequency: orNull(e['frequency']),
    from: fromText || null,
    reason: orNull(e['reason']),
    acknowledged: toAcknowledged(e['acknowledged']),
  };
}

function toAcknowledged(value: unknown): MedicationChange['acknowledged'] {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const warnings = (Array.isArray(v['warnings']) ? v['warnings'] : [])
    .filter((w): w is Record<string, unknown> => !!w && typeof w === 'object')
    .map((w) => ({ kind: str(w['kind']), via: str(w['via']), match: str(w['match']), entry: str(w['entry']) }));
  return { reason: str(v['reason']), warnings };
}

export function toMedication(row: EmrRecord, today: string = clinicToday()): Medication {
  const raw = json<unknown>(row['MedicationHistory'], []);
  const history = (Array.isArray(raw) ? raw : []).map(toChange).filter((c): c is MedicationChange => c !== null);
  const status = str(row['Status'], 'Active');
  const startDate = day(row['StartDate']);
  const lastFillDay = [startDate, day(row['LastRefillDate'])].filter(Boolean).sort().at(-1) ?? '';
  const daysToRefill = refillDays(row['DaysToRefill']);
  return {
    id: row.id,
    name: str(row['Medication']),
    conceptCode: str(row['ConceptCode']),
    type: str(row['MedicationType']),
    dosage: str(row['Dosage']),
    frequency: str(row['Frequency']),
    startDate,
    endDate: day(row['EndDate']),
    daysToRefill,
    refill: refillState({ lastFillDay, daysToRefill, active: status === 'Active' }, today),
    paRequired: row['PriorAuthorizationRequired'] === true,
    paStatus: str(row['PriorAuthorizationStatus']),
    approvalStatus: str(row['ApprovalStatus']),
    approvedBy: str(row['ApprovedBy']),
    status,
    changeType: str(row['ChangeType']),
    reason: str(row['Reason']),
    wrapUp: str(row['MedicationWrapUp']),
    history,
    record: row,
  };
}

/** The patient's medications, newest first: only the active ones, or all of them. */
export function useMedications(patientId: string, currentOnly: boolean) {
  const clinicId = useClinicId();
  const current = useIndexAll(currentOnly && clinicId && patientId ? queries.currentMedications(clinicId, patientId) : null, { selectionSet: MEDICATION_FIELDS });
  const all = useChartAll('Medication', currentOnly ? '' : patientId, MEDICATION_FIELDS);
  const query = currentOnly ? current : all;
  const medications = useMemo(() => (query.data ?? []).map((row) => toMedication(row)), [query.data]);
  return { medications, isLoading: query.isLoading, error: query.error, refetch: query.refetch };
}

/** One medication by row id; `medication` is null when the id is not a Medication of this patient. */
export function useMedication(id: string | null, patientId: string) {
  const query = useRecord(id, { selectionSet: MEDICATION_FIELDS });
  const row = query.data;
  const medication = useMemo(
    () => (row && row.EntityType === 'Medication' && row['PatientID'] === patientId ? toMedication(row) : null),
    [row, patientId],
  );
  return { medication, isLoading: query.isLoading, error: query.error, refetch: query.refetch };
}

export function useCreateMedication(patientId: string) {
  return useCreateChartRecord('Medication', patientId);
}

export function useUpdateMedication() {
  return useUpdateChartRecord();
}

/** Stops an active medication today, with the reason (the server records the history entry). */
export function useStopMedication() {
  const update = useUpdateChartRecord();
  return {
    ...update,
    stop: (medication: Medication, reason: string) => {
      // today, but never before the start (a medication started later today)
      const start = str(medication.record['StartDate']);
      const today = dayToIso(clinicToday());
      return update.mutateAsync({
        record: medication.record,
        changes: { Status: 'Stopped', EndDate: start > today ? start : today, ChangeType: 'Discontinued', Reason: reason },
      });
    },
  };
}

/** Records that the medication was refilled today (LastRefillDate; the server adds a Refilled entry). */
export function useRecordRefill() {
  const update = useUpdateChartRecord();
  return {
    ...update,
    refill: (medication: Medication) => update.mutateAsync({ record: medication.record, changes: { LastRefillDate: dayToIso(clinicToday()) } }),
  };
}

export function useDeleteMedication() {
  return useDeleteChartRecord();
}
