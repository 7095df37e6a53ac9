/** Development alone against the backend (npm run dev -w @emr/mfe-programs): see @emr/shared-ui/standalone. */
import { startStandalone } from '@emr/shared-ui/standalone';
import { programsApp } from './app.tsx';

startStandalone(programsApp);
