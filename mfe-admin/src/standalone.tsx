/** Development alone against the backend (npm run dev -w @emr/mfe-admin): see @emr/shared-ui/standalone. */
import { startStandalone } from '@emr/shared-ui/standalone';
import { adminApp } from './app.tsx';

startStandalone(adminApp);
