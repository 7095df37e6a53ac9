/** The runtime module manifest of the signed-in user's clinic (GET /modules.json), validated. */
import { type ModuleManifest, moduleManifestSchema } from '@emr/domain';
import { currentAccessToken } from '@emr/shared-ui';
import { useQuery } from '@tanstack/react-query';
import ky from 'ky';

export async function fetchModuleManifest(): Promise<ModuleManifest> {
  const token = await currentAccessToken();
  const body = await ky.get('/modules.json', { headers: token ? { authorization: token } : {}, cache: 'no-store', retry: 1 }).json();
  return moduleManifestSchema.parse(body);
}

export function useModuleManifest(enabled: boolean) {
  return useQuery({ queryKey: ['module-manifest'], queryFn: fetchModuleManifest, enabled, staleTime: Number.POSITIVE_INFINITY });
}
