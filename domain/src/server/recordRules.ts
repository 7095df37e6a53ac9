/**
 * Which rule modules apply to a write of each kind (ruleTypes.ts says what a module declares),
 * and how the planner (writePipeline.ts) combines them: reads, invariants and effects of every
 * module, `apply` in turn.
 */
import type { EntityType } from '../entities.ts';
import { clinicalRules } from './clinical.ts';
import { diagnosisCodeRules, noteDiagnosisRules } from './diagnosisRules.ts';
import { chargeRules, claimRules, paymentPlanRules, paymentRules } from './ledger.ts';
import type { StoredItem } from './item.ts';
import { noteRules, visitRules } from './visitRules.ts';
import { enrolmentRules, injectionRules, timeEntryRules } from './programs.ts';
import { taskRules } from './taskRules.ts';
import { deleteRules } from './deleteRules.ts';
import { visitLinkRules } from './visitLinks.ts';
import type { Effect, Fields, Got, Reads, RecordRules, WriteContext } from './ruleTypes.ts';

export const RECORD_RULES: Partial<Record<EntityType, readonly RecordRules[]>> = {
  Patient: [clinicalRules],
  Allergy: [clinicalRules],
  Medication: [clinicalRules],
  Lab: [clinicalRules],
  Claim: [claimRules],
  Charge: [chargeRules],
  Payment: [paymentRules],
  PaymentPlan: [paymentPlanRules],
  Visit: [visitRules],
  Note: [noteRules, noteDiagnosisRules],
  Diagnosis: [diagnosisCodeRules],
  Task: [taskRules],
  ProgramEnrollment: [enrolmentRules],
  TimeEntry: [timeEntryRules],
  Injection: [injectionRules],
};

/** A kind's own rules, then the ones every kind keeps (visitLinks.ts, deleteRules.ts). */
const rulesOf = (kind: EntityType): readonly RecordRules[] => [...(RECORD_RULES[kind] ?? []), visitLinkRules, deleteRules];

export function rulesReads(w: WriteContext): Reads {
  return Object.assign({}, ...rulesOf(w.kind).map((rules) => rules.reads?.(w) ?? {})) as Reads;
}

export function applyRules(w: WriteContext, row: Fields, got: Got): Fields {
  return rulesOf(w.kind).reduce((current, rules) => rules.apply?.(w, current, got) ?? current, row);
}

export function invariantReadsOf(w: WriteContext, row: StoredItem): Reads {
  return Object.assign({}, ...rulesOf(w.kind).map((rules) => rules.invariantReads?.(w, row) ?? {})) as Reads;
}

export function checkInvariants(w: WriteContext, row: StoredItem, got: Got): void {
  for (const rules of rulesOf(w.kind)) rules.invariant?.(w, row, got);
}

export function checkDeleteRules(w: WriteContext, got: Got): void {
  for (const rules of rulesOf(w.kind)) rules.checkDelete?.(w, got);
}

export function effectReadsOf(w: WriteContext, item: StoredItem | undefined, got: Got): Reads {
  return Object.assign({}, ...rulesOf(w.kind).map((rules) => rules.effectReads?.(w, item, got) ?? {})) as Reads;
}

export function effectsOf(w: WriteContext, item: StoredItem | undefined, got: Got): Effect[] {
  return rulesOf(w.kind).flatMap((rules) => rules.effects?.(w, item, got) ?? []);
}
