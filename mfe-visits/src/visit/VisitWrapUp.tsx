/**
 * The wrap-up of one visit with what it reads besides the visit (its note, the patient's
 * upcoming visits): the visit page's WrapUp sub-page and the standalone wrap-up show the same.
 */
import { type AppAbility } from '@emr/domain';
import { type EmrRecord, NotAuthorizedPanel, StateView, str, useAbility } from '@emr/shared-ui';
import type { Visit } from '../shared/visit.resource.ts';
import { mainNote, useUpcomingVisits, useVisitNotes } from './visitPage.resource.ts';
import { WrapUpPanel } from './WrapUpPanel.tsx';

export interface VisitWrapUpProps {
  row: EmrRecord;
  visit: Visit;
}

export function VisitWrapUp({ row, visit }: VisitWrapUpProps) {
  const notes = useVisitNotes(visit.id);
  const upcoming = useUpcomingVisits(visit.patientId, visit.date ? new Date(Date.parse(visit.date) + 60_000).toISOString() : '');
  const canWrapUp = useAbility<AppAbility>().can('update', 'Visit', 'WrapUps');
  if (!canWrapUp) return <NotAuthorizedPanel />;
  const note = mainNote(notes.data ?? []);
  return (
    <StateView isLoading={notes.isLoading || upcoming.isLoading} error={notes.error ?? upcoming.error} isEmpty={false} onRetry={() => void notes.refetch()}>
      <WrapUpPanel
        key={row.Version}
        row={row}
        visit={visit}
        noteSigned={str(note?.['Status']) === 'Signed'}
        followUpBooked={(upcoming.data ?? []).some((v) => str(v['VisitStatus']) === 'Scheduled')}
      />
    </StateView>
  );
}
