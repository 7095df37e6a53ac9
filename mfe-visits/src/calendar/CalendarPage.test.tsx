/**
 * The calendar page's states over the fake (jsdom has no layout: the library's entries, drags and
 * slot clicks are tested in the browser, e2e/specs/visits-calendar.spec.ts).
 */
import { screen, within } from '@testing-library/react';
import { paths } from '@emr/domain';
import { failingIndex } from '@emr/shared-ui/testing';
import { renderVisits, resetRemote, rowsOf } from '../testing/fixtures.tsx';

afterEach(resetRemote);

test('a period with nothing says so', async () => {
  renderVisits({ path: `${paths.calendar()}?date=2031-02-01` });
  expect(await screen.findByText('No visit or event in this period.')).toBeInTheDocument();
});

test('a failed load says so and loads again on retry', async () => {
  let failing = true;
  const { user } = renderVisits({ path: `${paths.calendar()}?date=2031-02-01`, wrapClient: (client) => failingIndex(client, 1, 'InternalFailure', () => failing) });
  expect(await screen.findByText(/The calendar could not be loaded/)).toBeInTheDocument();
  failing = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('No visit or event in this period.')).toBeInTheDocument();
});

test('an event added from the calendar: the domain’s rules refuse an end before the start; saved with its palette colour', async () => {
  const { user, fake } = renderVisits({ path: `${paths.calendar()}?date=2031-02-01` });
  await user.click(await screen.findByRole('button', { name: 'Add an event' }));
  const dialog = await screen.findByRole('dialog', { name: 'New calendar event' });
  await user.click(within(dialog).getByRole('button', { name: 'Save the event' }));
  expect(await within(dialog).findByText('Title is required.')).toBeInTheDocument();
  await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Flu clinic');
  const endDay = within(dialog).getByLabelText(/End day/);
  await user.clear(endDay);
  await user.type(endDay, '2031-01-30');
  await user.click(within(dialog).getByRole('radio', { name: 'Orange' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save the event' }));
  expect(await within(dialog).findByText('End day cannot be before Start day.')).toBeInTheDocument();
  await user.clear(endDay);
  await user.type(endDay, '2031-02-04');
  await user.click(within(dialog).getByRole('button', { name: 'Save the event' }));
  expect(await screen.findByText('Event saved: Flu clinic')).toBeInTheDocument();
  expect(rowsOf(fake, 'CalendarEvent')).toEqual([
    expect.objectContaining({ Title: 'Flu clinic', Color: '#FB8C00', AllDay: true, Start: '2031-02-01T00:00:00.000Z', End: '2031-02-05T00:00:00.000Z' }),
  ]);
});

test('billing reads the calendar but may not add an event', async () => {
  renderVisits({ path: `${paths.calendar()}?date=2031-02-01`, role: 'billing' });
  expect(await screen.findByText('No visit or event in this period.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add an event' })).not.toBeInTheDocument();
});
