/**
 * The clinical safety rules of a write as a rule module (`@emr/domain/vocabularies`: review
 * statements stamped and refused beside active entries, duplicate allergies and medications
 * refused, allergy and duplication warnings acknowledged with a reason, coding from the
 * vocabulary, lab flags from the reference range).
 *
 * Reads: the patient's allergy and medication lists (index 2) a write is compared with.
 * Effect: an active allergy or medication ends its patient's "none" statement of its list
 * (the Patient row, found by PatientID in index 6), in the same transaction.
 */
import type { EntityType } from '../entities.ts';
import { pk } from '../keys.ts';
import { REVIEWS, type ReviewedKind, isActiveEntry, isReviewedKind } from '../reviews.ts';
import { applyClinicalRules } from '../vocabularies/clinicalRules.ts';
import { reviewEndedBy } from '../vocabularies/reviewRules.ts';
import { vocabulary } from '../vocabularies/vocabulary.ts';
import type { Fields, Reads, RecordRules } from './ruleTypes.ts';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const listRead = (list: ReviewedKind) => `active ${list}`;

/** The lists a write of `kind` is compared with: what it would store, given the row `before` (on an update). */
function listsOf(kind: EntityType, before: Fields | undefined, row: Fields): ReviewedKind[] {
  if (kind === 'Allergy') return ['Allergy'];
  if (kind === 'Medication') return ['Allergy', 'Medication'];
  if (kind !== 'Patient') return [];
  // a statement newly set is refused while its list has active entries
  return (Object.keys(REVIEWS) as ReviewedKind[]).filter((list) => row[REVIEWS[list].statement] === true && before?.[REVIEWS[list].statement] !== true);
}

export const clinicalRules: RecordRules = {
  reads({ caller, kind, before, input }) {
    const row = { ...before, ...input };
    const patientId = text(row['PatientID']);
    if (!patientId) return {};
    return Object.fromEntries(listsOf(kind, before, row).map((list) => [listRead(list), { query: { index: 2, pk: pk.patient(caller.clinicId, list, patientId) } }]));
  },

  apply({ caller, kind, before, input, now }, row, got) {
    const patientId = text(row['PatientID']);
    return applyClinicalRules(vocabulary(), kind, before, row, input, {
      by: caller.sub,
      name: caller.name || caller.email,
      at: now,
      activeEntries: (list, id) => (id && id === patientId ? got.rows(listRead(list)).filter((entry) => isActiveEntry(entry)) : []),
    });
  },

  effectReads(_w, item): Reads {
    const patientId = text(item?.['PatientID']);
    if (!item || !isReviewedKind(item.EntityType) || !isActiveEntry(item) || !patientId) return {};
    return { patient: { query: { index: 6, pk: pk.code(item.ClinicID, 'Patient'), sk: { eq: patientId } } } };
  },

  effects(_w, item, got) {
    const patient = got.has('patient') ? got.rows('patient')[0] : undefined;
    const changes = item && patient?.EntityType === 'Patient' ? reviewEndedBy(item.EntityType as EntityType, item, patient) : null;
    return patient && changes ? [{ update: patient, changes }] : [];
  },
};
