/**
 * /apps/visits/sending: checked-out visits not yet sent to billing (index 3, newest first,
 * without `LinkedToClaim`), one server page at a time; sending one is the server's
 * `sendVisitToBilling` (the draft claim with its charge lines from the wrap-up, the visit
 * linked, once).
 */
import { queries } from '@emr/domain';
import { type EmrRecord, type PageSource, records, useClinicId, useRecordMutation, useServerPages } from '@emr/shared-ui';
import { useMemo } from 'react';
import { VISIT_FIELDS, toVisit } from '../shared/visit.resource.ts';

const UNSENT = { LinkedToClaim: { attributeExists: false } };
const unsent: PageSource<EmrRecord> = {
  id: 'unsent',
  read: (query, page) => records.query(query, { ...page, selectionSet: VISIT_FIELDS, filter: UNSENT }),
};

export function useVisitsToSend() {
  const clinicId = useClinicId();
  const pages = useServerPages(clinicId ? queries.visitsByStatus(clinicId, 'CheckedOut') : null, { pageSize: 25, source: unsent });
  const visits = useMemo(() => pages.rows.map(toVisit), [pages.rows]);
  return { ...pages, visits };
}

export interface SentVisit {
  claim: { id: string; Claim?: string };
}

export function useSendToBilling() {
  return useRecordMutation((visitId: string) => records.mutation<SentVisit>('sendVisitToBilling', { visitId }));
}
