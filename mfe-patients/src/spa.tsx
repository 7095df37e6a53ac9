/** The remote's entry, exposed to the shell as `./spa`: single-spa lifecycles and nothing else. */
import './translations/index.ts';
import { createLifecycles } from '@emr/shared-ui';
import { PatientsApp } from './PatientsApp.tsx';

export const { bootstrap, mount, unmount } = createLifecycles({ appId: 'mfe-patients', rootComponent: PatientsApp });
