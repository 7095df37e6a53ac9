/**
 * Turns a remote's root component into single-spa lifecycles (React 19 createRoot), wrapped
 * in the provider stack and an error boundary: a remote that throws shows an error panel with
 * retry in its own area and never takes the shell or another remote down.
 */
import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { RemoteErrorPanel } from '../components/RemoteErrorPanel.tsx';
import { loadLanguage, sessionStore } from '@emr/shared-ui/core';
import { AppProviders } from './AppProviders.tsx';

export interface RemoteRootProps {
  /** The single-spa application name. */
  name: string;
}

export interface CreateLifecyclesOptions {
  appId: string;
  rootComponent: ComponentType<RemoteRootProps>;
}

export function createLifecycles({ appId, rootComponent: Root }: CreateLifecyclesOptions) {
  const lifecycles = singleSpaReact<RemoteRootProps>({
    React,
    ReactDOMClient,
    rootComponent: (props) => (
      <AppProviders appId={appId}>
        <Root name={props.name} />
      </AppProviders>
    ),
    errorBoundary: (error) => (
      <AppProviders appId={`${appId}-error`}>
        <RemoteErrorPanel appId={appId} error={error} />
      </AppProviders>
    ),
  });
  // the remote's strings in the active language are in before its first render
  const mount: typeof lifecycles.mount = async (props) => {
    await loadLanguage(sessionStore.getState().language);
    return lifecycles.mount(props);
  };
  return { ...lifecycles, mount };
}
