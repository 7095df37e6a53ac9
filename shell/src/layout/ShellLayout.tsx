/**
 * The signed-in page around every screen (spec §1, §4): vertical nav (inline, collapsible to
 * a rail, or an overlay below 1280 px) or horizontal nav; navbar sticky, static or hidden;
 * boxed or fluid content in the one <main>; footer sticky, static or hidden; the
 * scroll-to-top button and the customiser. Nav entries the user's ability denies are left
 * out; the entry whose path holds the current path is selected.
 */
import type { AppAbility } from '@emr/domain';
import { useAbility } from '@emr/shared-ui';
import { makeStyles, tokens } from '@fluentui/react-components';
import { type MouseEvent, type ReactNode, Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Customizer } from './Customizer.tsx';
import { Footer } from './Footer.tsx';
import { useGlobalStyles } from './globalStyles.ts';
import { layoutStore, useLayout } from './layoutStore.ts';
import { NAVBAR_HEIGHT, Navbar } from './Navbar.tsx';
import { type NavEntry, groupEntries, selectedEntry, visibleEntries } from './navModel.ts';
import { ScrollToTop } from './ScrollToTop.tsx';
import { useOverlayNav } from './useOverlayNav.ts';
import { VerticalNav } from './VerticalNav.tsx';

// the horizontal nav (with Fluent's Menu) loads only for those who choose that layout
const HorizontalNav = lazy(() => import('./HorizontalNav.tsx').then((m) => ({ default: m.HorizontalNav })));

export const CONTENT_MAX_WIDTH = 1440;

const useStyles = makeStyles({
  root: {
    display: 'flex',
    minBlockSize: '100vh',
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground1,
  },
  column: { display: 'flex', flexDirection: 'column', flexGrow: 1, minInlineSize: 0 },
  main: {
    flexGrow: 1,
    paddingBlock: tokens.spacingVerticalXL,
    paddingInline: tokens.spacingHorizontalL,
    ':focus': { outlineStyle: 'none' },
    '@media (min-width: 960px)': { paddingInline: tokens.spacingHorizontalXXL },
  },
  boxed: { maxInlineSize: `${CONTENT_MAX_WIDTH}px`, marginInline: 'auto' },
  fluid: { inlineSize: '100%' },
  skip: {
    position: 'absolute',
    insetInlineStart: tokens.spacingHorizontalS,
    insetBlockStart: '-100px',
    zIndex: 1001,
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorBrandForeground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow16,
    ':focus': { insetBlockStart: tokens.spacingVerticalS, outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
});

export interface ShellLayoutProps {
  navItems: NavEntry[];
  onSignOut: () => void;
  children: ReactNode;
}

export function ShellLayout({ navItems, onSignOut, children }: ShellLayoutProps) {
  useGlobalStyles();
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const ability = useAbility<AppAbility>();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { overlay, navType, collapsed } = useOverlayNav();
  const navbarType = useLayout((s) => s.navbarType);
  const navbarBlur = useLayout((s) => s.navbarBlur);
  const footerType = useLayout((s) => s.footerType);
  const contentWidth = useLayout((s) => s.contentWidth);
  const horizontalNavType = useLayout((s) => s.horizontalNavType);
  const [overlayOpen, setOverlayOpen] = useState(false);

  useEffect(() => {
    if (!overlay) setOverlayOpen(false);
  }, [overlay]);

  const entries = visibleEntries(navItems, ability);
  const sections = groupEntries(entries);
  const selected = selectedEntry(entries, pathname);
  // the overlay nav opens from the navbar's hamburger, so the navbar stays while the nav is an overlay
  const effectiveNavbar = overlay && navbarType === 'hidden' ? 'static' : navbarType;

  const onNavigate = (path: string) => {
    setOverlayOpen(false);
    void navigate(path);
  };

  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const main = document.getElementById('main-content');
    main?.focus();
    main?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <div className={styles.root}>
      <a href="#main-content" className={styles.skip} onClick={skipToContent}>
        {t('layout.skipToContent')}
      </a>
      {navType === 'vertical' && (
        <VerticalNav
          sections={sections}
          selected={selected}
          overlay={overlay}
          open={overlayOpen}
          onOpenChange={setOverlayOpen}
          collapsed={collapsed}
          onCollapsedChange={(value) => layoutStore.getState().setVerticalNavCollapsed(value)}
          onNavigate={onNavigate}
        />
      )}
      <div className={styles.column}>
        {effectiveNavbar !== 'hidden' && (
          <Navbar
            type={effectiveNavbar}
            blur={navbarBlur}
            showLogo={navType === 'horizontal' || overlay}
            {...(overlay ? { onOpenNav: () => setOverlayOpen(true), navOpen: overlayOpen } : {})}
            onSignOut={onSignOut}
          />
        )}
        {navType === 'horizontal' && horizontalNavType !== 'hidden' && (
          <Suspense fallback={null}>
            <HorizontalNav
              sections={sections}
              selected={selected}
              type={horizontalNavType}
              stickyOffset={effectiveNavbar === 'sticky' ? NAVBAR_HEIGHT : 0}
              onNavigate={onNavigate}
            />
          </Suspense>
        )}
        <main id="main-content" tabIndex={-1} className={styles.main}>
          <div className={contentWidth === 'boxed' ? styles.boxed : styles.fluid}>{children}</div>
        </main>
        {footerType !== 'hidden' && <Footer type={footerType} />}
      </div>
      <ScrollToTop />
      <Customizer />
    </div>
  );
}
