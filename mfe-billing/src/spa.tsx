/** The remote's entry, exposed to the shell as `./spa`: single-spa lifecycles and nothing else. */
import { createLifecycles } from '@emr/shared-ui';
import { billingApp } from './app.tsx';

export const { bootstrap, mount, unmount } = createLifecycles(billingApp);
