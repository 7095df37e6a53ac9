/** Page object: the care programs remote (CCM: enrol, log time, the meter, the month close; RPM: readings and their meter). */
import { type Locator, type Page, expect } from '@playwright/test';

export class ProgramsPage {
  constructor(private readonly page: Page) {}

  /** The toast a save ends with (its title; the live region announces a copy of it). */
  toast(text: string): Locator {
    return this.page.locator('.fui-ToastTitle').filter({ hasText: text });
  }

  async openEnrolled(): Promise<void> {
    await this.page.goto('/apps/program/ccm/enrolled');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Enrolled patients' })).toBeVisible();
  }

  /** Enrols the patient found by `search` (their last name), with a care plan and the billing practitioner named (and the consent date, when given). */
  async enrol(search: string, name: string, practitioner: string, consentDate?: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Enrol a patient' }).click();
    const form = this.page.getByRole('region', { name: 'Enrol a patient' });
    await form.getByLabel('Find the patient (name, date of birth or ID)').fill(search);
    await form.getByRole('button', { name: `Choose ${name}` }).click();
    await expect(form.getByText('Eligible: 2 chronic conditions')).toBeVisible();
    if (consentDate) await form.getByLabel('Consent date').fill(consentDate);
    await form.getByLabel('Care plan').fill('Monthly phone review of glucose and blood pressure; medication reconciliation.');
    await form.getByRole('combobox', { name: 'Billing practitioner' }).click();
    await this.page.getByRole('listbox', { name: 'Billing practitioner' }).getByRole('option', { name: practitioner }).click();
    await form.getByRole('button', { name: 'Enrol', exact: true }).click();
    await expect(this.toast(`${name} is enrolled`)).toBeVisible();
  }

  async openMonthOf(name: string): Promise<void> {
    await this.page.getByRole('link', { name: `Open the month of ${name}` }).click();
    await expect(this.page.getByRole('heading', { level: 1, name })).toBeVisible();
  }

  get meter() {
    return this.page.getByRole('region', { name: 'Meter' });
  }

  async logMinutes(minutes: number, what: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Minutes', exact: true }).fill(String(minutes));
    await this.page.getByRole('textbox', { name: 'What was done' }).fill(what);
    await this.page.getByRole('button', { name: 'Save the time' }).click();
    await expect(this.toast(`${minutes} minutes logged`).last()).toBeVisible();
  }

  async openRpmMonth(enrolmentId: string, name: string): Promise<void> {
    await this.page.goto(`/apps/program/rpm/rpm?enrolment=${encodeURIComponent(enrolmentId)}`);
    await expect(this.page.getByRole('heading', { level: 1, name })).toBeVisible();
  }

  async addBloodPressure(systolic: number, diastolic: number): Promise<void> {
    await this.page.getByRole('textbox', { name: /Systolic/ }).fill(String(systolic));
    await this.page.getByRole('textbox', { name: /Diastolic/ }).fill(String(diastolic));
    await this.page.getByRole('button', { name: 'Save the reading' }).click();
  }

  /** Shows an earlier month on the page open now (its `?month=`). */
  async showMonth(month: string): Promise<void> {
    await this.page.getByLabel('Month', { exact: true }).fill(month);
    await expect(this.page).toHaveURL(new RegExp(`month=${month}`));
  }

  /** Goes to the last page of a paged table (when there is more than one). */
  async lastPage(): Promise<void> {
    const last = this.page.getByRole('button', { name: 'Last page' });
    await expect(this.page.getByRole('grid').first()).toBeVisible();
    if (await last.isEnabled()) await last.click();
  }

  /** Closes a month that is over on the CCM month close; its draft claims are listed. */
  async closeMonth(month: string): Promise<void> {
    await this.page.goto(`/apps/program/ccm/billing?month=${month}`);
    await this.page.getByRole('button', { name: `Close ${month}` }).click();
    await this.page.getByRole('alertdialog').getByRole('button', { name: `Close ${month}` }).click();
    await expect(this.toast(`${month} is closed`)).toBeVisible({ timeout: 120_000 });
  }
}
