/**
 * What the layout's tests need from a browser that jsdom lacks: matchMedia driven by a
 * settable viewport width, scrollTo and scrollY, ResizeObserver, scrollIntoView, offsetParent. Imported
 * first by each layout test (not a global jest setup: other folders keep plain jsdom).
 * Also registers the layout's strings, as the shell's bootstrap does.
 */
import { addTranslations } from '@emr/shared-ui';
import { layoutAr } from './translations.ar.ts';
import { layoutFr } from './translations.fr.ts';
import { layoutEn } from './translations.ts';

let viewportWidth = 1440;

function evaluate(query: string): boolean {
  let matches = true;
  for (const [, kind, px] of query.matchAll(/\((max|min)-width:\s*(\d+)px\)/g)) {
    const limit = Number(px);
    matches &&= kind === 'max' ? viewportWidth <= limit : viewportWidth >= limit;
  }
  if (/prefers-color-scheme:\s*dark/.test(query)) return false;
  if (/prefers-reduced-motion/.test(query)) return false;
  return matches;
}

class FakeMediaQueryList extends EventTarget implements MediaQueryList {
  matches: boolean;
  onchange: ((this: MediaQueryList, event: MediaQueryListEvent) => unknown) | null = null;
  constructor(readonly media: string) {
    super();
    this.matches = evaluate(media);
  }
  addListener(listener: ((this: MediaQueryList, event: MediaQueryListEvent) => unknown) | null): void {
    if (listener) this.addEventListener('change', listener as EventListener);
  }
  removeListener(listener: ((this: MediaQueryList, event: MediaQueryListEvent) => unknown) | null): void {
    if (listener) this.removeEventListener('change', listener as EventListener);
  }
}

const lists = new Map<string, FakeMediaQueryList>();

Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  writable: true,
  value: (query: string): MediaQueryList => {
    let list = lists.get(query);
    if (!list) {
      list = new FakeMediaQueryList(query);
      lists.set(query, list);
    }
    return list;
  },
});

/** Resizes the fake window: every media query list re-evaluates and announces a change. */
export function setViewportWidth(width: number): void {
  viewportWidth = width;
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  for (const list of lists.values()) {
    const next = evaluate(list.media);
    if (next !== list.matches) {
      list.matches = next;
      const event = new Event('change') as MediaQueryListEvent;
      list.dispatchEvent(event);
    }
  }
}

/** Sets the page's scroll position and fires the scroll event, as a user scrolling would. */
export function setScrollY(y: number): void {
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: y });
  Object.defineProperty(window, 'pageYOffset', { configurable: true, writable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

export const scrollToMock = jest.fn();
Object.defineProperty(window, 'scrollTo', { configurable: true, writable: true, value: scrollToMock });

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', { configurable: true, writable: true, value: ResizeObserverStub });
}

/*
 * jsdom does no layout: offsetParent is always null and <body> has no size. Fluent's focus
 * manager (tabster) reads that as "nothing is visible", finds nothing focusable in a dialog,
 * drawer or popover, and leaves it inert. As in a browser: offsetParent is null only for
 * <body>, a detached element or one inside a hidden one, and the body has the window's size.
 */
document.body.getBoundingClientRect = () => new DOMRect(0, 0, window.innerWidth, 900);
Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
  configurable: true,
  get(this: HTMLElement): Element | null {
    if (this === document.body || !this.isConnected) return null;
    // ancestors by attribute and inline style only: a computed style per ancestor per call makes tests crawl
    if (this.hidden || this.style.display === 'none') return null;
    for (let el = this.parentElement; el; el = el.parentElement) {
      if (el.hidden || el.style.display === 'none') return null;
    }
    return getComputedStyle(this).display === 'none' ? null : this.parentElement;
  },
});

if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;

void addTranslations('shell', { en: layoutEn, fr: layoutFr, ar: layoutAr });

/** Puts the window back to a wide, unscrolled desktop between tests. */
export function resetWindow(): void {
  setViewportWidth(1440);
  setScrollY(0);
  scrollToMock.mockReset();
}
