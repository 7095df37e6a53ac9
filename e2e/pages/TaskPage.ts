/** Page object: a task's form (/apps/tasks/add, /apps/tasks/edit/{TaskID}). */
import { type Page, expect } from '@playwright/test';

export class TaskPage {
  constructor(private readonly page: Page) {}

  /** Creates a task on the add page and waits for the task list. */
  async add({ task, assignee, due, priority }: { task: string; assignee: string; due: string; priority: string }): Promise<void> {
    await this.page.goto('/apps/tasks/add');
    await this.page.getByRole('textbox', { name: /^Task/ }).fill(task);
    await this.page.getByRole('combobox', { name: /Priority/ }).click();
    await this.page.getByRole('option', { name: priority, exact: true }).click();
    await this.page.getByRole('combobox', { name: /Assigned to/ }).click();
    await this.page.getByRole('option', { name: assignee, exact: true }).click();
    await this.page.getByLabel(/^Due/).fill(due);
    await this.page.getByRole('button', { name: 'Create the task' }).click();
    await expect(this.page.getByRole('heading', { name: 'Tasks', level: 1 })).toBeVisible();
  }
}
