/** Page object: the sign-in page. */
import { type Page, expect } from '@playwright/test';
import { DEMO_PASSWORD } from '../fixtures/environment.ts';

export class LoginPage {
  constructor(private readonly page: Page) {}

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/login${query}`);
    await expect(this.email).toBeVisible();
  }

  // by field name, so the page object works in every language
  get email() {
    return this.page.locator('form input[name="email"]');
  }

  get password() {
    return this.page.locator('form input[name="password"]');
  }

  get submit() {
    return this.page.locator('form button[type="submit"]');
  }

  async signIn(email: string, password = DEMO_PASSWORD): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }
}
