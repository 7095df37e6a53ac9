/** Development alone against the backend (npm run dev -w @emr/mfe-admin): see @emr/shared-ui/standalone. */
import './translations/index.ts';
import { startStandalone } from '@emr/shared-ui/standalone';
import { AdminApp } from './AdminApp.tsx';

startStandalone({ appId: 'mfe-admin', Root: AdminApp, signInKey: 'admin:standalone.signIn' });
