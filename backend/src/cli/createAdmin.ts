/**
 * Creates a clinic's first administrator (for a clinic that starts without demo data):
 *   npm run create-admin -- --email ada@clinic.example --name "Ada Admin" --clinic main --clinic-name "Main Street Clinic" --time-zone America/Chicago
 * A new clinic gets the time zone given (an IANA name; default: this machine's); an admin can change it later
 * on the clinic settings page. Prints a temporary password; the first sign-in asks for a new one (password policy applies).
 * Run it while the server is stopped, or against the same EMR_DATA_DIR the server uses.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { MODULES, isTimeZone } from '@emr/domain';
import { createApp } from '../app.ts';
import { buildItem } from '@emr/domain/server';
import { createRecordStore } from '../records/store.ts';
import { machineTimeZone } from '../db/machineTimeZone.ts';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    clinic: { type: 'string' },
    'clinic-name': { type: 'string' },
    'time-zone': { type: 'string' },
  },
});
const { email, name, clinic } = values;
const timeZone = values['time-zone'] ?? machineTimeZone();
if (!email || !name || !clinic || !/^[a-z0-9-]{2,40}$/.test(clinic) || !isTimeZone(timeZone)) {
  console.error(
    'usage: npm run create-admin -- --email <e-mail> --name "<full name>" --clinic <id: a-z, 0-9, -> [--clinic-name "<name>"] [--time-zone <IANA zone, e.g. America/Chicago>]',
  );
  if (!isTimeZone(timeZone)) console.error(`unknown time zone: ${timeZone}`);
  process.exit(2);
}

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const dataDir = resolve(repoRoot, process.env['EMR_DATA_DIR'] ?? 'data');
const app = createApp({ dataDir, publicOrigin: process.env['EMR_PUBLIC_ORIGIN'] ?? 'http://localhost:8080', log: () => undefined });
const store = createRecordStore(app.db);
try {
  if (app.cognito.users.getByEmail(email)) throw new Error(`an account for ${email} already exists`);
  const stamp = new Date().toISOString();
  const temporaryPassword = app.db.transaction(() => {
    if (!store.get(clinic, clinic)) {
      store.insert(
        buildItem({ id: clinic, clinicId: clinic, kind: 'Clinic', fields: { Name: values['clinic-name'] ?? clinic, EnabledModules: [...MODULES], TimeZone: timeZone }, version: 1, createdAt: stamp, updatedAt: stamp }),
      );
    }
    const created = app.cognito.users.create({ email, name, clinicId: clinic, group: 'admin' });
    store.insert(
      buildItem({
        id: created.sub,
        clinicId: clinic,
        kind: 'User',
        fields: { Email: email.toLowerCase(), Username: email.toLowerCase(), FullName: name, Role: 'admin', Status: 'Active', Timestamp: stamp },
        version: 1,
        createdAt: stamp,
        updatedAt: stamp,
      }),
    );
    return created.temporaryPassword;
  })();
  console.log(`created administrator ${email} for clinic ${clinic} (time zone ${String(store.get(clinic, clinic)?.['TimeZone'] ?? timeZone)}) in ${dataDir}`);
  console.log(`temporary password: ${temporaryPassword} (you will choose your own at the first sign-in)`);
} catch (error) {
  console.error(`could not create the administrator: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await app.close();
}
