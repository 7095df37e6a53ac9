/** Light, dark or system (follows the OS, the default): the shared session store keeps the choice. */
import { type ThemeMode, sessionStore, useSession } from '@emr/shared-ui';
import { Button, Menu, MenuItemRadio, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { Laptop20Regular, WeatherMoon20Regular, WeatherSunny20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

export const THEME_MODES: readonly ThemeMode[] = ['light', 'dark', 'system'];

const ICONS = { light: <WeatherSunny20Regular />, dark: <WeatherMoon20Regular />, system: <Laptop20Regular /> } as const;
const LABELS = { light: 'navbar.themeLight', dark: 'navbar.themeDark', system: 'navbar.themeSystem' } as const;

export function ThemeSwitcher() {
  const { t } = useTranslation('shell');
  const theme = useSession((s) => s.theme);
  return (
    <Menu
      checkedValues={{ theme: [theme] }}
      onCheckedValueChange={(_, data) => {
        const next = data.checkedItems[0] as ThemeMode | undefined;
        if (next) sessionStore.getState().setTheme(next);
      }}
    >
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" icon={ICONS[theme]} aria-label={t('navbar.themeCurrent', { theme: t(LABELS[theme]) })} />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {THEME_MODES.map((mode) => (
            <MenuItemRadio key={mode} name="theme" value={mode} icon={ICONS[mode]}>
              {t(LABELS[mode])}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
