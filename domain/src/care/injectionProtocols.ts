/**
 * The protocols of the injection programs, chosen at enrolment (the enrolment's `Variation`),
 * and the GLP-1 dose escalation:
 *
 * - B12: `monthly` (1000 mcg monthly) or `loading` (weekly for 4 weeks, then monthly); flu:
 *   `seasonal`; GLP-1: the drug's escalation, weekly: `wegovy` (semaglutide 0.25 → 0.5 → 1 → 1.7 →
 *   2.4 mg), `ozempic` (semaglutide 0.25 → 0.5 → 1 → 2 mg) or `tirzepatide` (2.5 → 5 → 7.5 → 10 →
 *   12.5 → 15 mg); Prolia: `sixMonthly` (60 mg). A GLP-1 enrolment without one follows the
 *   dose's product name; any other, the program's first.
 * - An enrolment of GLP-1 or Prolia may carry its prior authorisation's dates (`StartDate` from,
 *   `DateExpired` until): the end is not before the start.
 * - GLP-1 escalation: the first dose is the first step; a dose moves up at most one step, and only
 *   after at least 4 weekly doses at the current one; a lower step (tolerability) is always
 *   allowed; a dose that is not a step of the drug is refused.
 */
import { AppError, ERROR_TYPES } from '../errors.ts';
import type { InjectionProgram } from './injectionPrograms.ts';

type Fields = Readonly<Record<string, unknown>>;

export const INJECTION_PROTOCOLS = {
  b12: ['monthly', 'loading'],
  flu: ['seasonal'],
  glp1: ['wegovy', 'ozempic', 'tirzepatide'],
  prolia: ['sixMonthly'],
} as const satisfies Record<InjectionProgram, readonly string[]>;

export type Glp1Protocol = (typeof INJECTION_PROTOCOLS)['glp1'][number];

/** The weekly doses (mg) of each GLP-1 escalation, lowest first. */
export const GLP1_STEPS: Record<Glp1Protocol, readonly number[]> = {
  wegovy: [0.25, 0.5, 1, 1.7, 2.4],
  ozempic: [0.25, 0.5, 1, 2],
  tirzepatide: [2.5, 5, 7.5, 10, 12.5, 15],
};

/** The escalation a GLP-1 product's name follows, when the enrolment names none. */
const GLP1_PRODUCTS: readonly [RegExp, Glp1Protocol][] = [
  [/tirzepatide|mounjaro|zepbound/i, 'tirzepatide'],
  [/ozempic/i, 'ozempic'],
  [/semaglutide|wegovy/i, 'wegovy'],
];

/** Weekly doses at a step before the next step may be given. */
export const DOSES_PER_STEP = 4;

/** The programs whose enrolment carries the prior authorisation's dates. */
export const AUTHORISED_PROGRAMS: readonly InjectionProgram[] = ['glp1', 'prolia'];

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const invalid = (field: string, message: string) => new AppError(ERROR_TYPES.validation, message, { [field]: message });

/** The enrolment's protocol: its `Variation`, or the program's first. */
export function protocolOf(program: InjectionProgram, enrolment: Fields | undefined): string {
  return text(enrolment?.['Variation']) || INJECTION_PROTOCOLS[program][0];
}

/**
 * Refuses an injection enrolment with a protocol not of its program. (Its prior authorisation's
 * dates are field specs: PROGRAM_ENROLLMENT_FIELD_RULES and ENROLMENT_FIELD_RULES.)
 */
export function assertInjectionEnrolment(program: InjectionProgram, row: Fields): void {
  const protocol = text(row['Variation']);
  const protocols: readonly string[] = INJECTION_PROTOCOLS[program];
  if (protocol && !protocols.includes(protocol)) throw invalid('Variation', `The protocol of ${program.toUpperCase()} is one of ${protocols.join(', ')}`);
}

