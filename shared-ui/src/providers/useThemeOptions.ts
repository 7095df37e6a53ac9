/** The theme the session asks for; `system` follows the OS and changes with it. */
import { useSyncExternalStore } from 'react';
import { useSession } from '../session/sessionStore.ts';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribe(onChange: () => void): () => void {
  const media = globalThis.matchMedia?.(DARK_QUERY);
  media?.addEventListener('change', onChange);
  return () => media?.removeEventListener('change', onChange);
}

const systemIsDark = () => globalThis.matchMedia?.(DARK_QUERY).matches ?? false;

export function useIsDark(): boolean {
  const mode = useSession((s) => s.theme);
  const systemDark = useSyncExternalStore(subscribe, systemIsDark, () => false);
  return mode === 'dark' || (mode === 'system' && systemDark);
}
