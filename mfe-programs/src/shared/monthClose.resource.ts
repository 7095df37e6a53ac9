/**
 * Closing a care month: the server's `closeCareMonths` closes every patient of the program-month
 * (each patient's codes a draft claim and the month locked on the enrolment, in one transaction
 * per patient; nothing to bill: the month locked only; closed already: left as it is) and
 * answers a summary. The claim a closed month became is found by its `CareMonth` (index 7).
 */
import { queries } from '@emr/domain';
import { records, selection, str, useClinicId, useRecordMutation } from '@emr/shared-ui';
import { useQuery } from '@tanstack/react-query';
import type { CareProgram } from '../ccm/careProgram.resource.ts';

/** What the caller states about a patient's month that its rows cannot tell the server (RPM: setup billed, interactive time; the server counts the device days). */
export type CareMonthFacts = Record<string, boolean | number>;

export interface ClosedClaim {
  patientId: string;
  claimId: string;
  number: string;
}

/** The server's summary of a month close (`closeCareMonths`). */
export interface CareMonthsSummary {
  patients: number;
  claims: ClosedClaim[];
  locked: number;
  closedAlready: number;
  failed: { patientId: string; message: string }[];
}

/** Closes the program's month for every patient of the clinic: one server call (`closeCareMonths`), which works through them in batches. */
export function useCloseMonth(program: CareProgram) {
  return useRecordMutation(({ month, facts }: { month: string; facts: Record<string, CareMonthFacts> }) =>
    records.mutation<CareMonthsSummary>('closeCareMonths', { program, month, facts: JSON.stringify(facts) }),
  );
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
