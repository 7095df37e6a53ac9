/** A Fluent link that navigates inside the app (react-router), keeping a real href for new tabs. */
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
}

export function RouterLink({ to, replace, children, className, appearance, inline }: RouterLinkProps) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLAnchorElement>(to, replace === undefined ? {} : { replace });
  return (
    <Link href={href} onClick={(event: MouseEvent<HTMLAnchorElement>) => handleClick(event)} className={className} appearance={appearance} inline={inline}>
      {children}
    </Link>
  );
}
