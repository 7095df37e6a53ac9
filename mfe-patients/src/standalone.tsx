/** Development alone against the backend (npm run dev -w @emr/mfe-patients): see @emr/shared-ui/standalone. */
import './translations/index.ts';
import { startStandalone } from '@emr/shared-ui/standalone';
import { PatientsApp } from './PatientsApp.tsx';

startStandalone({ appId: 'mfe-patients', Root: PatientsApp, signInKey: 'patients:standalone.signIn' });
