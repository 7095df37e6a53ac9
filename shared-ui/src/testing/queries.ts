/** Queries the remotes' component tests share: Fluent grids, dropdowns and dialogs by role and text. */
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

/** The body rows of a Fluent DataGrid (the first row is the header). */
export function gridRows(name: string | RegExp): HTMLElement[] {
  return within(screen.getByRole('grid', { name })).getAllByRole('row').slice(1);
}

/** Picks an option of a Fluent Dropdown or Combobox found by its label. */
export async function choose(user: ReturnType<typeof userEvent.setup>, label: string | RegExp, option: string | RegExp): Promise<void> {
  const box = screen.getByRole('combobox', { name: label });
  // a native select (Fluent's Select) takes the option; Fluent's Dropdown and Combobox open a listbox
  if (box instanceof HTMLSelectElement) {
    await user.selectOptions(box, within(box).getByRole('option', { name: option }));
    return;
  }
  await user.click(box);
  await user.click(await screen.findByRole('option', { name: option }));
}

/**
 * The open confirmation dialog (by its title). While a modal is open Fluent's focus manager
 * (tabster) hides the rest of the page with aria-hidden; in jsdom its bookkeeping sometimes
 * marks the new dialog itself hidden, which also empties the accessible names inside it. So
 * dialogs are matched on their text, hidden or not.
 */
export function findDialog(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = screen.queryAllByRole('alertdialog', { hidden: true }).find((d) => d.querySelector('h2')?.textContent === title);
    if (!dialog) throw new Error(`no open dialog titled "${title}"`);
    return dialog;
  });
}

export function dialogButton(dialog: HTMLElement, text: string): HTMLElement {
  return within(dialog).getByText(text, { selector: 'button' });
}
