/** Page object: the signed-in shell's chrome (navbar, user menu, customiser, nav). */
import { type Page, expect } from '@playwright/test';

export class ShellPage {
  constructor(private readonly page: Page) {}

  get mainNav() {
    return this.page.getByRole('navigation', { name: 'Main navigation' });
  }

  async openUserMenu(): Promise<void> {
    await this.page.getByRole('button', { name: /^Account menu for/ }).click();
  }

  async signOut(): Promise<void> {
    await this.openUserMenu();
    await this.page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(this.page).toHaveURL(/\/login$/);
  }

  async chooseLanguage(name: 'English' | 'Français' | 'العربية'): Promise<void> {
    await this.page.getByRole('button', { name: /^(Language|Langue|اللغة)/ }).click();
    await this.page.getByRole('menuitemradio', { name }).click();
  }

  async chooseTheme(name: 'Light' | 'Dark' | 'System'): Promise<void> {
    await this.page.getByRole('button', { name: /^Theme:/ }).click();
    await this.page.getByRole('menuitemradio', { name }).click();
  }

  async openCustomizer(): Promise<void> {
    await this.page.getByRole('button', { name: 'Customise the layout' }).click();
  }
}
