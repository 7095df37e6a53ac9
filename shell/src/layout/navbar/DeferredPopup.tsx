/**
 * A navbar button whose popup (a menu) loads with its first click, so Fluent's Menu stays out
 * of the first signed-in page. Until then the button stands alone; the loaded popup wraps the
 * same button in its trigger and opens at once.
 */
import { type ReactElement, type ReactNode, Suspense, cloneElement, useState } from 'react';

export interface PopupProps {
  trigger: ReactElement;
}

export interface DeferredPopupProps {
  trigger: ReactElement<{ onClick?: () => void }>;
  /** Renders the lazy popup component around `trigger`, open from its first render. */
  children: (trigger: ReactElement) => ReactNode;
}

export function DeferredPopup({ trigger, children }: DeferredPopupProps) {
  const [loaded, setLoaded] = useState(false);
  if (!loaded) return cloneElement(trigger, { onClick: () => setLoaded(true) });
  return (
    <Suspense fallback={trigger}>
      {children(trigger)}
    </Suspense>
  );
}
