/**
 * Turns a remote (`createRemoteApp`) into single-spa lifecycles (React 19 createRoot), wrapped
 * in the provider stack and an error boundary: a remote that throws shows an error panel with
 * retry in its own area and never takes the shell or another remote down.
 */
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { RemoteErrorPanel } from '../components/RemoteErrorPanel.tsx';
import { loadLanguage, sessionStore } from '@emr/shared-ui/core';
import type { RemoteApp } from '../remote/createRemoteApp.tsx';
import { AppProviders } from './AppProviders.tsx';

export function createLifecycles({ appId, Root }: Pick<RemoteApp, 'appId' | 'Root'>) {
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: () => (
      <AppProviders appId={appId}>
        <Root />
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
