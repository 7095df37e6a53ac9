/**
 * The calendar page's states over the fake (jsdom has no layout: the library's entries, drags and
 * slot clicks are tested in the browser, e2e/specs/visits-calendar.spec.ts).
 */
import { screen } from '@testing-library/react';
import { paths } from '@emr/domain';
import { failingIndex } from '@emr/shared-ui/testing';
import { renderVisits, resetRemote } from '../testing/fixtures.tsx';

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
