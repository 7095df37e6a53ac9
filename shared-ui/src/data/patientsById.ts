/**
 * The Patient rows of many PatientIDs in a few reads, as the screens that name the patients of
 * a list need them (a calendar month, a day's board): the sorted ids are cut into at most
 * PARALLEL_READS runs, each read as one PatientID range (index 6) whose filter keeps only the
 * ids asked for; a run of one id is an exact lookup. Each read is an ordinary index query, so
 * the server checks the role, the clinic and the hidden fields as for any list, and only the
 * patients asked for are answered (and logged as shown), not the whole range.
 */
import { keyPart, queries } from '@emr/domain';
import { type EmrRecord, PARALLEL_READS, readEach, records } from './records.ts';

/** Ids per read at most: a filter of this many alternatives stays well inside DynamoDB's expression limits. */
export const PATIENT_IDS_PER_READ = 50;

async function readRun(clinicId: string, ids: readonly string[], selectionSet?: readonly string[]): Promise<EmrRecord[]> {
  const fields = selectionSet ? { selectionSet } : {};
  if (ids.length === 1) return (await records.query(queries.patientByPatientId(clinicId, ids[0]!), { limit: 1, ...fields })).items;
  const filter = { or: ids.map((id) => ({ PatientID: { eq: id } })) };
  const rows: EmrRecord[] = [];
  for await (const page of records.pages(queries.patientsByPatientIdRange(clinicId, ids[0]!, ids.at(-1)!), { filter, ...fields })) rows.push(...page);
  return rows;
}

/** The Patient rows of `patientIds` the caller may read (in no set order; an unknown id has none). */
export async function readPatients(clinicId: string, patientIds: readonly string[], selectionSet?: readonly string[]): Promise<EmrRecord[]> {
  const ids = [...new Set(patientIds.filter(Boolean))].sort((a, b) => (keyPart(a) < keyPart(b) ? -1 : 1));
  const runs = Math.max(Math.min(PARALLEL_READS, ids.length), Math.ceil(ids.length / PATIENT_IDS_PER_READ));
  const groups = Array.from({ length: runs }, (_, i) => ids.slice(Math.floor((i * ids.length) / runs), Math.floor(((i + 1) * ids.length) / runs)));
  return (await readEach(groups, (group) => readRun(clinicId, group, selectionSet))).flat();
}
