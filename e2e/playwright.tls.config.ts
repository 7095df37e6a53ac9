/**
 * Browser tests of the app served as a clinic runs it on its network: HTTPS with its own
 * certificate (a throwaway one, made with openssl as the README says), plain HTTP answering only
 * with a redirect, and the patients remote deployed at another origin (EMR_REMOTE_PATIENTS_URL)
 * by a static server of its own. `npm run test:e2e` runs these after the main suite.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { selfSignedCertificate } from '../backend/src/testing/tlsCertificate.ts';
import { HTTP_PORT, REMOTE_ORIGIN, REMOTE_PORT, TLS_DIR, TLS_ORIGIN, TLS_PORT } from './fixtures/environment.ts';
import base from './playwright.config.ts';

const certDir = join(TLS_DIR, 'cert');
const dataDir = join(TLS_DIR, 'data');
const fresh = (file: string) => {
  try {
    // the real clock (EMR_TEST_CLOCK may move Date's): the file's time is real
    return performance.timeOrigin + performance.now() - statSync(file).mtimeMs < 12 * 3600_000;
  } catch {
    return false;
  }
};
// the certificate is valid for a day; the config is read again by each worker, which reuses it
const { certFile, keyFile } = fresh(join(certDir, 'cert.pem')) ? { certFile: join(certDir, 'cert.pem'), keyFile: join(certDir, 'key.pem') } : selfSignedCertificate(certDir);

// the workers inherit these: the API fixtures talk to this run's server and trust its certificate
process.env['E2E_API_ORIGIN'] = TLS_ORIGIN;
process.env['NODE_EXTRA_CA_CERTS'] = certFile;

export default defineConfig({
  ...base,
  testDir: './tls',
  use: { ...base.use, baseURL: TLS_ORIGIN, ignoreHTTPSErrors: true },
  webServer: [
    {
      command: `node --import tsx fixtures/remoteServer.ts ../mfe-patients/dist ${REMOTE_PORT} "${certFile}" "${keyFile}"`,
      url: `${REMOTE_ORIGIN}/mf-manifest.json`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: false,
    },
    {
      command: `rm -rf "${dataDir}" && node --import ../tooling/clock/testClock.mjs --import tsx ../backend/src/main.ts`,
      url: `${TLS_ORIGIN}/healthz`,
      ignoreHTTPSErrors: true,
      env: {
        PORT: String(TLS_PORT),
        EMR_HTTP_PORT: String(HTTP_PORT),
        EMR_TLS_CERT: certFile,
        EMR_TLS_KEY: keyFile,
        EMR_PUBLIC_ORIGIN: TLS_ORIGIN,
        EMR_DATA_DIR: dataDir,
        EMR_REMOTE_PATIENTS_URL: `${REMOTE_ORIGIN}/mf-manifest.json`,
        // its two tests open one list and one chart: a small demo
        EMR_DEMO_PATIENTS: '20',
      },
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: 'pipe',
    },
  ],
});
