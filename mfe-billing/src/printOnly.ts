/**
 * A print stylesheet that puts one element alone on the sheet (the CMS-1500 form, a report, a plan
 * statement): everything else hidden, the element at the top in black on white. Made once per
 * element class at module level; its hook injects the rule when the element's component renders.
 */
import { makeStaticStyles } from '@fluentui/react-components';

/** `page`: the sheet's @page size and margin, e.g. `letter; margin: 0.5in`. */
export function printOnly(rootClass: string, page: string) {
  return makeStaticStyles(`
@media print {
  body * { visibility: hidden !important; }
  .${rootClass}, .${rootClass} * { visibility: visible !important; }
  .${rootClass} { position: absolute; inset-block-start: 0; inset-inline-start: 0; inline-size: 100%; color: #000 !important; background: #fff !important; }
  .${rootClass} button { all: unset; }
  @page { size: ${page}; }
}
`);
}
