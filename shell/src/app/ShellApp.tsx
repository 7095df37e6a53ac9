/** The shell's root: providers, the one Toaster, the router and the route table (spec §2). */
import { AppProviders, GlobalToaster } from '@emr/shared-ui';
import { BrowserRouter } from 'react-router-dom';
import { ShellRoutes } from './ShellRoutes.tsx';

export function ShellApp() {
  return (
    <AppProviders appId="shell">
      <GlobalToaster />
      <BrowserRouter>
        <ShellRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
