/**
 * Marks the month whose claim carried an RPM device's set-up (99453) on its enrolment
 * (`CustomTime`, `setupMarker`), for enrolments closed before the month close wrote that mark
 * (a migration): the earliest of the enrolment's closed months whose care-month claim
 * (`CareMonth` 'rpm:<month>', index 7) has a 99453 line (index 5). Without it, the next close
 * would bill the set-up again.
 */
import { pk } from '@emr/domain';
import { closedMonths, setupMarker } from '@emr/domain/care';
import type { Db } from '../db/database.ts';
import { createRecordStore } from './store.ts';

export function markRpmSetups(db: Db): number {
  const store = createRecordStore(db);
  const enrolments = db
    .prepare<[], { clinic_id: string; id: string; item: string }>(
      "SELECT clinic_id, id, item FROM emr WHERE entity_type = 'ProgramEnrollment' AND json_extract(item, '$.Program') = 'rpm' AND json_extract(item, '$.CustomTime') IS NULL AND json_extract(item, '$.CustomArray') IS NOT NULL",
    )
    .all();
  const mark = db.prepare<[string, string, string]>("UPDATE emr SET item = json_set(item, '$.CustomTime', ?) WHERE clinic_id = ? AND id = ?");
  let marked = 0;
  for (const row of enrolments) {
    const enrolment = JSON.parse(row.item) as Record<string, unknown>;
    const closed = new Set(closedMonths(enrolment));
    const claims = store
      .queryIndex({ index: 7, pk: pk.careMonth(row.clinic_id, String(enrolment['PatientID'])), descending: false, limit: 1000 })
      .filter((claim) => String(claim['CareMonth']).startsWith('rpm:') && closed.has(String(claim['CareMonth']).slice(4)))
      .sort((a, b) => String(a['CareMonth']).localeCompare(String(b['CareMonth'])));
    const billed = claims.find((claim) => store.queryIndex({ index: 5, pk: pk.parent(row.clinic_id, 'Charge', claim.id), descending: false, limit: 100 }).some((line) => line['CPTCode'] === '99453'));
    if (!billed) continue;
    mark.run(setupMarker(String(billed['CareMonth']).slice(4)), row.clinic_id, row.id);
    marked += 1;
  }
  return marked;
}
