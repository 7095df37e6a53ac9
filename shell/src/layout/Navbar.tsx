/**
 * The top bar: the overlay nav's hamburger, the logo when no vertical nav shows it, the
 * patient search, and the tools (language, theme, shortcuts, notifications, user menu).
 * Sticky (optionally blurred over the scrolling page) or static; the layout omits it when
 * hidden.
 */
import { Hamburger, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { BarType } from './layoutStore.ts';
import { Logo } from './Logo.tsx';
import { GlobalSearch } from './navbar/GlobalSearch.tsx';
import { LanguageSwitcher } from './navbar/LanguageSwitcher.tsx';
import { Notifications } from './navbar/Notifications.tsx';
import { Shortcuts } from './navbar/Shortcuts.tsx';
import { ThemeSwitcher } from './navbar/ThemeSwitcher.tsx';
import { UserMenu } from './navbar/UserMenu.tsx';

export const NAVBAR_HEIGHT = 56;

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    minBlockSize: `${NAVBAR_HEIGHT}px`,
    paddingInline: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBlockEndWidth: '1px',
    borderBlockEndStyle: 'solid',
    borderBlockEndColor: tokens.colorNeutralStroke2,
    boxSizing: 'border-box',
  },
  sticky: { position: 'sticky', insetBlockStart: 0, zIndex: 20 },
  blur: {
    backgroundColor: `color-mix(in srgb, ${tokens.colorNeutralBackground1} 85%, transparent)`,
    backdropFilter: 'blur(8px)',
  },
  start: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minInlineSize: 0 },
  tools: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, marginInlineStart: 'auto' },
  logoNarrow: { '@media (max-width: 599px)': { '& .fui-Text:last-child': { display: 'none' } } },
});

export interface NavbarProps {
  type: Exclude<BarType, 'hidden'>;
  blur: boolean;
  showLogo: boolean;
  /** Set in overlay mode: the hamburger opens the nav drawer. */
  onOpenNav?: () => void;
  navOpen?: boolean;
  onSignOut: () => void;
}

export function Navbar({ type, blur, showLogo, onOpenNav, navOpen = false, onSignOut }: NavbarProps) {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  return (
    <header className={mergeClasses(styles.root, type === 'sticky' && styles.sticky, type === 'sticky' && blur && styles.blur)}>
      <div className={styles.start}>
        {onOpenNav && <Hamburger onClick={onOpenNav} aria-label={t('layout.openNav')} aria-expanded={navOpen} />}
        {showLogo && (
          <span className={styles.logoNarrow}>
            <Logo />
          </span>
        )}
        <GlobalSearch />
      </div>
      <div className={styles.tools}>
        <LanguageSwitcher />
        <ThemeSwitcher />
        <Shortcuts />
        <Notifications />
        <UserMenu onSignOut={onSignOut} />
      </div>
    </header>
  );
}
