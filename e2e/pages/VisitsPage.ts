/** Page object: the visits remote (the day board, scheduling). */
import { type Page, expect } from '@playwright/test';

export class VisitsPage {
  constructor(private readonly page: Page) {}

  get board() {
    return this.page.getByRole('grid', { name: 'Visits of the chosen days' });
  }

  row(patient: string) {
    return this.board.getByRole('row').filter({ hasText: patient });
  }

  async openBoard(): Promise<void> {
    await this.page.goto('/apps/visits/list');
    await expect(this.board).toBeVisible();
  }

  async searchPatient(name: string): Promise<void> {
    await this.page.getByRole('searchbox').fill(name);
    await expect(this.row(name)).toBeVisible();
  }

  /** One status move of the patient's visit, by its button (Check in, Start, Wrap up, Check out). */
  async move(action: string, patient: string): Promise<void> {
    await this.row(patient).getByRole('button', { name: `${action}: ${patient}` }).click();
  }

  async expectStatus(patient: string, status: string): Promise<void> {
    await expect(this.row(patient).getByText(status, { exact: true })).toBeVisible();
  }

  /**
   * Fills the scheduling form and saves it (the patient found by the search box); today unless `day` (YYYY-MM-DD);
   * `repeat`: follow-ups every N weeks, `count` visits in all (the preview is checked before saving).
   */
  async schedule({ patient, type, provider, time, reason, day, repeat }: { patient: string; type: string; provider: string; time: string; reason: string; day?: string; repeat?: { everyWeeks: number; count: number } }): Promise<void> {
    await this.page.goto('/apps/visits/add');
    const picker = this.page.getByRole('combobox', { name: /Patient/ });
    await picker.fill(patient);
    const option = this.page.getByRole('option', { name: new RegExp(patient) });
    // the list opens as one types; the search answers a moment later
    await expect(async () => {
      if (!(await option.isVisible())) await picker.press('ArrowDown');
      await expect(option).toBeVisible({ timeout: 1000 });
    }).toPass();
    await option.click();
    await this.page.getByRole('combobox', { name: /Visit type/ }).click();
    await this.page.getByRole('option', { name: type, exact: true }).click();
    await this.page.getByRole('combobox', { name: /Provider/ }).click();
    await this.page.getByRole('option', { name: provider, exact: true }).click();
    if (day) await this.page.getByRole('textbox', { name: 'Day', exact: true }).fill(day);
    await this.page.getByLabel(/Time/).fill(time);
    await this.page.getByRole('textbox', { name: 'Reason for the visit' }).fill(reason);
    if (repeat) {
      await this.page.getByRole('checkbox', { name: 'Repeat as follow-up visits' }).check();
      await this.page.getByRole('spinbutton', { name: /Repeat every/ }).fill(String(repeat.everyWeeks));
      await this.page.getByRole('spinbutton', { name: /Number of visits/ }).fill(String(repeat.count));
      await expect(this.page.getByRole('list', { name: `The ${repeat.count} visits that will be booked` }).getByRole('listitem')).toHaveCount(repeat.count);
    }
    await this.page.getByRole('button', { name: 'Schedule the visit' }).click();
    await expect(this.board).toBeVisible();
  }

  /** The scribe's note of a visit: sections by their label. */
  section(name: string) {
    return this.page.getByRole('textbox', { name });
  }

  /** Picks the note's ICD-10-CM diagnosis: types `words` into the code picker, then chooses `option`. */
  async pickDiagnosis(words: string, option: string): Promise<void> {
    const picker = this.page.getByRole('combobox', { name: /Diagnoses \(ICD-10-CM\)/ });
    await picker.pressSequentially(words);
    const choice = this.page.getByRole('option', { name: option });
    // the list opens as one types; the search answers a moment after typing stops
    await expect(async () => {
      if (!(await choice.isVisible())) await picker.press('ArrowDown');
      await expect(choice).toBeVisible({ timeout: 1000 });
    }).toPass();
    await choice.click();
  }

  get checklist() {
    return this.page.getByRole('list', { name: 'What the wrap-up needs' });
  }

  /** Fills the wrap-up form (one procedure line pointing at the diagnosis `pointer`, e.g. "A R51.9"). */
  async fillWrapUp({ cpt, pointer, instructions }: { cpt: string; pointer: string; instructions: string }): Promise<void> {
    const line = this.page.getByRole('group', { name: 'Procedure line 1' });
    await line.getByRole('textbox', { name: 'CPT code' }).fill(cpt);
    const pointers = line.getByRole('combobox', { name: /Diagnosis pointers/ });
    await pointers.click();
    // a multiselect list is a menu of checkboxes; the new line points at A already
    const choice = this.page.getByRole('menuitemcheckbox', { name: new RegExp(`^${pointer}`) });
    if ((await choice.getAttribute('aria-checked')) !== 'true') await choice.click();
    await pointers.press('Escape');
    await this.page.getByRole('radio', { name: 'Declined or not needed' }).check();
    await this.page.getByRole('textbox', { name: 'Instructions for the patient' }).fill(instructions);
  }
}
