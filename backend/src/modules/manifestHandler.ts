/**
 * `GET /modules.json`: the caller's clinic's module manifest (registry.ts), with the clinic's
 * switches and which remotes this installation has built. Per clinic, so it needs the caller;
 * never cached (an admin's module switch shows on the next reload).
 */
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { AppError, ERROR_TYPES, type ModuleKey } from '@emr/domain';
import type { Caller } from '@emr/domain/server';
import { sendError, sendJson } from '../http/body.ts';
import type { CallerFrom } from '../http/caller.ts';
import { moduleManifest } from './registry.ts';

export interface ManifestOptions {
  callerFrom: CallerFrom<Caller>;
  /** The modules switched on for a clinic (`null`: all). */
  modulesOf(clinicId: string): readonly ModuleKey[] | null;
  /** URL prefix → directory of each built remote, e.g. { '/remotes/mfe-admin/': '<repo>/mfe-admin/dist' }. */
  remoteRoots?: Record<string, string> | undefined;
  /** Where `EMR_REMOTE_<KEY>_URL` is read. */
  env: NodeJS.ProcessEnv;
}

export function createManifestHandler({ callerFrom, modulesOf, remoteRoots, env }: ManifestOptions) {
  const isBuilt = (folder: string) => {
    const dir = remoteRoots?.[`/remotes/${folder}/`];
    return dir !== undefined && existsSync(join(dir, 'mf-manifest.json'));
  };
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    let caller: Caller;
    try {
      caller = await callerFrom(req);
    } catch (error) {
      return sendError(res, error instanceof AppError ? error : new AppError(ERROR_TYPES.unauthorized, (error as Error).message));
    }
    sendJson(res, 200, moduleManifest(caller.clinicId, modulesOf(caller.clinicId), isBuilt, env));
  };
}
