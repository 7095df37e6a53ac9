import { resolveStaticStyleRules } from '@griffel/core';
import { globalStyleRules } from './globalStyles.ts';

test('Inter becomes the base font of every Fluent provider and portal, beating the theme’s own class', () => {
  const css = resolveStaticStyleRules([globalStyleRules]);
  // html + attribute selector (0,1,1) outranks the provider's generated single class (0,1,0)
  expect(css).toContain(`html [class*="fui-FluentProvider"]{--fontFamilyBase:Inter,system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans Arabic',sans-serif;}`);
  expect(css.join('')).toMatch(/body\{margin:0;font-family:Inter,/);
});

test('an open dialog does not turn <body> into a scroll container (the sticky navbar and nav stay put)', () => {
  const css = resolveStaticStyleRules([globalStyleRules]).join('');
  // (0,1,2) outranks Fluent's single-class body rule (0,1,0)
  expect(css).toContain('html body[class]{overflow-y:visible;}');
});

test('text a person typed reads in its own direction (a Latin address in an Arabic form keeps its order)', () => {
  const css = resolveStaticStyleRules([globalStyleRules]).join('');
  expect(css).toMatch(/input:not\(\[type\]\):not\(\[role="combobox"\]\),input\[type="text"\]:not\(\[role="combobox"\]\),[^{]*textarea\{unicode-bidi:plaintext;\}/);
});
