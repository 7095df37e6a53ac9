/**
 * The vertical nav (Fluent NavDrawer): inline beside the page, or an overlay drawer opened
 * from the navbar's hamburger below 1280 px. Groups are collapsible categories (all open at
 * first). Collapsed, it is a rail of icons whose names stay in the accessibility tree and
 * show as tooltips.
 */
import { visuallyHidden } from '@emr/shared-ui';
import {
  Button,
  NavCategory,
  NavCategoryItem,
  NavDrawer,
  NavDrawerBody,
  NavDrawerHeader,
  NavItem,
  NavSubItem,
  NavSubItemGroup,
  makeStyles,
  mergeClasses,
  tokens,
  useFluent,
} from '@fluentui/react-components';
import { Dismiss20Regular, PanelLeftContract20Regular, PanelLeftExpand20Regular } from '@fluentui/react-icons';
import { Fragment, type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredTooltip } from './DeferredTooltip.tsx';
import { Logo } from './Logo.tsx';
import { NavIcon } from './navIcons.tsx';
import { type NavEntry, type NavSection, isPlainClick } from './navModel.ts';

export const NAV_WIDTH = 260;
export const NAV_RAIL_WIDTH = 68;

const useStyles = makeStyles({
  // a plain rule between sections: Fluent's NavDivider brings react-divider (~2.5 KB gzip) for one line
  divider: {
    marginBlock: tokens.spacingVerticalS,
    marginInline: tokens.spacingHorizontalS,
    borderBlockStartWidth: '1px',
    borderBlockStartStyle: 'solid',
    borderBlockStartColor: tokens.colorNeutralStroke2,
  },
  inline: { position: 'sticky', insetBlockStart: 0, blockSize: '100vh', flexShrink: 0 },
  rail: { width: `${NAV_RAIL_WIDTH}px` },
  header: { display: 'flex', flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  headerRail: { flexDirection: 'column', paddingInline: tokens.spacingHorizontalXS },
  visuallyHidden,
  railItem: { justifyContent: 'center' },
  flip: { transform: 'scaleX(-1)' },
});

export interface VerticalNavProps {
  sections: NavSection[];
  selected: NavEntry | undefined;
  overlay: boolean;
  /** Overlay only: the drawer is open. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  collapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
  onNavigate: (path: string) => void;
}

export function VerticalNav({ sections, selected, overlay, open, onOpenChange, collapsed, onCollapsedChange, onNavigate }: VerticalNavProps) {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const { dir } = useFluent();
  const flip = dir === 'rtl' ? styles.flip : undefined;
  const [closedGroups, setClosedGroups] = useState<ReadonlySet<string>>(new Set());
  const rail = collapsed && !overlay;
  const groups = sections.filter((section) => section.kind === 'group');
  const openCategories = groups.map((group) => group.key).filter((key) => !closedGroups.has(key));

  const onClick = (event: MouseEvent<HTMLElement>, path: string) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onNavigate(path);
  };

  const item = (entry: NavEntry) =>
    rail ? (
      <DeferredTooltip key={entry.key} content={t(entry.labelKey)} positioning="after">
        <NavItem value={entry.key} href={entry.path} icon={<NavIcon name={entry.icon} />} className={styles.railItem} onClick={(e) => onClick(e, entry.path)}>
          <span className={styles.visuallyHidden}>{t(entry.labelKey)}</span>
        </NavItem>
      </DeferredTooltip>
    ) : (
      <NavItem key={entry.key} value={entry.key} href={entry.path} icon={<NavIcon name={entry.icon} />} onClick={(e) => onClick(e, entry.path)}>
        {t(entry.labelKey)}
      </NavItem>
    );

  return (
    <NavDrawer
      // as an overlay the drawer is a modal dialog (aria-modal is not allowed on a navigation
      // landmark): the dialog is named like the nav, and the landmark moves to its body
      {...(overlay ? { role: 'dialog' } : {})}
      aria-label={t('layout.mainNav')}
      type={overlay ? 'overlay' : 'inline'}
      open={overlay ? open : true}
      onOpenChange={(_, data) => onOpenChange(data.open)}
      className={mergeClasses(!overlay && styles.inline, rail && styles.rail)}
      selectedValue={selected?.key ?? ''}
      selectedCategoryValue={selected?.groupKey ?? ''}
      openCategories={openCategories}
      onNavCategoryItemToggle={(_, data) => {
        const key = data.categoryValue;
        if (key === undefined) return;
        setClosedGroups((previous) => {
          const next = new Set(previous);
          if (next.has(key)) next.delete(key);
          else next.add(key);
          return next;
        });
      }}
      multiple
    >
      <NavDrawerHeader className={mergeClasses(styles.header, rail && styles.headerRail)}>
        <Logo compact={rail} />
        {overlay ? (
          <Button appearance="subtle" icon={<Dismiss20Regular />} aria-label={t('layout.closeNav')} onClick={() => onOpenChange(false)} />
        ) : (
          <DeferredTooltip content={collapsed ? t('layout.expandNav') : t('layout.collapseNav')} positioning="after">
            <Button
              aria-label={collapsed ? t('layout.expandNav') : t('layout.collapseNav')}
              appearance="subtle"
              icon={collapsed ? <PanelLeftExpand20Regular className={flip} /> : <PanelLeftContract20Regular className={flip} />}
              aria-expanded={!collapsed}
              onClick={() => onCollapsedChange(!collapsed)}
            />
          </DeferredTooltip>
        )}
      </NavDrawerHeader>
      <NavDrawerBody {...(overlay ? { role: 'navigation', 'aria-label': t('layout.mainNav') } : {})}>
        {rail
          ? sections.map((section, index) => (
              <Fragment key={section.key}>
                {section.kind === 'group' ? (
                  <>
                    {index > 0 && <div role="separator" className={styles.divider} />}
                    {section.entries.map(item)}
                  </>
                ) : (
                  item(section.entry)
                )}
              </Fragment>
            ))
          : sections.map((section) =>
              section.kind === 'item' ? (
                item(section.entry)
              ) : (
                <NavCategory key={section.key} value={section.key}>
                  <NavCategoryItem icon={<NavIcon name={section.icon} />}>{t(section.labelKey)}</NavCategoryItem>
                  <NavSubItemGroup>
                    {section.entries.map((entry) => (
                      <NavSubItem key={entry.key} value={entry.key} href={entry.path} onClick={(e) => onClick(e, entry.path)}>
                        {t(entry.labelKey)}
                      </NavSubItem>
                    ))}
                  </NavSubItemGroup>
                </NavCategory>
              ),
            )}
      </NavDrawerBody>
    </NavDrawer>
  );
}
