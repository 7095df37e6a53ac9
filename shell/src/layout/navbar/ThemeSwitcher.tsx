/** Light, dark or system (follows the OS, the default): the shared session store keeps the choice. */
import { type ThemeMode, useSession } from '@emr/shared-ui';
import { Button } from '@fluentui/react-components';
import { Laptop20Regular, WeatherMoon20Regular, WeatherSunny20Regular } from '@fluentui/react-icons';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredPopup } from './DeferredPopup.tsx';

export const THEME_MODES: readonly ThemeMode[] = ['light', 'dark', 'system'];

export const THEME_ICONS = { light: <WeatherSunny20Regular />, dark: <WeatherMoon20Regular />, system: <Laptop20Regular /> } as const;
export const THEME_LABELS = { light: 'navbar.themeLight', dark: 'navbar.themeDark', system: 'navbar.themeSystem' } as const;

const ThemeMenu = lazy(() => import('./navbarMenus.tsx').then((m) => ({ default: m.ThemeMenu })));

export function ThemeSwitcher() {
  const { t } = useTranslation('shell');
  const theme = useSession((s) => s.theme);
  return (
    <DeferredPopup
      trigger={<Button appearance="subtle" icon={THEME_ICONS[theme]} aria-label={t('navbar.themeCurrent', { theme: t(THEME_LABELS[theme]) })} />}
    >
      {(trigger) => <ThemeMenu trigger={trigger} />}
    </DeferredPopup>
  );
}
