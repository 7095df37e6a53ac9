/**
 * A throwaway self-signed certificate for tests, made with the machine's `openssl` exactly as
 * README's "Running it for a clinic" tells a clinic to make one (so that recipe is tested too).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface TestCertificate {
  certFile: string;
  keyFile: string;
  cert: Buffer;
  key: Buffer;
}

/** Writes cert.pem and key.pem into `dir`, valid for a day for localhost and 127.0.0.1. */
export function selfSignedCertificate(dir: string): TestCertificate {
  mkdirSync(dir, { recursive: true });
  const certFile = join(dir, 'cert.pem');
  const keyFile = join(dir, 'key.pem');
  // the README's command, with a day's validity instead of two years
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=localhost',
      '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', keyFile, '-out', certFile],
    { stdio: 'pipe' },
  );
  return { certFile, keyFile, cert: readFileSync(certFile), key: readFileSync(keyFile) };
}
