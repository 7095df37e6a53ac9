/**
 * English, Français, العربية — each written in its own language, so anyone can find theirs.
 * The session store remembers the choice under `language`; shared-ui sets <html lang dir>
 * (right to left for Arabic) and every root's FluentProvider follows it.
 */
import { type Language, useSession } from '@emr/shared-ui';
import { Button } from '@fluentui/react-components';
import { LocalLanguage20Regular } from '@fluentui/react-icons';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredPopup } from './DeferredPopup.tsx';

export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'Français', ar: 'العربية' };

const LanguageMenu = lazy(() => import('./navbarMenus.tsx').then((m) => ({ default: m.LanguageMenu })));

export function LanguageSwitcher() {
  const { t } = useTranslation('shell');
  const language = useSession((s) => s.language);
  return (
    <DeferredPopup
      trigger={<Button appearance="subtle" icon={<LocalLanguage20Regular />} aria-label={t('navbar.languageCurrent', { language: LANGUAGE_NAMES[language] })} />}
    >
      {(trigger) => <LanguageMenu trigger={trigger} />}
    </DeferredPopup>
  );
}
