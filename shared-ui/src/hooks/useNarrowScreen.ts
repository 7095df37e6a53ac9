/** Whether the screen is narrower than spec §9's "sm" threshold (600 px): a phone held upright. */
import { useSyncExternalStore } from 'react';

export const NARROW_QUERY = '(max-width: 599px)';

function subscribe(onChange: () => void): () => void {
  if (typeof globalThis.matchMedia !== 'function') return () => undefined;
  const list = globalThis.matchMedia(NARROW_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const isNarrow = () => typeof globalThis.matchMedia === 'function' && globalThis.matchMedia(NARROW_QUERY).matches;

export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
