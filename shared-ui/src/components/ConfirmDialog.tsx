/**
 * Asks before something that cannot simply be undone (a delete, a deactivation): `danger` makes
 * its confirming button red. Most pages never ask, so the dialog's code (Fluent's Dialog and its
 * focus trap) loads when it first opens, not with every page that could ask.
 */
import { Suspense, lazy } from 'react';
import { useOpenedOnce } from '../hooks/useOpenedOnce.ts';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body: string;
  confirmLabel?: string;
  busy?: boolean;
  /** The confirmed action deletes or removes something. */
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

const ConfirmDialogSurface = lazy(() => import('./ConfirmDialogSurface.tsx').then((m) => ({ default: m.ConfirmDialogSurface })));

export function ConfirmDialog(props: ConfirmDialogProps) {
  // once opened it stays mounted, so closing plays the dialog's exit
  return useOpenedOnce(props.open) ? (
    <Suspense fallback={null}>
      <ConfirmDialogSurface {...props} />
    </Suspense>
  ) : null;
}
