/**
 * The light half of the provider stack: the page's style renderer (styles carry the CSP nonce),
 * id prefix (theme ids never collide), Fluent theme and direction, i18n. Enough for the signed-out pages; `AppProviders` adds CASL and the query
 * cache on top for everything behind sign-in.
 */
import { FluentProvider, IdPrefixProvider } from '@fluentui/react-components';
import { RendererProvider } from '@griffel/react';
import { type ReactNode, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { directionOf, i18n } from '../i18n/i18n.ts';
import { useSession } from '../session/sessionStore.ts';
import { createClinicTheme } from '../theme/themes.ts';
import { styleRenderer } from './styleRenderer.ts';
import { useIsDark } from './useThemeOptions.ts';

export interface CoreProvidersProps {
  /** Unique per React root, e.g. 'shell' or 'mfe-admin'. */
  appId: string;
  children: ReactNode;
}

export function CoreProviders({ appId, children }: CoreProvidersProps) {
  const dark = useIsDark();
  const skin = useSession((s) => s.skin);
  const primaryColor = useSession((s) => s.primaryColor);
  const language = useSession((s) => s.language);
  const theme = useMemo(() => createClinicTheme({ dark, skin, primaryColor }), [dark, skin, primaryColor]);
  return (
    <RendererProvider renderer={styleRenderer()} targetDocument={document}>
      <IdPrefixProvider value={`${appId}-`}>
        <FluentProvider theme={theme} dir={directionOf(language)} lang={language}>
          <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
        </FluentProvider>
      </IdPrefixProvider>
    </RendererProvider>
  );
}
