/**
 * Navigation outside React: `signOutAndRedirect` is called from menus and timers, not only
 * from components. The guards register the router's navigate function while they are
 * mounted; without it (or for the status poller's full redirect) the browser navigates.
 * `browserLocation` is an object so tests can observe full redirects (jsdom cannot navigate).
 */
/** sessionStorage key: why the last session ended, shown by the login page after the reload. */
export const SIGNED_OUT_REASON_KEY = 'emr.signedOutReason';

export type NavigateTo = (to: string, options?: { replace?: boolean }) => void;

let routerNavigate: NavigateTo | null = null;
let signOutTarget: string | null = null;

/**
 * Where a deliberate sign-out is going. The routers apply navigations as transitions while
 * the session store's change renders at once, so `RequireAuth` sees the signed-out state on
 * the old page first; it follows this target instead of "login, back to this page".
 */
export function setSignOutTarget(target: string | null): void {
  signOutTarget = target;
}

export function pendingSignOutTarget(): string | null {
  return signOutTarget;
}

/** Registers the router's navigate function; returns the function that unregisters it. */
export function registerNavigate(navigate: NavigateTo): () => void {
  routerNavigate = navigate;
  return () => {
    if (routerNavigate === navigate) routerNavigate = null;
  };
}

export const browserLocation = {
  /** A full page load (drops every in-memory state of the page). */
  assign(url: string): void {
    globalThis.location.assign(url);
  },
};

/** Client-side navigation when a router is mounted, else a full page load. */
export function navigateTo(to: string, options: { replace?: boolean } = {}): void {
  if (routerNavigate) routerNavigate(to, options);
  else browserLocation.assign(to);
}
