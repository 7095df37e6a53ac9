/**
 * English, Français, العربية — each written in its own language, so anyone can find theirs.
 * The session store remembers the choice under `language`; shared-ui sets <html lang dir>
 * (right to left for Arabic) and every root's FluentProvider follows it.
 */
import { LANGUAGES, type Language, sessionStore, useSession } from '@emr/shared-ui';
import { Button, Menu, MenuItemRadio, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { LocalLanguage20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'Français', ar: 'العربية' };

export function LanguageSwitcher() {
  const { t } = useTranslation('shell');
  const language = useSession((s) => s.language);
  return (
    <Menu
      checkedValues={{ language: [language] }}
      onCheckedValueChange={(_, data) => {
        const next = data.checkedItems[0] as Language | undefined;
        if (next) sessionStore.getState().setLanguage(next);
      }}
    >
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" icon={<LocalLanguage20Regular />} aria-label={t('navbar.languageCurrent', { language: LANGUAGE_NAMES[language] })} />
      </MenuTrigger>
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