/** The milligrams of a dose as written ('1 mg', '0.25', '2,5 mg', or a number), or NaN. */
export function doseMilligrams(value: unknown): number {
  if (typeof value === 'number') return value;
  const match = /^\s*(\d+(?:[.,]\d+)?)\s*(mg)?\s*$/i.exec(text(value));
  return match ? Number(match[1]!.replace(',', '.')) : Number.NaN;
}

export interface Glp1Plan {
  /** The doses allowed now (mg), lowest first. */
  allowed: number[];
  /** The dose given last (mg), null before the first. */
  current: number | null;
  /** Doses given in a row at the current dose. */
  dosesAtCurrent: number;
  /** The next step up and how many more doses at the current one it needs (0: allowed now); null at the top. */
  next: { dose: number; after: number } | null;
}

/** Where a patient is on the GLP-1 escalation, from their earlier doses (mg, oldest first). */
export function glp1Plan(protocol: Glp1Protocol, earlier: readonly number[]): Glp1Plan {
  const steps = GLP1_STEPS[protocol];
  const given = earlier.filter((mg) => steps.includes(mg));
  const current = given.at(-1) ?? null;
  if (current === null) return { allowed: [steps[0]!], current, dosesAtCurrent: 0, next: { dose: steps[0]!, after: 0 } };
  let dosesAtCurrent = 0;
  for (let i = given.length - 1; i >= 0 && given[i] === current; i--) dosesAtCurrent++;
  const index = steps.indexOf(current);
  const up = steps[index + 1];
  const ready = dosesAtCurrent >= DOSES_PER_STEP;
  return {
    allowed: steps.slice(0, index + (up !== undefined && ready ? 2 : 1)),
    current,
    dosesAtCurrent,
    next: up === undefined ? null : { dose: up, after: Math.max(0, DOSES_PER_STEP - dosesAtCurrent) },
  };
}

/** Refuses a GLP-1 dose off the drug's steps or above what the escalation allows now. */
export function assertGlp1Dose(protocol: Glp1Protocol, dose: unknown, earlier: readonly number[]): void {
  const mg = doseMilligrams(dose);
  const steps = GLP1_STEPS[protocol];
  if (!steps.includes(mg)) throw invalid('Dosage', `A ${protocol} dose is one of ${steps.join(', ')} mg`);
  const plan = glp1Plan(protocol, earlier);
  if (!plan.allowed.includes(mg)) {
    const why = plan.current === null ? `the first dose is ${steps[0]} mg` : `after ${plan.dosesAtCurrent} weekly doses of ${plan.current} mg the highest dose allowed is ${plan.allowed.at(-1)} mg (a step up needs ${DOSES_PER_STEP} doses at the step below)`;
    throw invalid('Dosage', `${mg} mg is above the escalation: ${why}`);
  }
}

export const isGlp1Protocol = (value: string): value is Glp1Protocol => Object.hasOwn(GLP1_STEPS, value);

/** The escalation a GLP-1 dose follows: its enrolment's protocol, else its product's; null when neither names one. */
export function glp1ProtocolOf(enrolment: Fields | undefined, dose: Fields): Glp1Protocol | null {
  const named = text(enrolment?.['Variation']);
  if (isGlp1Protocol(named)) return named;
  const product = `${text(dose['Injection'])} ${text(dose['MedicationName'])}`;
  return GLP1_PRODUCTS.find(([pattern]) => pattern.test(product))?.[1] ?? null;
}

/** The milligrams of an earlier dose: its `Dosage`, else the 'mg' in its product line ('Semaglutide (Ozempic) 1 mg'). */
export function givenMilligrams(dose: Fields): number {
  const mg = doseMilligrams(dose['Dosage']);
  if (!Number.isNaN(mg)) return mg;
  const match = /(\d+(?:[.,]\d+)?)\s*mg\b/i.exec(text(dose['Injection']));
  return match ? Number(match[1]!.replace(',', '.')) : Number.NaN;
}
