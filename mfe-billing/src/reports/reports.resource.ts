/**
 * The claims an A/R report reads: every billed claim still in a status that can carry a balance
 * (`claimsByStatus`, one index partition per status), with the few fields the report shows and
 * its stamped RemainingBalance. Not Draft (not billed) nor Closed (settled).
 */
import { queries } from '@emr/domain';
import { records, selection, useClinicId } from '@emr/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { toClaimSummary } from '../ledger/ledger.resource.ts';
import type { AgingClaim } from './aging.ts';

export const RECEIVABLE_STATUSES = ['Submitted', 'Accepted', 'Rejected', 'PartiallyPaid', 'Paid', 'Denied'] as const;
const REPORT_FIELDS = selection('PatientID', 'Claim', 'ClaimDate', 'ServiceDate', 'Status', 'InsuranceName', 'TotalCharges', 'RemainingBalance');

export function useReceivableClaims() {
  const clinicId = useClinicId();
  return useQuery({
    queryKey: ['emr', 'billing', 'receivables', clinicId],
    enabled: clinicId !== null,
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
