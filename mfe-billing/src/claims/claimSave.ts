/**
 * The one `transactEMR` call that saves a claim form: the claim, its new, changed and removed
 * lines, and on submit its status, all or nothing. The server checks each line's diagnosis
 * pointers against the claim as the transaction has it so far, and re-stamps the claim's totals
 * after every line written (one Version each), so the order matters:
 *
 * 1. removed lines, and kept lines whose stored pointers name a slot the form empties (their
 *    pointers cut to the slots that stay): valid against the old claim and the new one;
 * 2. the claim (its diagnoses may now drop slots and add others);
 * 3. new lines and changed lines, pointing to the new slots;
 * 4. on submit, the status, last (a line of a submitted claim changes only with a reason).
 *
 * The claim's Version in 2 and 4 counts the re-stamps of the lines written before.
 *
 * A correction of a billed claim (`reason`) sends the reason with every write (the server keeps it
 * in the claim's history with the values before) and never removes a stored line.
 */
import { type WriteOp, createOp, deleteOp, updateOp } from '../ledger/transact.ts';
import type { StoredClaim } from './claim.resource.ts';
import { type ClaimDraft, type DraftLine, chargeFields, claimFields, splitPointers } from './claimDraft.ts';

const LETTERS = 'ABCDEFGHIJKL';
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export interface ClaimSavePlan {
  operations: WriteOp[];
  /** The claim's id (chosen here for a new claim). */
  claimId: string;
}

export function planClaimSave(draft: ClaimDraft, stored: StoredClaim | null, submit: boolean, now: string, newId: () => string = () => crypto.randomUUID(), reason = ''): ClaimSavePlan {
  const correcting = reason.trim() !== '';
  const why: Record<string, unknown> = correcting ? { Reason: reason.trim() } : {};
  const header = { ...claimFields(draft), ...why };
  const lines = (claimId: string) => (line: DraftLine) => createOp('Charge', { ...chargeFields(line), LinkedToClaim: claimId, ...why }, newId());
  if (!stored) {
    const claimId = newId();
    const operations = [createOp('Claim', { ...header, Status: 'Draft', ClaimDate: now }, claimId), ...draft.lines.map(lines(claimId))];
    if (submit) operations.push(updateOp(claimId, 1 + draft.lines.length, { Status: 'Submitted' }));
    return { operations, claimId };
  }

  const claimId = stored.record.id;
  const filled = new Set((header['Diagnoses'] as string[]).flatMap((code, i) => (code ? [LETTERS[i]!] : [])));
  const kept = new Map(draft.lines.filter((line) => line.id).map((line) => [line.id, line]));
  const first: WriteOp[] = [];
  const then: WriteOp[] = [];
  const current = new Map<string, { version: number; fields: Record<string, unknown> }>();
  for (const row of stored.charges) {
    const line = stored.lines.find((l) => l.id === row.id)!;
    current.set(row.id, { version: row.Version, fields: chargeFields(line) });
    if (!kept.has(row.id)) {
      if (!correcting) first.push(deleteOp(row.id));
      continue;
    }
    const pointers = splitPointers(line.pointers);
    const staying = pointers.filter((letter) => filled.has(letter));
    if (staying.length !== pointers.length) {
      first.push(updateOp(row.id, row.Version, { DiagnosisPointers: staying, ...why }));
      current.set(row.id, { version: row.Version + 1, fields: { ...chargeFields(line), DiagnosisPointers: staying } });
    }
  }
  for (const line of draft.lines) {
    if (!line.id) then.push(lines(claimId)(line));
    else {
      const state = current.get(line.id)!;
      const changes = Object.fromEntries(Object.entries(chargeFields(line)).filter(([field, value]) => !same(state.fields[field], value)));
      if (Object.keys(changes).length) then.push(updateOp(line.id, state.version, { ...changes, ...why }));
    }
  }
  const claimVersion = stored.record.Version + first.length;
  const operations = [...first, updateOp(claimId, claimVersion, header), ...then];
  if (submit) operations.push(updateOp(claimId, claimVersion + 1 + then.length, { Status: 'Submitted', ...why }));
  return { operations, claimId };
}
