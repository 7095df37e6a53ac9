/**
 * The wrap-up of one visit with what it reads besides the visit (its note, the patient's
 * upcoming visits), and the after-visit summary to print in the patient's language: the visit
 * page's WrapUp sub-page and the standalone wrap-up show the same.
 */
import type { AppAbility } from '@emr/domain';
import { wrapUpNote } from '@emr/domain/visits';
import { type EmrRecord, NotAuthorizedPanel, StateView, str, useAbility } from '@emr/shared-ui';
import { useProviders } from '../shared/people.resource.ts';
import type { Visit } from '../shared/visit.resource.ts';
import { AfterVisitSummary } from './AfterVisitSummary.tsx';
import { useUpcomingVisits, useVisitNotes } from './visitPage.resource.ts';
import { WrapUpPanel } from './WrapUpPanel.tsx';

export interface VisitWrapUpProps {
  row: EmrRecord;
  visit: Visit;
}

export function VisitWrapUp({ row, visit }: VisitWrapUpProps) {
  const notes = useVisitNotes(visit.id);
  const upcoming = useUpcomingVisits(visit.patientId, visit.date ? new Date(Date.parse(visit.date) + 60_000).toISOString() : '');
  const { nameOf } = useProviders();
  const canWrapUp = useAbility<AppAbility>().can('update', 'Visit', 'WrapUps');
  if (!canWrapUp) return <NotAuthorizedPanel />;
  const note = wrapUpNote(notes.data ?? []);
  const nextVisit = (upcoming.data ?? []).find((v) => str(v['VisitStatus']) === 'Scheduled');
  return (
    <StateView isLoading={notes.isLoading || upcoming.isLoading} error={notes.error ?? upcoming.error} isEmpty={false} onRetry={() => void notes.refetch()}>
      <WrapUpPanel
        key={`${row.Version}:${String(note.signed)}`}
        row={row}
        visit={visit}
        note={note}
        followUpBooked={nextVisit !== undefined}
      />
      <AfterVisitSummary row={row} visit={visit} note={note} provider={nameOf(visit.providerId)} nextVisit={str(nextVisit?.['VisitDate'])} />
    </StateView>
  );
}
