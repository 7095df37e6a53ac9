import './testSetup.ts';
import { renderWithProviders } from '@emr/shared-ui/testing';
import { Button } from '@fluentui/react-components';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeferredTooltip } from './DeferredTooltip.tsx';

test('the tooltip loads with the first focus or hover of its target, opens at once, and the focused target keeps the focus', async () => {
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
  // mounted again inside the tooltip, the button has the focus back and still works
  expect(screen.getByRole('button', { name: 'Collapse' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(clicks).toEqual(['collapse']);

  await user.hover(screen.getByRole('button', { name: 'Settings' }));
  await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Open the settings'));
  // the pointer moves on over the button mounted again (as a browser sees it), then away
  await user.hover(screen.getByRole('button', { name: 'Settings' }));
  await user.unhover(screen.getByRole('button', { name: 'Settings' }));
  await waitFor(() => expect(screen.queryByText('Open the settings')).toBeNull());
});
