/**
 * The global patient search: a button in the navbar (or Ctrl+K / Cmd+K anywhere) opens the
 * search dialog (SearchDialog.tsx, loaded on first open).
 */
import { useAbility, visuallyHidden } from '@emr/shared-ui';
import type { AppAbility } from '@emr/domain';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { Search20Regular } from '@fluentui/react-icons';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const SearchDialog = lazy(() => import('./SearchDialog.tsx').then((m) => ({ default: m.SearchDialog })));

const useStyles = makeStyles({
  trigger: {
    minInlineSize: 'auto',
    // narrow screens: the words become visually hidden but stay the button's name
    '@media (max-width: 959px)': {
      '& .emr-search-text': visuallyHidden,
    },
  },
  kbd: {
    marginInlineStart: tokens.spacingHorizontalS,
    paddingInline: tokens.spacingHorizontalXS,
    borderRadius: tokens.borderRadiusSmall,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase100,
  },
});

export function GlobalSearch() {
  const ability = useAbility<AppAbility>();
  if (!ability.can('read', 'Patient')) return null;
  return <GlobalSearchButton />;
}

function GlobalSearchButton() {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  // the dialog stays mounted once loaded, so it can animate out and restore the focus
  const [loaded, setLoaded] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const show = () => {
    setLoaded(true);
    setOpen(true);
  };

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        show();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <Button
        ref={buttonRef}
        className={styles.trigger}
        appearance="subtle"
        icon={<Search20Regular />}
        title={t('search.open')}
        aria-keyshortcuts="Control+K Meta+K"
        onClick={show}
      >
        <span className="emr-search-text">
          {t('search.button')}
          <kbd className={styles.kbd}>{t('search.shortcut')}</kbd>
        </span>
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <SearchDialog
            open={open}
            onOpenChange={(next, returnFocus) => {
              setOpen(next);
              // the dialog has no DialogTrigger (it also opens with Ctrl+K): give the focus back by hand
              if (!next && returnFocus) buttonRef.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
