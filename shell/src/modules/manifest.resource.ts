/**
 * The runtime module manifest of the signed-in user's clinic (GET /modules.json), validated.
 * Plain fetch with one retry of a network failure or a passing server error (what ky did
 * here), to keep ky's ~8 KB out of the first signed-in page.
 */
import { type ModuleManifest, parseModuleManifest } from '@emr/domain';
import { currentAccessToken } from '@emr/shared-ui';
import { useQuery } from '@tanstack/react-query';

const RETRY_STATUSES = new Set([408, 429, 500, 502, 503, 504]);

async function getJson(url: string, init: RequestInit, retries: number): Promise<unknown> {
  for (let attempt = 0; ; attempt += 1) {
    let response: Response;
    try {
      response = await fetch(url, init);
    } catch (error) {
      if (attempt < retries) continue;
      throw error;
    }
    if (response.ok) return response.json();
    if (attempt >= retries || !RETRY_STATUSES.has(response.status)) {
      const error = new Error(`GET ${url} answered ${response.status} ${response.statusText}`.trim());
      error.name = 'HTTPError';
      throw error;
    }
  }
}

export async function fetchModuleManifest(): Promise<ModuleManifest> {
  const token = await currentAccessToken();
  const body = await getJson('/modules.json', { headers: token ? { authorization: token } : {}, cache: 'no-store' }, 1);
  return parseModuleManifest(body);
}

export function useModuleManifest(enabled: boolean) {
  return useQuery({ queryKey: ['module-manifest'], queryFn: fetchModuleManifest, enabled, staleTime: Number.POSITIVE_INFINITY });
}
