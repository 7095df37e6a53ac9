/**
 * The care-programs benchmark's month (`seed:large --care-month N`): N patients of a clinic
 * enrolled in CCM six months ago (consent, care plan, billing practitioner), each with last
 * month's time entries (two to five, 10 to 70 minutes in all, some the practitioner's own), so
 * that last month can be closed for all of them at once. Rows only — the caller writes them.
 */
import { MINUTE_MS, iso } from './clock.ts';
import type { ClinicSeed, SeedRow } from './chart/types.ts';

export function careMonthRows(clinic: ClinicSeed, patientIds: readonly string[]): SeedRow[] {
  const { clock, rng, providers, careTeam } = clinic;
  const rows: SeedRow[] = [];
  const add = (kind: SeedRow['kind'], fields: Record<string, unknown>) => {
    const row = { id: clinic.nextId(), kind, fields };
    rows.push(row);
    return row;
  };
  const { year, month } = clock.parts(0);
  const [lastYear, lastMonth] = month === 1 ? [year - 1, 12] : [year, month - 1];
  const firstDay = clock.dayOf(lastYear, lastMonth, 1);
  const lastDay = clock.dayOf(year, month, 1) - 1;
  for (const patientId of patientIds) {
    const practitioner = rng.pick(providers);
    const enrolment = add('ProgramEnrollment', {
      PatientID: patientId, Program: 'ccm', ProgramType: 'Chronic care management', EnrollmentDate: iso(clock.at(firstDay - 150, 10 * 60)), Status: 'Active',
      CustomString: 'Verbal', Note: 'Care plan reviewed with the patient.', AssignedTo: practitioner.id, CreatedBy: practitioner.id,
    });
    const entries = rng.int(2, 5);
    const total = rng.int(10, 70);
    let left = total;
    for (let i = 0; i < entries && left > 0; i++) {
      const minutes = i === entries - 1 ? left : Math.max(1, Math.min(left, rng.int(5, 20)));
      left -= minutes;
      const byPractitioner = rng.chance(0.25);
      const at = clock.at(rng.int(firstDay, lastDay), 9 * 60 + rng.int(0, 30) * 15);
      add('TimeEntry', {
        PatientID: patientId, Program: 'ccm', Time: String(minutes), ProviderTime: byPractitioner ? String(minutes) : '0', Timestamp: iso(at + minutes * MINUTE_MS),
        ServiceDate: `${iso(at).slice(0, 10)}T00:00:00.000Z`, LinkedToProgram: enrolment.id, Note: 'Medication reconciliation and care plan follow-up by phone',
        CreatedBy: byPractitioner ? practitioner.id : rng.pick(careTeam).id, Supervised: !byPractitioner,
      });
    }
  }
  return rows;
}
