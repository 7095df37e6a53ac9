/**
 * Scroll on navigation (spec §2, §9): to a hash, smoothly, stopping 60 px above the target
 * (the sticky navbar's height); otherwise to the top. A target rendered a moment later
 * (a remote still mounting) is looked for again for a short while.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

export const HASH_SCROLL_OFFSET = 60;
const RETRIES = 10;
const RETRY_DELAY = 100;

function targetOf(hash: string): HTMLElement | null {
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // keep the raw id
  }
  return id ? document.getElementById(id) : null;
}

export function scrollToHash(hash: string): boolean {
  const target = targetOf(hash);
  if (!target) return false;
  const top = target.getBoundingClientRect().top + globalThis.scrollY - HASH_SCROLL_OFFSET;
  globalThis.scrollTo({ top: Math.max(0, top), behavior: 'smooth' });
  return true;
}

export function useScrollOnNavigate(): void {
  const { key, pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) {
      globalThis.scrollTo({ top: 0, left: 0 });
      return undefined;
    }
    if (scrollToHash(hash)) return undefined;
    let attempts = 0;
    const timer = setInterval(() => {
      attempts += 1;
      if (scrollToHash(hash) || attempts >= RETRIES) clearInterval(timer);
    }, RETRY_DELAY);
    return () => clearInterval(timer);
  }, [key, pathname, hash]);
}
