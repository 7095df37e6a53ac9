/**
 * A navbar button whose popup (a menu or a popover) loads with its first click, so Fluent's Menu
 * and Popover stay out of the first signed-in page. Until then the button stands alone; the loaded popup wraps the
 * same button in its trigger and opens at once.
 */
import { type ReactElement, type ReactNode, Suspense, cloneElement, useState } from 'react';

export interface PopupProps {
  trigger: ReactElement;
}

export interface DeferredPopupProps {
  trigger: ReactElement<{ onClick?: () => void; autoFocus?: boolean }>;
  /** Renders the lazy popup component around `trigger`, open from its first render. */
  children: (trigger: ReactElement) => ReactNode;
  /** Called with the first click, as the popup starts loading. */
  onFirstOpen?: () => void;
}

export function DeferredPopup({ trigger, children, onFirstOpen }: DeferredPopupProps) {
  const [loaded, setLoaded] = useState(false);
  if (!loaded) {
    const load = () => {
      setLoaded(true);
      onFirstOpen?.();
    };
    return cloneElement(trigger, { onClick: load });
  }
  // the loaded trigger is a new element: it takes the focus the clicked one had, so closing the
  // popup (Escape) gives the focus back to it
  return <Suspense fallback={trigger}>{children(cloneElement(trigger, { autoFocus: true }))}</Suspense>;
}
