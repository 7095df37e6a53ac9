/**
 * A visit as the clinic's day makes it, through the API (a visit is created Scheduled and
 * moves one step at a time; a check-out needs a complete wrap-up and a signed note): for tests
 * that need a checked-out visit to bill.
 */
import { type AppHarness, documents } from './appHarness.ts';

type Row = Record<string, any>;

export interface WrapUpLine {
  cpt: string;
  units?: number;
  pointers?: string[];
  amount?: number;
}

export interface VisitDay {
  patientId: string;
  /** The visit's row id (a fresh one when not given). */
  id?: string;
  visitDate?: string;
  /** The wrap-up's diagnoses (the signed note's too). */
  diagnoses?: string[];
  charges?: WrapUpLine[];
  /** Fields the visit is created with beside its patient and date. */
  fields?: Row;
}

/** The wrap-up entry a check-out saves: complete, its lines pointing at the first diagnosis. */
export const wrapUpEntry = (diagnoses: string[], charges: WrapUpLine[]) => ({
  diagnoses,
  charges: charges.map((line) => ({ units: 1, pointers: ['A'], ...line })),
  followUp: 'declined',
  instructions: 'Rest and fluids',
});

/** Walks a new visit to `status` (CheckedOut: with its signed note and complete wrap-up); returns the visit as stored. */
export async function visitAt(h: AppHarness, token: string, status: 'Scheduled' | 'CheckedIn' | 'InProgress' | 'WrapUp' | 'CheckedOut', day: VisitDay): Promise<Row> {
  const { patientId, diagnoses = ['I10'], charges = [{ cpt: '99213' }] } = day;
  let visit: Row = await h.ok(token, documents.create, {
    input: { ...(day.id ? { id: day.id } : {}), EntityType: 'Visit', PatientID: patientId, VisitType: 'Follow-up', VisitStatus: 'Scheduled', VisitDate: day.visitDate ?? '2026-03-02T15:00:00.000Z', ...day.fields },
  });
  const steps = ['CheckedIn', 'InProgress', 'WrapUp'] as const;
  for (const next of steps.slice(0, status === 'CheckedOut' ? steps.length : steps.indexOf(status as (typeof steps)[number]) + 1)) {
    visit = await h.ok(token, documents.update, { input: { id: visit['id'], Version: visit['Version'], VisitStatus: next } });
  }
  if (status !== 'CheckedOut') return visit;
  const note = await h.ok(token, documents.create, {
    input: { EntityType: 'Note', PatientID: patientId, LinkedToVisit: visit['id'], Status: 'Draft', Note: 'A: see codes', Notes: JSON.stringify({ diagnoses: diagnoses.map((code) => ({ code, description: '' })) }) },
  });
  await h.ok(token, documents.update, { input: { id: note['id'], Version: note['Version'], Status: 'Signed' } });
  return h.ok(token, documents.update, { input: { id: visit['id'], Version: visit['Version'], VisitStatus: 'CheckedOut', WrapUps: JSON.stringify([wrapUpEntry(diagnoses, charges)]) } });
}
