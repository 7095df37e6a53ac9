import { useState } from 'react';

/**
 * Whether something (a dialog) has been open at least once: its code can load on first use and
 * then stay mounted, so it closes with its exit animation instead of vanishing.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
