/** Page object: the calendar (/apps/calendar, FullCalendar's month grid). */
import { type Locator, type Page, expect } from '@playwright/test';

export class CalendarPage {
  constructor(private readonly page: Page) {}

  /** The month of `day` (YYYY-MM-DD), once its entries are loaded. */
  async openMonth(day: string, query = ''): Promise<void> {
    await this.page.goto(`/apps/calendar?date=${day}${query}`);
    await expect(this.day(day)).toBeVisible();
    await expect(this.page.getByRole('progressbar')).toHaveCount(0);
  }

  /** A day's cell of the month grid. */
  day(day: string): Locator {
    return this.page.locator(`[role="cell"][data-date="${day}"]`);
  }

  /** An entry (visit or event) by the text it shows. */
  entry(text: string | RegExp, within: Locator | Page = this.page): Locator {
    return within.getByRole('button', { name: text });
  }

  /** Drags an entry onto a day cell with the mouse, in small steps as a hand does. */
  async drag(entry: Locator, toDay: string): Promise<void> {
    await entry.hover();
    const from = (await entry.boundingBox())!;
    const to = (await this.day(toDay).boundingBox())!;
    await this.page.mouse.down();
    // past the library's drag threshold first; then, once it follows the pointer, onto the day
    await this.page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 5 });
    await this.page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
    await this.page.mouse.up();
  }
}
