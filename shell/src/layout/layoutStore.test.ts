import { BREAKPOINTS, breakpointFor } from './useOverlayNav.ts';
import { DEFAULT_LAYOUT, LAYOUT_STORAGE_KEY, createLayoutStore, readStoredLayout } from './layoutStore.ts';

beforeEach(() => localStorage.clear());

test('defaults are the spec’s: vertical nav, sticky navbar with blur, static footer, boxed content', () => {
  expect(createLayoutStore().getState()).toMatchObject({
    navType: 'vertical',
    navbarType: 'sticky',
    navbarBlur: true,
    footerType: 'static',
    contentWidth: 'boxed',
    verticalNavCollapsed: false,
    horizontalNavType: 'sticky',
  });
});

test('every setter persists one JSON object under "layout", and a new store reads it back', () => {
  const store = createLayoutStore();
  const s = store.getState();
  s.setNavType('horizontal');
  s.setNavbarType('static');
  s.setNavbarBlur(false);
  s.setFooterType('sticky');
  s.setContentWidth('fluid');
  s.setVerticalNavCollapsed(true);
  s.setHorizontalNavType('hidden');
  const expected = {
    navType: 'horizontal',
    navbarType: 'static',
    navbarBlur: false,
    footerType: 'sticky',
    contentWidth: 'fluid',
    verticalNavCollapsed: true,
    horizontalNavType: 'hidden',
  };
  expect(JSON.parse(localStorage.getItem(LAYOUT_STORAGE_KEY)!)).toEqual(expected);
  expect(createLayoutStore().getState()).toMatchObject(expected);

  store.getState().resetLayout();
  expect(JSON.parse(localStorage.getItem(LAYOUT_STORAGE_KEY)!)).toEqual(DEFAULT_LAYOUT);
});

test('a damaged or partial stored value keeps what is valid and defaults the rest', () => {
  localStorage.setItem(LAYOUT_STORAGE_KEY, '{not json');
  expect(readStoredLayout()).toEqual(DEFAULT_LAYOUT);
  localStorage.setItem(LAYOUT_STORAGE_KEY, JSON.stringify({ navType: 'diagonal', footerType: 'hidden', navbarBlur: 'yes' }));
  expect(readStoredLayout()).toEqual({ ...DEFAULT_LAYOUT, footerType: 'hidden' });
});

test('breakpoints are xs 0, sm 600, md 960, lg 1280, xl 1920, xxl 2560', () => {
  expect(BREAKPOINTS).toEqual({ xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 });
  expect([0, 599, 600, 959, 960, 1279, 1280, 1919, 1920, 2559, 2560].map(breakpointFor)).toEqual([
    'xs', 'xs', 'sm', 'sm', 'md', 'md', 'lg', 'lg', 'xl', 'xl', 'xxl',
  ]);
});
