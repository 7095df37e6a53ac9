/**
 * The horizontal nav: a bar under the navbar, one menu per group and a link per single
 * entry; sticky (under the sticky navbar) or static, or hidden. The group holding the
 * current page is marked by an underline and by "current" in its name, not colour alone.
 */
import {
  Button,
  Menu,
  MenuButton,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BarType } from './layoutStore.ts';
import { NavIcon } from './navIcons.tsx';
import { type NavEntry, type NavSection, isPlainClick } from './navModel.ts';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    paddingBlock: tokens.spacingVerticalXS,
    paddingInline: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBlockEndWidth: '1px',
    borderBlockEndStyle: 'solid',
    borderBlockEndColor: tokens.colorNeutralStroke2,
  },
  sticky: { position: 'sticky', zIndex: 19 },
  list: { display: 'contents' },
  current: {
    color: tokens.colorBrandForeground1,
    boxShadow: `inset 0 -2px 0 ${tokens.colorBrandStroke1}`,
    borderRadius: 0,
  },
});

export interface HorizontalNavProps {
  sections: NavSection[];
  selected: NavEntry | undefined;
  type: Exclude<BarType, 'hidden'>;
  /** Distance from the top when sticky (the sticky navbar's height, or 0). */
  stickyOffset: number;
  onNavigate: (path: string) => void;
}

export function HorizontalNav({ sections, selected, type, stickyOffset, onNavigate }: HorizontalNavProps) {
  const { t } = useTranslation('shell');
  const styles = useStyles();

  const onClick = (event: MouseEvent<HTMLElement>, path: string) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onNavigate(path);
  };

  return (
    <nav
      aria-label={t('layout.mainNav')}
      className={mergeClasses(styles.root, type === 'sticky' && styles.sticky)}
      style={type === 'sticky' ? { insetBlockStart: `${stickyOffset}px` } : undefined}
    >
      {sections.map((section) => {
        if (section.kind === 'item') {
          const current = selected?.key === section.entry.key;
          return (
            <Button
              key={section.key}
              as="a"
              href={section.entry.path}
              appearance="subtle"
              icon={<NavIcon name={section.entry.icon} />}
              aria-current={current ? 'page' : undefined}
              className={mergeClasses(current && styles.current)}
              onClick={(e) => onClick(e, section.entry.path)}
            >
              {t(section.entry.labelKey)}
            </Button>
          );
        }
        const current = section.entries.some((entry) => entry.key === selected?.key);
        return (
          <Menu key={section.key} positioning={{ position: 'below', align: 'start', offset: 4 }}>
            <MenuTrigger disableButtonEnhancement>
              <MenuButton
                appearance="subtle"
                icon={<NavIcon name={section.icon} />}
                className={mergeClasses(current && styles.current)}
                aria-description={current ? t('layout.currentSection') : undefined}
              >
                {t(section.labelKey)}
              </MenuButton>
            </MenuTrigger>
            <MenuPopover>
              <MenuList>
                {section.entries.map((entry) => (
                  <MenuItem
                    key={entry.key}
                    icon={<NavIcon name={entry.icon} />}
                    aria-current={entry.key === selected?.key ? 'page' : undefined}
                    onClick={() => onNavigate(entry.path)}
                  >
                    {t(entry.labelKey)}
                  </MenuItem>
                ))}
              </MenuList>
            </MenuPopover>
          </Menu>
        );
      })}
    </nav>
  );
}
