/**
 * What a remote shows instead of a page: "not authorized" when the role may not open the route,
 * "not found" for an unknown path under its prefixes (with a way home for roles that may go
 * there). The words are the remote's own (`<namespace>:guard.*`, REMOTE_KIT_KEYS), so each
 * module says which part of the app the person is in.
 */
import type { Action, AppAbility, Subject } from '@emr/domain';
import { Button } from '@fluentui/react-components';
import { type ReactNode, createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAbility } from '../ability/ability.ts';
import { MessagePanel } from '../components/MessagePanel.tsx';
import { StateView } from '../components/StateView.tsx';

/** What a role must be allowed to open a route (the server checks again: this is comfort). */
export interface RouteAbility {
  action: Action;
  subject: Subject;
}

/** Where "not found" offers to go, for the roles that may open it. */
export interface RemoteHome {
  path: string;
  /** The button's words, a key of the remote's namespace. */
  labelKey: string;
  can: RouteAbility;
}

/** The keys of a remote's namespace the kit's panels show (the translation check requires them). */
export const REMOTE_KIT_KEYS = ['guard.notAuthorizedTitle', 'guard.notAuthorizedBody', 'guard.notFoundTitle', 'guard.notFoundBody', 'standalone.signIn'] as const;

export interface RemoteFrame {
  namespace: string;
  home: RemoteHome;
}

export const RemoteFrameContext = createContext<RemoteFrame>({ namespace: 'common', home: { path: '/', labelKey: '', can: { action: 'read', subject: 'Profile' } } });

export function NotAuthorizedPanel() {
  const { namespace } = useContext(RemoteFrameContext);
  const { t } = useTranslation(namespace);
  return <MessagePanel title={t('guard.notAuthorizedTitle')} body={t('guard.notAuthorizedBody')} />;
}

export function NotFoundPanel() {
  const { namespace, home } = useContext(RemoteFrameContext);
  const { t } = useTranslation(namespace);
  const navigate = useNavigate();
  const ability = useAbility<AppAbility>();
  return (
    <MessagePanel
      title={t('guard.notFoundTitle')}
      body={t('guard.notFoundBody')}
      action={ability.can(home.can.action, home.can.subject) && <Button onClick={() => void navigate(home.path)}>{t(home.labelKey)}</Button>}
    />
  );
}

export interface RequireAbilityProps {
  can: RouteAbility;
  children: ReactNode;
}

/** The page when the signed-in role may do `can.action` on `can.subject`; otherwise "not authorized". */
export function RequireAbility({ can, children }: RequireAbilityProps) {
  const ability = useAbility<AppAbility>();
  return ability.can(can.action, can.subject) ? <>{children}</> : <NotAuthorizedPanel />;
}

/** Shown inside a page (a chart's sub-page area) while its code loads: the loading skeleton of every view. */
export function PageLoading() {
  return (
    <StateView isLoading error={null} isEmpty={false}>
      {null}
    </StateView>
  );
}
