/**
 * A visit as the remote's screens read it: the fields of the board and the header (billing and
 * dark read only the scheduling side, docs/permissions.md: the rest arrives null), and the one
 * status move of every screen (the server checks it: domain visits/visitStatus.ts).
 */
import { type VisitStatus, visitStatusOf } from '@emr/domain/visits';
import { type EmrRecord, json, records, selection, str, useRecordMutation } from '@emr/shared-ui';

export const VISIT_FIELDS = selection(
  'PatientID', 'VisitType', 'VisitStatus', 'VisitDate', 'CheckInTime', 'CheckOutTime', 'AssignedTo', 'Reason', 'CancellationReason',
  'StatusHistory', 'PaymentStatus', 'LinkedToClaim',
);

export interface Visit {
  id: string;
  version: number;
  patientId: string;
  type: string;
  status: VisitStatus;
  date: string;
  checkIn: string;
  checkOut: string;
  providerId: string;
  reason: string;
  cancellationReason: string;
  /** When the visit entered its current status (its StatusHistory; a check-in by its CheckInTime), else ''. */
  statusSince: string;
  /** Who moved it to its current status (its StatusHistory), else ''. */
  statusBy: string;
  paymentStatus: string;
  linkedToClaim: string;
}

interface StatusEntry {
  to?: string;
  at?: string;
  byName?: string;
}

export function toVisit(row: EmrRecord): Visit {
  const status = visitStatusOf(row);
  const history = json<StatusEntry[]>(row['StatusHistory'], []);
  const last = [...history].reverse().find((entry) => entry.to === status);
  const entered = last?.at;
  return {
    id: row.id,
    version: row.Version,
    patientId: str(row['PatientID']),
    type: str(row['VisitType']),
    status,
    date: str(row['VisitDate']),
    checkIn: str(row['CheckInTime']),
    checkOut: str(row['CheckOutTime']),
    providerId: str(row['AssignedTo']),
    reason: str(row['Reason']),
    cancellationReason: str(row['CancellationReason']),
    statusSince: entered ?? (status === 'CheckedIn' ? str(row['CheckInTime']) : ''),
    statusBy: last?.byName ?? '',
    paymentStatus: str(row['PaymentStatus']),
    linkedToClaim: str(row['LinkedToClaim']),
  };
}

export interface VisitMove {
  visit: Pick<Visit, 'id' | 'version'>;
  to: VisitStatus;
  /** Cancelled and NoShow only. */
  reason?: string;
}

/** Moves a visit one step (the server stamps the times and keeps the history). */
export function useMoveVisit() {
  return useRecordMutation(({ visit, to, reason }: VisitMove) =>
    records.update({ id: visit.id, Version: visit.version }, { VisitStatus: to, ...(reason ? { CancellationReason: reason } : {}) }),
  );
}
