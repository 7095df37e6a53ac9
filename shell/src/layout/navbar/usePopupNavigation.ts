/** A link in a popup: a plain click closes the popup and navigates in the app; others (new tab…) go to the browser. */
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { isPlainClick } from '../navModel.ts';

export function usePopupNavigation(close: () => void) {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLAnchorElement>, path: string) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    close();
    void navigate(path);
  };
}
