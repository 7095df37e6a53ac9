/** Insurance rows: the patient's coverage, by age (Medicare, Medicare Advantage, Medicaid, commercial, self-pay). */
import { type Locality, PAYERS, type Payer } from '../catalog.ts';
import type { Rng } from '../random.ts';
import type { Coverage, PatientChart } from './types.ts';

/** Medicare Beneficiary Identifier: 11 characters in the CMS pattern (no S, L, O, I, B, Z). */
function mbi(rng: Rng): string {
  const letters = 'ACDEFGHJKMNPQRTUVWXY';
  const alnum = `${letters}0123456789`;
  const L = () => rng.pick([...letters]);
  const A = () => rng.pick([...alnum]);
  const D = () => String(rng.int(0, 9));
  return `${rng.int(1, 9)}${L()}${A()}${D()}${L()}${A()}${D()}${L()}${L()}${D()}${D()}`;
}

function memberIdFor(rng: Rng, payer: Payer): string {
  switch (payer.kind) {
    case 'Medicare':
      return mbi(rng);
    case 'Medicaid':
      return rng.digits(rng.chance(0.5) ? 9 : 10);
    case 'Medigap':
      return `${rng.digits(9)}${rng.pick(['1', '2', '3'])}`;
    default:
      if (payer.code === 'AET' || payer.code === 'AETM') return `W${rng.digits(9)}`;
      if (payer.code === 'CIG') return `U${rng.digits(8)}01`;
      if (payer.code.startsWith('HUM')) return `H${rng.digits(8)}`;
      if (payer.code === 'TRI') return rng.digits(11);
      if (payer.code === 'BLUE') return `${rng.pick(['XOF', 'XOD', 'ZGP', 'FLB', 'XJE'])}${rng.digits(9)}`;
      return rng.digits(9);
  }
}

function chooseCoverage(rng: Rng, age: number, locality: Locality): Coverage {
  const blue: Payer = { name: locality.bluePlan.name, kind: 'Commercial', insuranceType: 'Commercial PPO', phone: '(800) 555-0125', website: locality.bluePlan.website, code: 'BLUE', allowedRate: 0.66 };
  const medicaid = (): Payer => ({ name: rng.pick(locality.medicaidPlans), kind: 'Medicaid', insuranceType: 'Medicaid managed care', phone: '(800) 555-0140', website: 'medicaid.gov', code: 'MCD', allowedRate: 0.42 });
  let primary: Payer | null;
  let secondary: Payer | null = null;
  if (age >= 65) {
    const plan = rng.weighted([['original', 55], ['advantage', 35], ['dual', 10]] as const);
    if (plan === 'advantage') primary = rng.pick([PAYERS.humanaMa, PAYERS.aetnaMa, PAYERS.uhcMa]);
    else {
      primary = PAYERS.medicare;
      if (plan === 'dual') secondary = medicaid();
      else if (rng.chance(0.6)) secondary = rng.pick([PAYERS.medigapG, PAYERS.medigapN]);
    }
  } else if (age < 18) {
    primary = rng.chance(0.45) ? medicaid() : rng.weighted([[blue, 35], [PAYERS.aetna, 20], [PAYERS.uhc, 20], [PAYERS.cigna, 15], [PAYERS.tricare, 5], [PAYERS.humana, 5]] as const);
  } else {
    const plan = rng.weighted([['self', 7], ['medicaid', 18], ['commercial', 75]] as const);
    primary = plan === 'self' ? null : plan === 'medicaid' ? medicaid() : rng.weighted([[blue, 35], [PAYERS.aetna, 18], [PAYERS.uhc, 20], [PAYERS.cigna, 14], [PAYERS.humana, 8], [PAYERS.tricare, 5]] as const);
    if (primary && primary.kind === 'Commercial' && rng.chance(0.06)) secondary = rng.pick([blue, PAYERS.aetna, PAYERS.uhc].filter((p) => p.name !== primary!.name));
  }
  return { primary, secondary, memberId: primary ? memberIdFor(rng, primary) : '' };
}

export function insuranceRows(c: PatientChart): Coverage {
  const { ctx, rng, at, chart, person } = c;
  const coverage = chooseCoverage(rng, person.ageYears, ctx.locality);
  const coverageDay = Math.max(person.firstDay, -rng.int(30, 900));
  if (coverage.primary) {
    c.add('Insurance', chart({
      InsuranceName: coverage.primary.name, InsuranceClass: 'Primary', InsuranceType: coverage.primary.insuranceType,
      MemberID: coverage.memberId, PhoneNumber: coverage.primary.phone, Website: coverage.primary.website,
      Status: 'Active', Timestamp: at(coverageDay, 9 * 60 + 5), CreatedBy: ctx.frontDesk.id,
    }));
  }
  if (coverage.secondary) {
    c.add('Insurance', chart({
      InsuranceName: coverage.secondary.name, InsuranceClass: 'Secondary', InsuranceType: coverage.secondary.insuranceType,
      MemberID: memberIdFor(rng, coverage.secondary), PhoneNumber: coverage.secondary.phone, Website: coverage.secondary.website,
      Status: 'Active', Timestamp: at(coverageDay, 9 * 60 + 6), CreatedBy: ctx.frontDesk.id,
    }));
  }
  return coverage;
}
