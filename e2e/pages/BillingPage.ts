/** Page object: the billing remote's claim and payment pages (by role and English name). */
import { type Locator, type Page, expect } from '@playwright/test';

export class BillingPage {
  constructor(private readonly page: Page) {}

  async openClaim(claimId: string): Promise<void> {
    await this.page.goto(`/apps/claim/add?claimId=${encodeURIComponent(claimId)}`);
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  get scrubberFindings() {
    return this.page.getByRole('list', { name: /The scrubber finds/ }).getByRole('listitem');
  }

  field(name: string) {
    return this.page.getByRole('textbox', { name, exact: true });
  }

  async setField(name: string, value: string): Promise<void> {
    await this.field(name).fill(value);
  }

  async submitClaim(): Promise<void> {
    await this.page.getByRole('button', { name: 'Submit claim' }).click();
    await expect(this.toast('Claim submitted')).toBeVisible();
  }

  async openPayment(claimId: string): Promise<void> {
    await this.page.goto(`/apps/payment/add?claimId=${encodeURIComponent(claimId)}`);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Post a payment' })).toBeVisible();
  }

  /** One EOB box: `amount` is the column (Paid, Deductible…), `line` the 1-based line, `code` its code. */
  eobBox(amount: string, line: number, code: string) {
    return this.page.getByRole('textbox', { name: `${amount}, line ${line} (${code})` });
  }

  toast(text: string): Locator {
    return this.page.locator('.fui-ToastTitle').filter({ hasText: text });
  }

  /** The instalment rows of a plan's schedule. */
  get scheduleRows() {
    return this.page.getByRole('table', { name: 'Schedule' }).getByRole('row').filter({ hasNot: this.page.getByRole('columnheader') });
  }

  previewRow(name: string) {
    return this.page.getByRole('table', { name: 'Balance before and after posting' }).getByRole('row', { name: new RegExp(`^${name}`) });
  }
}
