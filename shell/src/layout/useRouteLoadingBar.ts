/**
 * Starts the loading bar on every react-router location change (the first one included)
 * and ends it once the new route has rendered. A remote that is still loading holds the bar
 * with its own start/done pair (the shell's remote hooks), so the bar finishes only when
 * the page is really there.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { type LoadingBarController, loadingBar } from './loadingBar.ts';

export function useRouteLoadingBar(controller: LoadingBarController = loadingBar): void {
  const { key, pathname } = useLocation();
  useEffect(() => {
    controller.start();
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      controller.done();
    };
    // a macrotask: single-spa decides which remote to load in microtasks after the URL
    // changes, so a remote load has already started (and holds the bar) when this runs
    const timer = setTimeout(finish, 0);
    return () => {
      clearTimeout(timer);
      finish();
    };
  }, [key, pathname, controller]);
}
