/** The Patient row: name, age, address, phones, language, status (and why a patient left). */
import { NAME_GROUPS } from '../catalog.ts';
import { type ChartBase, type Person, pad, phone } from './types.ts';

export function patientRow(c: ChartBase): Person {
  const { ctx, rng, at } = c;
  const { clock, locality } = ctx;
  const groupKey = rng.weighted(locality.population);
  const names = NAME_GROUPS[groupKey];
  const gender = rng.weighted([['Female', 51], ['Male', 48.6], ['Non-binary', 0.4]] as const);
  const firstNames: readonly string[] = gender === 'Male' ? names.male : gender === 'Female' ? names.female : [...names.female, ...names.male];
  const firstName = rng.pick(firstNames);
  const lastName = rng.pick(names.last);
  const middleName = rng.chance(0.45) ? (rng.chance(0.5) ? `${rng.pick(firstNames)[0]}.` : rng.pick(firstNames)) : undefined;
  const ageBand = ctx.family
    ? rng.weighted([[[1, 4], 5], [[5, 11], 7], [[12, 17], 7], [[18, 39], 25], [[40, 64], 33], [[65, 95], 23]] as const)
    : rng.weighted([[[18, 39], 18], [[40, 64], 40], [[65, 95], 42]] as const);
  const ageYears = rng.int(ageBand[0], ageBand[1]);
  const band = ageYears < 18 ? 0 : ageYears < 40 ? 1 : ageYears < 65 ? 2 : 3;
  const dobDay = -Math.floor(ageYears * 365.25) - rng.int(1, 364);
  const dob = `${clock.date(dobDay)}T00:00:00.000Z`;
  const ageDays = -dobDay;
  const firstDay = -rng.int(45, Math.max(60, Math.min(ageDays - 20, ageYears < 3 ? ageDays - 20 : rng.chance(0.25) ? 700 : 12 * 365)));
  const language = rng.weighted(names.languages);
  const place = rng.weighted(locality.places.map((p) => [p, p.weight] as const));
  const patientNumber = ++ctx.counters.patient;
  const patientId = `${ctx.code}-${pad(patientNumber, 6)}`;

  let status = rng.weighted([['Active', 88], ['Inactive', 5], ['Transferred', 4], ['Deceased', 3]] as const) as string;
  if (status === 'Deceased' && ageYears < 60) status = 'Inactive';
  const lastDay = status === 'Active' ? undefined : Math.min(-30, Math.max(firstDay + 60, -rng.int(30, 500)));

  const rowId = ctx.nextId();
  const fields: Record<string, unknown> = {
    PatientID: patientId,
    FirstName: firstName,
    ...(middleName ? { MiddleName: middleName } : {}),
    LastName: lastName,
    DOB: dob,
    Gender: gender,
    Address: `${rng.int(100, 7999)} ${rng.pick(locality.streets)}${rng.chance(0.25) ? `, Apt ${rng.int(1, 4)}${rng.pick(['A', 'B', 'C', 'D'])}` : ''}`,
    City: place.city,
    State: place.state,
    ZipCode: rng.pick(place.zips),
    ...(ageYears >= 12 || rng.chance(0.3) ? { CellPhone: phone(rng) } : {}),
    ...(rng.chance(0.3) || ageYears < 12 ? { HomePhone: phone(rng) } : {}),
    Spoken: language,
    Status: status,
    FirstDate: at(firstDay, 9 * 60),
    CreatedBy: ctx.frontDesk.id,
  };
  if (lastDay !== undefined) {
    const reason =
      status === 'Deceased'
        ? 'Deceased'
        : status === 'Transferred'
          ? rng.pick(['Moved out of state', 'Transferred care to a new PCP', 'Changed to an in-network clinic'])
          : rng.pick(['No visit in over 18 months', 'Lost insurance coverage', 'Patient request']);
    fields['LastDate'] = at(lastDay, 12 * 60);
    fields['ReasonLeft'] = reason;
    fields['StatusHistory'] = [
      { from: 'Active', to: status, by: ctx.admin.id, at: at(lastDay, 12 * 60 + rng.int(0, 240)), reason },
    ];
  }
  c.add('Patient', fields, rowId);
  return { rowId, patientId, firstName, lastName, gender, ageYears, band, dobDay, firstDay, endDay: lastDay ?? 0, status };
}
