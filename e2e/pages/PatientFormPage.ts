/** Page object: registration (/apps/patients/add) and edit (/apps/patient/edit/{PatientID}) of a patient. */
import { type Locator, type Page, expect } from '@playwright/test';

export interface Demographics {
  firstName: string;
  lastName: string;
  /** yyyy-mm-dd */
  dob: string;
  sex?: 'Female' | 'Male' | 'Other' | 'Unknown';
}

export class PatientFormPage {
  constructor(private readonly page: Page) {}

  async gotoAdd(): Promise<void> {
    await this.page.goto('/apps/patients/add');
    await expect(this.page.getByRole('heading', { name: 'Register a patient' })).toBeVisible();
  }

  async gotoEdit(patientId: string): Promise<void> {
    await this.page.goto(`/apps/patient/edit/${encodeURIComponent(patientId)}`);
    await expect(this.page.getByRole('heading', { name: /^Edit patient/ })).toBeVisible();
    await expect(this.patientId).toHaveValue(patientId);
  }

  get form(): Locator {
    return this.page.getByRole('form', { name: /^(Register a patient|Edit patient)$/ });
  }

  /** The read-only PatientID of the edit page. */
  get patientId(): Locator {
    return this.form.getByRole('textbox', { name: 'PatientID' });
  }

  field(label: string | RegExp): Locator {
    return this.form.getByLabel(label);
  }

  async choose(label: string, option: string): Promise<void> {
    await this.form.getByRole('combobox', { name: label }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async fillDemographics({ firstName, lastName, dob, sex }: Demographics): Promise<void> {
    await this.field(/^First name/).fill(firstName);
    await this.field(/^Last name/).fill(lastName);
    await this.field(/^Date of birth/).fill(dob);
    if (sex) await this.choose('Sex', sex);
  }

  async register(): Promise<void> {
    await this.page.getByRole('button', { name: 'Register patient' }).click();
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: 'Save changes' }).click();
  }

  get duplicateDialog(): Locator {
    return this.page.getByRole('alertdialog', { name: 'This patient may already be registered' });
  }

  get statusHistory(): Locator {
    return this.page.getByRole('list', { name: 'Status history' });
  }
}
