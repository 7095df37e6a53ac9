/**
 * Fluent's Spinner, loaded the first time one is shown: most pages show a spinner only after their
 * first load (a refetch as a filter changes, an export under way), so its package stays off their
 * start. Until it arrives, its label alone says what is happening.
 */
import { Suspense, lazy } from 'react';

const Spinner = lazy(() => import('./FluentSpinner.ts').then((m) => ({ default: m.Spinner })));

export interface DeferredSpinnerProps {
  label: string;
  /** Announce the label as it changes (a count under way). */
  live?: boolean;
}

export function DeferredSpinner({ label, live = false }: DeferredSpinnerProps) {
  const politeness = live ? 'polite' : undefined;
  return (
    <Suspense fallback={<span aria-live={politeness}>{label}</span>}>
      <Spinner size="tiny" label={label} aria-live={politeness} />
    </Suspense>
  );
}
