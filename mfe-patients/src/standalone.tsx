/** Development alone against the backend (npm run dev -w @emr/mfe-patients): see @emr/shared-ui/standalone. */
import { startStandalone } from '@emr/shared-ui/standalone';
import { patientsApp } from './app.tsx';

startStandalone(patientsApp);
