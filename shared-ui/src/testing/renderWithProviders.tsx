/** Renders a component inside the provider stack every root has, with a fresh query cache. */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppProviders } from '../providers/AppProviders.tsx';
import { queryClient } from '../query/queryClient.ts';

export function renderWithProviders(ui: ReactElement, appId = 'test') {
  queryClient.clear();
  return render(<AppProviders appId={appId}>{ui}</AppProviders>);
}
