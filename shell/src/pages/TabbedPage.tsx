/**
 * A page whose sections are tabs kept in the URL (`<basePath>/<tab>`), so a tab can be
 * linked, bookmarked and restored with Back. The panel is labelled by its tab.
 */
import { PageHeader } from '@emr/shared-ui';
import { Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import type { FluentIcon } from '@fluentui/react-icons';
import { type ReactNode, useId } from 'react';
import { useNavigate } from 'react-router-dom';

const useStyles = makeStyles({
  tabs: { marginBlockEnd: tokens.spacingVerticalL, flexWrap: 'wrap' },
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

export interface TabDefinition<T extends string> {
  value: T;
  label: string;
  icon: FluentIcon;
}

export interface TabbedPageProps<T extends string> {
  title: string;
  subtitle?: string;
  tabsLabel: string;
  basePath: string;
  tabs: readonly TabDefinition<T>[];
  selected: T;
  children: ReactNode;
}

export function TabbedPage<T extends string>({ title, subtitle, tabsLabel, basePath, tabs, selected, children }: TabbedPageProps<T>) {
  const styles = useStyles();
  const navigate = useNavigate();
  const id = useId();
  return (
    <>
      <PageHeader title={title} {...(subtitle ? { subtitle } : {})} />
      <TabList
        className={styles.tabs}
        selectedValue={selected}
        aria-label={tabsLabel}
        onTabSelect={(_event, data) => void navigate(`${basePath}/${String(data.value)}`)}
      >
        {tabs.map(({ value, label, icon: Icon }) => (
          <Tab key={value} value={value} id={`${id}-tab-${value}`} aria-controls={`${id}-panel`} icon={<Icon aria-hidden />}>
            {label}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${selected}`} className={styles.panel}>
        {children}
      </div>
    </>
  );
}
