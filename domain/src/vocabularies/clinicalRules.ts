/**
 * The clinical safety rules of a write, as the server applies them (and the test fake): the
 * row to store after the rules, or an AppError saying which rule refused it.
 * - a patient's "no known allergies" / "no current medications" is stamped with who and when,
 *   and refused while its list has active entries; an active allergy or medication written
 *   later ends it (`reviewEndedBy`, applied by the caller in the same transaction);
 * - an allergy already recorded, or a medication already active, is refused;
 * - a medication that shares an ingredient or a class with an allergy or another active
 *   medication needs an acknowledgement with a reason (`OverrideReason` in the request),
 *   which the medication's history keeps with the warnings it acknowledged
 *   (`acknowledged: { reason, warnings: [{ kind, via, match, entry }] }`);
 * - allergies and medications are coded from the vocabulary (`ConceptCode`) when their name
 *   is one of its entries; an unknown code is refused;
 * - a lab result's abnormal flags are derived from its reference range (`withLabFlags`).
 */
import { AppError, ERROR_TYPES } from '../errors.ts';
import type { EntityType } from '../entities.ts';
import { withLabFlags } from '../referenceRange.ts';
import { REVIEWS, isActiveEntry } from '../reviews.ts';
import { withReviewStamps } from './reviewRules.ts';
import { type ChartEntry, checkAllergy, checkMedication, describeWarning } from './checks.ts';
import type { Concept, Vocabulary } from './vocabulary.ts';

type Fields = Record<string, unknown>;

export interface WriteContext {
  /** The caller's user id and name, and the time of the write. */
  by: string;
  name?: string;
  at: string;
  /** The patient's active rows of an allergy or medication list. */
  activeEntries: (kind: 'Allergy' | 'Medication', patientId: string) => readonly Fields[];
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const invalid = (message: string, fields: Record<string, string>) => new AppError(ERROR_TYPES.validation, message, fields);
const entry = (row: Fields): ChartEntry => ({ id: String(row['id'] ?? ''), name: text(row['Allergy'] ?? row['Medication']), code: text(row['ConceptCode']) || null });

/** Does this write add an entry to the active list, or change which drug or allergen an active one is? */
const entersList = (before: Fields | undefined, row: Fields, field: string) =>
  isActiveEntry(row) && (!before || !isActiveEntry(before) || text(before[field]) !== text(row[field]) || text(before['ConceptCode']) !== text(row['ConceptCode']));

/** The code of an entry: the one sent (which must be the vocabulary's), else the name's when the vocabulary knows it. */
function coded(vocab: Vocabulary, row: Fields, field: 'Allergy' | 'Medication', concept: Concept | null): Fields {
  const code = text(row['ConceptCode']);
  if (code && !vocab.concepts.has(code)) {
    throw invalid(`${code} is not a code of the drug and allergen list: pick the entry again, or save the name without a code`, { ConceptCode: 'Unknown code' });
  }
  return { ...row, [field]: text(row[field]), ConceptCode: code || concept?.code || null };
}

function refuseStatementWithEntries(before: Fields | undefined, row: Fields, ctx: WriteContext): void {
  for (const kind of ['Allergy', 'Medication'] as const) {
    const review = REVIEWS[kind];
    if (row[review.statement] !== true || before?.[review.statement] === true) continue;
    const active = ctx.activeEntries(kind, text(row['PatientID']));
    if (active.length === 0) continue;
    const names = active.map((r) => text(r[kind])).join(', ');
    const what = kind === 'Allergy' ? 'no known allergies' : 'no current medications';
    throw invalid(`The chart lists ${names} as active: mark ${active.length > 1 ? 'them' : 'it'} inactive before recording ${what}`, { [review.statement]: `Active: ${names}` });
  }
}

function checkNewAllergy(vocab: Vocabulary, before: Fields | undefined, row: Fields, ctx: WriteContext): Fields {
  const check = checkAllergy(vocab, entry(row), ctx.activeEntries('Allergy', text(row['PatientID'])).map(entry));
  const out = coded(vocab, row, 'Allergy', check.concept);
  if (entersList(before, out, 'Allergy') && check.duplicateOf) {
    throw invalid(`${check.duplicateOf.name} is already recorded as an allergy of this patient`, { Allergy: `Already recorded: ${check.duplicateOf.name}` });
  }
  return out;
}

function checkNewMedication(vocab: Vocabulary, before: Fields | undefined, row: Fields, input: Fields, ctx: WriteContext): Fields {
  const patientId = text(row['PatientID']);
  const chart = { allergies: ctx.activeEntries('Allergy', patientId).map(entry), medications: ctx.activeEntries('Medication', patientId).map(entry) };
  const name = text(row['Medication']);
  const check = checkMedication(vocab, entry(row), chart);
  const out = coded(vocab, row, 'Medication', check.concept);
  if (!entersList(before, out, 'Medication')) return out;
  if (check.duplicateOf) {
    throw invalid(`${check.duplicateOf.name} is already an active medication of this patient: change its dose instead`, { Medication: `Already active: ${check.duplicateOf.name}` });
  }
  if (check.warnings.length === 0) return out;
  const reason = text(input['OverrideReason']);
  if (!reason) {
    const warnings = check.warnings.map((warning) => describeWarning(name, warning));
    throw invalid(`${warnings.join('. ')}. To prescribe it anyway, acknowledge the warning with a reason.`, { OverrideReason: 'Acknowledge the warning with a reason' });
  }
  // the history says what was acknowledged, why, by whom and when (on this write's entry, or its own)
  const history = Array.isArray(out['MedicationHistory']) ? [...(out['MedicationHistory'] as Fields[])] : [];
  const last = history.at(-1);
  const warnings = check.warnings.map(({ kind: type, via, match, entry: matched }) => ({ kind: type, via, match, entry: matched.name }));
  const acknowledged = { reason, warnings };
  if (last && last['at'] === ctx.at) history[history.length - 1] = { ...last, acknowledged };
  else history.push({ at: ctx.at, by: ctx.by, ...(ctx.name ? { byName: ctx.name } : {}), change: 'Warning acknowledged', acknowledged });
  return { ...out, OverrideReason: reason, MedicationHistory: history };
}

/**
 * The row to store after the clinical rules. `before` is the stored row on an update;
 * `sent` the row as it will be stored (histories already applied); `input` what the request sent.
 */
export function applyClinicalRules(vocab: Vocabulary, kind: EntityType, before: Fields | undefined, sent: Fields, input: Fields, ctx: WriteContext): Fields {
  if (kind === 'Lab') return withLabFlags(sent);
  if (kind === 'Patient') {
    const stamped = withReviewStamps(before, sent, ctx);
    refuseStatementWithEntries(before, stamped, ctx);
    return stamped;
  }
  if (kind !== 'Allergy' && kind !== 'Medication') return sent;
  // a renamed entry loses the code of its old name, unless the request codes it again
  const renamed = before && text(before[kind]) !== text(sent[kind]) && !('ConceptCode' in input);
  const row = renamed ? { ...sent, ConceptCode: null } : sent;
  return kind === 'Allergy' ? checkNewAllergy(vocab, before, row, ctx) : checkNewMedication(vocab, before, row, input, ctx);
}
