/** Pharmacy rows: a local primary pharmacy, and for some older patients a mail-order one. */
import { MAIL_ORDER_PHARMACIES } from '../catalog.ts';
import type { PatientChart } from './types.ts';

export function pharmacyRows(c: PatientChart): void {
  const { ctx, rng, at, chart, person, full } = c;
  const pharmacy = rng.pick(ctx.locality.pharmacies);
  c.add('Pharmacy', chart({ Pharmacy: pharmacy.name, ContactNumber: pharmacy.phone, IsPrimary: true, Timestamp: at(person.firstDay, 9 * 60 + 7) }));
  if (full && person.ageYears >= 40 && rng.chance(0.2)) {
    const mail = rng.pick(MAIL_ORDER_PHARMACIES);
    c.add('Pharmacy', chart({ Pharmacy: mail.name, ContactNumber: mail.phone, IsPrimary: false, Timestamp: at(person.firstDay, 9 * 60 + 8) }));
  }
}
