/**
 * Alerts of the bell, beside the user's own tasks: work waiting on the clinic that the
 * signed-in role can act on, each from one key-condition query (no scan):
 *   priorAuthorization — medications whose prior authorisation is pending (GSI4 `…#Medication#PA#Pending`)
 *   claimDenied        — claims the payer denied (GSI3 `…#Claim#Denied`)
 * A role that may not read the kind never sends its query; each topic can be switched off in
 * the account settings (notification preferences).
 */
import { type AppAbility, paths, queries } from '@emr/domain';
import { type EmrRecord, useAbility, useIndexPage, useSession, str, selection } from '@emr/shared-ui';
import { readNotificationPreferences } from '../../pages/account/notificationPreferences.ts';

export const ALERT_LIMIT = 10;
/** What an alert shows of its row. */
const PA_FIELDS = selection('PatientID', 'Medication', 'Dosage');
const CLAIM_FIELDS = selection('PatientID', 'Claim');

export type AlertKind = 'priorAuthorization' | 'claimDenied';

export interface Alert {
  id: string;
  kind: AlertKind;
  /** What it is about: the medication and dose, or the claim number. */
  subject: string;
  patientId: string;
  /** Where to act on it. */
  path: string;
}


export function toAlert(kind: AlertKind, row: EmrRecord): Alert {
  const patientId = str(row['PatientID']);
  if (kind === 'priorAuthorization') {
    return {
      id: row.id,
      kind,
      subject: [str(row['Medication']), str(row['Dosage'])].filter(Boolean).join(' '),
      patientId,
      path: paths.patientSubPage(patientId, 'PatientMedications'),
    };
  }
  return { id: row.id, kind, subject: str(row['Claim']), patientId, path: paths.patientChart(patientId) };
}

export function useAlerts() {
  const ability = useAbility<AppAbility>();
  const clinicId = useSession((s) => s.userData?.ClinicID ?? null);
  const userId = useSession((s) => s.userData?.id ?? null);
  const preferences = readNotificationPreferences(userId ?? '');
  const wantsPa = clinicId !== null && preferences.priorAuthorizations && ability.can('read', 'Medication');
  const wantsDenials = clinicId !== null && preferences.claimDenials && ability.can('read', 'Claim');
  const pa = useIndexPage(wantsPa ? queries.priorAuthorizations(clinicId, 'Pending') : null, { limit: ALERT_LIMIT, selectionSet: PA_FIELDS });
  const denied = useIndexPage(wantsDenials ? queries.claimsByStatus(clinicId, 'Denied') : null, { limit: ALERT_LIMIT, selectionSet: CLAIM_FIELDS });
  const alerts = [
    ...(pa.data?.items ?? []).map((row) => toAlert('priorAuthorization', row)),
    ...(denied.data?.items ?? []).map((row) => toAlert('claimDenied', row)),
  ];
  return {
    /** Whether any alert topic applies to this person (the section is shown). */
    enabled: wantsPa || wantsDenials,
    alerts,
    more: Boolean(pa.data?.nextToken || denied.data?.nextToken),
    isLoading: pa.isLoading || denied.isLoading,
    error: pa.error ?? denied.error,
    refetch: () => Promise.all([wantsPa ? pa.refetch() : null, wantsDenials ? denied.refetch() : null]),
  };
}
