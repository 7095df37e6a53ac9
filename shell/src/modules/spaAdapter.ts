/**
 * The only file that touches single-spa (its maintenance is uncertain; docs/adr/0006): the
 * shell registers remotes, starts routing, and hears about failures through these five calls.
 * Swapping the mounter later means rewriting this file only.
 */
import { type LifeCycles, addErrorHandler, getAppStatus, registerApplication, start, triggerAppChange } from 'single-spa';

export type RemoteLifecycles = LifeCycles<Record<string, unknown>>;

export interface RemoteAppOptions {
  name: string;
  load: () => Promise<RemoteLifecycles>;
  isActive: (location: Location) => boolean;
  props: Record<string, unknown>;
}

export function registerRemoteApp({ name, load, isActive, props }: RemoteAppOptions): void {
  if (getAppStatus(name) !== null) return;
  registerApplication({ name, app: load, activeWhen: isActive, customProps: props });
}

let started = false;
export function startRemotes(): void {
  if (started) return;
  started = true;
  start({ urlRerouteOnly: true });
}

/** Re-evaluates which remotes should be mounted (after a route change the router made, or a retry). */
export function refreshRemotes(): Promise<unknown> {
  return triggerAppChange();
}

export function onRemoteError(handler: (appName: string, error: unknown) => void): void {
  addErrorHandler((error) => handler(error.appOrParcelName, error));
}

export function remoteStatus(name: string): string | null {
  return getAppStatus(name);
}
