/**
 * Layout preferences (spec §3 "Layout preferences", §4 "Layout options"), persisted in
 * localStorage as one JSON object under the key `layout`. Skin, theme and primary colour
 * live in the shared session store because every remote's theme needs them; these options
 * only shape the shell. Another tab's change arrives through the `storage` event.
 */
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

export type NavType = 'vertical' | 'horizontal';
export type BarType = 'sticky' | 'static' | 'hidden';
export type ContentWidth = 'boxed' | 'fluid';

export interface LayoutOptions {
  navType: NavType;
  navbarType: BarType;
  navbarBlur: boolean;
  footerType: BarType;
  contentWidth: ContentWidth;
  verticalNavCollapsed: boolean;
  horizontalNavType: BarType;
}

export interface LayoutState extends LayoutOptions {
  setNavType(navType: NavType): void;
  setNavbarType(navbarType: BarType): void;
  setNavbarBlur(navbarBlur: boolean): void;
  setFooterType(footerType: BarType): void;
  setContentWidth(contentWidth: ContentWidth): void;
  setVerticalNavCollapsed(verticalNavCollapsed: boolean): void;
  setHorizontalNavType(horizontalNavType: BarType): void;
  resetLayout(): void;
}

export const LAYOUT_STORAGE_KEY = 'layout';

/** Spec §1: vertical nav, sticky navbar, static footer, boxed content. */
export const DEFAULT_LAYOUT: Readonly<LayoutOptions> = {
  navType: 'vertical',
  navbarType: 'sticky',
  navbarBlur: true,
  footerType: 'static',
  contentWidth: 'boxed',
  verticalNavCollapsed: false,
  horizontalNavType: 'sticky',
};

const BAR_TYPES: readonly BarType[] = ['sticky', 'static', 'hidden'];
const VALID: { [K in keyof LayoutOptions]: (value: unknown) => boolean } = {
  navType: (v) => v === 'vertical' || v === 'horizontal',
  navbarType: (v) => BAR_TYPES.includes(v as BarType),
  navbarBlur: (v) => typeof v === 'boolean',
  footerType: (v) => BAR_TYPES.includes(v as BarType),
  contentWidth: (v) => v === 'boxed' || v === 'fluid',
  verticalNavCollapsed: (v) => typeof v === 'boolean',
  horizontalNavType: (v) => BAR_TYPES.includes(v as BarType),
};

/** The stored options, each checked on its own: one bad value falls back alone, the rest are kept. */
export function readStoredLayout(storage: Storage | undefined = globalThis.localStorage): LayoutOptions {
  const options: LayoutOptions = { ...DEFAULT_LAYOUT };
  let stored: Record<string, unknown> = {};
  try {
    const raw = storage?.getItem(LAYOUT_STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as unknown) : null;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) stored = parsed as Record<string, unknown>;
  } catch {
    // unreadable JSON: defaults
  }
  for (const key of Object.keys(VALID) as (keyof LayoutOptions)[]) {
    if (VALID[key](stored[key])) (options as unknown as Record<string, unknown>)[key] = stored[key];
  }
  return options;
}

function optionsOf(state: LayoutOptions): LayoutOptions {
  const { navType, navbarType, navbarBlur, footerType, contentWidth, verticalNavCollapsed, horizontalNavType } = state;
  return { navType, navbarType, navbarBlur, footerType, contentWidth, verticalNavCollapsed, horizontalNavType };
}

export function createLayoutStore(storage: Storage | undefined = globalThis.localStorage) {
  const store = createStore<LayoutState>()((set, get) => {
    const update = (changes: Partial<LayoutOptions>) => {
      set(changes);
      try {
        storage?.setItem(LAYOUT_STORAGE_KEY, JSON.stringify(optionsOf(get())));
      } catch {
        // storage full or disabled: the choice holds for this page
      }
    };
    return {
      ...readStoredLayout(storage),
      setNavType: (navType) => update({ navType }),
      setNavbarType: (navbarType) => update({ navbarType }),
      setNavbarBlur: (navbarBlur) => update({ navbarBlur }),
      setFooterType: (footerType) => update({ footerType }),
      setContentWidth: (contentWidth) => update({ contentWidth }),
      setVerticalNavCollapsed: (verticalNavCollapsed) => update({ verticalNavCollapsed }),
      setHorizontalNavType: (horizontalNavType) => update({ horizontalNavType }),
      resetLayout: () => update({ ...DEFAULT_LAYOUT }),
    };
  });
  return store;
}

export const layoutStore = createLayoutStore();

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === LAYOUT_STORAGE_KEY || event.key === null) layoutStore.setState(readStoredLayout());
  });
}

export function useLayout<T>(selector: (state: LayoutState) => T): T {
  return useStore(layoutStore, selector);
}
