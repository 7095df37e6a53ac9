/** Development alone against the backend (npm run dev -w @emr/mfe-visits): see @emr/shared-ui/standalone. */
import { startStandalone } from '@emr/shared-ui/standalone';
import { visitsApp } from './app.tsx';

startStandalone(visitsApp);
