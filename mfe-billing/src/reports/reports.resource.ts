/**
 * What the A/R aging reads. By payer: the server's aging totals (`BillingTotal` groups `agingDay`
 * and `agingMonth`, ADR 0051), the day rows near today and the month rows before (`agingRanges`):
 * a few hundred rows however many claims are open. By patient: the patients' totals
 * (`agingPatient`), 25 a page from the largest balance (`agingByPatient`, index 2); a PatientID
 * typed reads them all and keeps those it matches. The claims behind a figure: every billed claim
 * still in a status that can carry a balance (`claimsByStatus`, one index partition per status),
 * with the few fields the report shows and its stamped RemainingBalance, read when one is opened.
 */
import { queries } from '@emr/domain';
import { type AgingClaim, type AgingRow, RECEIVABLE_STATUSES, type Total, agingPatientRow, agingRanges } from '@emr/domain/billing';
import { type EmrRecord, type PagerState, records, selection, str, useClinicId, useIndexAll, useServerPages } from '@emr/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { toClaimSummary } from '../ledger/ledger.resource.ts';
import { TOTAL_FIELDS, toTotal } from './ledgerReports.resource.ts';

const REPORT_FIELDS = selection('PatientID', 'Claim', 'ClaimDate', 'ServiceDate', 'Status', 'InsuranceName', 'TotalCharges', 'RemainingBalance');

/** The aging totals `agingFromTotals` reads on `today`. */
export function useAgingTotals(today: string) {
  const clinicId = useClinicId();
  const { days, months } = agingRanges(today);
  const options = { selectionSet: TOTAL_FIELDS, limit: 1000 };
  const day = useIndexAll(clinicId ? queries.billingTotals(clinicId, 'agingDay', days.from, days.to) : null, options);
  const month = useIndexAll(clinicId ? queries.billingTotals(clinicId, 'agingMonth', months.from, months.to) : null, options);
  const totals = useMemo((): Total[] => [...(day.data ?? []), ...(month.data ?? [])].map(toTotal), [day.data, month.data]);
  return {
    totals,
    isLoading: day.isLoading || month.isLoading,
    error: day.error ?? month.error,
    refetch: () => void Promise.all([day.refetch(), month.refetch()]),
  };
}

/** The receivable claims (read only when `enabled`: the by-patient tab, or a figure opened). */
export function useReceivableClaims(enabled = true) {
  const clinicId = useClinicId();
  return useQuery({
    queryKey: ['emr', 'billing', 'receivables', clinicId],
    enabled: enabled && clinicId !== null,
    queryFn: async (): Promise<AgingClaim[]> => {
      const claims: AgingClaim[] = [];
      await Promise.all(
        RECEIVABLE_STATUSES.map(async (status) => {
          for await (const page of records.pages(queries.claimsByStatus(clinicId!, status), { selectionSet: REPORT_FIELDS })) {
            for (const row of page) {
              const c = toClaimSummary(row);
              claims.push({ id: c.id, number: c.number, patientId: c.patientId, payer: c.payer, serviceDate: c.serviceDate, remainingCents: c.remainingCents });
            }
          }
        }),
      );
      return claims;
    },
  });
}

export interface AgingPatients {
  rows: AgingRow[];
  /** The server's pages (none when a PatientID typed narrows the list: then all rows, paged here). */
  pager: PagerState | null;
  isLoading: boolean;
  error: unknown;
  refetch: () => void;
  /** Every row, page by page (the CSV). */
  all: () => AsyncGenerator<AgingRow[]>;
}

const rowOf = (row: EmrRecord, today: string) => agingPatientRow(toTotal(row), today);

/** The report by patient on `today`: a page of the patients' totals, or (`term`) those whose PatientID holds it. */
export function useAgingPatients(enabled: boolean, term: string, today: string): AgingPatients {
  const clinicId = useClinicId();
  const query = clinicId && enabled ? queries.agingByPatient(clinicId) : null;
  const pages = useServerPages(term ? null : query, { pageSize: 25, selectionSet: TOTAL_FIELDS });
  const found = useIndexAll(term ? query : null, { selectionSet: TOTAL_FIELDS, limit: 1000 });
  const rows = useMemo(
    () => (term ? (found.data ?? []).filter((row) => str(row['PatientID']).toUpperCase().includes(term)) : pages.rows).map((row) => rowOf(row, today)),
    [term, found.data, pages.rows, today],
  );
  const source = term ? found : pages;
  return {
    rows,
    pager: term ? null : pages.pager,
    isLoading: source.isLoading,
    error: source.error,
    refetch: () => void source.refetch(),
    all: async function* all() {
      if (term) yield rows;
      else if (query) for await (const page of records.pages(query, { selectionSet: TOTAL_FIELDS })) yield page.map((row) => rowOf(row, today));
    },
  };
}
