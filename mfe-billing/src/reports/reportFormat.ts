/** How a report's figures and row keys read: money in cents through the kit, counts and months in the interface language. */
import type { CodeColumn, CollectionColumn, DenialColumn, ProductionColumn, ReportColumnKind } from '@emr/domain/billing';
import { formatMoney } from '@emr/shared-ui';

export const formatCount = (value: number, language: string) => new Intl.NumberFormat(language).format(value);

export const formatFigure = (kind: ReportColumnKind, value: number, language: string) => (kind === 'money' ? formatMoney(value, language) : formatCount(value, language));

/** `2026-09` as "Sep 2026" (a calendar month, in UTC). */
export function formatMonth(month: string, language: string): string {
  if (!/^\d{4}-\d{2}$/.test(month)) return month;
  return new Intl.DateTimeFormat(language, { year: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
}

/** A figure as a CSV cell: dollars with two decimals (money) or the count, unformatted. */
export const csvFigure = (kind: ReportColumnKind, value: number) => (kind === 'money' ? (value / 100).toFixed(2) : String(value));

/** Every report column (each has its header under `reports.column`). */
export type ColumnId = ProductionColumn | CodeColumn | DenialColumn | CollectionColumn;
