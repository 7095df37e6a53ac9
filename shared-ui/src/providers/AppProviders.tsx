/**
 * The provider stack of every React root (the shell and each remote are separate roots, so
 * context does not cross between them): id prefix (theme ids never collide), Fluent theme and
 * direction, i18n, CASL ability and the server-state cache — all from shared singletons.
 */
import { FluentProvider, IdPrefixProvider } from '@fluentui/react-components';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AbilityProvider, ability } from '../ability/ability.ts';
import { directionOf, i18n } from '../i18n/i18n.ts';
import { queryClient } from '../query/queryClient.ts';
import { useSession } from '../session/sessionStore.ts';
import { createClinicTheme } from '../theme/themes.ts';
import { useIsDark } from './useThemeOptions.ts';

export interface AppProvidersProps {
  /** Unique per React root, e.g. 'shell' or 'mfe-admin'. */
  appId: string;
  children: ReactNode;
}

export function AppProviders({ appId, children }: AppProvidersProps) {
  const dark = useIsDark();
  const skin = useSession((s) => s.skin);
  const primaryColor = useSession((s) => s.primaryColor);
  const language = useSession((s) => s.language);
  const theme = useMemo(() => createClinicTheme({ dark, skin, primaryColor }), [dark, skin, primaryColor]);
  return (
    <IdPrefixProvider value={`${appId}-`}>
      <FluentProvider theme={theme} dir={directionOf(language)} lang={language}>
        <I18nextProvider i18n={i18n}>
          <AbilityProvider value={ability}>
            <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
          </AbilityProvider>
        </I18nextProvider>
      </FluentProvider>
    </IdPrefixProvider>
  );
}
