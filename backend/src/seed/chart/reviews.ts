/**
 * The allergy and medication reviews of an established chart: most patients with no active
 * allergy or medication have "none" recorded by their PCP at the first visit; the rest stay
 * "not yet reviewed". Draws nothing from the patient's generator, so the rest of the chart is
 * unchanged. Runs after every other generator (it reads the finished lists).
 */
import type { EntityType } from '@emr/domain';
import { hashString } from '../random.ts';
import type { PatientChart } from './types.ts';

export function reviewStatements(c: PatientChart): void {
  const { rows, at, pcp, person } = c;
  const patient = rows.find((row) => row.id === person.rowId);
  if (!patient) return;
  const hasActive = (kind: EntityType) => rows.some((row) => row.kind === kind && (row.fields['Status'] ?? 'Active') === 'Active');
  const reviewed = hashString(person.patientId) % 10 !== 0;
  if (reviewed && !hasActive('Allergy')) Object.assign(patient.fields, { NoKnownAllergies: true, AllergiesReviewedAt: at(person.firstDay, 9 * 60 + 10), AllergiesReviewedBy: pcp.id });
  if (reviewed && !hasActive('Medication')) Object.assign(patient.fields, { NoCurrentMedications: true, MedicationsReviewedAt: at(person.firstDay, 9 * 60 + 12), MedicationsReviewedBy: pcp.id });
}
