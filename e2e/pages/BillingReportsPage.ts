/** Page object: the billing reports (by role and English name). */
import { readFileSync } from 'node:fs';
import { type Page, expect } from '@playwright/test';

export class BillingReportsPage {
  constructor(private readonly page: Page) {}

  async open(report: 'aging' | 'production' | 'denials' | 'collections' | 'programs'): Promise<void> {
    await this.page.goto(`/apps/billing/reports?report=${report}`);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Billing reports' })).toBeVisible();
  }

  async setPeriod(from: string, to: string): Promise<void> {
    await this.page.getByLabel('From', { exact: true }).fill(from);
    await this.page.getByLabel('To', { exact: true }).fill(to);
  }

  table(name: string) {
    return this.page.getByRole('table', { name, exact: true });
  }

  /** The table's body rows as text, the total row last. */
  rows(name: string) {
    return this.table(name).getByRole('row').filter({ hasNot: this.page.getByRole('columnheader') });
  }

  /** The downloaded CSV of the report shown. */
  async csv(): Promise<string> {
    const download = this.page.waitForEvent('download');
    await this.page.getByRole('button', { name: 'Export CSV' }).click();
    return readFileSync(await (await download).path(), 'utf8');
  }
}
