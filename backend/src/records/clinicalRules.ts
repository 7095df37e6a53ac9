/**
 * The clinical safety rules of @emr/domain (`applyClinicalRules`, `reviewEndedBy`) wired to
 * the record store: the patient's active allergies and medications they compare with, and the
 * Patient row an active entry ends the "none" statement of.
 */
import { type EntityType, isActiveEntry, pk } from '@emr/domain';
import { applyClinicalRules, reviewEndedBy, vocabulary } from '@emr/domain/vocabularies';
import type { Caller } from './access.ts';
import type { RecordStore, StoredItem } from './store.ts';

type Fields = Record<string, unknown>;

const PAGE = 500;

export function createClinicalRules(store: RecordStore) {
  const vocab = vocabulary();

  /** The patient's active rows of an allergy or medication list (GSI2, every page). */
  function activeEntries(clinicId: string, kind: EntityType, patientId: string): StoredItem[] {
    const out: StoredItem[] = [];
    let after: { sk: string; id: string } | undefined;
    for (;;) {
      const rows = store.queryIndex({ index: 2, pk: pk.patient(clinicId, kind, patientId), descending: false, limit: PAGE, ...(after ? { after } : {}) });
      out.push(...rows.filter((row) => isActiveEntry(row)));
      const last = rows.at(-1);
      if (rows.length < PAGE || !last) return out;
      after = { sk: String(last['GSI2SK']), id: last.id };
    }
  }

  return {
    /** The row to store after the rules (throws an AppError when one refuses it); `input` is what the request sent. */
    prepare(caller: Caller, kind: EntityType, before: Fields | undefined, row: Fields, input: Fields, at: string): Fields {
      return applyClinicalRules(vocab, kind, before, row, input, {
        by: caller.sub,
        name: caller.name || caller.email,
        at,
        activeEntries: (list, patientId) => activeEntries(caller.clinicId, list, patientId),
      });
    },

    /** Inside the write's transaction: an active allergy or medication ends the patient's "none" statement of its list. */
    afterWrite(caller: Caller, kind: EntityType, item: StoredItem, update: (id: string, changes: Fields) => void): void {
      if (kind !== 'Allergy' && kind !== 'Medication') return;
      const patientId = typeof item['PatientID'] === 'string' ? item['PatientID'] : '';
      const patient = store.queryIndex({ index: 6, pk: pk.code(caller.clinicId, 'Patient'), sk: { eq: patientId }, descending: false, limit: 1 })[0];
      const changes = patient ? reviewEndedBy(kind, item, patient) : null;
      if (patient && changes) update(patient.id, changes);
    },
  };
}
