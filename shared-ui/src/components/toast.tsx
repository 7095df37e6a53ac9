/**
 * Toasts. `useNotify()` (or `notify`) queues a toast in this module's store; the one
 * `<GlobalToaster />` (the shell's, or a remote's standalone root) shows them. Fluent's
 * Toaster and toast components load with the first toast (ToasterHost.tsx), not with every
 * signed-in page. shared-ui is a Module Federation singleton, so every React root (shell and
 * remotes) queues into the same store. Content must be plain (already translated) text.
 */
import { Suspense, lazy } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

export const GLOBAL_TOASTER = 'emr-global';

export type ToastIntent = 'success' | 'error' | 'warning' | 'info';

export interface ToastMessage {
  intent: ToastIntent;
  title: string;
  body?: string | undefined;
}

interface ToastQueue {
  pending: ToastMessage[];
  /** Set with the first toast: from then on the Toaster stays mounted. */
  wanted: boolean;
}

export const toastQueue = createStore<ToastQueue>(() => ({ pending: [], wanted: false }));

export function notify(intent: ToastIntent, title: string, body?: string): void {
  toastQueue.setState((state) => ({ wanted: true, pending: [...state.pending, { intent, title, body }] }));
}

export function useNotify(): typeof notify {
  return notify;
}

const ToasterHost = lazy(() => import('./ToasterHost.tsx').then((m) => ({ default: m.ToasterHost })));

export interface GlobalToasterProps {
  position?: 'top-end' | 'bottom-end';
}

/** Mount once per page: renders nothing until the first toast, then Fluent's Toaster. */
export function GlobalToaster({ position = 'top-end' }: GlobalToasterProps) {
  const wanted = useStore(toastQueue, (state) => state.wanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToasterHost position={position} />
    </Suspense>
  );
}
