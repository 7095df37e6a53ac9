/** The shortcuts' popover (Shortcuts.tsx): loaded with the first click, open as it mounts. */
import { Popover, PopoverSurface, PopoverTrigger, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
// a logo / tile, not a text link: its colours are set here from the theme
// eslint-disable-next-line no-restricted-syntax
import { Link } from 'react-router-dom';
import { NavIcon } from '../navIcons.tsx';
import type { NavEntry } from '../navModel.ts';
import type { PopupProps } from './DeferredPopup.tsx';
import { usePopupNavigation } from './usePopupNavigation.ts';

const useStyles = makeStyles({
  surface: { inlineSize: '320px', maxInlineSize: 'calc(100vw - 32px)' },
  heading: { margin: 0, marginBlockEnd: tokens.spacingVerticalS },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: tokens.spacingHorizontalS, listStyleType: 'none', margin: 0, padding: 0 },
  tile: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalXS,
    paddingBlock: tokens.spacingVerticalM,
    paddingInline: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    color: tokens.colorNeutralForeground1,
    textAlign: 'center',
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
  },
  icon: {
    display: 'grid',
    placeItems: 'center',
    inlineSize: '36px',
    blockSize: '36px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
  },
});

export interface ShortcutsPopoverProps extends PopupProps {
  shortcuts: readonly NavEntry[];
}

export function ShortcutsPopover({ trigger, shortcuts }: ShortcutsPopoverProps) {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const [open, setOpen] = useState(true);

  const go = usePopupNavigation(() => setOpen(false));

  return (
    <Popover open={open} onOpenChange={(_, data) => setOpen(data.open)} positioning="below-end" withArrow trapFocus>
      <PopoverTrigger disableButtonEnhancement>{trigger}</PopoverTrigger>
      <PopoverSurface className={styles.surface} aria-label={t('navbar.shortcuts')}>
        <h2 className={styles.heading}>
          <Text weight="semibold" size={400}>
            {t('navbar.shortcuts')}
          </Text>
        </h2>
        <ul className={styles.grid}>
          {shortcuts.map((shortcut) => (
            <li key={shortcut.key}>
              <Link to={shortcut.path} className={styles.tile} onClick={(event) => go(event, shortcut.path)}>
                <span className={styles.icon}>
                  <NavIcon name={shortcut.icon} />
                </span>
                <Text size={200}>{t(shortcut.labelKey)}</Text>
              </Link>
            </li>
          ))}
        </ul>
      </PopoverSurface>
    </Popover>
  );
}
