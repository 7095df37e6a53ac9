/**
 * The light login root: what a signed-out person opening /login downloads first. The sign-in
 * form with the core providers only — no router, no query cache, no CASL, no Data client.
 * Leaving /login (the "forgot password" link, or a stored session after signing in) hands
 * over to the full shell (`fullApp.tsx`), whose router then reads the address as usual.
 */
import { CoreProviders, isAuthenticated, sessionStore } from '@emr/shared-ui/core';
import { Link } from '@fluentui/react-components';
import { type MouseEvent, useEffect } from 'react';
import { LoginForm } from '../auth/LoginForm.tsx';

export interface LightLoginAppProps {
  /** Renders the full shell in place of this root (the address is already where to go). */
  openFullApp: () => void;
  /** Starts downloading the full shell (when a sign-in starts). */
  preloadFullApp: () => void;
}

export function LightLoginApp({ openFullApp, preloadFullApp }: LightLoginAppProps) {
  // signed in: the full shell's guard sends the person on (?to= or their start page)
  useEffect(
    () =>
      sessionStore.subscribe((state) => {
        if (isAuthenticated(state)) openFullApp();
      }),
    [openFullApp],
  );

  function forgot(event: MouseEvent<HTMLAnchorElement>): void {
    // a new tab or window keeps the browser's own behaviour
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    globalThis.history.pushState(null, '', '/forgot-password');
    openFullApp();
  }
  return (
    <CoreProviders appId="shell">
      <LoginForm
        onSubmitStart={preloadFullApp}
        forgotLink={(label) => (
          <Link href="/forgot-password" onClick={forgot}>
            {label}
          </Link>
        )}
      />
    </CoreProviders>
  );
}
