/**
 * The loading bar's controller (spec §4, §9): on start the value is 10 % with a buffer of
 * 20 %; every 800 ms both advance by a random step, the value never above 82 % while
 * waiting; on done it jumps to 100 % and is hidden and reset 300 ms later. Starts nest
 * (a route change and a remote load may overlap): only the last done finishes the bar.
 */
import { useSyncExternalStore } from 'react';

export const LOADING_BAR = { start: 10, buffer: 20, cap: 82, interval: 800, finishDelay: 300 } as const;

export interface LoadingBarState {
  visible: boolean;
  /** Percent, 0..100. */
  value: number;
  /** Percent, 0..100. */
  buffer: number;
}

export interface LoadingBarController {
  start(): void;
  done(): void;
  getState(): LoadingBarState;
  subscribe(listener: () => void): () => void;
}

const HIDDEN: LoadingBarState = { visible: false, value: 0, buffer: LOADING_BAR.buffer };

export function createLoadingBar(random: () => number = Math.random): LoadingBarController {
  let state: LoadingBarState = HIDDEN;
  let pending = 0;
  let ticker: ReturnType<typeof setInterval> | null = null;
  let finisher: ReturnType<typeof setTimeout> | null = null;
  const listeners = new Set<() => void>();

  const set = (next: LoadingBarState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const stopTicker = () => {
    if (ticker !== null) clearInterval(ticker);
    ticker = null;
  };

  const advance = () => {
    // steps as in the template this spec comes from: value +5..15, buffer +6..16
    const value = Math.min(LOADING_BAR.cap, state.value + 5 + random() * 10);
    const buffer = Math.min(100, Math.max(value, state.buffer + 6 + random() * 10));
    set({ visible: true, value, buffer });
  };

  return {
    start() {
      pending += 1;
      if (pending > 1) return;
      if (finisher !== null) clearTimeout(finisher);
      finisher = null;
      stopTicker();
      set({ visible: true, value: LOADING_BAR.start, buffer: LOADING_BAR.buffer });
      ticker = setInterval(advance, LOADING_BAR.interval);
    },
    done() {
      if (pending === 0) return;
      pending -= 1;
      if (pending > 0) return;
      stopTicker();
      set({ visible: true, value: 100, buffer: 100 });
      finisher = setTimeout(() => {
        finisher = null;
        set(HIDDEN);
      }, LOADING_BAR.finishDelay);
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The page's one loading bar: the shell drives it on route changes and around remote loads. */
export const loadingBar: LoadingBarController = createLoadingBar();

export function useLoadingBarState(controller: LoadingBarController = loadingBar): LoadingBarState {
  return useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
}
