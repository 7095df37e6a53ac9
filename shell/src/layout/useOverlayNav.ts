/**
 * Breakpoints (spec §9) and the forced overlay nav (spec §4): below 1279 px the nav is
 * vertical and drawn over the page whatever the stored choice says. The stored choice is
 * only read here, never written, so it comes back when the window widens again.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { type NavType, useLayout } from './layoutStore.ts';

export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/** The widest breakpoint whose threshold the width reaches. */
export function breakpointFor(width: number): Breakpoint {
  let found: Breakpoint = 'xs';
  for (const [name, min] of Object.entries(BREAKPOINTS) as [Breakpoint, number][]) if (width >= min) found = name;
  return found;
}

export const OVERLAY_NAV_QUERY = '(max-width: 1279px)';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = globalThis.matchMedia?.(query);
      media?.addEventListener('change', onChange);
      return () => media?.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = useCallback(() => globalThis.matchMedia?.(query).matches ?? false, [query]);
  return useSyncExternalStore(subscribe, matches, () => false);
}

export interface EffectiveNav {
  /** The window is narrower than 1280 px: the nav is an overlay drawer opened from the navbar. */
  overlay: boolean;
  navType: NavType;
  collapsed: boolean;
}

export function useOverlayNav(): EffectiveNav {
  const overlay = useMediaQuery(OVERLAY_NAV_QUERY);
  const navType = useLayout((s) => s.navType);
  const collapsed = useLayout((s) => s.verticalNavCollapsed);
  return overlay ? { overlay, navType: 'vertical', collapsed: false } : { overlay, navType, collapsed };
}
