/**
 * The provider stack of every React root (the shell and each remote are separate roots, so
 * context does not cross between them): the core stack (id prefix, Fluent theme and
 * direction, i18n), CASL ability and the server-state cache — all from shared singletons.
 */
import { CoreProviders } from '@emr/shared-ui/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AbilityProvider, ability } from '../ability/ability.ts';
import { queryClient } from '../query/queryClient.ts';

export interface AppProvidersProps {
  /** Unique per React root, e.g. 'shell' or 'mfe-admin'. */
  appId: string;
  children: ReactNode;
}

export function AppProviders({ appId, children }: AppProvidersProps) {
  return (
    <CoreProviders appId={appId}>
      <AbilityProvider value={ability}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AbilityProvider>
    </CoreProviders>
  );
}
