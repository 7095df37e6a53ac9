/**
 * Closing a care month: the server's `closeCareMonths` closes every patient of the program-month
 * (each patient's codes a draft claim and the month locked on the enrolment, in one transaction
 * per patient; nothing to bill: the month locked only; closed already: left as it is) and
 * answers a summary. A call stops after about 15 s (AppSync ends a resolver at 30 s) with a
 * continuation: the page calls again from there until the month is done, showing how far it is.
 * The claim a closed month became is found by its `CareMonth` (index 7).
 */
import { queries } from '@emr/domain';
import { records, selection, str, useClinicId, useRecordMutation } from '@emr/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CareProgram } from '../ccm/careProgram.resource.ts';

export interface ClosedClaim {
  patientId: string;
  claimId: string;
  number: string;
}

/** The server's summary of a month close (`closeCareMonths`): one call's outcomes, and how far the month is. */
export interface CareMonthsSummary {
  patients: number;
  /** Patients of the month done so far. */
  done: number;
  /** Where the next call goes on, or null when the month is done. */
  next: string | null;
  claims: ClosedClaim[];
  locked: number;
  closedAlready: number;
  failed: { patientId: string; message: string }[];
}

/** Two calls' summaries as one (the later one says how far the month is). */
const together = (a: CareMonthsSummary, b: CareMonthsSummary): CareMonthsSummary => ({
  ...b,
  claims: [...a.claims, ...b.claims],
  locked: a.locked + b.locked,
  closedAlready: a.closedAlready + b.closedAlready,
  failed: [...a.failed, ...b.failed],
});

export interface CloseProgress {
  done: number;
  patients: number;
}

/**
 * Closes the program's month for every patient of the clinic: `closeCareMonths`, called again
 * from each answer's `next` until the month is done; `progress` is how far it is meanwhile.
 */
export function useCloseMonth(program: CareProgram) {
  const [progress, setProgress] = useState<CloseProgress | null>(null);
  const close = useRecordMutation(async (month: string) => {
    setProgress(null);
    let summary: CareMonthsSummary | undefined;
    do {
      const after = summary?.next;
      const part = await records.mutation<CareMonthsSummary>('closeCareMonths', { program, month, ...(after ? { after } : {}) });
      summary = summary ? together(summary, part) : part;
      setProgress({ done: part.done, patients: part.patients });
    } while (summary.next);
    return summary;
  });
  return { close, progress };
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
