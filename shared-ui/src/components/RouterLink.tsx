/**
 * The app's link: Fluent's Link (the theme's link colour, light and dark, with its focus ring)
 * that navigates inside the app (react-router) and keeps a real href for new tabs. Every in-app
 * link of the shell and the remotes is this one (ESLint refuses react-router's bare Link, which
 * draws the browser's #0000EE: 1.5:1 on the dark theme).
 */
import { Link } from '@fluentui/react-components';
import type { MouseEvent, ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

export interface RouterLinkProps {
  to: string;
  replace?: boolean;
  children: ReactNode;
  className?: string;
  appearance?: 'default' | 'subtle';
  inline?: boolean;
  'aria-label'?: string;
  /** 'page' on the link to the page shown (a list of sub-pages). */
  'aria-current'?: 'page';
}

export function RouterLink({ to, replace, children, className, appearance, inline, 'aria-label': ariaLabel, 'aria-current': ariaCurrent }: RouterLinkProps) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLAnchorElement>(to, replace === undefined ? {} : { replace });
  return (
    <Link href={href} onClick={(event: MouseEvent<HTMLAnchorElement>) => handleClick(event)} className={className} appearance={appearance} inline={inline} aria-label={ariaLabel} aria-current={ariaCurrent}>
      {children}
    </Link>
  );
}
