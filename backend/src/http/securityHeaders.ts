/**
 * The security headers of every answer (docs/permissions.md, "What the server promises").
 * Every answer: no sniffing, no referrer, no framing, no powerful browser features, HSTS over
 * TLS, and a CSP that allows nothing (an API answer or a script opened as a page runs nothing).
 * An HTML page gets the app's CSP instead: scripts, styles, fonts, images and connections from
 * this origin and from the remotes deployed elsewhere only; no inline script; styles inserted at
 * run time (Griffel, Fluent's theme) only by elements carrying the page's nonce (ADR 0012).
 */
import { randomBytes } from 'node:crypto';

export interface SecurityHeaderOptions {
  /** Served over TLS: adds Strict-Transport-Security. */
  tls: boolean;
  /** Origins of remotes deployed elsewhere (`EMR_REMOTE_<KEY>_URL`), e.g. https://patients.clinic.lan. */
  remoteOrigins: readonly string[];
}

/** Browser features the app never uses, switched off for it and anything it might embed. */
const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

export const HSTS = 'max-age=31536000';

export interface SecurityHeaders {
  /** For every answer (an HTML page replaces the CSP with `forDocument`'s). */
  readonly common: Readonly<Record<string, string>>;
  /** A fresh nonce for one HTML answer. */
  nonce(): string;
  /** The headers of an HTML page whose run-time style elements carry `nonce`. */
  forDocument(nonce: string): Record<string, string>;
}

export function createSecurityHeaders({ tls, remoteOrigins }: SecurityHeaderOptions): SecurityHeaders {
  const remotes = remoteOrigins.length ? ` ${remoteOrigins.join(' ')}` : '';
  const common = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'permissions-policy': DENIED_FEATURES.map((feature) => `${feature}=()`).join(', '),
    ...(tls ? { 'strict-transport-security': HSTS } : {}),
  };
  return {
    common,
    nonce: () => randomBytes(18).toString('base64'),
    forDocument: (nonce) => ({
      'content-security-policy': [
        "default-src 'self'",
        `script-src 'self'${remotes}`,
        `style-src 'self' 'nonce-${nonce}'${remotes}`,
        `font-src 'self'${remotes}`,
        `img-src 'self' data:${remotes}`,
        `connect-src 'self'${remotes}`,
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; '),
    }),
  };
}
