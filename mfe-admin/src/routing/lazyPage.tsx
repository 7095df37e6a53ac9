/**
 * A page loaded on first use (React.lazy), with `preload()`: once its module is loaded, the page
 * renders at once without suspending — tests preload every page so they render synchronously.
 */
import { type ComponentType, createElement, lazy } from 'react';

export type LazyPage<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => (loading ??= load().then((component) => (loaded = component)));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  const Page = (props: P) => (loaded ? createElement(loaded, props) : createElement(Lazy, props));
  return Object.assign(Page, { preload });
}
