/**
 * A page loaded on first use (React.lazy), with `preload()`: once its module is loaded, the page
 * renders at once without suspending; with `strings`, once the remote's later strings are in too.
 * A remote's route list names its pages through this, and `createRemoteApp` preloads them all
 * for tests, which then render synchronously.
 */
import { type ComponentType, createElement, lazy } from 'react';

export type LazyPage<P extends object = object> = ComponentType<P> & { preload: () => Promise<unknown> };

export interface LazyPageOptions {
  /** Strings the page needs beyond the remote's first part (`laterTranslations`): the page renders once they are in too. */
  strings?: () => Promise<void>;
}

export function lazyPage<P extends object = object>(load: () => Promise<ComponentType<P>>, { strings }: LazyPageOptions = {}): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => (loading ??= Promise.all([load(), strings?.()]).then(([component]) => (loaded = component)));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  const Page = (props: P) => (loaded ? createElement(loaded, props) : createElement(Lazy, props));
  return Object.assign(Page, { preload });
}

export function isLazyPage(value: unknown): value is LazyPage {
  return typeof value === 'function' && typeof (value as Partial<LazyPage>).preload === 'function';
}
