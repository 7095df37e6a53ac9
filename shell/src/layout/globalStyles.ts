/**
 * Page-wide rules. Fluent components read the family from the `--fontFamilyBase` variable
 * that each FluentProvider (and each portal it themes) defines on a generated class; the
 * override needs one more type selector to win over that single class, and reaches the
 * remotes' providers as well. Inter has no Arabic glyphs: those fall back to the system font.
 */
import { makeStaticStyles } from '@fluentui/react-components';
import type { GriffelStaticStyles } from '@griffel/core';

export const FONT_FAMILY = "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans Arabic', sans-serif";

export const globalStyleRules: GriffelStaticStyles = {
  'html [class*="fui-FluentProvider"]': { '--fontFamilyBase': FONT_FAMILY } as Record<string, string>,
  body: { margin: 0, fontFamily: FONT_FAMILY },
  // a browser's own jump to an anchor stops below the sticky navbar too
  html: { scrollPaddingBlockStart: '60px' },
  // An open Fluent dialog locks the page's scroll with a class on <html> (overflow-y: clip) and one
  // on <body> (overflow-y: hidden). The second makes <body> a scroll container of its own, which
  // the sticky navbar and nav then stick to instead of the window: scrolled down, they slide away
  // and leave a blank block. <html>'s class alone locks the scroll; <body> stays plain.
  'html body[class]': { overflowY: 'visible' },
  // What a person typed reads in its own direction: a Latin address, e-mail or ZIP code in an
  // Arabic form ("5630 W Montrose Ave", not "W Montrose Ave 5630"), Arabic text in an English one.
  // Each line's direction comes from its first strong letter; an empty field keeps the page's. A
  // combobox's input holds a value picked from its list and stays with the page (beside its chevron).
  'input:not([type]):not([role="combobox"]), input[type="text"]:not([role="combobox"]), input[type="search"], input[type="email"], input[type="tel"], input[type="url"], textarea': {
    unicodeBidi: 'plaintext',
  },
};

/** Griffel skips static styles under NODE_ENV=test; globalStyles.test.ts checks the CSS they become. */
export const useGlobalStyles = makeStaticStyles(globalStyleRules);
