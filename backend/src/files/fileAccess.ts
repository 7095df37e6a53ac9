/**
 * Who may do what with a stored file (docs/permissions.md §5), with the record rules: the
 * caller's CASL ability (`abilityOf`, the one the record service uses) read through the
 * domain's `fileAccess` (the prefix's record kind, the avatar rule; the cloud's S3 policies
 * come from it too), and the clinic's module switches (`assertModuleEnabled`). A download of
 * one of a patient's documents is a view of that patient's record, for the access log.
 */
import { AppError, ERROR_TYPES, type Role, fileAccess, patientOfFileKey } from '@emr/domain';
import { type ModuleLookup, type Viewed, abilityOf, assertModuleEnabled } from '@emr/domain/server';
import type { FileTarget, Target } from './fileKeys.ts';

/** Who asks, as far as files are concerned. */
export interface FileCaller {
  sub: string;
  clinicId: string;
  group: Role;
}

/** Reading (get, list), writing (a new file or an overwrite) or deleting. */
export type FileAction = 'read' | 'write' | 'delete';

const VERB: Record<FileAction, string> = { read: 'read', write: 'upload', delete: 'delete' };

/** Is this avatar key the caller's own: 'avatars/<sub>/…', 'avatars/<sub>' or 'avatars/<sub>.<ext>'? */
function ownsAvatar(sub: string, target: Target): boolean {
  const first = target.segments[0];
  if (target.type !== 'file' || !sub || first === undefined) return false;
  return first === sub || (target.segments.length === 1 && first.startsWith(`${sub}.`));
}

/** Refuses an action the caller's role may not take on the target, or on a prefix whose module is switched off. */
export function authorizeFile(caller: FileCaller, action: FileAction, target: Target, modulesOf: ModuleLookup): void {
  const access = fileAccess(abilityOf(caller.group), target.prefix);
  if (!access[action] && !(action !== 'read' && access.ownWriteDelete && ownsAvatar(caller.sub, target))) {
    const message =
      target.prefix === 'avatars'
        ? 'Not Authorized: you may change only your own avatar'
        : `Not Authorized: your role may not ${VERB[action]} ${target.prefix} files (${target.kind} records)`;
    throw new AppError(ERROR_TYPES.forbidden, message);
  }
  assertModuleEnabled(modulesOf, caller.clinicId, target.kind);
}

/** What reading this file shows the caller: a record of the prefix's kind of the patient its key names, if any. */
export function viewOf(target: FileTarget): Viewed | undefined {
  const patientId = patientOfFileKey(target.prefix, target.segments);
  return patientId ? { EntityType: target.kind, PatientID: patientId } : undefined;
}
