/**
 * The care team's alert of remote monitoring: when a transaction records an RPM reading (a
 * Vitals row with `Program` 'rpm') outside the monitoring protocol's limits (`outOfRange`), the
 * server opens one high-priority task per patient in the same transaction — whichever client
 * saved it (the RPM page, its CSV import, an integration calling the API). Planned with the
 * transaction's other whole-transaction effects, last (writes.ts).
 */
import { RPM_ALERT_TASK, type ReadingValues, outOfRange } from '../care/rpmReadings.ts';
import type { Effect } from './ruleTypes.ts';
import type { RowChange } from './transaction.ts';

function values(vitals: unknown): ReadingValues {
  let parsed = vitals;
  if (typeof vitals === 'string') {
    try {
      parsed = JSON.parse(vitals) as unknown;
    } catch {
      return {};
    }
  }
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as ReadingValues) : {};
}

/** The tasks of the out-of-range RPM readings a transaction creates: one per patient. */
export function planReadingAlerts(changes: readonly RowChange[], now: string): Effect[] {
  const patients = new Set<string>();
  for (const { before, after } of changes) {
    if (before || after?.EntityType !== 'Vitals' || after['Program'] !== 'rpm' || typeof after['PatientID'] !== 'string') continue;
    if (outOfRange(values(after['Vitals'])).length > 0) patients.add(after['PatientID']);
  }
  return [...patients].map((patientId) => ({
    create: 'Task' as const,
    fields: { Task: RPM_ALERT_TASK, TaskType: 'Care management', Priority: 'High', PatientID: patientId, DueDate: now, Done: false },
  }));
}
