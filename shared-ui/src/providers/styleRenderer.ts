/**
 * The page's one Griffel renderer. The server's Content-Security-Policy lets a page insert a
 * `<style>` element at run time only with the page's nonce (ADR 0012), which the server puts on
 * `<meta name="csp-nonce">`: every style element Griffel and Fluent's theme create carries it.
 * Without that meta (the development server, tests) there is no CSP and no nonce.
 */
import { type GriffelRenderer, createDOMRenderer } from '@griffel/react';

/** The nonce of the page's CSP (from the property: a browser hides the attribute once it applies the CSP). */
export function cspNonce(doc: Document = document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]');
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}

let renderer: GriffelRenderer | undefined;

/** One for the page: shared-ui/core is a singleton, so the shell and every remote use this one. */
export function styleRenderer(): GriffelRenderer {
  const nonce = cspNonce();
  renderer ??= createDOMRenderer(document, nonce ? { styleElementAttributes: { nonce } } : {});
  return renderer;
}
