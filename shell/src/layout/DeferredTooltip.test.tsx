import './testSetup.ts';
import { renderWithProviders } from '@emr/shared-ui/testing';
import { Button } from '@fluentui/react-components';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeferredTooltip } from './DeferredTooltip.tsx';

test('the tooltip loads with the first focus or hover of its target and shows while it lasts; the target keeps its focus and clicks', async () => {
  const user = userEvent.setup();
  const clicks: string[] = [];
  renderWithProviders(
    <>
      <DeferredTooltip content="Collapse the menu">
        <Button aria-label="Collapse" onClick={() => clicks.push('collapse')} />
      </DeferredTooltip>
      <DeferredTooltip content="Open the settings" positioning="before">
        <Button aria-label="Settings" />
      </DeferredTooltip>
    </>,
  );
  expect(screen.queryByRole('tooltip')).toBeNull();

  await user.tab();
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Collapse the menu');
  expect(screen.getByRole('button', { name: 'Collapse' })).toHaveFocus();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByText('Collapse the menu')).toBeNull());
  await user.keyboard('{Enter}');
  await user.click(screen.getByRole('button', { name: 'Collapse' }));
  expect(clicks).toEqual(['collapse', 'collapse']);

  await user.hover(screen.getByRole('button', { name: 'Settings' }));
  await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Open the settings'));
  await user.unhover(screen.getByRole('button', { name: 'Settings' }));
  await waitFor(() => expect(screen.queryByText('Open the settings')).toBeNull());
});
