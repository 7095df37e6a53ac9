/**
 * What the patient banner shows besides demographics: active allergies, active programs and
 * the balance due. Each is its own small query, skipped (never sent) when the role may not
 * read the kind, so billing staff send no clinical query.
 */
import { type AppAbility, queries } from '@emr/domain';
import { type EmrRecord, selection, useAbility, useClinicId, useIndexAll, useIndexPage } from '@emr/shared-ui';
import { useMemo } from 'react';

/** Chart kinds a patient holds tens of: one page is all of them. */
const SMALL_PAGE = 100;
/** The banner's chips and the summary's allergy card. */
const ALLERGY_FIELDS = selection('Allergy', 'Reaction', 'Severity', 'Status');
const PROGRAM_FIELDS = selection('ProgramType', 'Program', 'Status');
const CLAIM_FIELDS = selection('Status', 'RemainingBalance');

const activeRows = (rows: EmrRecord[] | undefined) => (rows ?? []).filter((row) => !row['Status'] || row['Status'] === 'Active');

/** The patient's active allergies (null query when the role may not read allergies). */
export function useActiveAllergies(patientId: string) {
  const clinicId = useClinicId();
  const allowed = useAbility<AppAbility>().can('read', 'Allergy');
  const query = useIndexPage(allowed && clinicId && patientId ? queries.chart(clinicId, 'Allergy', patientId) : null, { limit: SMALL_PAGE, selectionSet: ALLERGY_FIELDS });
  const rows = useMemo(() => activeRows(query.data?.items), [query.data]);
  return { allowed, rows, isLoading: query.isLoading, error: query.error, refetch: query.refetch };
}

export function useActivePrograms(patientId: string) {
  const clinicId = useClinicId();
  const allowed = useAbility<AppAbility>().can('read', 'ProgramEnrollment');
  const query = useIndexPage(allowed && clinicId && patientId ? queries.chart(clinicId, 'ProgramEnrollment', patientId) : null, { limit: SMALL_PAGE, selectionSet: PROGRAM_FIELDS });
  const rows = useMemo(() => activeRows(query.data?.items), [query.data]);
  return { allowed, rows, isLoading: query.isLoading, error: query.error, refetch: query.refetch };
}

/** Claim states that no longer ask the patient for money (or not yet). */
const NOT_DUE = new Set(['Draft', 'Rejected', 'Closed']);

/**
 * The sum of the remaining balances of the patient's open claims. Only the fields needed are
 * read, so even a patient with years of claims costs little.
 */
export function useBalanceDue(patientId: string) {
  const clinicId = useClinicId();
  const allowed = useAbility<AppAbility>().can('read', 'Claim');
  const query = useIndexAll(allowed && clinicId && patientId ? queries.chart(clinicId, 'Claim', patientId) : null, {
    selectionSet: CLAIM_FIELDS,
  });
  const balance = useMemo(
    () =>
      (query.data ?? [])
        .filter((row) => !NOT_DUE.has(String(row['Status'] ?? '')))
        .reduce((sum, row) => sum + (typeof row['RemainingBalance'] === 'number' && row['RemainingBalance'] > 0 ? row['RemainingBalance'] : 0), 0),
    [query.data],
  );
  return { allowed, balance: Math.round(balance * 100) / 100, isLoading: query.isLoading, error: query.error };
}
