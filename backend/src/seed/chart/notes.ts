/**
 * Note rows: every completed visit has its note, signed (a visit checks out with a signed note):
 * most of a full chart's a SOAP note in the provider's words, the others a short one.
 */
import { VISIT_NOTE_OPENERS, VISIT_NOTE_PLANS } from '../catalog.ts';
import { iso } from '../clock.ts';
import type { PatientChart, Problems, ProgramKey, SeedRow, StaffMember } from './types.ts';

export interface VisitOfNote {
  visit: SeedRow;
  visitType: string;
  acute: { code: string; name: string } | undefined;
  annual: boolean;
  checkOut: number;
  by: StaffMember;
}

/** A short signed note of a completed visit: what was done, as its clinician signs it. */
export function briefNote(c: PatientChart, visit: SeedRow, text: string, at: number, by: StaffMember): void {
  c.add('Note', c.chart({ Note: text, Status: 'Signed', Timestamp: iso(at), LinkedToVisit: visit.id, CreatedBy: by.id, Title: `${String(visit.fields['VisitType'] ?? 'Visit')} note` }));
}

export function noteOfVisit(c: PatientChart, problems: Problems, programs: ReadonlyMap<ProgramKey, SeedRow>, { visit, visitType, acute, annual, checkOut, by }: VisitOfNote): void {
  const { rng, chart } = c;
  if (!rng.chance(0.8)) {
    briefNote(c, visit, `Seen for ${visitType.toLowerCase()}. Plan reviewed with the patient.`, checkOut, by);
    return;
  }
  const opener = (type: string) =>
    type === 'New patient' ? 'New patient establishing care. Outside records requested; history reviewed with the patient.'
      : acute ? VISIT_NOTE_OPENERS[4]!
        : annual ? VISIT_NOTE_OPENERS[3]!
          : rng.pick([VISIT_NOTE_OPENERS[0]!, VISIT_NOTE_OPENERS[1]!, ...(programs.has('rpm') ? [VISIT_NOTE_OPENERS[2]!] : [])]);
  const plan = (type: string, referred: boolean) =>
    referred ? VISIT_NOTE_PLANS[3]!
      : acute ? VISIT_NOTE_PLANS[2]!
        : annual ? VISIT_NOTE_PLANS[4]!
          : type === 'New patient' ? VISIT_NOTE_PLANS[0]!
            : rng.pick([VISIT_NOTE_PLANS[0]!, VISIT_NOTE_PLANS[1]!]);
  const fields = visit.fields;
  const vitals = fields['Vitals'] as { systolic: number; diastolic: number; heartRate: number; bmi: number } | undefined;
  const assessment = acute ? `${acute.code} ${acute.name}` : problems.activeChronic.slice(0, 3).map((p) => `${p.condition.code} ${p.condition.name}`).join('; ') || 'Z00.00 Encounter for general adult medical examination without abnormal findings';
  c.add('Note', chart({
    Note: [
      `S: ${opener(visitType)}`,
      vitals ? `O: BP ${vitals.systolic}/${vitals.diastolic}, HR ${vitals.heartRate}, BMI ${vitals.bmi}. Exam unremarkable except as noted.` : 'O: Telehealth visit; patient appears well on video.',
      `A: ${assessment}.`,
      `P: ${plan(visitType, fields['LinkedReferralIDs'] !== undefined)}`,
    ].join('\n'),
    Status: 'Signed', Timestamp: iso(checkOut), LinkedToVisit: visit.id, CreatedBy: by.id, Title: `${visitType} note`,
  }));
}
