/**
 * The navbar's menus, one chunk loaded with the first click on any of them (DeferredPopup.tsx):
 * theme, language and the user menu. Each opens as it mounts, around the button it was given.
 */
import { LANGUAGES, type Language, type ThemeMode, sessionStore, useSession } from '@emr/shared-ui';
import { Menu, MenuDivider, MenuItem, MenuItemRadio, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { Person20Regular, Settings20Regular, SignOut20Regular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { PopupProps } from './DeferredPopup.tsx';
import { LANGUAGE_NAMES } from './LanguageSwitcher.tsx';
import { THEME_ICONS, THEME_LABELS, THEME_MODES } from './ThemeSwitcher.tsx';

export function ThemeMenu({ trigger }: PopupProps) {
  const { t } = useTranslation('shell');
  const theme = useSession((s) => s.theme);
  return (
    <Menu
      defaultOpen
      checkedValues={{ theme: [theme] }}
      onCheckedValueChange={(_, data) => {
        const next = data.checkedItems[0] as ThemeMode | undefined;
        if (next) sessionStore.getState().setTheme(next);
      }}
    >
      <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
      <MenuPopover>
        <MenuList>
          {THEME_MODES.map((mode) => (
            <MenuItemRadio key={mode} name="theme" value={mode} icon={THEME_ICONS[mode]}>
              {t(THEME_LABELS[mode])}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

export function LanguageMenu({ trigger }: PopupProps) {
  const language = useSession((s) => s.language);
  return (
    <Menu
      defaultOpen
      checkedValues={{ language: [language] }}
      onCheckedValueChange={(_, data) => {
        const next = data.checkedItems[0] as Language | undefined;
        if (next) sessionStore.getState().setLanguage(next);
      }}
    >
      <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
      <MenuPopover>
        <MenuList>
          {LANGUAGES.map((code) => (
            <MenuItemRadio key={code} name="language" value={code} lang={code} dir={code === 'ar' ? 'rtl' : 'ltr'}>
              {LANGUAGE_NAMES[code]}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

export interface UserMenuPopupProps extends PopupProps {
  /** The initials, name and role shown above the items. */
  identity: ReactNode;
  onSignOut: () => void;
}

export function UserMenuPopup({ trigger, identity, onSignOut }: UserMenuPopupProps) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <Menu defaultOpen positioning="below-end">
      <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
      <MenuPopover>
        {identity}
        <MenuDivider />
        <MenuList>
          <MenuItem icon={<Person20Regular />} onClick={() => void navigate('/pages/user-profile/profile')}>
            {t('navbar.profile')}
          </MenuItem>
          <MenuItem icon={<Settings20Regular />} onClick={() => void navigate('/pages/account-settings/account')}>
            {t('navbar.accountSettings')}
          </MenuItem>
          <MenuDivider />
          <MenuItem icon={<SignOut20Regular />} onClick={onSignOut}>
            {t('navbar.signOut')}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
