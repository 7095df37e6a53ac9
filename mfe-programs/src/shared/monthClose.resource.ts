/**
 * Closing a care month: each patient with codes goes through the server's `closeCareMonth` (the
 * draft claim of the month's codes, and the month locked on the enrolment, in one transaction,
 * once); a patient with nothing to bill has the month locked only. The claim a closed month
 * became is found by its `CareMonth` (index 7).
 */
import { type CodeLine, queries } from '@emr/domain';
import { records, selection, str, useClinicId, useRecordMutation } from '@emr/shared-ui';
import { useQuery } from '@tanstack/react-query';
import type { CareProgram, Enrolment } from '../ccm/careProgram.resource.ts';

/** What the caller states about a month that its rows cannot tell the server (RPM: device days, setup billed, interactive time). */
export type CareMonthFacts = Record<string, boolean | number>;

export interface CloseRow {
  enrolment: Enrolment;
  closed: boolean;
  codes: readonly CodeLine[];
  facts: CareMonthFacts;
}

export interface ClosedClaim {
  patientId: string;
  claimId: string;
  number: string;
}

interface ClosedMonth {
  claim: { id: string; Claim?: string };
}

export function useCloseMonth(program: CareProgram) {
  return useRecordMutation(async ({ rows, month, lockEmpty }: { rows: readonly CloseRow[]; month: string; lockEmpty: boolean }) => {
    const claims: ClosedClaim[] = [];
    for (const { enrolment, codes, facts } of rows) {
      if (codes.length > 0) {
        const { claim } = await records.mutation<ClosedMonth>('closeCareMonth', { patientId: enrolment.patientId, program, month, facts: JSON.stringify(facts) });
        claims.push({ patientId: enrolment.patientId, claimId: claim.id, number: claim.Claim ?? '' });
      } else if (lockEmpty) {
        await records.update(enrolment, { CustomArray: [...enrolment.closedMonths, month] });
      }
    }
    return claims;
  });
}

/** The draft claim a closed care month became, if it billed anything. */
export function useCareMonthClaim(program: CareProgram, patientId: string, month: string, enabled: boolean) {
  const clinicId = useClinicId();
  return useQuery({
    queryKey: ['emr', 'careMonthClaim', clinicId, patientId, program, month],
    queryFn: async () => {
      const page = await records.query(queries.careMonthClaim(clinicId!, patientId, `${program}:${month}`), { limit: 1, selectionSet: selection('Claim') });
      const row = page.items[0];
      return row ? { patientId, claimId: row.id, number: str(row['Claim']) } : null;
    },
    enabled: enabled && clinicId !== null,
  });
}
