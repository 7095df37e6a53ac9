/**
 * Page object: the safety side of a chart in any interface language — the banner's allergy
 * state, the allergies page and its review, a new medication with the warning dialog, and a
 * medication's history. Strings come from the translation sources (fixtures/strings.ts).
 */
import { type Locator, type Page, expect } from '@playwright/test';
import { type Language, t } from '../fixtures/strings.ts';

export class ClinicalSafetyPage {
  constructor(
    private readonly page: Page,
    readonly language: Language,
  ) {}

  text(path: string, values?: Record<string, string>): string {
    return t(this.language, path, values);
  }

  async goto(patientId: string, subPage = ''): Promise<void> {
    await this.page.goto(`/apps/patient/${encodeURIComponent(patientId)}${subPage ? `/${subPage}` : ''}`);
    await expect(this.banner).toBeVisible();
  }

  get banner(): Locator {
    return this.page.getByRole('region', { name: this.text('chart.banner.label') });
  }

  /** A summary card of the chart, by its title. */
  card(titlePath: string): Locator {
    return this.page.getByRole('region', { name: this.text(titlePath), exact: true });
  }

  async recordNoKnownAllergies(): Promise<void> {
    await this.page.getByRole('button', { name: this.text('safety.review.Allergy.recordNone') }).click();
    await expect(this.toast(this.text('safety.review.Allergy.recorded'))).toBeVisible();
  }

  /** Adds an allergy picked from the list: types `search`, picks the option `option`. */
  async addAllergy(search: string, option: string): Promise<void> {
    const kind = this.text('records.pages.Allergies.one');
    await this.page.getByRole('button', { name: this.text('records.add', { kind }) }).first().click();
    const dialog = this.page.getByRole('dialog', { name: this.text('records.addTitle', { kind }) });
    // typed key by key, as a person does: the list opens on typing
    await dialog.getByRole('combobox', { name: this.text('records.fields.Allergy') }).pressSequentially(search);
    await this.page.getByRole('option', { name: option, exact: true }).click();
    await expect(dialog.getByText(this.text('safety.picker.coded', { name: option }))).toBeVisible();
    await dialog.getByRole('button', { name: this.text('common.actions.save') }).click();
    await expect(this.toast(this.text('records.added', { kind }))).toBeVisible();
  }

  /** Fills the new-medication form (the page must be open) and saves it. */
  async prescribe(name: string, dosage = '500 mg', frequency = 'TID'): Promise<void> {
    const form = this.page.getByRole('form', { name: this.text('medications.newTitle') });
    await form.getByRole('combobox', { name: this.text('medications.fields.medication') }).fill(name);
    await expect(form.getByText(this.text('safety.picker.coded', { name }))).toBeVisible();
    await form.getByRole('textbox', { name: this.text('medications.fields.dosage'), exact: true }).fill(dosage);
    await form.getByRole('textbox', { name: this.text('medications.fields.frequency'), exact: true }).fill(frequency);
    await form.getByLabel(this.text('medications.fields.startDate')).fill('2026-03-02');
    await form.getByRole('button', { name: this.text('common.actions.save') }).click();
  }

  warning(name: string): Locator {
    return this.page.getByRole('alertdialog', { name: this.text('safety.warning.title', { name }) });
  }

  async acknowledge(name: string, reason: string): Promise<void> {
    const dialog = this.warning(name);
    await dialog.getByRole('textbox', { name: this.text('safety.warning.reason') }).fill(reason);
    await dialog.getByRole('button', { name: this.text('safety.warning.confirm') }).click();
    await expect(this.toast(this.text('medications.created', { name }))).toBeVisible();
  }

  historyEntries(name: string): Locator {
    return this.page.getByRole('list', { name: this.text('medications.historyPage.titleOf', { name }) }).getByRole('listitem');
  }

  toast(text: string | RegExp): Locator {
    return this.page.locator('.fui-ToastTitle').filter({ hasText: text });
  }
}
