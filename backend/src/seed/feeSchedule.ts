/**
 * The demo clinics' fee schedule: the codes they bill with their own short descriptions (CPT's
 * descriptors are the AMA's; these are the clinic's words) and HCPCS Level II codes with the public
 * descriptors shortened, priced per unit in cents. The prices of codes the seeded claims bill come
 * from `SERVICES`, so a demo claim matches its fee schedule. One entry of 99213 was retired at the
 * start of the year (its price then), to show that a retired entry stays listed.
 */
import type { SeedRow } from './chart/types.ts';
import { SERVICES } from './catalog.ts';
import { createIdStream, hashString } from './random.ts';

/** Code → [short description (≤ 60 characters), price in dollars when `SERVICES` has none]. */
const ENTRIES: Readonly<Record<string, readonly [string, number?]>> = {
  // E/M office visits
  '99202': ['New patient visit, straightforward MDM'],
  '99203': ['New patient visit, low MDM'],
  '99204': ['New patient visit, moderate MDM'],
  '99205': ['New patient visit, high MDM', 330],
  '99211': ['Established patient, nurse visit', 30],
  '99212': ['Established patient visit, straightforward MDM'],
  '99213': ['Established patient visit, low MDM'],
  '99214': ['Established patient visit, moderate MDM'],
  '99215': ['Established patient visit, high MDM'],
  // preventive
  '99392': ['Preventive visit, established, 1–4 years'],
  '99393': ['Preventive visit, established, 5–11 years'],
  '99394': ['Preventive visit, established, 12–17 years'],
  '99395': ['Preventive visit, established, 18–39 years'],
  '99396': ['Preventive visit, established, 40–64 years'],
  '99397': ['Preventive visit, established, 65 years and over'],
  G0438: ['Annual wellness visit, initial (PPPS)', 235],
  G0439: ['Annual wellness visit, subsequent (PPPS)'],
  G0447: ['Behavioral counseling for obesity, 15 minutes', 30],
  '99406': ['Tobacco cessation counseling, 3–10 minutes', 20],
  // chronic care management
  '99490': ['CCM, clinical staff, first 20 minutes'],
  '99439': ['CCM, clinical staff, each added 20 minutes'],
  '99491': ['CCM by the practitioner, first 30 minutes'],
  '99437': ['CCM by the practitioner, each added 30 minutes'],
  '99487': ['Complex CCM, first 60 minutes'],
  '99489': ['Complex CCM, each added 30 minutes'],
  G0506: ['CCM initiation: comprehensive assessment and plan'],
  // remote patient monitoring
  '99453': ['RPM set-up and device education'],
  '99445': ['RPM device supply, 2–15 days of readings'],
  '99454': ['RPM device supply, 16–30 days of readings'],
  '99470': ['RPM management, first 10 minutes'],
  '99457': ['RPM management, first 20 minutes'],
  '99458': ['RPM management, each added 20 minutes'],
  // labs and in-office procedures
  '36415': ['Venipuncture'],
  '80048': ['Basic metabolic panel'],
  '80053': ['Comprehensive metabolic panel'],
  '80061': ['Lipid panel'],
  '85025': ['CBC with automated differential', 35.5],
  '85027': ['Complete blood count, automated'],
  '83036': ['Hemoglobin A1c'],
  '84443': ['TSH'],
  '82607': ['Vitamin B12 level'],
  '82306': ['Vitamin D, 25-hydroxy'],
  '82043': ['Urine microalbumin'],
  '84153': ['PSA, total'],
  '93000': ['ECG, 12-lead, with interpretation'],
  '94010': ['Spirometry'],
  '20610': ['Major joint injection or aspiration'],
  '17110': ['Wart destruction, up to 14 lesions'],
  '69210': ['Cerumen removal, one ear'],
  '96372': ['Injection, subcutaneous or intramuscular'],
  // drugs and vaccines (HCPCS Level II descriptors are public)
  J3420: ['Vitamin B-12 cyanocobalamin, up to 1,000 mcg'],
  J1950: ['Leuprolide acetate (depot), per 3.75 mg', 610],
  J0897: ['Denosumab, 1 mg', 28],
  J3301: ['Triamcinolone acetonide, per 10 mg'],
  J1100: ['Dexamethasone sodium phosphate, 1 mg', 2],
  J0696: ['Ceftriaxone sodium, per 250 mg', 15],
  G0008: ['Administration of influenza vaccine', 30],
  G0009: ['Administration of pneumococcal vaccine', 30],
  '90686': ['Flu vaccine, quadrivalent, preservative-free'],
  '90662': ['Flu vaccine, high dose, 65 and over'],
  '90471': ['Vaccine administration, first'],
  '90472': ['Vaccine administration, each added'],
  '90715': ['Tdap vaccine'],
  '90677': ['Pneumococcal vaccine, PCV20'],
  '90750': ['Shingles vaccine, recombinant'],
  '91320': ['COVID-19 vaccine'],
};

const SERVICE_FEES: Readonly<Record<string, { fee: number }>> = SERVICES;

/** The fee schedule rows of one clinic: every entry active from January 1 of `year`, one retired 99213. */
export function feeScheduleRows(clinicId: string, year: number): SeedRow[] {
  const nextId = createIdStream(hashString(`emr-demo-fees:${clinicId}`));
  const from = `${year}-01-01T00:00:00.000Z`;
  const rows: SeedRow[] = Object.entries(ENTRIES).map(([code, [description, dollars]]) => {
    const price = dollars ?? SERVICE_FEES[code]?.fee;
    if (price === undefined) throw new Error(`The fee schedule has no price for ${code}`);
    return { id: nextId(), kind: 'FeeScheduleEntry', fields: { CPTCode: code, Description: description, PriceCents: Math.round(price * 100), StartDate: from, Status: 'Active' } };
  });
  rows.push({
    id: nextId(),
    kind: 'FeeScheduleEntry',
    fields: { CPTCode: '99213', Description: 'Established patient visit, low MDM', PriceCents: 12500, StartDate: `${year - 1}-01-01T00:00:00.000Z`, EndDate: from, Status: 'Retired' },
  });
  return rows;
}
