/**
 * Page object: one patient's chart (/apps/patient/{PatientID}): the banner (the page's h1),
 * the chart navigation and the sub-page under it. Locators are by role and English name, the
 * way a clinic user finds things; the navigation is addressed by its landmark.
 */
import { type Locator, type Page, expect } from '@playwright/test';

export class PatientChartPage {
  constructor(private readonly page: Page) {}

  async goto(patientId: string, subPage = ''): Promise<void> {
    await this.page.goto(`/apps/patient/${encodeURIComponent(patientId)}${subPage ? `/${subPage}` : ''}`);
    await expect(this.banner).toBeVisible();
  }

  get banner(): Locator {
    return this.page.getByRole('region', { name: 'Patient banner' });
  }

  get nav(): Locator {
    return this.page.getByRole('navigation', { name: 'Chart' });
  }

  /** The sub-page's title (an h2 under the banner's h1). */
  subPageHeading(name: string | RegExp): Locator {
    return this.page.getByRole('heading', { level: 2, name });
  }

  async open(linkName: string): Promise<void> {
    await this.nav.getByRole('link', { name: linkName, exact: true }).click();
    await expect(this.nav.getByRole('link', { name: linkName, exact: true })).toHaveAttribute('aria-current', 'page');
  }

  /** A simple sub-page's section (allergies, histories, procedures…), labelled by its h2. */
  section(title: string): Locator {
    return this.page.getByRole('region', { name: title, exact: true });
  }

  /** The record dialog of a simple sub-page ("Add allergy", "Edit procedure"). */
  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }

  /** A Fluent Dropdown by its field label, then one of its options. */
  async choose(scope: Locator, label: string, option: string): Promise<void> {
    await scope.getByRole('combobox', { name: label, exact: true }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /** The toast a save or upload ends with (its title; the live region announces a copy of it). */
  toast(text: string | RegExp): Locator {
    return this.page.locator('.fui-ToastTitle').filter({ hasText: text });
  }
}
