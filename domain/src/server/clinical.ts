/**
 * The clinical safety rules of a write (`@emr/domain/vocabularies`: review statements stamped
 * and refused beside active entries, duplicate allergies and medications refused, allergy and
 * duplication warnings acknowledged with a reason, coding from the vocabulary, lab flags from
 * the reference range) as both servers apply them inside `planCreate` and `planUpdate`.
 *
 * The rules compare a write with the patient's active allergies and medications. As with a
 * unique code's holders, the domain names what to read and the server reads it from its own
 * store: `chartReads` lists the index-2 partitions a write needs, the server reads every page
 * of each and hands them to the plan through `chartOf`. After the write, an active allergy or
 * medication ends its patient's "none" statement of its list: `reviewedPatientOf` names the
 * patient to read (index 6, by PatientID) and `reviewEnding` the changes to that Patient row,
 * which the server stores in the same transaction.
 */
import type { EntityType } from '../entities.ts';
import { pk } from '../keys.ts';
import type { SortKeyCondition } from '../queries.ts';
import { REVIEWS, type ReviewedKind, isActiveEntry, isReviewedKind } from '../reviews.ts';
import { applyClinicalRules } from '../vocabularies/clinicalRules.ts';
import { reviewEndedBy } from '../vocabularies/reviewRules.ts';
import { vocabulary } from '../vocabularies/vocabulary.ts';
import type { Caller } from './access.ts';
import type { StoredItem } from './item.ts';

type Fields = Record<string, unknown>;

/** An index query the server runs for the rules (every page, in key order). */
export interface RuleQuery {
  index: 2 | 6;
  pk: string;
  sk?: SortKeyCondition;
}

/** One list of a patient's chart a write is checked against, and the index partition that holds it. */
export interface ChartRead {
  list: ReviewedKind;
  patientId: string;
  query: RuleQuery;
}

/** The patient's active entries of a list, as read for this write. */
export type ChartRows = (list: ReviewedKind, patientId: string) => readonly Fields[];

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The lists a write of `kind` is compared with: what it would store, given the row `before` (on an update) and the `input` sent. */
function listsOf(kind: EntityType, before: Fields | undefined, row: Fields): ReviewedKind[] {
  if (kind === 'Allergy') return ['Allergy'];
  if (kind === 'Medication') return ['Allergy', 'Medication'];
  if (kind !== 'Patient') return [];
  // a statement newly set is refused while its list has active entries
  return (Object.keys(REVIEWS) as ReviewedKind[]).filter((list) => row[REVIEWS[list].statement] === true && before?.[REVIEWS[list].statement] !== true);
}

/**
 * The chart lists a write needs read (`input` with the PatientID the server assigned, if it
 * assigned one). A row of no patient needs none.
 */
export function chartReads(clinicId: string, kind: EntityType, before: Fields | undefined, input: Fields): ChartRead[] {
  const row = { ...before, ...input };
  const patientId = text(row['PatientID']);
  if (!patientId) return [];
  return listsOf(kind, before, row).map((list) => ({ list, patientId, query: { index: 2, pk: pk.patient(clinicId, list, patientId) } }));
}

/** The rows the server read for `chartReads`, as the rules ask for them (active entries only). */
export function chartOf(read: readonly (readonly [ChartRead, readonly Fields[]])[]): ChartRows {
  const lists = new Map(read.map(([{ list, patientId }, rows]) => [`${list}|${patientId}`, rows.filter((row) => isActiveEntry(row))]));
  return (list, patientId) => {
    if (!patientId) return [];
    const rows = lists.get(`${list}|${patientId}`);
    if (!rows) throw new Error(`The ${list} list of patient ${patientId} was not read for this write (chartReads)`);
    return rows;
  };
}

/** The row to store after the clinical rules (an AppError when one refuses it); `input` is what the request sent. */
export function withClinicalRules(caller: Caller, kind: EntityType, before: Fields | undefined, row: Fields, input: Fields, at: string, chart: ChartRows): Fields {
  return applyClinicalRules(vocabulary(), kind, before, row, input, { by: caller.sub, name: caller.name || caller.email, at, activeEntries: chart });
}

/** The Patient row lookup (index 6, by PatientID) when the written row may end its patient's "none" statement, else null. */
export function reviewedPatientOf(item: StoredItem): RuleQuery | null {
  const patientId = text(item['PatientID']);
  if (!isReviewedKind(item.EntityType) || !isActiveEntry(item) || !patientId) return null;
  return { index: 6, pk: pk.code(item.ClinicID, 'Patient'), sk: { eq: patientId } };
}

/** The changes to the stored Patient row that `item` ends the statement of (null when nothing changes). */
export function reviewEnding(item: StoredItem, patient: StoredItem | undefined): Fields | null {
  return patient?.EntityType === 'Patient' ? reviewEndedBy(item.EntityType as EntityType, item, patient) : null;
}
