/** A report tab's frame: the grouping choices (if any), the four states, then the report. */
import { Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { StateView } from '@emr/shared-ui';
import { ReportView, type ReportViewProps } from './ReportView.tsx';
import type { ColumnId } from './reportFormat.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  tabs: { flexWrap: 'wrap' },
});

export interface ReportPanelProps<C extends ColumnId, G extends string> extends ReportViewProps<C> {
  groups?: { label: string; value: G; options: readonly { value: G; label: string }[]; onChange: (value: G) => void };
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  emptyTitle: string;
}

export function ReportPanel<C extends ColumnId, G extends string>({ groups, isLoading, error, onRetry, emptyTitle, ...view }: ReportPanelProps<C, G>) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      {groups && (
        <TabList className={styles.tabs} size="small" selectedValue={groups.value} onTabSelect={(_, data) => groups.onChange(data.value as G)} aria-label={groups.label}>
          {groups.options.map((option) => (
            <Tab key={option.value} value={option.value}>
              {option.label}
            </Tab>
          ))}
        </TabList>
      )}
      <StateView isLoading={isLoading} error={error} onRetry={onRetry} isEmpty={!isLoading && !error && view.report.rows.length === 0} emptyTitle={emptyTitle}>
        <ReportView {...view} key={view.title} />
      </StateView>
    </div>
  );
}
