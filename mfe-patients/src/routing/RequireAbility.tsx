/**
 * A route's permission check: the page renders only when the signed-in role may do `action`
 * on `subject`; otherwise the not-authorized panel. Comfort only: the server refuses anyway.
 */
import type { Action, AppAbility, Subject } from '@emr/domain';
import { useAbility } from '@emr/shared-ui';
import type { ReactNode } from 'react';
import { NotAuthorizedPanel } from './GuardPanels.tsx';

export interface RequireAbilityProps {
  action: Action;
  subject: Subject;
  children: ReactNode;
}

export function RequireAbility({ action, subject, children }: RequireAbilityProps) {
  const ability = useAbility<AppAbility>();
  return ability.can(action, subject) ? <>{children}</> : <NotAuthorizedPanel />;
}
