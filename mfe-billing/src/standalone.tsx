/** Development alone against the backend (npm run dev -w @emr/mfe-billing): see @emr/shared-ui/standalone. */
import { startStandalone } from '@emr/shared-ui/standalone';
import { billingApp } from './app.tsx';

startStandalone(billingApp);
