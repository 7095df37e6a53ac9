/**
 * /apps/billing/reports: A/R aging, production (charges, payments and adjustments by month,
 * provider and code), denials, payment-plan collections and program revenue. One report at a time
 * (`?report=`), each read only when opened; every report but the aging covers a period: plan
 * collections its days, the others (on the server's monthly totals) whole months: a day picked is widened to its month.
 */
import { Tab, TabList, Text, makeStyles, tokens } from '@fluentui/react-components';
import { PageHeader, clinicToday, formatDate } from '@emr/shared-ui';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AgingReport } from './AgingReport.tsx';
import { CollectionsReport } from './CollectionsReport.tsx';
import { DenialsReport } from './DenialsReport.tsx';
import { type LedgerReportProps, ProductionReport } from './ProductionReport.tsx';
import { ProgramRevenueReport } from './ProgramRevenueReport.tsx';
import { ReportRange, defaultRange } from './ReportRange.tsx';
import { formatMonth } from './reportFormat.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  tabs: { flexWrap: 'wrap' },
});

const REPORTS: Record<string, ComponentType<LedgerReportProps> | null> = {
  aging: null,
  production: ProductionReport,
  denials: DenialsReport,
  collections: CollectionsReport,
  programs: ProgramRevenueReport,
};
type ReportName = keyof typeof REPORTS;
/** Reports that cover whole months (the server's totals are monthly). */
const MONTHLY: readonly ReportName[] = ['production', 'denials', 'programs'];

export function ReportsPage() {
  const { t, i18n } = useTranslation('billing');
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  const asked = params.get('report') ?? 'aging';
  const name: ReportName = asked in REPORTS ? asked : 'aging';
  const [range, setRange] = useState(() => defaultRange(clinicToday()));
  const Report = REPORTS[name];
  const language = i18n.language;
  const monthly = MONTHLY.includes(name);
  const months = { from: range.from.slice(0, 7), to: range.to.slice(0, 7) };
  const period = monthly
    ? t('reports.months', { from: formatMonth(months.from, language), to: formatMonth(months.to, language) })
    : t('reports.period', { from: formatDate(range.from, language), to: formatDate(range.to, language) });

  return (
    <div className={styles.root}>
      <PageHeader title={t('reports.title')} subtitle={t('reports.subtitle')} />
      <TabList className={styles.tabs} selectedValue={name} onTabSelect={(_, data) => setParams({ report: String(data.value) }, { replace: true })} aria-label={t('reports.which')}>
        {Object.keys(REPORTS).map((key) => (
          <Tab key={key} value={key}>
            {t(`reports.tab.${key}`)}
          </Tab>
        ))}
      </TabList>
      {Report ? (
        <>
          <ReportRange range={range} onChange={setRange} months={monthly} />
          {monthly && <Text size={200}>{t('reports.wholeMonths')}</Text>}
          {range.from <= range.to && <Report range={range} months={months} period={period} />}
        </>
      ) : (
        <AgingReport />
      )}
    </div>
  );
}
