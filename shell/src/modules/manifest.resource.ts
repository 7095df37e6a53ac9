/**
 * The runtime module manifest of the signed-in user's clinic (GET /modules.json), validated.
 * Through the app's one HTTP client (`http`, @emr/shared-ui: the access token, a time limit,
 * one retry of a network failure or a passing server error, failures as AppError; ADR 0016).
 */
import { type ModuleManifest, parseModuleManifest } from '@emr/domain';
import { http } from '@emr/shared-ui';
import { useQuery } from '@tanstack/react-query';

export async function fetchModuleManifest(): Promise<ModuleManifest> {
  return parseModuleManifest(await http.get('/modules.json').json());
}

export function useModuleManifest(enabled: boolean) {
  return useQuery({ queryKey: ['module-manifest'], queryFn: fetchModuleManifest, enabled, staleTime: Number.POSITIVE_INFINITY });
}
